import Accounts
import Foundation
import Places

/// Turning what a form or JSON body says into a `NewAccount`, with errors that name the field, and making it: the one
/// use case behind the admin page's form and `POST /api/admin/accounts`.
public enum AccountRequests {
    /// Creates the account and the profile its role needs (a student's record, a coach's), so an account made either
    /// way is usable at once. If the profile cannot be made the account is taken back: nothing half-made stays.
    public static func create(_ new: NewAccount, in environment: StoreEnvironment, now: Date) throws -> Account {
        let account = try environment.accounts.create(new, now: now)
        do {
            try ProgrammeStore(database: environment.database).createProfile(for: account)
        } catch {
            _ = try? environment.database.write { db in
                try db.execute("DELETE FROM accounts WHERE id = $1", [.text(account.id.rawValue)])
            }
            throw error
        }
        return account
    }

    public static func newAccount(
        name: String, email: String, role roleName: String, year: Int?, cityQuery: String?, cityID: Int?,
        password: String, cities: Places.WorldCities
    ) throws -> NewAccount {
        guard let role = Role(rawValue: roleName) else {
            throw AccountError(.invalid, "Role must be student, coach or admin.", field: "role")
        }
        let city: Places.City?
        if let cityID {
            city = cities.city(id: cityID)
        } else {
            city = cities.search(cityQuery ?? "", limit: 1).first
        }
        guard let city else {
            throw AccountError(
                .invalid, "No city matches “\(cityQuery ?? String(cityID ?? 0))”. Try the city's English name.", field: "city")
        }
        return NewAccount(
            email: email, name: name, role: role, studentYear: role == .student ? year : nil, cityID: city.id, password: password)
    }
}
