import HTTPServer

/// What Jamaal refuses about signing in and devices, each said once with its status.
///
/// ```swift
/// guard let person = req.person else { throw AccountRefusal.signInRequired }   // 401
/// ```
enum AccountRefusal: HTTPResponseError, Equatable {
    /// A route for the signed-in person, called without a live session (the API's answer; pages go to Sign in).
    case signInRequired
    /// Rename or sign out a device that is not one of the person's (or is already signed out).
    case noSuchDevice
    /// Keep your plan, asked from another machine than the one Jamaal runs on.
    case claimFromElsewhere

    var httpError: HTTPError {
        switch self {
        case .signInRequired: HTTPError(.unauthorized, "Sign in to continue.")
        case .noSuchDevice: HTTPError(.notFound, "That device isn't signed in to your account.")
        case .claimFromElsewhere:
            HTTPError(.forbidden, "Open Jamaal on the computer it runs on to keep the plan already there.")
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [AccountRefusal] = [.signInRequired, .noSuchDevice, .claimFromElsewhere]
}
