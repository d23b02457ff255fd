import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Each coach's welcome note (a `coachNote` medium owned by ``MediaOwner/welcomeNote(of:)``), who may hear it, and
/// whether a student has played their coach's note (their `playback_positions` row for it has moved past the start) —
/// the "Meet your coach" step of the first-week and pre-semester checklists.
///
/// ```swift
/// let notes = CoachWelcomeNotes(database: env.database)
/// try notes.note(of: amina.id)?.duration            // 24.3
/// try notes.hasPlayedWelcomeNote(student: sarah.id)  // false until she plays it
/// ```
public struct CoachWelcomeNotes: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// The coach's welcome note, once it has been made.
    public func note(of coach: ID<Coach>) throws -> MediaRecord? {
        try MediaStore(database: database).medium(.coachNote, owner: .welcomeNote(of: coach))
    }

    /// Whether `student` has played their own coach's welcome note (false when they have no coach or it has no note).
    public func hasPlayedWelcomeNote(student: ID<Student>) throws -> Bool {
        try database.read { db in
            try db.queryOne(
                """
                SELECT 1 AS played FROM students st
                JOIN media m ON m.kind = 'coachNote' AND m.owner = 'coach:' || st.coach_id || '/welcome'
                JOIN playback_positions p ON p.media_id = m.id AND p.account_id = st.account_id
                WHERE st.account_id = $1 AND p.furthest_ms > 0
                """, [.text(student.rawValue)]) != nil
        }
    }

    /// Records that `student` has heard `note` up to `position` seconds (the playback position, as for lesson videos).
    public func recordPlayback(of note: MediaRecord, by account: ID<Account>, position: TimeInterval, at now: Date) throws {
        _ = try PlaybackStore(database: database).record(
            account: account.rawValue, media: note.id, position: position, duration: note.duration, at: now)
    }

    /// Whether `account` may hear the welcome note stored under `key` ("coach:<id>/welcome"): the coach, their students
    /// and admins.
    public func mayHear(key: String, account: Account) throws -> Bool {
        guard key.hasPrefix("coach:"), key.hasSuffix("/welcome") else { return false }
        let coach = String(key.dropFirst("coach:".count).dropLast("/welcome".count))
        switch account.role {
        case .admin: return true
        case .coach: return account.id.rawValue == coach
        case .student:
            return try database.read { db in
                try db.queryOne("SELECT coach_id FROM students WHERE account_id = $1", [.text(account.id.rawValue)])?
                    .optionalString("coach_id") == coach
            }
        }
    }
}
