import Database

/// Why this device's store will not open (SY-05): what the recovery screen says, in the person's words, and whether
/// any of the data can still be read for an export first.
///
///     StoreProblem.newerSchema(found: 120, known: 79).headline   // "This data is from a newer Jamaal"
public enum StoreProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but cannot be read (permissions, a directory in its place, a disk error).
    case unreadable(detail: String)
    /// The file is not a database, or its pages fail SQLite's integrity check.
    case corrupt(detail: String)
    /// A newer version of Jamaal has changed the store's layout (its highest migration is beyond this version's).
    case newerSchema(found: Int, known: Int)
    /// Bringing the store up to this version's layout failed part way (nothing of that step was kept).
    case migrationFailed(detail: String)
    /// A record every page needs (the person and their day settings) can't be read by this version or holds a value
    /// outside the bounds its form enforces — written by another version or edited by hand. Nothing is computed with it.
    case unusableRecord(detail: String)

    /// The recovery screen's title line.
    public var headline: String {
        switch self {
        case .unreadable: "Jamaal can't read this device's data"
        case .corrupt: "This device's data is damaged"
        case .newerSchema: "This data is from a newer Jamaal"
        case .migrationFailed: "Jamaal couldn't update this device's data"
        case .unusableRecord: "Update Jamaal to see this"
        }
    }

    /// What happened and what the person can do, without jargon.
    public var explanation: String {
        switch self {
        case .unreadable:
            "The file Jamaal keeps your plan in couldn't be opened. Nothing has been changed or deleted. If you moved or "
                + "changed its permissions, put it back and try again."
        case .corrupt:
            "The file Jamaal keeps your plan in is damaged, so it can't be opened safely. Nothing has been changed or deleted."
        case .newerSchema:
            "A newer version of Jamaal has saved your plan in a way this version doesn't know. Update Jamaal to open it — "
                + "nothing has been changed or deleted."
        case .migrationFailed:
            "Jamaal stopped before changing anything it couldn't finish. Your data is as it was; try again, or export it first."
        case .unusableRecord:
            "Your day settings hold a value this version of Jamaal doesn't accept — saved by another version, or changed by "
                + "hand — so Jamaal won't use them. Nothing has been changed or deleted. Update Jamaal to open them, or export "
                + "your data first and reset."
        }
    }

    /// The technical detail, for a report (shown small under the explanation).
    public var description: String {
        switch self {
        case .unreadable(let detail): "unreadable: \(detail)"
        case .corrupt(let detail): "corrupt: \(detail)"
        case .newerSchema(let found, let known): "newer schema: migration \(found), this version knows up to \(known)"
        case .migrationFailed(let detail): "migration failed: \(detail)"
        case .unusableRecord(let detail): "unusable record: \(detail)"
        }
    }
}
