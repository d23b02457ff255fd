import Calendar
import Database
import Foundation
import ObjectStorage
import QuranFlowMediaPipeline
import QuranFlowPersistence
import Security

/// A programme's backup: its database — SQLite copied by the online backup API (one consistent snapshot while the
/// server keeps writing), PostgreSQL by `pg_dump` (custom format, one snapshot) — and its media files, each listed in
/// `manifest.json` with its size and SHA-256. Media files are written once under new names and never changed, so the
/// files present after the database snapshot are all those its rows name (and perhaps a few newer ones).
///
/// ```swift
/// let summary = try ProgrammeBackup(store: options).make(to: "/backups/2026-12-05")
/// try ProgrammeBackup(store: other).restore(from: "/backups/2026-12-05", force: false)
/// ```
struct ProgrammeBackup {
    let store: StoreOptions

    /// What a backup holds, as written in `manifest.json`.
    struct Manifest: Codable, Equatable {
        struct File: Codable, Equatable {
            let path: String
            let bytes: Int
            let sha256: String
        }
        var format = 1
        /// `sqlite` or `postgresql`.
        let database: String
        /// The database file within the backup folder.
        let databaseFile: String
        let createdAt: String
        let media: [File]
    }

    /// A failure the person at the terminal can act on (`quranflow` prints it and exits with status 1).
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static let manifestName = "manifest.json"

    var mediaRoot: String { store.dataDirectory + "/media" }

    // MARK: Backing up

    /// Writes the backup into `folder` (which must not exist or be empty) and returns its manifest.
    func make(to folder: String, now: Date = Date()) throws -> Manifest {
        try Self.prepareEmpty(folder)
        let databaseFile: String
        if let url = store.databaseURL {
            databaseFile = "quranflow.pgdump"
            try Self.runTool(
                "pg_dump", ["--format=custom", "--no-owner", "--file", folder + "/" + databaseFile, "--dbname", url], what: "pg_dump")
        } else {
            databaseFile = "quranflow.sqlite"
            let path = store.dataDirectory + "/quranflow.sqlite"
            guard FileManager.default.fileExists(atPath: path) else { throw Failure("there is no database at \(path)") }
            let database = try SQLiteDatabase(path: path, poolSize: 1)
            defer { database.close() }
            try database.backup(to: folder + "/" + databaseFile)
        }
        var files: [Manifest.File] = []
        // With `--media-store`, the objects of the bucket (each fetched, streamed to the backup folder); otherwise the
        // files under <data>/media.
        let objectStore = try store.mediaStore()
        let keys =
            try objectStore.map { try $0.list().map(\.key).filter { !$0.hasPrefix(MediaProcessing.rawDirectory + "/") } }
            ?? Self.mediaFiles(under: mediaRoot)
        for relative in keys {
            let target = folder + "/media/" + relative
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if let objectStore {
                _ = try objectStore.localCopy(of: relative, scratchPath: target)
            } else {
                try FileManager.default.copyItem(atPath: mediaRoot + "/" + relative, toPath: target)
            }
            let digest = try FileDigest.sha256Hex(ofFileAt: target)
            files.append(Manifest.File(path: relative, bytes: digest.bytes, sha256: digest.hex))
        }
        let manifest = Manifest(
            database: store.databaseURL == nil ? "sqlite" : "postgresql", databaseFile: databaseFile,
            createdAt: ISO8601.format(now), media: files)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(manifest).write(to: URL(fileURLWithPath: folder + "/" + Self.manifestName))
        return manifest
    }

