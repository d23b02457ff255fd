import Accounts
import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer

/// `quranflow admin <create-account | list-accounts | set-password | outbox | import> …` on the same store the server uses.
public enum AdminCommand {
    public static let usage = """
        quranflow admin create-account --email E --name N --role student|coach|admin [--year 1|2] --city "Toronto" --password P
        quranflow admin list-accounts
        quranflow admin set-student --email E [--coach COACH-EMAIL] [--level N] [--year 1|2] [--cohort "Fall 2026 · Level II"] [--city "Cairo"]
        quranflow admin list-cohorts
        quranflow admin set-password --email E --password P
        quranflow admin outbox
        \(AdminImportCommand.usage)
        quranflow admin seed-queue-bench --now ISO-8601 [--coach amina@quranflow.test] [--students 500] [--submissions 10000] [--waiting 60]
          [--coaches N] [--current-week filled|open] [--media-pool DIR]   (the load run's world: 1,000 students, 50 coaches)
          (each takes --data DIR or --database-url URL, like serve)
        """

    public static func run(_ arguments: Arguments) throws {
        guard let action = arguments.positional.dropFirst().first else { throw UsageError("Say what to do:\n" + usage) }
        let options = StoreOptions(arguments)
        let database = try options.open()
        defer { database.close() }
        let env = try ServerEnvironment.make(database: database, clock: .system, hasher: StoreOptions.hasher)
        switch action {
        case "create-account":
            try arguments.rejectUnknown(["data", "database-url", "email", "name", "role", "year", "city", "password"])
            let new = try AccountRequests.newAccount(
                name: try arguments.required("name"), email: try arguments.required("email"), role: try arguments.required("role"),
                year: Int(arguments.value("year") ?? "1"), cityQuery: try arguments.required("city"), cityID: nil,
                password: try arguments.required("password"), cities: env.cities)
            let account = try env.accounts.create(new, now: env.now)
            try ProgrammeStore(database: database).createProfile(for: account)
            print("created \(account.email) · \(account.roleDescription) · \(account.cityName) (\(account.zoneIdentifier))")
        case "list-accounts":
            try arguments.rejectUnknown(["data", "database-url"])
            for account in try env.accounts.all() {
                print(
                    [account.email, account.name, account.roleDescription, account.cityName, account.zoneIdentifier].joined(separator: "\t")
                )
            }
        case "set-password":
            try arguments.rejectUnknown(["data", "database-url", "email", "password"])
            let email = try arguments.required("email")
            guard let account = try env.accounts.account(email: email) else {
                throw AccountError(.notFound, "No account has the email \(email).")
            }
            try env.accounts.setPassword(try arguments.required("password"), for: account.id)
            print("password changed for \(account.email)")
        case "set-student":
            try arguments.rejectUnknown(["data", "database-url", "email", "coach", "level", "year", "cohort", "city"])
            try setStudent(arguments, env: env)
        case "list-cohorts":
            try arguments.rejectUnknown(["data", "database-url"])
            for cohort in try ProgrammeStore(database: database).cohorts() { print("\(cohort.id)\t\(cohort.name)") }
        case "outbox":
            try arguments.rejectUnknown(["data", "database-url"])
            for mail in try env.outbox.recent() {
                print("— \(ISO8601.format(mail.createdAt)) to \(mail.recipient): \(mail.subject)\n\(mail.body)\n")
            }
        case "import":
            try AdminImportCommand.run(arguments, env: env)
        case "seed-queue-bench":
            try arguments.rejectUnknown([
                "data", "database-url", "now", "coach", "students", "submissions", "waiting", "coaches", "current-week", "media-pool",
            ])
            guard let now = ISO8601.parse(try arguments.required("now")) else { throw UsageError("--now must be an ISO-8601 instant.") }
            let students = try Self.count(arguments, "students", default: 500)
            let coaches = try Self.count(arguments, "coaches", default: (students + 49) / 50)
            let currentWeek = arguments.value("current-week") ?? "filled"
            guard ["filled", "open"].contains(currentWeek) else { throw UsageError("--current-week is filled or open.") }
            print(
                try QueueBenchWorld.seed(
                    env.store, coachEmail: arguments.value("coach") ?? "amina@quranflow.test", students: students,
                    submissions: try Self.count(arguments, "submissions", default: 10_000),
                    waiting: try Self.count(arguments, "waiting", default: 60), studentsPerCoach: (students + coaches - 1) / coaches,
                    leavingCurrentWeekOpen: currentWeek == "open", at: now))
            if let folder = arguments.value("media-pool") {
                let pool = try FileManager.default.contentsOfDirectory(atPath: folder)
                    .filter { ["webm", "m4a"].contains(($0 as NSString).pathExtension.lowercased()) }.map { folder + "/" + $0 }
                guard !pool.isEmpty else { throw UsageError("--media-pool \(folder) holds no .webm or .m4a recording.") }
                var store = env.store
                store.dataDirectory = options.dataDirectory
                let made = try LoadWorldMedia(environment: store).attach(pool: pool, at: now)
                print("media: \(made.recitations) recitations and \(made.notes) coach's notes linked to \(pool.count) pool files")
            }
        default:
            throw UsageError("Unknown admin action “\(action)”.\n" + usage)
        }
    }

    /// A whole number from 1 to 1,000,000 given as `--name`, or `fallback`.
    private static func count(_ arguments: Arguments, _ name: String, default fallback: Int) throws -> Int {
        guard let text = arguments.value(name) else { return fallback }
        guard let value = Int(text), (1...1_000_000).contains(value) else {
            throw UsageError("--\(name) takes a number from 1 to 1000000.")
        }
        return value
    }

    private static func setStudent(_ arguments: Arguments, env: ServerEnvironment) throws {
        let store = ProgrammeStore(database: env.database)
        let email = try arguments.required("email")
        guard let account = try env.accounts.account(email: email), account.role == .student else {
            throw AccountError(.notFound, "No student has the email \(email).")
        }
        var coach: ID<Coach>?
        if let coachEmail = arguments.value("coach") {
            guard let coachAccount = try env.accounts.account(email: coachEmail), coachAccount.role == .coach else {
                throw AccountError(.invalid, "No coach has the email \(coachEmail).", field: "coach")
            }
            coach = ID(coachAccount.id.rawValue)
        }
        var cohort: ID<Cohort>?
        if let name = arguments.value("cohort") {
            guard let match = try store.cohorts().first(where: { $0.name == name || $0.id.rawValue == name }) else {
                throw AccountError(.invalid, "No cohort is called “\(name)” (see list-cohorts).", field: "cohort")
            }
            cohort = match.id
        }
        let level = try arguments.value("level").map { value -> Int in
            guard let level = Int(value) else { throw UsageError("--level must be a number.") }
            return level
        }
        let year = try arguments.value("year").map { value -> Int in
            guard let year = Int(value) else { throw UsageError("--year must be 1 or 2.") }
            return year
        }
        if let cityName = arguments.value("city") {
            guard let city = env.cities.search(cityName, limit: 1).first else {
                throw AccountError(.invalid, "No city matches “\(cityName)”.", field: "city")
            }
            _ = try env.accounts.setCity(city.id, for: account.id)
        }
        try store.updateStudent(ID(account.id.rawValue), coach: coach, level: level, year: year, cohort: cohort)
        print("updated \(account.email)")
    }
}
