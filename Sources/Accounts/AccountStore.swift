import Database
import Foundation
import Identifiers
import Places
import Security

/// Creates, finds and changes accounts. Every call is one transaction on the given database.
///
///     let store = AccountStore(database: db, hasher: PasswordHasher())
///     let sarah = try store.create(NewAccount(email: "sarah@quranflow.test", name: "Sarah Ahmed", role: .student,
///                                             studentYear: 2, cityID: 6167865, password: "…"), now: now)
public struct AccountStore: Sendable {
    public let database: any Database
    public let hasher: PasswordHasher
    public let cities: WorldCities

    public init(database: any Database, hasher: PasswordHasher, cities: WorldCities = .shared) {
        self.database = database
        self.hasher = hasher
        self.cities = cities
    }

    /// Creates an account; the email must be free and the password acceptable.
    public func create(_ new: NewAccount, now: Date) throws -> Account {
        let email = try EmailAddress.normalize(new.email)
        let name = new.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= 120 else {
            throw AccountError(.invalid, "Enter a name of 1 to 120 characters.", field: "name")
        }
        if new.role == .student, ![1, 2].contains(new.studentYear ?? 0) {
            throw AccountError(.invalid, "A student is in Year 1 or Year 2.", field: "year")
        }
        guard let city = cities.city(id: new.cityID) else {
            throw AccountError(.invalid, "Choose a city from the list.", field: "city")
        }
        try PasswordPolicy.validate(new.password)
        let account = Account(
            id: .random(), email: email, name: name, role: new.role,
            studentYear: new.role == .student ? new.studentYear : nil,
            cityID: city.id, cityName: city.name, zoneIdentifier: city.zoneIdentifier, createdAt: now)
        let hash = try hasher.hash(new.password)
        do {
            try database.write { db in
                try db.execute(
                    """
                    INSERT INTO accounts (id, email, name, password_hash, role, student_year, city_id, city_name, zone, created_at)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
                    """,
                    [
                        .text(account.id.rawValue), .text(email), .text(name), .text(hash), .text(account.role.rawValue),
                        account.studentYear.map { .integer(Int64($0)) } ?? .null, .integer(Int64(city.id)),
                        .text(city.name), .text(city.zoneIdentifier), SQLValue(now),
                    ])
            }
        } catch let error as DatabaseError where error.kind == .uniqueViolation {
            throw AccountError(.conflict, "An account with the email \(email) already exists.", field: "email")
        }
        return account
    }

    /// The account with this id, or nil.
    public func account(id: ID<Account>) throws -> Account? {
        try database.read { db in
            try db.queryOne("SELECT * FROM accounts WHERE id = $1", [.text(id.rawValue)]).map(Self.account(from:))
        }
    }

    /// The account with this email (any case), or nil.
    public func account(email: String) throws -> Account? {
        guard let email = try? EmailAddress.normalize(email) else { return nil }
        return try database.read { db in
            try db.queryOne("SELECT * FROM accounts WHERE email = $1", [.text(email)]).map(Self.account(from:))
        }
    }

    /// Every account, by role then name.
    public func all() throws -> [Account] {
        try database.read { db in
            try db.query("SELECT * FROM accounts ORDER BY role, name, email", []).map(Self.account(from:))
        }
    }

    /// The stored Argon2id hash for an email, with its account.
    func credentials(email: String) throws -> (Account, String)? {
        try database.read { db in
            guard let row = try db.queryOne("SELECT * FROM accounts WHERE email = $1", [.text(email)]) else { return nil }
            return (try Self.account(from: row), try row.string("password_hash"))
        }
    }

    /// Sets a new password (checked against the policy).
    public func setPassword(_ password: String, for id: ID<Account>) throws {
        try PasswordPolicy.validate(password)
        let hash = try hasher.hash(password)
        let changed = try database.write { db in
            try db.execute("UPDATE accounts SET password_hash = $1 WHERE id = $2", [.text(hash), .text(id.rawValue)])
        }
        guard changed == 1 else { throw AccountError(.notFound, "There is no such account.") }
    }

    /// Moves a person to another canonical city (and so its zone).
    public func setCity(_ cityID: Int, for id: ID<Account>) throws -> Account {
        guard let city = cities.city(id: cityID) else {
            throw AccountError(.invalid, "Choose a city from the list.", field: "city")
        }
        let changed = try database.write { db in
            try db.execute(
                "UPDATE accounts SET city_id = $1, city_name = $2, zone = $3 WHERE id = $4",
                [.integer(Int64(city.id)), .text(city.name), .text(city.zoneIdentifier), .text(id.rawValue)])
        }
        guard changed == 1, let account = try account(id: id) else { throw AccountError(.notFound, "There is no such account.") }
        return account
    }

    static func account(from row: Row) throws -> Account {
        guard let role = Role(rawValue: try row.string("role")) else {
            throw DatabaseError(.typeMismatch, "Unknown role in accounts.role")
        }
        return Account(
            id: ID(try row.string("id")), email: try row.string("email"), name: try row.string("name"), role: role,
            studentYear: try row.optionalInt("student_year"), cityID: try row.int("city_id"),
            cityName: try row.string("city_name"), zoneIdentifier: try row.string("zone"),
            createdAt: try row.date("created_at"))
    }
}
