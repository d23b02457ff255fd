import Database
import Foundation
import Security

/// The secrets a server keeps in its database (the CSRF key, …), made on first use so every process on one database
/// shares them. One behaviour for both products: a secret is exactly 32 random bytes stored as 64 hex digits, and a
/// stored value that is anything else is a start-up error that names it — never a crash, never a silent new secret
/// (which would quietly sign every open form out).
///
/// ```swift
/// let key = try SecretStore(database: db, table: "server_secrets").bytes(named: "csrf")   // 32 bytes
/// ```
public struct SecretStore: Sendable {
    /// A stored secret that cannot be read back.
    public struct Damaged: Error, CustomStringConvertible {
        public let name: String
        public let table: String
        public var description: String {
            "The secret “\(name)” in \(table) is damaged (it must be 64 hex digits). Restore it from a backup, or delete "
                + "its row to make a new one — every open form and signed link made with it stops working."
        }
    }

    /// The byte length of every secret.
    public static let length = 32

    public let database: any Database
    /// The table holding `(name TEXT PRIMARY KEY, value TEXT)`: `server_secrets` (QuranFlow), `jamaal_secrets` (Jamaal).
    public let table: String

    public init(database: any Database, table: String) {
        self.database = database
        self.table = table
    }

    /// The secret `name`, made (and stored) on first use; ``Damaged`` when the stored value is not 64 hex digits.
    public func bytes(named name: String) throws -> [UInt8] {
        let fresh = Self.hex(SecureRandom.bytes(Self.length))
        let stored = try database.write { db -> String in
            if let row = try db.queryOne("SELECT value FROM \(table) WHERE name = $1", [.text(name)]) {
                return try row.string("value")
            }
            try db.execute("INSERT INTO \(table) (name, value) VALUES ($1, $2)", [.text(name), .text(fresh)])
            return fresh
        }
        guard let bytes = Self.bytes(hex: stored), bytes.count == Self.length else { throw Damaged(name: name, table: table) }
        return bytes
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in bytes { out += [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]] }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes 64 (or any even number of) hex digits spell, or nil for anything else.
    static func bytes(hex text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count.isMultiple(of: 2) else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: c - 48
            case 97...102: c - 87
            case 65...70: c - 55
            default: nil
            }
        }
        var bytes: [UInt8] = []
        var index = 0
        while index < utf8.count {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }
}
