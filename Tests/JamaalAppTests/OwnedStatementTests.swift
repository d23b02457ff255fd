import Foundation
import JamaalPersistence
import Testing

/// #42 "no store method can be called without a person": every SQL statement a person's store runs names its owner.
/// The stores' files are read as text; each string literal holding a statement on an owned table must carry `:me`
/// (bound to the store's owner by `StoreConnection`), so a statement that forgot `person_id` fails here by name.
@Suite("Every statement of a person's store names its owner")
struct OwnedStatementTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/JamaalPersistence")

    /// The string literals of `source` (single-line and triple-quoted).
    static func literals(_ source: String) -> [String] {
        var found: [String] = []
        var rest = Substring(source)
        while let start = rest.firstIndex(of: "\"") {
            if rest[start...].hasPrefix("\"\"\"") {
                let body = rest[rest.index(start, offsetBy: 3)...]
                guard let end = body.range(of: "\"\"\"") else { break }
                found.append(String(body[..<end.lowerBound]))
                rest = body[end.upperBound...]
            } else {
                let body = rest[rest.index(after: start)...]
                guard let end = body.firstIndex(where: { $0 == "\"" || $0 == "\n" }) else { break }
                found.append(String(body[..<end]))
                rest = body[body.index(after: end)...]
            }
        }
        return found
    }

    @Test("Statements on owned tables in the stores carry :me")
    func statementsAreOwned() throws {
        let owned = JamaalSchema.ownedTables
        #expect(owned.count >= 20)
        let stores = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter {
                $0.hasSuffix(".swift") && !$0.hasPrefix("JamaalSchema") && !$0.hasPrefix("JamaalPeople") && $0 != "JamaalStoreOpener.swift"
            }
        #expect(stores.count > 8)
        var checked = 0
        var unowned: [String] = []
        for file in stores {
            let source = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            for literal in Self.literals(source) {
                let upper = literal.uppercased()
                guard ["SELECT ", "INSERT ", "UPDATE ", "DELETE "].contains(where: upper.contains), !literal.contains("set_config") else {
                    continue
                }
                let words = Set(literal.split(whereSeparator: { !$0.isLetter && $0 != "_" }).map(String.init))
                guard !words.isDisjoint(with: owned) || literal.contains("\\(table)") else { continue }
                checked += 1
                if !literal.contains(":me") { unowned.append("\(file): \(literal.prefix(90))") }
            }
        }
        #expect(checked > 60, "only \(checked) statements found")
        #expect(unowned.isEmpty, "\(unowned.joined(separator: "\n"))")
    }
}
