import Calendar
import Foundation
import HTTPServer
import QuranFlowServer
import Testing

/// The ambient layer's routes through the whole pipeline: the board's JSON for the signed-in student and coach, one
/// widget at a time, the widget device token (read-only, ambient routes only, revocable), the intents and the manifest.
@Suite struct AmbientRouteTests {
    /// Tuesday 27 October, 6:45:53 PM Toronto: the spec's Lock Screen frame ("in 14:07" to the 7:00 PM session).
    static let tuesday = ISO8601.parse("2026-10-27T18:45:53-04:00") ?? .distantPast

    static func token(_ app: TestApp, _ email: String) throws -> String {
        try #require(
            app.client().postJSON("/api/session", "{\"email\":\"\(email)\",\"password\":\"quranflow-demo\"}").json?["token"] as? String)
    }

    static func get(_ app: TestApp, _ path: String, bearer: String) -> Response {
        app.client().send(.get, path, headers: [("Authorization", "Bearer \(bearer)")])
    }

    static func current(_ timeline: Any?, at instant: Date) -> [String: Any]? {
        let entries = (timeline as? [String: Any])?["entries"] as? [[String: Any]] ?? []
        return entries.last { ISO8601.parse($0["date"] as? String ?? "").map { $0 <= instant } ?? false }?["entry"] as? [String: Any]
    }

    @Test func afterTheTermNothingAdvertisesAClassAndTheVerseCardIsNotEmpty() throws {
        // Monday 21 December, 10:05 AM Toronto: in the term this would be the Monday class, live. The term ended on
        // Sunday 20 December (Week 15), so no meeting, countdown or "Live now · Join" may be on the board.
        let monday = try #require(ISO8601.parse("2026-12-21T10:05:00-05:00"))
        let app = try TestApp(now: monday)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let board = try #require(sarah.get("/api/ambient").json)
        let sessions = try #require((board["snapshot"] as? [String: Any])?["sessions"] as? [[String: Any]])
        #expect(sessions.isEmpty)
        let timelines = try #require(board["timelines"] as? [String: Any])
        #expect(Self.current(timelines["sessionActivity"], at: monday) == nil)
        #expect(Self.current(timelines["nextSession"], at: monday) == nil)
        #expect(!sarah.get("/api/ambient").text.contains("Live now"))
        let week = try #require(Self.current(timelines["week"], at: monday)?["closed"] as? [String: Any])
        #expect(week["label"] as? String == "15 of 15")
        #expect(Self.current(timelines["verse"], at: monday)?["citation"] != nil)
        // Before the term the board lists nothing before Week 1's Monday either.
        let before = try TestApp(now: try #require(ISO8601.parse("2026-09-02T12:00:00-04:00")))
        let noor = before.client()
        noor.signIn("sarah@quranflow.test")
        let early = try #require((noor.get("/api/ambient").json?["snapshot"] as? [String: Any])?["sessions"] as? [[String: Any]])
        let week1 = try #require(ISO8601.parse("2026-09-07T00:00:00-04:00"))
        #expect(early.allSatisfy { ISO8601.parse($0["start"] as? String ?? "").map { $0 >= week1 } ?? false })
    }

    @Test func tuesday646PMSarahsBoardCountsToTheLevelClassAndCarriesOnlyStatusWords() throws {
        let app = try TestApp(now: Self.tuesday)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let board = try #require(sarah.get("/api/ambient").json)
        #expect(board["role"] as? String == "student")
        let timelines = try #require(board["timelines"] as? [String: Any])
        #expect(timelines["zone"] as? String == "America/Toronto" && timelines["now"] as? String == "2026-10-27T22:45:53Z")
        #expect(timelines["coachQueue"] == nil)
        let next = try #require(Self.current(timelines["nextSession"], at: Self.tuesday))
        #expect(next["kind"] as? String == "LEVEL CLASS" && next["time"] as? String == "7:00 PM" && next["phase"] as? String == "joinOpen")
        #expect(next["joinLine"] as? String == "Join opens 6:45" && next["inline"] as? String == "Week 8 · Level Class 7:00")
        #expect(next["countdownTo"] as? String == "2026-10-27T23:00:00Z")
        let week = try #require(Self.current(timelines["week"], at: Self.tuesday)?["active"] as? [String: Any])
        #expect(week["week"] as? Int == 8 && week["of"] as? Int == 15)
        let snapshot = try #require(board["snapshot"] as? [String: Any])
        #expect((snapshot["weeks"] as? [Any])?.count == 15)
        // Only status words and instants cross: no notes, marks or messages anywhere in the board.
        let text = sarah.get("/api/ambient").text
        for word in ["note", "mark", "message", "transcript"] { #expect(!text.lowercased().contains("\"\(word)")) }
        // Sarah is in Year 2: her Tuesday one-to-one (4:20 PM Cairo) is among her meetings; the same page's HTML board.
        let meetings = try #require(snapshot["sessions"] as? [[String: Any]])
        #expect(meetings.contains { $0["shortName"] as? String == "One-to-one" })
        #expect(sarah.get("/ambient").text.contains("id=\"ambient-data\""))
        #expect(sarah.get("/profile").text.contains("href=\"/widgets\""))
    }

    @Test func aYear1StudentHasNoOneToOneEntries() throws {
        let app = try TestApp(now: Self.tuesday)
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        let meetings = try #require((noor.get("/api/ambient").json?["snapshot"] as? [String: Any])?["sessions"] as? [[String: Any]])
        #expect(!meetings.isEmpty && !meetings.contains { $0["shortName"] as? String == "One-to-one" })
    }

    @Test func oneWidgetAtATimeAndOnlyTheWidgetsThePersonHas() throws {
        let app = try TestApp(now: Self.tuesday)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let verse = try #require(sarah.get("/api/ambient/widgets/verse").json)
        #expect(verse["verse"] != nil && verse["week"] == nil && verse["nextSession"] == nil)
        #expect(sarah.get("/api/ambient/widgets/coach-queue").status == .notFound)
        #expect(sarah.get("/api/ambient/widgets/revoke-window").status == .notFound)  // nothing in its window
        #expect(sarah.get("/api/ambient/widgets/bogus").status == .notFound)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        #expect(amina.get("/api/ambient/widgets/week").status == .notFound)
        let queue = try #require(amina.get("/api/ambient/widgets/coach-queue").json?["coachQueue"] as? [String: Any])
        #expect(queue["reload"] as? [String: Any] != nil)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        #expect(admin.get("/api/ambient").status == .forbidden)
        #expect(app.client().get("/api/ambient").status == .unauthorized)
    }

    @Test func aCoachsQueueWidgetCountsTheQueueAgainstThe48HourPromise() throws {
        let thursday = ISO8601.parse("2026-10-29T10:00:00-04:00") ?? .distantPast
        let app = try TestApp(now: thursday)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let rows = try #require(amina.get("/api/screens/coach/queue").json?["rows"] as? [[String: Any]])
        let entry = try #require(
            Self.current(amina.get("/api/ambient").json?["timelines"].flatMap { ($0 as? [String: Any])?["coachQueue"] }, at: thursday))
        #expect(entry["headline"] as? String == "\(rows.count) waiting")
        #expect((entry["oldest"] as? String)?.hasPrefix("Oldest ") == true && entry["button"] as? String == "Start reviewing ▸")
    }

    @Test func aWidgetTokenReadsTheAmbientRoutesAndNothingElseUntilRevoked() throws {
        let app = try TestApp(now: Self.tuesday)
        let session = try Self.token(app, "sarah@quranflow.test")
        let made = app.client().postJSON("/api/widgets", "{\"label\":\"Sarah's iPhone\"}", bearer: session)
        #expect(made.status == .created)
        let json = try #require(made.json)
        let token = try #require(json["token"] as? String)
        let id = try #require((json["device"] as? [String: Any])?["id"] as? String)
        #expect(token.hasPrefix("qfw_") && (json["device"] as? [String: Any])?["label"] as? String == "Sarah's iPhone")
        // Only a digest is stored.
        let stored = try app.env.database.read { db in try db.query("SELECT digest FROM widget_tokens", []).map { try $0.string("digest") }
        }
        #expect(stored.count == 1 && !stored.contains(token))

        #expect(Self.get(app, "/api/ambient", bearer: token).status == .ok)
        #expect(Self.get(app, "/api/ambient/widgets/week", bearer: token).status == .ok)
        let elsewhere = Self.get(app, "/api/screens/today", bearer: token)
        #expect(elsewhere.status == .forbidden && elsewhere.text.contains("ambient"))
        #expect(app.client().postJSON("/api/widgets", "{\"label\":\"x\"}", bearer: token).status == .forbidden)
        #expect(Self.get(app, "/ambient", bearer: token).status == .forbidden)

        // Bad input: a name too long is a 422 naming it; past ten devices a 409.
        let long = app.client().postJSON("/api/widgets", "{\"label\":\"\(String(repeating: "x", count: 201))\"}", bearer: session)
        #expect(long.status == .unprocessableEntity && long.text.contains("label"))
        for n in 2...10 {
            #expect(app.client().postJSON("/api/widgets", "{\"label\":\"Device \(n)\"}", bearer: session).status == .created)
        }
        #expect(app.client().postJSON("/api/widgets", "{\"label\":\"Eleven\"}", bearer: session).status == .conflict)

        // Another person cannot revoke it; its owner can, and it stops at once.
        let noor = try Self.token(app, "noor@quranflow.test")
        #expect(app.client().postJSON("/api/widgets/\(id)/revoke", "{}", bearer: noor).status == .notFound)
        #expect(app.client().postJSON("/api/widgets/\(id)/revoke", "{}", bearer: session).status == .ok)
        #expect(Self.get(app, "/api/ambient", bearer: token).status == .unauthorized)
        #expect(app.client().postJSON("/api/widgets/\(id)/revoke", "{}", bearer: session).status == .notFound)
        #expect(Self.get(app, "/api/ambient", bearer: "qfw_not-a-token").status == .unauthorized)
    }

    @Test func theDevicesPageAddsShowsTheTokenOnceAndRevokesWithCSRF() throws {
        let app = try TestApp(now: Self.tuesday)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(sarah.get("/widgets").text.contains("No widget devices yet."))
        let added = sarah.post("/widgets", form: [("label", "Kitchen iPad")], csrfFrom: "/widgets")
        #expect(added.status == .ok && added.text.contains("Kitchen iPad is added") && added.text.contains("qfw_"))
        let list = sarah.get("/widgets").text
        #expect(list.contains("Kitchen iPad") && !list.contains("qfw_") && list.contains("Not read yet"))
        #expect(
            sarah.send(.post, "/widgets", body: Array("label=x".utf8), headers: [("Content-Type", "application/x-www-form-urlencoded")])
                .status == .forbidden)
        let path = try #require(list.range(of: #"/widgets/[0-9a-f-]+/revoke"#, options: .regularExpression).map { String(list[$0]) })
        #expect(sarah.post(path, form: [], csrfFrom: "/widgets").status == .seeOther)
        #expect(sarah.get("/widgets").text.contains("No widget devices yet."))
    }

    @Test func theIntentsResolveLikeTheThisWeekButtonAndTheManifestOffersThem() throws {
        let app = try TestApp(now: Self.tuesday)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let lesson = sarah.get("/intents/continue-lesson")
        #expect(lesson.status == .seeOther && lesson.headers["Location"] == "/learn/week/8")
        #expect(sarah.get("/intents/record-recitation").headers["Location"] == "/learn/week/8/record")
        // Week 8's recitation is not sent yet, but Week 7's feedback waits unheard: Play feedback opens it (the
        // This Week computation), never "No feedback is waiting for Week 8".
        let feedback = sarah.get("/intents/play-feedback")
        #expect(feedback.status == .seeOther)
        let location = try #require(feedback.headers["Location"])
        #expect(location.hasPrefix("/submissions/") && location.hasSuffix("/feedback"))
        let page = sarah.get(location)
        #expect(page.status == .ok && page.text.contains("Week 7"))
        #expect(sarah.get("/intents/bogus").status == .notFound)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        #expect(amina.get("/intents/continue-lesson").status == .forbidden)

        let manifest = app.client().get("/manifest.webmanifest")
        #expect(manifest.headers["Content-Type"] == "application/manifest+json; charset=utf-8")
        let shortcuts = try #require(manifest.json?["shortcuts"] as? [[String: Any]])
        #expect(shortcuts.map { $0["name"] as? String } == ["Continue lesson", "Record recitation", "Play feedback"])
        #expect(
            shortcuts.map { $0["url"] as? String } == ["/intents/continue-lesson", "/intents/record-recitation", "/intents/play-feedback"])
    }
}
