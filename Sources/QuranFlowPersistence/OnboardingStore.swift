import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// A student's onboarding progress (SakOnb1–SakOnb6; migration 130). An account without a row counts as onboarded
/// (the demo's people and accounts made before onboarding existed); ``begin(for:now:)`` gives a new student one.
///
/// ```swift
/// let store = OnboardingStore(database: env.database)
/// try store.begin(for: student.id, now: now)
/// try store.progress(of: student.id)   // .reached(.welcome)
/// ```
public struct OnboardingStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// The account's progress; ``OnboardingProgress/finished`` when it has no row.
    public func progress(of account: ID<Account>) throws -> OnboardingProgress {
        try database.read { db in try Self.progress(of: account, in: db) }
    }

    static func progress(of account: ID<Account>, in db: any SQLConnection) throws -> OnboardingProgress {
        guard
            let row = try db.queryOne("SELECT step, finished_at FROM onboarding_progress WHERE account_id = $1", [.text(account.rawValue)])
        else { return .finished }
        if try row.optionalInt64("finished_at") != nil { return .finished }
        return .reached(OnboardingStep(number: try row.int("step")) ?? .welcome)
    }

    /// Starts onboarding for a new student (at the welcome step); an account that already has progress keeps it.
    public func begin(for account: ID<Account>, now: Date) throws {
        try database.write { db in try Self.begin(for: account, now: now, in: db) }
    }

    static func begin(for account: ID<Account>, now: Date, in db: any SQLConnection) throws {
        try db.execute(
            """
            INSERT INTO onboarding_progress (account_id, step, finished_at, updated_at) VALUES ($1, 1, NULL, $2)
            ON CONFLICT (account_id) DO NOTHING
            """, [.text(account.rawValue), SQLValue(now)])
    }

    /// Reads, changes (with `body`, which may refuse by throwing) and stores the account's progress in one transaction;
    /// returns what was stored. An account without a row is finished, and stays so.
    @discardableResult
    public func change(
        for account: ID<Account>, now: Date, _ body: (inout OnboardingProgress) throws -> Void
    ) throws -> OnboardingProgress {
        try database.write { db in
            var progress = try Self.progress(of: account, in: db)
            try body(&progress)
            let step = progress.resumeStep?.number ?? OnboardingStep.circles.number
            try db.execute(
                """
                UPDATE onboarding_progress SET step = $2, finished_at = $3, updated_at = $4 WHERE account_id = $1
                """,
                [.text(account.rawValue), .integer(Int64(step)), progress.isPending ? .null : SQLValue(now), SQLValue(now)])
            return progress
        }
    }
}
