import Database
import Foundation
import Security

/// Secrets the server keeps in its database, created on first use, so several processes share them.
enum ServerSecrets {
    static func value(named name: String, in database: any Database) throws -> [UInt8] {
        let fresh = SecureRandom.bytes(32).map { String(format: "%02x", $0) }.joined()
        let hex = try database.write { db -> String in
            if let row = try db.queryOne("SELECT value FROM server_secrets WHERE name = $1", [.text(name)]) {
                return try row.string("value")
            }
            try db.execute("INSERT INTO server_secrets (name, value) VALUES ($1, $2)", [.text(name), .text(fresh)])
            return fresh
        }
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex),
              let byte = UInt8(hex[index..<next], radix: 16) {
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}
