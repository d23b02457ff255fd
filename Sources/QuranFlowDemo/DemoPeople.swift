import Accounts
import Foundation
import QuranFlowCore
import QuranFlowPersistence

/// The demo world's people (DESIGN.md §5). The password `quranflow-demo` exists in demo data only; nothing else has a
/// default password. The first six are the printed sign-ins.
enum DemoPeople {
    static let password = "quranflow-demo"

    struct Person {
        let key: String
        let email: String
        let name: String
        let role: Role
        let year: Int?
        let city: String
        let country: String
    }

    static let sarah = Person(
        key: "sarah", email: "sarah@quranflow.test", name: "Sarah Ahmed", role: .student, year: 2, city: "Toronto", country: "CA")
    static let khadija = Person(
        key: "khadija", email: "khadija@quranflow.test", name: "Khadija Rahman", role: .student, year: 2, city: "London", country: "GB")
    static let noor = Person(
        key: "noor", email: "noor@quranflow.test", name: "Noor Ali", role: .student, year: 1, city: "Toronto", country: "CA")
    static let amina = Person(
        key: "amina", email: "amina@quranflow.test", name: "Amina al-Qārī", role: .coach, year: nil, city: "Cairo", country: "EG")
    static let radwa = Person(
        key: "radwa", email: "radwa@quranflow.test", name: "Radwa Hassan", role: .coach, year: nil, city: "Toronto", country: "CA")
    static let admin = Person(
        key: "admin", email: "admin@quranflow.test", name: "Programme Admin", role: .admin, year: nil, city: "Toronto", country: "CA")
    static let hafsa = Person(
        key: "hafsa", email: "hafsa@quranflow.test", name: "Hafsa Tariq", role: .student, year: 1, city: "Mississauga", country: "CA")
    static let maryam = Person(
        key: "maryam", email: "maryam@quranflow.test", name: "Maryam Siddiqui", role: .student, year: 1, city: "Chicago", country: "US")
    static let rania = Person(
        key: "rania", email: "rania@quranflow.test", name: "Rania Mansour", role: .coach, year: nil, city: "Amman", country: "JO")

    static let everyone = [sarah, khadija, noor, amina, radwa, admin, hafsa, maryam, rania]

    /// The sign-ins printed at start.
    static let signIns = [sarah, khadija, noor, amina, radwa, rania, admin]
}
