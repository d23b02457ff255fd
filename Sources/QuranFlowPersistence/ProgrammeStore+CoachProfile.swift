import Database
import Foundation
import Identifiers
import QuranFlowCore

/// A coach's profile fields (migration 140): honorific, the name they are called by, ijāza line, certified levels and
/// meeting link. The display name ("Ust. Amina") is derived from the honorific and the called name.
extension ProgrammeStore {
    /// Sets `coach`'s profile; the display name becomes ``Coach/displayName(honorific:calledName:)``. An admin's change
    /// passes its `audit` entry, written in the same transaction.
    ///
    /// ```swift
    /// try store.setCoachProfile(amina, honorific: .ustadha, calledName: "Amina", ijazah: "ijāza in Hafs from 'Āsim",
    ///     levels: CoachLevels([1, 2]), meetingLink: "https://zoom.us/j/5550100920")
    /// ```
    public func setCoachProfile(
        _ coach: ID<Coach>, honorific: CoachHonorific?, calledName: String, ijazah: String, levels: CoachLevels, meetingLink: String?,
        audit: AuditEntry? = nil
    ) throws {
        try database.write { db in
            try Self.bumpRevision(db)
            let changed = try db.execute(
                """
                UPDATE coaches SET honorific = $1, display_name = $2, ijazah = $3, certified_levels = $4, meeting_link = $5
                WHERE account_id = $6
                """,
                [
                    .text(honorific?.rawValue ?? ""), .text(Coach.displayName(honorific: honorific, calledName: calledName)),
                    .text(ijazah), .text(levels.stored), .text(meetingLink ?? ""), .text(coach.rawValue),
                ])
            guard changed > 0 else { throw DatabaseError(.notFound, "no coach \(coach.rawValue)") }
            if let audit { try AdminAuditLog.record(audit, in: db) }
        }
    }
}
