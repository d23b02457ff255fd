import Accounts
import Foundation
import Places

/// The demo world's sign-ins (DESIGN.md §5). Created only with `--demo`, only into an empty database.
/// The password `quranflow-demo` exists in demo data only; nothing else has a default password.
public enum DemoAccounts {
    public static let password = "quranflow-demo"

    struct Person {
        let email: String
        let name: String
        let role: Role
        let year: Int?
        let city: String
        let country: String
    }

    static let people: [Person] = [
        Person(email: "sarah@quranflow.test", name: "Sarah Ahmed", role: .student, year: 2, city: "Toronto", country: "CA"),
        Person(email: "khadija@quranflow.test", name: "Khadija R.", role: .student, year: 2, city: "London", country: "GB"),
        Person(email: "noor@quranflow.test", name: "Noor A.", role: .student, year: 1, city: "Toronto", country: "CA"),
        Person(email: "amina@quranflow.test", name: "Amina al-Qārī", role: .coach, year: nil, city: "Cairo", country: "EG"),
        Person(email: "radwa@quranflow.test", name: "Radwa", role: .coach, year: nil, city: "Toronto", country: "CA"),
        Person(email: "admin@quranflow.test", name: "Programme Admin", role: .admin, year: nil, city: "Toronto", country: "CA"),
    ]

    /// Creates the demo accounts if there are no accounts yet; returns how many were created.
    @discardableResult
    public static func seed(_ env: ServerEnvironment) throws -> Int {
        guard try env.accounts.all().isEmpty else { return 0 }
        for person in people {
            guard let city = env.cities.named(person.city, countryCode: person.country) else {
                throw AccountError(.invalid, "Demo city \(person.city) is missing from the city list.", field: "city")
            }
            _ = try env.accounts.create(NewAccount(email: person.email, name: person.name, role: person.role, studentYear: person.year,
                                                   cityID: city.id, password: password), now: env.now)
        }
        return people.count
    }
}
