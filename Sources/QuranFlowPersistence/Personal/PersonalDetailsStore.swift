import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import Places
import QuranFlowCore

/// Reads and changes a student's personal details: the account's name and city, and the rows of `personal_details`.
/// Every change is one transaction; the values arrive already parsed by ``PersonalDetailsRules``.
///
/// ```swift
/// let store = PersonalDetailsStore(database: db)
/// try store.setPhone("+14165550134", of: sarah.id)
/// ```
public struct PersonalDetailsStore: Sendable {
    public let database: any Database

    public init(database: any Database) {
        self.database = database
    }

    /// The account's personal details (empty when none were given).
    public func details(of account: ID<Account>) throws -> PersonalDetails {
        try database.read { db in
            guard let row = try db.queryOne("SELECT * FROM personal_details WHERE account_id = $1", [.text(account.rawValue)]) else {
                return PersonalDetails()
            }
            return PersonalDetails(
                pronunciation: try row.optionalString("pronunciation"),
                dateOfBirth: try row.optionalString("date_of_birth").flatMap(LocalDate.init(iso:)), phone: try row.optionalString("phone"))
        }
    }

    /// Sets the account's full name, and the short name coach screens use ("Sarah A.") with it, in one transaction.
    public func setName(_ name: String, of account: ID<Account>) throws {
        try database.write { db in
            _ = try db.execute("UPDATE accounts SET name = $1 WHERE id = $2", [.text(name), .text(account.rawValue)])
            _ = try db.execute(
                "UPDATE students SET short_name = $1 WHERE account_id = $2",
                [.text(ProgrammeStore.shortName(for: name)), .text(account.rawValue)])
        }
    }

    /// Records that the account joined at `date` (its ``Account/createdAt``), for people who joined before the account
    /// was stored here (the demo's Year 2 students). Only ever moves the date earlier.
    public func recordJoined(_ date: Date, of account: ID<Account>) throws {
        try database.write { db in
            _ = try db.execute(
                "UPDATE accounts SET created_at = $1 WHERE id = $2 AND created_at > $1", [SQLValue(date), .text(account.rawValue)])
        }
    }

    /// Sets (or, with nil, clears) the pronunciation hint.
    public func setPronunciation(_ hint: String?, of account: ID<Account>) throws {
        try upsert("pronunciation", hint.map(SQLValue.text) ?? .null, of: account)
    }

    /// Sets the date of birth.
    public func setDateOfBirth(_ date: LocalDate, of account: ID<Account>) throws {
        try upsert("date_of_birth", .text(date.description), of: account)
    }

    /// Sets the phone number (E.164).
    public func setPhone(_ phone: String, of account: ID<Account>) throws {
        try upsert("phone", .text(phone), of: account)
    }

    /// Moves the student to `city` at `now`, in one transaction: the account's city and zone change, and the weeks of
    /// the student's terms keep or drop their deadlines by ``ZoneChange``. Returns the kept deadlines after the move.
    @discardableResult
    public func moveCity(of account: ID<Account>, to city: City, at now: Date) throws -> [KeptDeadline] {
        try database.write { db in
            guard let oldZone = try db.queryOne("SELECT zone FROM accounts WHERE id = $1", [.text(account.rawValue)])?.string("zone") else {
                throw StoreError.noSuchStudent
            }
            let terms = try db.query(
                """
                SELECT t.*, l.name AS level_name FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id
                JOIN terms t ON t.id = c.term_id JOIN levels l ON l.number = t.level_number WHERE e.student_id = $1
                """, [.text(account.rawValue)]
            ).map(ProgrammeStore.term(from:))
            let existing = try Self.keptDeadlines(of: ID(account.rawValue), in: db)
            let kept = ZoneChange(from: oldZone, to: city.zoneIdentifier, at: now).keptDeadlines(terms: terms, existing: existing)
            _ = try db.execute(
                "UPDATE accounts SET city_id = $1, city_name = $2, zone = $3 WHERE id = $4",
                [.integer(Int64(city.id)), .text(city.name), .text(city.zoneIdentifier), .text(account.rawValue)])
            _ = try db.execute("DELETE FROM kept_deadlines WHERE student_id = $1", [.text(account.rawValue)])
            for deadline in kept {
                _ = try db.execute(
                    "INSERT INTO kept_deadlines (student_id, term_id, week, deadline_at) VALUES ($1, $2, $3, $4)",
                    [.text(account.rawValue), .text(deadline.termID.rawValue), .integer(Int64(deadline.week)), SQLValue(deadline.deadline)])
            }
            return kept
        }
    }

    /// The deadlines the student's weeks kept when they changed city.
    public func keptDeadlines(of student: ID<Student>) throws -> [KeptDeadline] {
        try database.read { db in try Self.keptDeadlines(of: student, in: db) }
    }

    static func keptDeadlines(of student: ID<Student>, in db: any SQLConnection) throws -> [KeptDeadline] {
        try db.query(
            "SELECT term_id, week, deadline_at FROM kept_deadlines WHERE student_id = $1 ORDER BY term_id, week", [.text(student.rawValue)]
        ).map { row in
            KeptDeadline(termID: ID(try row.string("term_id")), week: try row.int("week"), deadline: try row.date("deadline_at"))
        }
    }

    private func upsert(_ column: String, _ value: SQLValue, of account: ID<Account>) throws {
        try database.write { db in
            _ = try db.execute(
                "INSERT INTO personal_details (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING", [.text(account.rawValue)])
            _ = try db.execute("UPDATE personal_details SET \(column) = $1 WHERE account_id = $2", [value, .text(account.rawValue)])
        }
    }
}
