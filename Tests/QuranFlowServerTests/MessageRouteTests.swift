import Calendar
import Database
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Messages between a student and their coach, through the whole pipeline on the demo world (Tuesday 27 October 2026,
/// 1:48 PM Toronto): the weekly cap, the coach's list and reply, unread state, the notification, and who may read what.
@Suite struct MessageRouteTests {
    /// Sarah's coach's thread path, from the Message control on her Profile.
    static func thread(_ sarah: TestClient) throws -> String {
        let profile = try #require(sarah.get("/api/screens/profile").json)
        let message = try #require((profile["coach"] as? [String: Any])?["message"] as? [String: Any])
        #expect(message["label"] as? String == "Message")
        return try #require(message["href"] as? String)
    }

    static func screen(_ client: TestClient, _ path: String) throws -> [String: Any] {
        try #require(client.get("/api/screens" + path).json)
    }

    static func bubbles(_ screen: [String: Any]) -> [[String: Any]] {
        ((screen["days"] as? [[String: Any]]) ?? []).flatMap { ($0["bubbles"] as? [[String: Any]]) ?? [] }
    }

    @Test func threeMessagesAWeekTheFourthRefusedNamingMondayAndTheCoachReplies() throws {
        let app = try TestApp(testClock: true)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let path = try Self.thread(sarah)
        var screen = try Self.screen(sarah, path)
        #expect(screen["screenID"] as? String == "SakMessageThread")
        #expect(screen["title"] as? String == "Ust. Amina")
        #expect(screen["eyebrow"] as? String == "Replies within 48 hours")  // no replies yet: the programme's promise
        #expect(screen["capLine"] as? String == "3 of 3 messages left this week")
        // A form needs its CSRF token; an empty message is refused naming the field.
        #expect(sarah.post(path, form: [("body", "Hello")]).status == .forbidden)
        let empty = sarah.post(path, form: [("body", "  ")], csrfFrom: path)
        #expect(empty.status == .unprocessableEntity && empty.text.contains("Write your message first."))
        #expect(sarah.post(path, form: [("body", String(repeating: "a", count: 2001))], csrfFrom: path).status == .unprocessableEntity)
        for text in ["I can't make tomorrow's appointment.", "Can I move to Thursday?"] {
            #expect(sarah.post(path, form: [("body", text)], csrfFrom: path).status == .seeOther)
        }
        screen = try Self.screen(sarah, path)
        #expect(Self.bubbles(screen).map { $0["text"] as? String } == ["I can't make tomorrow's appointment.", "Can I move to Thursday?"])
        #expect(Self.bubbles(screen).allSatisfy { $0["isMine"] as? Bool == true && $0["side"] as? String == "student" })
        #expect(Self.bubbles(screen).first?["time"] as? String == "1:48 PM")
        #expect((screen["days"] as? [[String: Any]])?.first?["divider"] as? String == "Tue · 27 Oct")
        #expect(screen["capLine"] as? String == "1 of 3 messages left this week")
        #expect(screen["composerOpen"] as? Bool == true)

        // Ust. Amina: her queue header counts the unread, her list puts Sarah first, waiting.
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        #expect((try Self.screen(amina, "/coach/queue")["messages"] as? [String: Any])?["label"] as? String == "Messages · 2 new")
        let list = try Self.screen(amina, "/coach/messages")
        #expect(list["hero"] as? String == "1 student waiting for a reply")
        let row = try #require((list["rows"] as? [[String: Any]])?.first)
        #expect(row["studentName"] as? String == "Sarah A." && row["waiting"] as? String == "Waiting under a minute")
        let coachPath = try #require((row["open"] as? [String: Any])?["href"] as? String)
        let coachView = try Self.screen(amina, coachPath)
        #expect(Self.bubbles(coachView).allSatisfy { $0["isMine"] as? Bool == false })
        #expect(Self.bubbles(coachView).first?["time"] as? String == "8:48 PM")  // Cairo
        #expect((try Self.screen(amina, "/coach/queue")["messages"] as? [String: Any])?["label"] as? String == "Messages")
        app.env.clock.advance(by: 3600)
        #expect(amina.post(coachPath, form: [("body", "Thursday 2 PM is open, I've moved you.")], csrfFrom: coachPath).status == .seeOther)

        // Sarah: the reply, its notification, and her third (last) message of the week.
        let sheet = sarah.get("/notifications").text
        #expect(sheet.contains("Ust. Amina replied"))
        #expect(sarah.post(path, form: [("body", "Thank you!")], csrfFrom: path).status == .seeOther)
        screen = try Self.screen(sarah, path)
        #expect(Self.bubbles(screen).count == 4)
        // At the cap the composer stays, closed, as information (#39): the line names the day and that replies are free.
        #expect(screen["sendURL"] == nil && screen["voice"] == nil && screen["composerOpen"] as? Bool == false)
        #expect(screen["capLine"] as? String == "0 of 3 messages left this week")
        #expect(
            screen["closedLine"] as? String
                == "You've sent this week's 3 messages. Your next message opens Monday · 2 Nov. A reply from Ust. Amina doesn't count.")
        let page = sarah.get(path).text
        #expect(page.contains("id=\"cap-line\"") && page.contains("id=\"message-body\"") && page.contains("disabled"))
        #expect(page.contains("Your next message opens Monday · 2 Nov."))
        let fourth = sarah.post(path, form: [("body", "One more thing")], csrfFrom: "/profile")
        #expect(fourth.status == .tooManyRequests)
        #expect(fourth.text.contains("Your next message opens Monday."))
        #expect(Self.bubbles(try Self.screen(sarah, path)).count == 4)  // nothing stored
        // The coach is never capped.
        #expect(amina.post(coachPath, form: [("body", "See you Thursday.")], csrfFrom: coachPath).status == .seeOther)

        // Monday 00:00 on Sarah's clock (after the clock change): three again.
        app.env.clock.set(to: try #require(ISO8601.parse("2026-11-02T00:00:00-05:00")))
        #expect(try Self.screen(sarah, path)["capLine"] as? String == "3 of 3 messages left this week")
        #expect(sarah.post(path, form: [("body", "Salaam!")], csrfFrom: path).status == .seeOther)
    }

    @Test func onlyTheTwoPeopleOfAThreadReachIt() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let path = try Self.thread(sarah)
        #expect(sarah.post(path, form: [("body", "Private question")], csrfFrom: path).status == .seeOther)
        // Another student's "thread with Ust. Amina" is their own, without Sarah's words.
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        let theirs = khadija.get("/api/screens" + path)
        #expect(!theirs.text.contains("Private question"))
        // A coach who does not teach Sarah: 404 on her thread; a student on the coach's pages: 403.
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        let aminaList = app.client()
        aminaList.signIn("amina@quranflow.test")
        let sarahThread = try #require(
            ((try Self.screen(aminaList, "/coach/messages")["rows"] as? [[String: Any]])?.first?["open"] as? [String: Any])?["href"]
                as? String)
        #expect(radwa.get(sarahThread).status == .notFound)
        #expect(radwa.post(sarahThread, form: [("body", "Hi")], csrfFrom: "/coach/you").status == .notFound)
        #expect(sarah.get("/coach/messages").status == .forbidden)
        #expect(sarah.get(sarahThread).status == .forbidden)
        // A student writing to a coach they do not work with: 404, nothing stored.
        let radwaID = try #require(
            try app.env.database.read { db in
                try db.queryOne("SELECT account_id FROM coaches WHERE display_name = 'Ust. Radwa'")?.string("account_id")
            })
        #expect(sarah.get("/messages/\(radwaID)").status == .notFound)
        #expect(sarah.post("/messages/\(radwaID)", form: [("body", "Hi")], csrfFrom: path).status == .notFound)
        #expect(sarah.get("/messages/nobody").status == .notFound)
    }

    @Test func twoSendsAtOnceCannotPassTheCap() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let path = try Self.thread(sarah)
        for text in ["one", "two"] { sarah.post(path, form: [("body", text)], csrfFrom: path) }
        let token = try #require(sarah.csrfToken(in: sarah.get(path)))
        // Four tabs of Sarah's (her cookies) send at once with two of the week's three used: one goes.
        let tabs = Tabs(
            (0..<4).map { _ in
                let tab = app.client()
                tab.cookies = sarah.cookies
                return tab
            })
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            statuses.add(tabs.clients[index].post(path, form: [("body", "race \(index)"), ("_csrf", token)]).status.code)
        }
        #expect(statuses.sorted == [303, 429, 429, 429])
        #expect(Self.bubbles(try Self.screen(sarah, path)).count == 3)
    }
}

