import Calendar
import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The live class: who may open it when, presence from open event streams, attendance, and the coach's controls.
@Suite struct LiveClassRouteTests {
    static func sessionID(_ client: TestClient, kind: String, day: String = "2026-10-27") throws -> String {
        let rows = (client.get("/api/screens/sessions?day=\(day)").json?["rows"] as? [[String: Any]]) ?? []
        let row = try #require(rows.compactMap { $0["session"] as? [String: Any] }.first { $0["kindChip"] as? String == kind })
        return try #require(row["id"] as? String).split(separator: "-").dropLast().joined(separator: "-")
    }

    @Test func joinLeadsToTheLiveClassWhichOpensOnlyWhileJoinable() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let qrc = try Self.sessionID(sarah, kind: "QRC")
        let today = sarah.get("/api/screens/today").text
        #expect(today.contains("\"href\":\"\\/live\\/\(qrc)?from=today\""))
        let screen = try #require(sarah.get("/api/screens/live/\(qrc)").json)
        #expect(screen["screenID"] as? String == "SakLiveClass")
        #expect(screen["status"] as? String == "Starting soon")
        #expect((screen["presence"] as? String)?.hasPrefix("0 of ") == true)
        #expect((screen["openZoom"] as? [String: Any])?["href"] as? String == "https://zoom.us/j/5550101400")
        let level = try Self.sessionID(sarah, kind: "Level Class")
        let closed = sarah.get("/api/screens/live/\(level)")
        #expect(closed.status == .conflict)
        #expect(closed.text.contains("Idghām review & practice is not live now"))
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        #expect(noor.get("/api/screens/live/\(qrc)").status == .notFound)
        #expect(noor.get("/live/\(qrc)/events").status == .notFound)
    }

    /// #39 item 9: Leave returns to the screen Join was tapped on. `from` is a closed set read at the edge: anything else
    /// is a 400 naming it, never a place to go.
    @Test func leaveReturnsWhereJoinWasTappedAndFromIsAClosedSet() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let qrc = try Self.sessionID(sarah, kind: "QRC")
        #expect(sarah.get("/api/screens/sessions").text.contains("\\/live\\/\(qrc)?from=sessions"))
        for (from, leave) in [("today", "/today"), ("sessions", "/sessions"), ("schedule", "/sessions"), ("session", "/sessions")] {
            #expect(try #require(sarah.get("/api/screens/live/\(qrc)?from=\(from)").json)["leave"] as? String == leave, "\(from)")
        }
        // A group session has no appointment: Sessions.
        #expect(try #require(sarah.get("/api/screens/live/\(qrc)?from=appointment").json)["leave"] as? String == "/sessions")
        #expect(try #require(sarah.get("/api/screens/live/\(qrc)").json)["leave"] as? String == "/sessions")
        #expect(sarah.get("/live/\(qrc)?from=today").text.contains("href=\"/today\""))
        for bad in ["https://evil.example/", "//evil.example/today", "%2Ftoday", "Today", "today%00", "javascript:alert(1)"] {
            let refused = sarah.get("/live/\(qrc)?from=\(bad)")
            #expect(refused.status == .badRequest, "from=\(bad): \(refused.status)")
            #expect(!refused.text.contains("evil.example"))
        }
        let json = sarah.get("/api/screens/live/\(qrc)?from=elsewhere")
        #expect(json.status == .badRequest)
        #expect((json.json?["error"] as? [String: Any])?["field"] as? String == "from")
        // The coach's side: Start on My schedule carries `schedule`; from the meeting's detail, Leave goes back to it.
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        let rows = (radwa.get("/api/screens/coach/schedule").json?["rows"] as? [[String: Any]]) ?? []
        let circle = try #require(rows.first { $0["kindChip"] as? String == "QRC" })
        let start = try #require((circle["start"] as? [String: Any])?["href"] as? String)
        #expect(start == "/coach/live/\(qrc)?from=schedule")
        #expect(try #require(radwa.get("/api/screens" + start).json)["leave"] as? String == "/coach/schedule")
        let detail = try #require((circle["open"] as? [String: Any])?["href"] as? String)
        let fromDetail = try #require(radwa.get("/api/screens" + detail).json?["start"] as? [String: Any])
        #expect(fromDetail["href"] as? String == "/coach/live/\(qrc)?from=session")
        #expect(try #require(radwa.get("/api/screens/coach/live/\(qrc)?from=session").json)["leave"] as? String == detail)
        #expect(radwa.get("/coach/live/\(qrc)?from=https://evil.example").status == .badRequest)
    }

    /// A one-to-one joined from its Appointment detail comes back to it.
    @Test func aOneToOneJoinedFromItsAppointmentDetailLeavesBackToIt() throws {
        let app = try TestApp(testClock: true)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let rows = (sarah.get("/api/screens/sessions?day=2026-11-03").json?["rows"] as? [[String: Any]]) ?? []
        let booked = try #require(rows.compactMap { $0["session"] as? [String: Any] }.first { $0["kindChip"] as? String == "1:1" })
        let appointment = try #require(((booked["shelf"] as? [String: Any])?["details"] as? [String: Any])?["href"] as? String)
        app.env.clock.set(to: try #require(ISO8601.parse("2026-11-03T09:10:00-05:00")))
        let screen = try #require(sarah.get("/api/screens" + appointment).json)
        let join = try #require((screen["joinZoom"] as? [String: Any])?["href"] as? String)
        #expect(join.hasPrefix("/live/") && join.hasSuffix("?from=appointment"))
        #expect(try #require(sarah.get("/api/screens" + join).json)["leave"] as? String == appointment)
        // Before the join window the button is the coach's meeting link, as before.
        app.env.clock.set(to: try #require(ISO8601.parse("2026-11-03T08:00:00-05:00")))
        let early = try #require(sarah.get("/api/screens" + appointment).json)
        #expect(((early["joinZoom"] as? [String: Any])?["href"] as? String)?.hasPrefix("https://") == true)
    }

    @Test func presenceIsTheOpenStreamsYouFirstAndAttendanceIsLogged() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        let qrc = try Self.sessionID(sarah, kind: "QRC")
        guard case .eventStream(let sarahStream) = sarah.get("/live/\(qrc)/events").body,
            case .eventStream(let khadijaStream) = khadija.get("/live/\(qrc)/events").body
        else { Issue.record("no event stream"); return }
        let seen = try #require(khadija.get("/api/screens/live/\(qrc)").json)
        #expect((seen["presence"] as? String)?.hasPrefix("2 of ") == true)
        let names = (seen["people"] as? [[String: Any]])?.map { $0["name"] as? String }
        #expect(names == ["You", "Sarah A."])
        sarahStream.close()
        #expect((khadija.get("/api/screens/live/\(qrc)").json?["presence"] as? String)?.hasPrefix("1 of ") == true)
        khadijaStream.close()
        // Raise hand needs CSRF from the page's form.
        #expect(sarah.post("/live/\(qrc)/hand", form: [("raised", "1")]).status == .forbidden)
        #expect(sarah.post("/live/\(qrc)/hand", form: [("raised", "1")], csrfFrom: "/live/\(qrc)").status == .seeOther)
        let store = LiveClassStore(database: app.env.database)
        let attended = try store.attendance(session: .init(qrc), on: .init(iso: "2026-10-27")!)
        #expect(attended.count == 2)
    }

    /// The defect: at the same moment the student read "Starting soon · 0:00" and the coach "Live · 32:12" with Start
    /// still showing, and the coach read "In the circle 0 of 2" over a strip listing "You". One state for both: past
    /// its time without a Start it waits (clock at 0:00) on both sides; Start makes it live on both; the strip of a
    /// group session is the students `presence` counts.
    @Test func theStudentAndTheCoachReadOneStateAtTheSameMoment() throws {
        let app = try TestApp(testClock: true)
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let qrc = try Self.sessionID(sarah, kind: "QRC")
        let page = "/coach/live/\(qrc)"
        func both() throws -> ([String: Any], [String: Any]) {
            (try #require(sarah.get("/api/screens/live/\(qrc)").json), try #require(radwa.get("/api/screens" + page).json))
        }
        var (student, coach) = try both()
        #expect(student["status"] as? String == "Starting soon" && coach["status"] as? String == "Starting soon")
        #expect(student["startsInSeconds"] as? Int == 12 * 60 && coach["startsInSeconds"] as? Int == 12 * 60)
        app.env.clock.advance(by: 44 * 60)  // 2:32 PM: past its time, nobody pressed Start
        (student, coach) = try both()
        for screen in [student, coach] {
            #expect(screen["status"] as? String == "Waiting to start")
            #expect(screen["elapsed"] as? String == "0:00" && screen["isRunning"] as? Bool == false)
        }
        #expect(coach["started"] as? Bool == false)  // so Start shows
        guard case .eventStream(let stream) = radwa.get(page + "/events").body else { Issue.record("no stream"); return }
        defer { stream.close() }
        (student, coach) = try both()
        #expect((coach["people"] as? [[String: Any]])?.isEmpty == true)
        #expect((coach["presence"] as? String)?.hasPrefix("0 of ") == true)
        #expect(student["coachHere"] as? Bool == true)
        #expect(radwa.post(page + "/start", form: [], csrfFrom: page).status == .seeOther)
        app.env.clock.advance(by: 72)
        (student, coach) = try both()
        for screen in [student, coach] {
            #expect(screen["status"] as? String == "Live" && screen["elapsed"] as? String == "1:12")
        }
        #expect(radwa.get(page).text.contains(">End</button>"))
    }

    @Test func theCoachStartsSetsTheVerseHandsTheTurnAndEnds() throws {
        let app = try TestApp(testClock: true)
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let qrc = try Self.sessionID(sarah, kind: "QRC")
        // Amina does not teach the circle.
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        #expect(amina.get("/api/screens/coach/live/\(qrc)").status == .notFound)
        #expect(sarah.get("/api/screens/coach/live/\(qrc)").status == .forbidden)
        let page = "/coach/live/\(qrc)"
        #expect(radwa.post(page + "/end", form: [], csrfFrom: page).status == .conflict)
        #expect(radwa.post(page + "/start", form: [], csrfFrom: page).status == .seeOther)
        #expect(radwa.post(page + "/verse", form: [("verse", "67:3")], csrfFrom: page).status == .seeOther)
        #expect(radwa.post(page + "/verse", form: [("verse", "115:1")], csrfFrom: page).status == .badRequest)
        guard case .eventStream(let stream) = sarah.get("/live/\(qrc)/events").body else { Issue.record("no stream"); return }
        defer { stream.close() }
        let sarahID = try #require((sarah.get("/api/screens/live/\(qrc)").json?["viewerID"] as? String))
        #expect(radwa.post(page + "/speaker", form: [("speaker", "someone-else")], csrfFrom: page).status == .conflict)
        #expect(radwa.post(page + "/speaker", form: [("speaker", sarahID)], csrfFrom: page).status == .seeOther)
        let live = try #require(sarah.get("/api/screens/live/\(qrc)").json)
        #expect(live["status"] as? String == "Live")
        #expect(live["speaking"] as? String == "You")
        #expect((live["verse"] as? [String: Any])?["reference"] as? String == "67:3")
        app.env.clock.advance(by: 50 * 60)
        #expect(radwa.post(page + "/end", form: [], csrfFrom: page).status == .seeOther)
        let ended = try #require(sarah.get("/api/screens/live/\(qrc)").json)
        #expect(ended["status"] as? String == "Ended")
        #expect(ended["elapsed"] as? String == "50:00")
    }
}
