import HTTPServer

/// What the focus routes refuse when no focus session is running, each said once with its status (docs/conventions.md,
/// Status codes): reading the running session is a 404, changing it a 409.
///
/// ```swift
/// guard let (session, task, _) = try live(req) else { throw FocusRefusal.noneRunning }   // 404
/// ```
enum FocusRefusal: HTTPResponseError, Equatable, CaseIterable {
    /// The running session asked for when there is none.
    case noneRunning
    /// A pause, resume or stop of the running session when there is none.
    case nothingToChange

    var httpError: HTTPError {
        switch self {
        case .noneRunning: HTTPError(.notFound, "No focus session is running. Begin one from a task.")
        case .nothingToChange: HTTPError(.conflict, "No focus session is running. Begin one from a task.")
        }
    }
}
