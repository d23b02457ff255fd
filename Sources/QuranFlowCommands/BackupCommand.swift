import Foundation

/// `quranflow backup --to DIR` and `quranflow restore --from DIR [--force]` (``ProgrammeBackup``), on the store `serve`
/// uses (`--data DIR` or `--database-url URL`, and `--media-store s3://…` when the media are in a bucket).
public enum BackupCommand {
    public static let usage = """
        quranflow backup --to DIR [--data DIR | --database-url URL] [--media-store s3://…]      (while the server runs)
        quranflow restore --from DIR [--data DIR | --database-url URL] [--media-store s3://…] [--force]      (with the server stopped)
        """

    public static func backup(_ arguments: Arguments) throws {
        try arguments.rejectUnknown(["data", "database-url", "to", "media-store"])
        let folder = try arguments.required("to")
        let started = Date()
        let manifest = try ProgrammeBackup(store: StoreOptions(arguments)).make(to: folder)
        let bytes = manifest.media.reduce(0) { $0 + $1.bytes }
        print(
            "backed up the \(manifest.database) database and \(manifest.media.count) media files (\(bytes / 1_000_000) MB) to \(folder) in "
                + String(format: "%.1f s", Date().timeIntervalSince(started)))
    }

    public static func restore(_ arguments: Arguments) throws {
        try arguments.rejectUnknown(["data", "database-url", "from", "force", "media-store"])
        let folder = try arguments.required("from")
        let manifest = try ProgrammeBackup(store: StoreOptions(arguments)).restore(from: folder, force: arguments.has("force"))
        print("restored the \(manifest.database) database of \(manifest.createdAt) and \(manifest.media.count) media files from \(folder)")
    }
}
