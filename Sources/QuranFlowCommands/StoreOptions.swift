import Database
import Foundation
import Media
import ObjectStorage
import Security

/// Where the data lives: `--data DIR` (SQLite file inside it, the default `.run/quranflow`) or `--database-url postgresql://…`;
/// and the media files: `<data>/media` unless `--media-store s3://bucket?endpoint=…&region=…` (keys from
/// `QURANFLOW_S3_ACCESS_KEY_ID` / `QURANFLOW_S3_SECRET_ACCESS_KEY`).
struct StoreOptions {
    let dataDirectory: String
    let databaseURL: String?
    let mediaStoreURL: String?

    init(_ arguments: Arguments) {
        dataDirectory = arguments.value("data") ?? ".run/quranflow"
        databaseURL = arguments.value("database-url")
        mediaStoreURL = arguments.value("media-store")
    }

    /// The configured object store, checked reachable with the key pair given (nil: the local directory). A bad URL,
    /// missing keys, an unreachable store or refused credentials stop the start with what is wrong. Readers' copies are
    /// cached under `<data>/media-cache` (`QURANFLOW_MEDIA_CACHE_MB`, default 1024).
    func mediaStore() throws -> S3MediaFiles? {
        guard let mediaStoreURL, mediaStoreURL != "local" else { return nil }
        return try Self.objectStore(mediaStoreURL, option: "--media-store", cacheDirectory: dataDirectory + "/media-cache")
    }

    /// An S3 store from `url` (as `--media-store` takes it), its access checked; `option` names the flag in errors.
    static func objectStore(_ url: String, option: String, cacheDirectory: String?) throws -> S3MediaFiles {
        let environment = ProcessInfo.processInfo.environment
        let files: S3MediaFiles
        do {
            let megabytes = environment["QURANFLOW_MEDIA_CACHE_MB"].flatMap { Int($0) }.map { min(max($0, 16), 1 << 20) } ?? 1024
            files = S3MediaFiles(
                location: try S3Location.parse(url, environment: environment),
                cache: cacheDirectory.map { S3ReadCache(directory: $0, maximumBytes: megabytes << 20) })
        } catch let error as S3LocationError {
            throw UsageError(option + ": " + error.message)
        }
        do { try files.checkAccess() } catch { throw StoreUnavailable(description: "\(option): \(error)") }
        return files
    }

    /// The media store named on the command line cannot be used (unreachable, credentials refused): exit status 1.
    struct StoreUnavailable: Error, CustomStringConvertible {
        let description: String
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
