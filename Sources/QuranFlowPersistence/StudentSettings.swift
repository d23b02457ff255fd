import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// What an admin sets for a student: coach, level, year, cohorts and (on the account) city.
public struct StudentSettings: Sendable, Equatable {
    public let account: Account
    public let shortName: String
    public let level: Int
    public let coachID: ID<Coach>?
    public let cohortIDs: [ID<Cohort>]

    public init(account: Account, shortName: String, level: Int, coachID: ID<Coach>?, cohortIDs: [ID<Cohort>]) {
        self.account = account
        self.shortName = shortName
        self.level = level
        self.coachID = coachID
        self.cohortIDs = cohortIDs
    }
}

extension ProgrammeStore {
    /// The admin's view of a student, or nil when the account is not a student.
    public func studentSettings(id: ID<Account>, accounts: AccountStore) throws -> StudentSettings? {
        guard let account = try accounts.account(id: id), account.role == .student else { return nil }
        return try database.read { db in
            guard
                let row = try db.queryOne(
                    "SELECT short_name, level_number, coach_id FROM students WHERE account_id = $1",
                    [.text(id.rawValue)])
            else { return nil }
            // Oldest term first, so the last is the enrolment the student lives in now (the page preselects it).
            let cohorts = try db.query(
                """
                SELECT e.cohort_id FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id JOIN terms t ON t.id = c.term_id
                WHERE e.student_id = $1 ORDER BY t.first_monday, e.cohort_id
                """, [.text(id.rawValue)])
            return StudentSettings(
                account: account, shortName: try row.string("short_name"), level: try row.int("level_number"),
                coachID: try row.optionalString("coach_id").map { ID($0) },
                cohortIDs: try cohorts.map { ID(try $0.string("cohort_id")) })
        }
    }

    /// The short name coach screens use: the first name and the last name's initial ("Sarah Ahmed" → "Sarah A."), or
    /// the whole name when it is one word.
    public static func shortName(for name: String) -> String {
        let parts = name.split(separator: " ")
        guard parts.count > 1, let first = parts.first, let last = parts.last?.first else { return name }
        return "\(first) \(last)."
    }

    /// Gives a new account its programme profile: students start at Level I with no coach and with onboarding to walk
    /// (even on an empty programme); coaches get "Ust. <first name>".
    public func createProfile(for account: Account) throws {
        switch account.role {
        case .student:
            try OnboardingStore(database: database).begin(for: account.id, now: account.createdAt)
            guard let level = try levels().first?.number else { return }  // no programme yet: the admin sets one up first
            try makeStudent(account.id, shortName: Self.shortName(for: account.name), level: level, coach: nil)
        case .coach:
            try makeCoach(
                account.id, displayName: "Ust. \(account.name.split(separator: " ").first.map(String.init) ?? account.name)", credential: ""
            )
        case .admin:
            break
        }
    }
}
