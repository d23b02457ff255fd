import Database
import Foundation
import Security

/// Where the data lives: `--data DIR` (SQLite file inside it, the default `.run/quranflow`) or `--database-url postgresql://…`.
struct StoreOptions {
    let dataDirectory: String
    let databaseURL: String?

    init(_ arguments: Arguments) {
        dataDirectory = arguments.value("data") ?? ".run/quranflow"
        databaseURL = arguments.value("database-url")
    }

    func open() throws -> any Database {
        if let databaseURL { return try PostgresDatabase(url: databaseURL) }
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        return try SQLiteDatabase(path: dataDirectory + "/quranflow.sqlite")
    }

    /// Argon2id at full strength, unless `QURANFLOW_PASSWORD_STRENGTH=minimal` (tests only) says otherwise.
    static var hasher: PasswordHasher {
        switch ProcessInfo.processInfo.environment["QURANFLOW_PASSWORD_STRENGTH"] {
        case "minimal": PasswordHasher(strength: .minimal)
        case "moderate": PasswordHasher(strength: .moderate)
        default: PasswordHasher(strength: .interactive)
        }
    }
}
