import Calendar
import Database
import Foundation
import Identifiers
import JamaalApp
import JamaalCommands
import JamaalCore
import JamaalDemo
import JamaalPersistence
import Security
import Testing

/// `jamaal export` and `jamaal import` on one account (#42): the demo person's export brought into another, named
/// account of another store, the same plan; an unknown email or an account that already has a plan refused, nothing
/// written.
@Suite("jamaal export and import, by account")
struct DataCommandTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "jamaal-data-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("The demo person's export goes into a named account and gives the same plan")
    func exportIntoNamedAccount() throws {
        let source = try Self.folder(), target = try Self.folder()
        defer {
            try? FileManager.default.removeItem(atPath: source)
            try? FileManager.default.removeItem(atPath: target)
        }
        // A store with the demo person, and one with two accounts: the import goes into the one named.
        do {
            let database = try SQLiteDatabase(path: source + "/jamaal.sqlite")
            defer { database.close() }
            let env = try JamaalEnvironment.make(database: database, clock: TimeSource(fixedAt: JamaalTestApp.demoNow), log: { _ in })
            try JamaalDemo.seed(env.store(for: Person.firstID), now: env.now)
            try JamaalDemo.createAccount(env.people, hasher: PasswordHasher(strength: .minimal), now: env.now)
        }
        let ids: (ID<Person>, ID<Person>) = try {
            let database = try SQLiteDatabase(path: target + "/jamaal.sqlite")
            defer { database.close() }
            let env = try JamaalEnvironment.make(database: database, clock: TimeSource(fixedAt: JamaalTestApp.demoNow), log: { _ in })
            return (
                try env.people.create(email: "first@example.com", passwordHash: "x", now: env.now),
                try env.people.create(email: "maryam@example.com", passwordHash: "x", now: env.now)
            )
        }()
        let file = source + "/export.json"
        _ = try JamaalDataCommand.run("export", ["--data", source, "--email", "Maryam@Jamaal.test", "--out", file])
        let said = try JamaalDataCommand.run("import", [file, "--data", target, "--email", "maryam@example.com"])
        #expect(said.hasPrefix("imported "))
        let database = try SQLiteDatabase(path: target + "/jamaal.sqlite")
        defer { database.close() }
        let imported = JamaalStore(database: database, owner: ids.1)
        let counts = try imported.read { try JamaalExport.counts($0) }
        #expect((counts["tasks"] ?? 0) > 5)
        #expect(try JamaalStore(database: database, owner: ids.0).read { try JamaalExport.counts($0) }.values.allSatisfy { $0 == 0 })
        // Again into the same account: it has a plan now, so nothing is written.
        #expect(throws: (any Error).self) {
            try JamaalDataCommand.run("import", [file, "--data", target, "--email", "maryam@example.com"])
        }
        #expect(try imported.read { try JamaalExport.counts($0) } == counts)
        // An email with no account is refused, naming it.
        #expect(throws: (any Error).self) {
            try JamaalDataCommand.run("import", [file, "--data", target, "--email", "nobody@example.com"])
        }
    }
}
