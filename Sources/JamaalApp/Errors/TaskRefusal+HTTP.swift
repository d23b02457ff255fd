import HTTPServer

/// What the task, Anchor and night-planning routes refuse that no ``JamaalError`` rule covers — something that has
/// moved on since the page was drawn — each said once with its status (docs/conventions.md, Status codes).
///
/// ```swift
/// guard session.step == .buildTomorrow else { throw TaskRefusal.planMovedOn }   // 409
/// ```
enum TaskRefusal: HTTPResponseError, Equatable, CaseIterable {
    /// A task a newer version of Jamaal saved: kept, not read or changed.
    case fromNewerVersion
    /// An Anchor marked from a page whose instance is no longer on today's list.
    case anchorNotToday
    /// A Build step change after the night's plan moved past Build.
    case planMovedOn

    var httpError: HTTPError {
        switch self {
        case .fromNewerVersion: HTTPError(.conflict, "This task was saved by a newer version of Jamaal. Update Jamaal to see this.")
        case .anchorNotToday: HTTPError(.notFound, "This Anchor is not on today's list any more.", field: "instance")
        case .planMovedOn: HTTPError(.conflict, "The plan has moved on from Build — reload the page.")
        }
    }
}
