import Accounts
import Calendar
import Foundation

/// `quranflow admin <create-account | list-accounts | set-password | outbox> …` on the same store the server uses.
public enum AdminCommand {
    public static let usage = """
        quranflow admin create-account --email E --name N --role student|coach|admin [--year 1|2] --city "Toronto" --password P
        quranflow admin list-accounts
        quranflow admin set-password --email E --password P
        quranflow admin outbox
          (each takes --data DIR or --database-url URL, like serve)
        """

    public static func run(_ arguments: Arguments) throws {
        guard let action = arguments.positional.dropFirst().first else { throw UsageError("Say what to do:\n" + usage) }
        let database = try StoreOptions(arguments).open()
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
            print("created \(account.email) · \(account.roleDescription) · \(account.cityName) (\(account.zoneIdentifier))")
        case "list-accounts":
            try arguments.rejectUnknown(["data", "database-url"])
            for account in try env.accounts.all() {
                print([account.email, account.name, account.roleDescription, account.cityName, account.zoneIdentifier].joined(separator: "\t"))
            }
        case "set-password":
            try arguments.rejectUnknown(["data", "database-url", "email", "password"])
            let email = try arguments.required("email")
            guard let account = try env.accounts.account(email: email) else { throw AccountError(.notFound, "No account has the email \(email).") }
            try env.accounts.setPassword(try arguments.required("password"), for: account.id)
            print("password changed for \(account.email)")
        case "outbox":
            try arguments.rejectUnknown(["data", "database-url"])
            for mail in try env.outbox.recent() {
                print("— \(ISO8601.format(mail.createdAt)) to \(mail.recipient): \(mail.subject)\n\(mail.body)\n")
            }
        default:
            throw UsageError("Unknown admin action “\(action)”.\n" + usage)
        }
    }
}
