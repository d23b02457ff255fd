import HTTPServer

/// The refusals several handlers raise about the same thing, each said once with its status: the words a person sees
/// and the status an API client reads cannot drift between the routes that answer them.
///
/// ```swift
/// guard let session = world.session(id) else { throw Refusal.noSuchSession }   // 404 "That session was not found."
/// ```
enum Refusal: HTTPResponseError, Equatable, CaseIterable {
    /// A meeting id that names none of the term's sessions (or not one of this person's).
    case noSuchSession
    /// A student id the programme does not have.
    case noSuchStudent
    /// A page that needs a term before the admin has created one.
    case noTerm
    /// A coach signed in before the admin has finished their profile.
    case coachProfilePending
    /// The same, where the page says who finishes it.
    case coachProfilePendingWithAdmin
    /// A recording whose media is still being made ready.
    case recordingBeingPrepared
    /// A recording whose file the media store no longer has.
    case recordingFileMissing
    /// A `week` (a query or a field) that cannot be a week of any term: missing, or past 52.
    case weekNotATermWeek
    /// An on/off field (`on`, a raised hand, a reminder) that is neither 1 nor 0.
    case onNotABoolean

    var httpError: HTTPError {
        switch self {
        case .noSuchSession: HTTPError(.notFound, "That session was not found.")
        case .noSuchStudent: HTTPError(.notFound, "There is no student with that id.")
        case .noTerm: HTTPError(.notFound, "No term exists yet.")
        case .coachProfilePending: HTTPError(.conflict, "Your coach profile is still being set up.")
        case .coachProfilePendingWithAdmin: HTTPError(.conflict, "Your coach profile is still being set up by your programme admin.")
        case .recordingBeingPrepared: HTTPError(.notFound, "This recording is still being prepared.")
        case .recordingFileMissing: HTTPError(.notFound, "That recording's file is not available.")
        case .weekNotATermWeek: HTTPError(.badRequest, "week must be a term week number.", field: "week")
        case .onNotABoolean: HTTPError(.badRequest, "on must be 1 or 0.", field: "on")
        }
    }
}
