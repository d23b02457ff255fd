import Calendar
import Database
import Foundation
import JamaalApp
import JamaalPersistence

/// `jamaal export --data DIR [--out FILE]` and `jamaal import FILE --data DIR`: ST-08's export from the command line,
/// and its import into an empty data directory (a new device: the same Today as the one exported).
///
///     jamaal export --data ~/.jamaal --out backup.json
///     jamaal import backup.json --data /tmp/fresh
public enum JamaalDataCommand {
    public static let usage = """
        usage: jamaal export --data DIR [--out FILE]     (standard output without --out)
               jamaal import FILE --data DIR             (DIR must hold no Jamaal data yet)
        """

    /// Runs `export` or `import` with `arguments`; returns what to print.
    public static func run(_ command: String, _ arguments: [String]) throws -> String {
        var data = ""
        var out = ""
        var file = ""
        var index = 0
        while index < arguments.count {
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch arguments[index] {
            case "--data": data = value
            case "--out": out = value
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
        switch command {
        case "export":
            let document = try env.store.read { try JamaalExport.document($0, appVersion: DataRoutes.appVersion, exportedAt: Date()) }
            if out.isEmpty { return String(decoding: document, as: UTF8.self) }
            try document.write(to: URL(fileURLWithPath: out))
            return "exported to \(out)"
        default:
            guard !file.isEmpty else { throw JamaalServeCommand.UsageError(description: "name the export file to import.") }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            try env.store.write { try JamaalExport.importDocument(bytes, into: $0) }
            let counts = try env.store.read { try JamaalExport.counts($0) }
            return
                "imported \(counts["tasks"] ?? 0) tasks, \(counts["habits"] ?? 0) habits, \(counts["anchorRules"] ?? 0) Anchors into \(data)"
        }
    }
}
