import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Each account's Qur'an script (SakFontPicker): the face and size it reads the Qur'anic text in (migration 130).
///
/// ```swift
/// let store = QuranScriptStore(database: env.database)
/// try store.save(try QuranScriptChoice(face: .amiri, points: 30), for: sarah.id, now: now)
/// try store.choice(of: sarah.id)?.points   // 30
/// ```
public struct QuranScriptStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// The account's saved choice, or nil when it never chose (it then reads ``QuranScriptChoice/standard``).
    public func choice(of account: ID<Account>) throws -> QuranScriptChoice? {
        try database.read { db in
            guard
                let row = try db.queryOne("SELECT face, points FROM quran_script_choices WHERE account_id = $1", [.text(account.rawValue)]),
                let face = QuranFace(rawValue: try row.string("face"))
            else { return nil }
            return try? QuranScriptChoice(face: face, points: try row.int("points"))
        }
    }

    /// Stores `choice` as the account's (replacing any earlier one).
    public func save(_ choice: QuranScriptChoice, for account: ID<Account>, now: Date) throws {
        try database.write { db in
            try db.execute(
                """
                INSERT INTO quran_script_choices (account_id, face, points, updated_at) VALUES ($1, $2, $3, $4)
                ON CONFLICT (account_id) DO UPDATE SET face = excluded.face, points = excluded.points, updated_at = excluded.updated_at
                """, [.text(account.rawValue), .text(choice.face.rawValue), .integer(Int64(choice.points)), SQLValue(now)])
        }
    }
}
