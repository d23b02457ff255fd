import Foundation
import Media
import ObjectStorage
import QuranFlowPersistence

/// `quranflow media migrate --to s3://bucket?endpoint=…&region=… [--data DIR | --database-url URL] [--read-back]`:
/// copies the programme's media files from `<data>/media` to an S3-compatible bucket (key pair from
/// `QURANFLOW_S3_ACCESS_KEY_ID` / `QURANFLOW_S3_SECRET_ACCESS_KEY`), verifying each by size and SHA-256 read back from
/// the bucket, and checks that every file the database's media records name is in one place or the other. Safe while
/// the server runs (it only reads); run it again after stopping the servers to copy what arrived meanwhile, then
/// start them with `--media-store`. Exits 1 when a file failed or a recorded file is missing.
public enum MediaCommand {
    public static let usage = """
        quranflow media migrate --to s3://BUCKET?endpoint=URL&region=R [--data DIR | --database-url URL] [--read-back]
        """

    public static func run(_ arguments: Arguments) throws {
        guard arguments.positional.dropFirst().first == "migrate" else {
            throw UsageError("quranflow media: the one subcommand is migrate.")
        }
        try arguments.rejectUnknown(["data", "database-url", "to", "read-back"])
        let url = try arguments.required("to")
        let store = StoreOptions(arguments)
        let target = try StoreOptions.objectStore(url, option: "--to", cacheDirectory: nil)
        let root = store.dataDirectory + "/media"
        guard FileManager.default.fileExists(atPath: root) else {
            throw UsageError("there is no media directory at \(root) (give the server's --data DIR)")
        }
        let database = try store.open()
        let recorded = try MediaStore(database: database).all().map(\.path)
        let started = Date()
        let report = try MediaMigration(source: LocalMediaFiles(root: root), target: target, scratchDirectory: root)
            .run(recordedKeys: recorded, readBack: arguments.has("read-back")) { print($0) }
        print(
            "media migrate to \(target.description): \(report.summary) in \(String(format: "%.1f s", Date().timeIntervalSince(started)))")
        guard report.isComplete else {
            throw MigrationIncomplete(failed: report.failed.count, missing: report.missing.count)
        }
    }

    struct MigrationIncomplete: Error, CustomStringConvertible {
        let failed: Int
        let missing: Int
        var description: String {
            "media migrate is not complete (\(failed) failed, \(missing) missing): do not start a server on the store yet"
        }
    }
}
