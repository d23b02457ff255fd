import Accounts
import Database
import Foundation
import Identifiers
import Media

/// Profile photos (migration 145): an upload is checked and re-encoded by ``PortraitImage`` (JPEG, PNG or WebP up to
/// 5 MB; stored as a 512 px JPEG without metadata) under `<data>/media/avatars/`, then recorded in one statement; the
/// photo it replaces is removed only after the new one is recorded, so a failed upload leaves the old photo in place.
///
/// ```swift
/// let store = AvatarStore(environment: env)
/// try store.replace(for: sarah.id, with: file.data, now: now)
/// store.key(of: sarah.id)   // "avatars/<random>.jpg"
/// ```
public struct AvatarStore: Sendable {
    public let environment: StoreEnvironment

    public init(environment: StoreEnvironment) {
        self.environment = environment
    }

    /// Checks `bytes`, stores the re-encoded photo and records it as `account`'s, replacing any earlier one.
    /// - Throws: `MediaError` (refused photo: empty, too large, not JPEG/PNG/WebP, damaged); `StoreError.noDataDirectory`.
    public func replace(for account: ID<Account>, with bytes: [UInt8], now: Date) throws {
        guard !environment.dataDirectory.isEmpty else { throw StoreError.noDataDirectory }
        guard !bytes.isEmpty else { throw MediaError(.empty, "The photo is empty.") }
        guard bytes.count <= PortraitImage.maxBytes else {
            throw MediaError(.tooLarge, "The photo is larger than 5 MB.")
        }
        let root = environment.dataDirectory + "/media"
        let scratch = root + "/uploads"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/avatars", withIntermediateDirectories: true)
        let file = try ScratchFile(in: scratch, contents: bytes)
        defer { file.remove() }
        let relative = "avatars/" + RandomName.make() + ".jpg"
        try PortraitImage(toolbox: try environment.mediaTools()).reencode(fileAt: file.path, to: root + "/" + relative)
        try environment.mediaFiles.publish(fileAt: root + "/" + relative, as: relative, contentType: "image/jpeg")
        let previous: String?
        do {
            previous = try environment.database.write { db in
                let old = try db.queryOne("SELECT relative_path FROM avatars WHERE account_id = $1", [.text(account.rawValue)])
                    .map { try $0.string("relative_path") }
                _ = try db.execute(
                    """
                    INSERT INTO avatars (account_id, relative_path, updated_at) VALUES ($1, $2, $3)
                    ON CONFLICT (account_id) DO UPDATE SET relative_path = excluded.relative_path, updated_at = excluded.updated_at
                    """, [.text(account.rawValue), .text(relative), SQLValue(now)])
                return old
            }
        } catch {
            try? environment.mediaFiles.delete(relative)
            throw error
        }
        if let previous { AudioUpload.remove(previous, in: environment) }
    }

    /// Removes `account`'s photo (the initial shows again); false when there was none.
    @discardableResult
    public func remove(for account: ID<Account>) throws -> Bool {
        let previous = try environment.database.write { db in
            let old = try db.queryOne("SELECT relative_path FROM avatars WHERE account_id = $1", [.text(account.rawValue)])
                .map { try $0.string("relative_path") }
            _ = try db.execute("DELETE FROM avatars WHERE account_id = $1", [.text(account.rawValue)])
            return old
        }
        if let previous { AudioUpload.remove(previous, in: environment) }
        return previous != nil
    }

    /// The stored photo's key in the media store, or nil when the account has none (or, in the local directory, its
    /// file has gone).
    public func key(of account: ID<Account>) throws -> String? {
        guard !environment.dataDirectory.isEmpty else { return nil }
        let relative = try environment.database.read { db in
            try db.queryOne("SELECT relative_path FROM avatars WHERE account_id = $1", [.text(account.rawValue)])
                .map { try $0.string("relative_path") }
        }
        guard let relative, !relative.contains("..") else { return nil }
        guard environment.mediaStore == nil else { return relative }
        return FileManager.default.fileExists(atPath: environment.mediaDirectory + "/" + relative) ? relative : nil
    }

    /// When `account`'s photo was last changed (a cache-busting version for its URL), or nil without one.
    public func version(of account: ID<Account>) throws -> Date? {
        try environment.database.read { db in
            try db.queryOne("SELECT updated_at FROM avatars WHERE account_id = $1", [.text(account.rawValue)])
                .map { try $0.date("updated_at") }
        }
    }
}