/// Clients shared by a concurrent test (each used by one thread only).
final class Tabs: @unchecked Sendable {
    let clients: [TestClient]
    init(_ clients: [TestClient]) { self.clients = clients }
}

/// A message that arrives while the thread is open appears without a reload — sent through another server process on
/// the same database, it reaches the open thread's stream within a second (the hub's poll).
@Suite(.serialized) struct MessageEventsTests {
    @Test func aReplySentOnAnotherProcessReachesTheOpenThreadWithinASecond() throws {
        let clock = TimeSource(fixedAt: TestApp.demoNow)
        let processes = try LiveClassAcrossProcessesTests.world([.standard, .standard], clock: clock)
        let (a, b) = (processes[0], processes[1])
        let sarah = a.client("sarah@quranflow.test")
        let path = try MessageRouteTests.thread(sarah)
        #expect(sarah.post(path, form: [("body", "Can I move to Thursday?")], csrfFrom: path).status == .seeOther)
        let events = try #require((try MessageRouteTests.screen(sarah, path))["eventsURL"] as? String)
        #expect(events.hasSuffix("/events?after=1"))
        let stream = try a.events(events, as: sarah)

        let amina = b.client("amina@quranflow.test")
        let list = try MessageRouteTests.screen(amina, "/coach/messages")
        let coachPath = try #require(((list["rows"] as? [[String: Any]])?.first?["open"] as? [String: Any])?["href"] as? String)
        let sentAt = ProcessInfo.processInfo.systemUptime
        #expect(amina.post(coachPath, form: [("body", "Thursday 2 PM is open.")], csrfFrom: coachPath).status == .seeOther)
        let arrived = stream.next(within: 2) { event in
            let days = event["days"] as? [[String: Any]]
            let bubbles = days?.flatMap { ($0["bubbles"] as? [[String: Any]]) ?? [] } ?? []
            return bubbles.map { $0["text"] as? String } == ["Thursday 2 PM is open."] && bubbles.first?["isMine"] as? Bool == false
        }
        #expect(arrived != nil, "the reply sent on B did not reach Sarah's open thread on A")
        #expect(ProcessInfo.processInfo.systemUptime - sentAt < 1.5)
        // Open in front of her, it counts as read.
        let sarahID = try #require(
            try a.app.env.database.read { db in
                try db.queryOne("SELECT id FROM accounts WHERE email = 'sarah@quranflow.test'")?.string("id")
            })
        #expect(try MessageStore(database: a.app.env.database).unreadCount(for: sarahID) == 0)
    }
}
