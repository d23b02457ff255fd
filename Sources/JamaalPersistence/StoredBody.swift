import Foundation
import JamaalCore

/// The JSON bodies records are stored as. Writing keeps every top-level field of the previous body that this version
/// does not know (a newer version wrote it), so data from a newer Jamaal is never dropped; a body this version cannot
/// read at all — or one holding a value outside the bounds its form enforces (``BoundsChecked``: written by another
/// version, or edited by hand) — is left untouched and shown as "Update Jamaal to see this", never computed with.
///
///     let body = try StoredBody.encode(task, keeping: previousBody)
///     let task = StoredBody.decode(TaskItem.self, from: body)   // nil: from a newer version
enum StoredBody {
    /// The words shown for a record this version cannot read.
    static let newerVersionLine = "Update Jamaal to see this"

    static func encode<T: Encodable>(_ value: T, keeping previous: String? = nil) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        guard let previous, var merged = object(Data(previous.utf8)), let current = object(data) else {
            return String(decoding: data, as: UTF8.self)
        }
        for (key, value) in current { merged[key] = value }
        let knownKeys = Set(current.keys)
        // Keys the previous body had that this version wrote as absent (an optional set to nil) are this version's to clear.
        for key in merged.keys where !knownKeys.contains(key) && Self.knownOptionalKeys.contains(key) { merged[key] = nil }
        let out = try JSONSerialization.data(withJSONObject: merged, options: [.sortedKeys])
        return String(decoding: out, as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, from body: String, decoder: JSONDecoder = JSONDecoder()) -> T? {
        guard let value = try? decoder.decode(type, from: Data(body.utf8)) else { return nil }
        if let checked = value as? any BoundsChecked, (try? checked.checkBounds()) == nil { return nil }
        return value
    }

    /// Optional fields of this version's records: when an edit clears one, it is removed rather than kept.
    static let knownOptionalKeys: Set<String> = ["categoryID", "repeatRule", "note", "reason", "easedFrom", "archivedAt", "groupID"]

    private static func object(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}
