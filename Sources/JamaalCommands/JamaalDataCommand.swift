import Accounts
import Calendar
import Database
import Foundation
import JamaalApp
import JamaalPersistence

/// `jamaal export --data DIR [--email ADDRESS] [--out FILE]` and `jamaal import FILE --data DIR [--email ADDRESS]`:
/// ST-08's export of one person's data from the command line, and its import into a named account that holds no data
/// yet (the same Today as the one exported). Without `--email` it is the store's first person (a single-person
/// Jamaal's, or the demo's).
///
///     jamaal export --data ~/.jamaal --email maryam@jamaal.test --out backup.json
///     jamaal import backup.json --data /srv/jamaal --email maryam@example.com
public enum JamaalDataCommand {
    public static let usage = """
        usage: jamaal export --data DIR [--email ADDRESS] [--out FILE]   (standard output without --out)
               jamaal import FILE --data DIR [--email ADDRESS]          (the account must hold no data yet)
        without --email: the store's first person (a single-person Jamaal's data, or the demo's)
        """

    /// Runs `export` or `import` with `arguments`; returns what to print.
    public static func run(_ command: String, _ arguments: [String]) throws -> String {
        var data = ""
        var out = ""
        var file = ""
        var email = ""
        var index = 0
        while index < arguments.count {
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch arguments[index] {
            case "--data": data = value
            case "--out": out = value
            case "--email": email = value
            default:
                guard file.isEmpty, !arguments[index].hasPrefix("-") else {
                    throw JamaalServeCommand.UsageError(description: "unknown option \"\(arguments[index])\".")
                }
                file = arguments[index]
                index += 1
                continue
            }
            index += 2
        }
        guard !data.isEmpty else { throw JamaalServeCommand.UsageError(description: "--data DIR is required.") }
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let database = try SQLiteDatabase(path: data + "/jamaal.sqlite")
        defer { database.close() }
        let env = try JamaalEnvironment.make(database: database, clock: TimeSource(startingAt: Date()), log: { _ in })
        var owner = Person.firstID
        if !email.isEmpty {
            guard let account = try env.people.credentials(email: EmailAddress.key(email))?.account else {
                throw JamaalServeCommand.UsageError(description: "no account has the email \(email); create it first (Create an account).")
            }
            owner = account.id
        }
        let store = env.store(for: owner)
        switch command {
        case "export":
            let document = try store.read { try JamaalExport.document($0, appVersion: DataRoutes.appVersion, exportedAt: Date()) }
            if out.isEmpty { return String(decoding: document, as: UTF8.self) }
            try document.write(to: URL(fileURLWithPath: out))
            return "exported to \(out)"
        default:
            guard !file.isEmpty else { throw JamaalServeCommand.UsageError(description: "name the export file to import.") }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            try store.write { try JamaalExport.importDocument(bytes, into: $0) }
            let counts = try store.read { try JamaalExport.counts($0) }
            return
                "imported \(counts["tasks"] ?? 0) tasks, \(counts["habits"] ?? 0) habits, \(counts["anchorRules"] ?? 0) Anchors into \(data)"
        }
    }
}
