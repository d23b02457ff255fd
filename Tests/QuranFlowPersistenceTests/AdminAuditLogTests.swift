import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import Testing

@Suite struct AdminAuditLogTests {
    struct Refused: Error {}

    @Test func entriesAreKeptPerSubjectNewestFirstWithWhoAndWhen() throws {
        let app = try TestStores()
        let log = AdminAuditLog(database: app.env.database)
        let term = ID<Term>("audit-term")
        let admin = AuditActor(id: ID("admin-1"), name: "Programme admin")
        try log.record(
            AuditEntry(at: app.env.now, actor: admin, subject: .term(term), action: "term.created", detail: "Created Fall 2027"))
        try log.record(
            AuditEntry(
                at: app.env.now.addingTimeInterval(60), actor: .programme, subject: .term(term), action: "term.edited",
                detail: "  Moved the first day to 2027-09-13  "))
        try log.record(
            AuditEntry(at: app.env.now, actor: admin, subject: .lesson(term: term, week: 3), action: "lesson.edited", detail: "Week 3"))
        let entries = try log.entries(for: .term(term))
        #expect(entries.map(\.action) == ["term.edited", "term.created"])
        #expect(entries[0].detail == "Moved the first day to 2027-09-13")
        #expect(entries[0].actor == .programme)
        #expect(entries[1].actor == admin)
        #expect(entries[1].at == app.env.now)
        #expect(try log.entries(for: .lesson(term: term, week: 3)).count == 1)
        #expect(try log.entries(for: .lesson(term: term, week: 4)).isEmpty)
        let recent = try log.recent(limit: 2)
        #expect(recent.count == 2)
        #expect(recent.first?.action == "term.edited")
    }

    @Test func aChangeThatFailsLeavesNoEntry() throws {
        let app = try TestStores()
        let log = AdminAuditLog(database: app.env.database)
        #expect(throws: Refused.self) {
            try app.env.database.write { db in
                try AdminAuditLog.record(
                    AuditEntry(at: app.env.now, actor: .programme, subject: .level(7), action: "level.renamed", detail: "Renamed"),
                    in: db)
                throw Refused()
            }
        }
        #expect(try log.entries(for: .level(7)).isEmpty)
    }
}
