import HTTPServer
import JamaalScreens

/// What the habit routes refuse that no ``JamaalError`` rule covers, each said once with its status
/// (docs/conventions.md, Status codes).
///
/// ```swift
/// guard !habit.isArchived else { throw HabitRefusal.alreadyArchived }   // 409
/// ```
enum HabitRefusal: HTTPResponseError, Equatable {
    /// Archiving a habit that is archived.
    case alreadyArchived
    /// Restoring a habit that is not archived.
    case notArchived
    /// A habit a newer version of Jamaal saved: kept, not read or changed.
    case fromNewerVersion
    /// A time of day in row `slot` of the habit form that is not hours and minutes.
    case timeNotReadable(slot: Int)

    var httpError: HTTPError {
        switch self {
        case .alreadyArchived: HTTPError(.conflict, "This habit is already archived.")
        case .notArchived: HTTPError(.conflict, "This habit isn't archived.")
        case .fromNewerVersion: HTTPError(.conflict, "\(JamaalCopy.newerVersion).")
        case .timeNotReadable(let slot):
            HTTPError(.unprocessableEntity, "Write times of day as hours and minutes, like 07:30.", field: "slot\(slot)")
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [HabitRefusal] = [.alreadyArchived, .notArchived, .fromNewerVersion, .timeNotReadable(slot: 0)]
}
