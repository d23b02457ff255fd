import Foundation
import QuranFlowCore
import Testing

@testable import QuranFlowPersistence

/// The coach's first replies read from the database (only what the 30-day window needs) agree with ``ReplyTime`` over
/// the whole thread, including a wait that began before the window and was answered inside it.
@Suite struct ReplyTimeStoreTests {
    @Test func theWindowedReadMatchesTheWholeThread() throws {
        let app = try TestStores()
        let store = MessageStore(database: app.env.database)
        let ids = try app.env.database.read { db in
            (
                try db.queryOne("SELECT id FROM accounts WHERE email = 'sarah@quranflow.test'")?.string("id") ?? "",
                try db.queryOne("SELECT id FROM accounts WHERE email = 'amina@quranflow.test'")?.string("id") ?? ""
            )
        }
        let (sarah, amina) = ids
        let now = TestStores.demoNow
        let day: TimeInterval = 86400
        let cap = MessageCap(zoneIdentifier: "America/Toronto")
        let script: [(TimeInterval, Bool)] = [
            (-45, true), (-44, false),  // answered before the window
            (-33, true), (-31.5, true), (-29, false),  // waited from day −33, answered inside: 4 days
            (-10, true), (-9.9, false),  // 0.1 day
            (-2, true),  // not answered yet
        ]
        for (offset, fromStudent) in script {
            try store.send(
                try MessageText(fromStudent ? "Question" : "Answer"), student: sarah, coach: amina, fromStudent: fromStudent, cap: cap,
                senderName: "Ust. Amina", studentLink: "/", at: now.addingTimeInterval(offset * day))
        }
        let thread = try #require(try store.thread(student: sarah, coach: amina))
        let whole = ReplyTime.firstReplies(try store.allMessages(in: thread.id), now: now)
        let windowed = try store.firstReplyWaits(ofCoach: amina, now: now)
        #expect(windowed.sorted() == whole.sorted())
        #expect(windowed.sorted().map { ($0 / day * 10).rounded() / 10 } == [0.1, 4])
    }
}
