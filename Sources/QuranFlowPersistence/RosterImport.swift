import Accounts
import Database
import Foundation
import Identifiers
import Places
import QuranFlowCore

/// Importing a cohort from a roster CSV (issue 20): ``preview(_:cohort:)`` is the dry run — every row with its problems,
/// nothing written — and ``run(_:cohort:coach:linkBase:by:now:)`` creates, in one transaction, each row's account
/// (no password: an unusable hash), student record and enrolment, plus an invitation mail in the outbox whose
/// set-your-password link is single-use and lasts 7 days (``PasswordReset/invitationLifetime``). It refuses a file
/// that has any problem left, so an import is all rows or none.
///
/// ```swift
/// let rows = try RosterImport(environment: env).preview(bytes, cohort: cohort)
/// let created = try RosterImport(environment: env).run(bytes, cohort: cohort, coach: nil, linkBase: link, by: admin, now: now)
/// ```
public struct RosterImport: Sendable {
    /// Why the real import did not run.
    public enum Refusal: Error, Sendable, Equatable {
        /// Rows still have problems (how many).
        case rowsHaveProblems(Int)
        /// The file as a whole was refused.
        case file(RosterCSVError)
        /// The cohort does not exist.
        case noSuchCohort
    }

    /// The stores.
    public let environment: StoreEnvironment

    /// Import use cases over `environment`.
    public init(environment: StoreEnvironment) {
        self.environment = environment
    }

    /// The dry run: every row with its problems (the cohort's level is checked too). Writes nothing.
    public func preview(_ bytes: [UInt8], cohort: ID<Cohort>) throws -> [RosterRow] {
        try environment.database.read { db in try rows(bytes, cohort: cohort, in: db) }
    }

    /// The import: all rows or none. Returns the accounts made, in file order.
    @discardableResult
    public func run(
        _ bytes: [UInt8], cohort: ID<Cohort>, coach: ID<Coach>?, linkBase: String, by admin: ID<Account>, now: Date
    ) throws -> [Account] {
        var mails: [OutgoingMail] = []
        let accounts: [Account] = try environment.database.write { db in
            let rows = try rows(bytes, cohort: cohort, in: db)
            let invalid = rows.filter { !$0.isValid }.count
            guard invalid == 0 else { throw Refusal.rowsHaveProblems(invalid) }
            if let coach, try db.queryOne("SELECT 1 AS x FROM coaches WHERE account_id = $1", [.text(coach.rawValue)]) == nil {
                throw AccountError(.invalid, "That account is not a coach.", field: "coach")
            }
            try ProgrammeStore.bumpRevision(db)
            var made: [Account] = []
            for row in rows {
                guard let level = row.level, let year = row.year, let city = row.city else { continue }
                let account = Account(
                    id: .random(), email: row.email, name: row.name, role: .student, studentYear: year.rawValue, cityID: city.id,
                    cityName: Self.shortCityName(city), zoneIdentifier: city.zoneIdentifier, createdAt: now)
                try db.execute(
                    """
                    INSERT INTO accounts (id, email, name, password_hash, role, student_year, city_id, city_name, zone, created_at)
                    VALUES ($1, $2, $3, $9, 'student', $4, $5, $6, $7, $8)
                    """,
                    [
                        .text(account.id.rawValue), .text(account.email), .text(account.name), SQLValue(year.rawValue),
                        SQLValue(city.id), .text(account.cityName), .text(city.zoneIdentifier), SQLValue(now),
                        .text(PasswordReset.invitedMarker),
                    ])
                try OnboardingStore.begin(for: account.id, now: now, in: db)
                try db.execute(
                    "INSERT INTO students (account_id, short_name, level_number, coach_id) VALUES ($1, $2, $3, $4)",
                    [
                        .text(account.id.rawValue), .text(ProgrammeStore.shortName(for: account.name)), SQLValue(level),
                        coach.map { .text($0.rawValue) } ?? .null,
                    ])
                try db.execute(
                    "INSERT INTO enrolments (student_id, cohort_id) VALUES ($1, $2)", [.text(account.id.rawValue), .text(cohort.rawValue)])
                let token = try PasswordReset.issueToken(for: account.id, lifetime: PasswordReset.invitationLifetime, now: now, in: db)
                mails.append(
                    try Outbox.insert(
                        to: account.email, subject: "You're invited to QuranFlow",
                        body: Self.invitation(account, link: "\(linkBase)?token=\(token)"),
                        html: nil, kind: "account", now: now, in: db))
                made.append(account)
            }
            let actor = try AuditActor.account(admin, in: db)
            let cohortName = try ProgrammeStore.cohortName(cohort, in: db)
            for account in made {
                try AdminAuditLog.record(
                    AuditEntry(
                        at: now, actor: actor, subject: .student(ID(account.id.rawValue)), action: "student.imported",
                        detail: "Imported from a roster into \(cohortName); invitation sent to \(account.email)"), in: db)
            }
            try AdminAuditLog.record(
                AuditEntry(
                    at: now, actor: actor, subject: .cohort(cohort), action: "cohort.roster-imported",
                    detail: "Imported \(made.count) \(made.count == 1 ? "student" : "students") from a roster"), in: db)
            return made
        }
        mails.forEach(environment.outbox.onSend)
        return accounts
    }

    private func rows(_ bytes: [UInt8], cohort: ID<Cohort>, in db: any SQLConnection) throws -> [RosterRow] {
        guard
            let cohortLevel = try db.queryOne(
                "SELECT t.level_number FROM cohorts c JOIN terms t ON t.id = c.term_id WHERE c.id = $1", [.text(cohort.rawValue)]
            )?.int("level_number")
        else { throw Refusal.noSuchCohort }
        let levels = Set(try db.query("SELECT number FROM levels", []).map { try $0.int("number") })
        let existing = Set(try db.query("SELECT email FROM accounts", []).map { try $0.string("email").lowercased() })
        let cities = environment.cities
        do {
            return try RosterCSV.parse(bytes, levels: levels, existingEmails: existing) { name in
                cities.search(name, limit: 1).first.map { RosterCity(id: $0.id, name: $0.displayName, zoneIdentifier: $0.zoneIdentifier) }
            }.map { row in
                guard let level = row.level, level != cohortLevel else { return row }
                return row.adding(.levelNotInCohort(level: level, cohortLevel: cohortLevel))
            }
        } catch {
            throw Refusal.file(error)
        }
    }

    private static func shortCityName(_ city: RosterCity) -> String {
        city.name.split(separator: ",").first.map(String.init) ?? city.name
    }

    static func invitation(_ account: Account, link: String) -> String {
        """
        Salaam \(account.name),

        You have a place in QuranFlow. Open this link within 7 days to choose your password and begin:

        \(link)

        The link works once. If it has expired, ask for a new one from the sign-in page ("Forgot your password?").
        """
    }
}