    /// Media files relative to `root`, sorted: everything but raw uploads waiting for their job and partial writes.
    static func mediaFiles(under root: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative == "raw" || relative.hasPrefix("raw/") || relative.contains(".partial-") { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(relative)
            }
        }
        return found.sorted()
    }

    static func prepareEmpty(_ folder: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue, (try FileManager.default.contentsOfDirectory(atPath: folder)).isEmpty else {
                throw Failure("\(folder) is not an empty folder: back up into a new one")
            }
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    // MARK: Restoring

    /// Checks every file of the backup against its manifest, then puts the database and the media in place. Refuses a
    /// target that already holds a programme unless `force` (the server must be stopped first).
    @discardableResult
    func restore(from folder: String, force: Bool) throws -> Manifest {
        let manifest = try Self.readManifest(folder)
        let expected = store.databaseURL == nil ? "sqlite" : "postgresql"
        guard manifest.database == expected else {
            throw Failure(
                "this backup is of a \(manifest.database) database; restore it with \(manifest.database == "sqlite" ? "--data DIR" : "--database-url URL")"
            )
        }
        // Every file is checked before anything is changed: a damaged backup changes nothing.
        for file in manifest.media {
            guard !file.path.contains(".."), !file.path.hasPrefix("/") else {
                throw Failure("the manifest names an unsafe path \(file.path)")
            }
            let copy = folder + "/media/" + file.path
            let digest: (hex: String, bytes: Int)
            do { digest = try FileDigest.sha256Hex(ofFileAt: copy) } catch { throw Failure("the backup is missing media/\(file.path)") }
            guard digest.bytes == file.bytes, digest.hex == file.sha256 else {
                throw Failure("media/\(file.path) does not match the manifest (size or SHA-256): the backup is damaged")
            }
        }
        let databaseCopy = folder + "/" + manifest.databaseFile
        guard FileManager.default.fileExists(atPath: databaseCopy) else { throw Failure("the backup is missing \(manifest.databaseFile)") }
        if let url = store.databaseURL {
            let database = try PostgresDatabase(url: url)
            let holds = try database.read { db in
                try db.queryOne("SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = 'public'", [])?.int("n") ?? 0
            }
            database.close()
            guard holds == 0 || force else {
                throw Failure("the database already holds a programme (\(holds) tables); stop its servers and add --force to replace it")
            }
            try Self.runTool(
                "pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--dbname", url, databaseCopy],
                what: "pg_restore")
        } else {
            let path = store.dataDirectory + "/quranflow.sqlite"
            if FileManager.default.fileExists(atPath: path) {
                guard force else { throw Failure("\(path) already exists; stop the server and add --force to replace it") }
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            try FileManager.default.createDirectory(atPath: store.dataDirectory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: databaseCopy, toPath: path + ".restoring")
            try FileManager.default.moveItem(atPath: path + ".restoring", toPath: path)
        }
        if let objectStore = try store.mediaStore() {
            // Into the bucket: an object already holding the file (size and recorded SHA-256) is kept.
            for file in manifest.media {
                if let stored = try objectStore.head(file.path), stored.bytes == file.bytes, stored.sha256 == file.sha256 { continue }
                try objectStore.upload(
                    fileAt: folder + "/media/" + file.path, as: file.path, contentType: MediaMigration.contentType(of: file.path))
            }
            return manifest
        }
        for file in manifest.media {
            let target = mediaRoot + "/" + file.path
            if let existing = try? FileDigest.sha256Hex(ofFileAt: target), existing.hex == file.sha256 { continue }
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: target + ".restoring")
            try FileManager.default.copyItem(atPath: folder + "/media/" + file.path, toPath: target + ".restoring")
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.moveItem(atPath: target + ".restoring", toPath: target)
        }
        return manifest
    }

    static func readManifest(_ folder: String) throws -> Manifest {
        guard let data = FileManager.default.contents(atPath: folder + "/" + manifestName) else {
            throw Failure("\(folder) has no \(manifestName): it is not a quranflow backup")
        }
        do { return try JSONDecoder().decode(Manifest.self, from: data) } catch {
            throw Failure("\(folder)/\(manifestName) cannot be read: \(error)")
        }
    }

    // MARK: Tools

    /// Runs a PostgreSQL client tool (found in Debian's versioned folder, the newest first, or on PATH) without a shell.
    static func runTool(_ name: String, _ arguments: [String], what: String) throws {
        let candidates =
            ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }.map { "/usr/lib/postgresql/\($0)/bin/\(name)" }
            + ["/usr/bin/\(name)", "/usr/local/bin/\(name)"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure("\(name) was not found: install the Debian package postgresql-client")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure("\(what) failed (status \(process.terminationStatus)): \(String(decoding: message, as: UTF8.self).prefix(2000))")
        }
    }
}
