import Database
import Foundation
import JamaalCore

/// The first launch's progress (F01): one row, absent until the first step is passed.
///
///     let progress = try db.onboarding() ?? OnboardingProgress(startedAt: now)
///     try db.save(try progress.passing(.meet, device: .fine, now: now))
extension StoreConnection {
    /// The stored progress, or nil on a first launch that has not passed a step yet. A row this version cannot read
    /// counts as finished (a newer version wrote it after onboarding).
    public func onboarding() throws -> OnboardingProgress? {
        guard let row = try queryOne("SELECT completed, body FROM onboarding WHERE person_id = :me", []) else { return nil }
        if let progress = StoredBody.decode(OnboardingProgress.self, from: try row.string("body")) { return progress }
        return try row.int("completed") == 1 ? .completed(at: Date(timeIntervalSince1970: 0)) : nil
    }

    public func save(_ progress: OnboardingProgress) throws {
        let previous = try queryOne("SELECT body FROM onboarding WHERE person_id = :me", []).map { try $0.string("body") }
        let body = try StoredBody.encode(progress, keeping: previous)
        try execute(
            """
            INSERT INTO onboarding (person_id, completed, body) VALUES (:me, $1, $2)
            ON CONFLICT (person_id) DO UPDATE SET completed = excluded.completed, body = excluded.body
            """, [SQLValue(progress.isCompleted), .text(body)])
    }
}
