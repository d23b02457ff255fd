import Calendar
import Dispatch
import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Synchronization
import Testing

/// Reminders that fire, over HTTP (F13, SY-01, ST-03): each device with its switch on is sent each reminder once — two
/// pages of one device asking at the same moment get it once between them, two devices once each; a device with the
/// switch off gets none; what no page showed is listed on Today.
@Suite("Jamaal reminders over HTTP")
struct ReminderRoutesTests {
    /// Sunday 29 November 2026, 21:00 in London: the demo person's planning time.
    static let nine = ISO8601.parse("2026-11-29T21:00:00Z")!

    static func page(_ app: JamaalTestApp, device: String? = "on") -> JamaalTestClient {
        let client = app.client()
        if let device { client.cookies["jm_remind"] = device }
        return client
    }

    static func claim(_ client: JamaalTestClient) -> [String: Any] {
        let response = client.post("/api/reminders/claim", [], csrfFrom: "/settings/times")
        #expect(response.status == .ok)
        return response.json ?? [:]
    }

    static func ids(_ answer: [String: Any]) -> [String] {
        (answer["reminders"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    }

    @Test(
        "At the planning time the page gets the prompt, opening Night Planning; a reload, and a device signed in after it was shown, get nothing"
    )
    func deliveredOnce() throws {
        let app = try JamaalTestApp(now: Self.nine)
        let first = Self.page(app)
        let answer = Self.claim(first)
        let prompt = try #require((answer["reminders"] as? [[String: Any]])?.first { $0["id"] as? String == "planning/2026-11-29" })
        #expect(prompt["title"] as? String == "Plan tomorrow")
        #expect(prompt["url"] as? String == "/plan")
        #expect(prompt["kind"] as? String == "planning")
        #expect((answer["nextInSeconds"] as? Int).map { (1...60).contains($0) } == true)
        #expect(!Self.ids(Self.claim(first)).contains("planning/2026-11-29"))
        // Another device asking while it is fresh gets it too, once.
        let second = Self.page(app)
        #expect(Self.ids(Self.claim(second)).contains("planning/2026-11-29"))
        #expect(!Self.ids(Self.claim(second)).contains("planning/2026-11-29"))
        // Delivered as a notification, it is not listed as missed on Today either.
        app.advance(20 * 60)
        let missed = (first.get("/api/screens/today").json?["reminders"] as? [String: Any])?["missed"] as? [[String: Any]]
        #expect(missed?.contains { $0["id"] as? String == "planning/2026-11-29" } == false)
    }

    @Test("Two pages of one device asking at the same moment get the prompt once between them; two devices, once each")
    func twoPagesAtOnce() throws {
        for _ in 0..<5 {
            let app = try JamaalTestApp(now: Self.nine)
            let phone = Self.page(app)
            let phoneAgain = app.anonymousClient()
            phoneAgain.jar = phone.jar
            let laptop = Self.page(app)
            let pages = [phone, phoneAgain, laptop]
            for page in pages { _ = page.get("/settings/times") }
            let got = Mutex<[Int: [String]]>([:])
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                let ids = Self.ids(Self.claim(pages[index]))
                got.withLock { $0[index] = ids }
            }
            let answers = got.withLock { $0 }
            let phoneWins = [0, 1].filter { answers[$0]?.contains("planning/2026-11-29") == true }
            #expect(phoneWins.count == 1)
            #expect(answers[2]?.contains("planning/2026-11-29") == true)
        }
    }

    @Test(
        "With this device's switch off or not yet decided nothing is claimed; after 15 minutes the prompt is listed on Today; Clear clears it"
    )
    func switchOffThenMissed() throws {
        let app = try JamaalTestApp(now: Self.nine)
        #expect(Self.ids(Self.claim(Self.page(app, device: "off"))).isEmpty)
        let page = Self.page(app, device: nil)
        #expect(Self.ids(Self.claim(page)).isEmpty)
        app.advance(15 * 60)
        // Too late for a system notification now, even with the switch on.
        #expect(!Self.ids(Self.claim(Self.page(app))).contains("planning/2026-11-29"))
        let reminders = try #require(page.get("/api/screens/today").json?["reminders"] as? [String: Any])
        let missed = try #require(reminders["missed"] as? [[String: Any]])
        let prompt = try #require(missed.first { $0["id"] as? String == "planning/2026-11-29" })
        #expect(prompt["time"] as? String == "21:00")
        #expect(prompt["path"] as? String == "/plan")
        #expect(page.get("/today").text.contains("Missed reminders"))
        #expect(page.post("/today/reminders/clear", []).location == "/today")
        let after = (page.get("/api/screens/today").json?["reminders"] as? [String: Any])?["missed"] as? [[String: Any]]
        #expect(after?.isEmpty == true)
        #expect(!page.get("/today").text.contains("Missed reminders"))
    }

    @Test("A planning prompt answered by planning leaves Missed reminders (#40 item 12)")
    func answeredByPlanning() throws {
        let app = try JamaalTestApp(now: Self.nine)
        let page = Self.page(app, device: nil)
        app.advance(20 * 60)
        func missed() -> [String] {
            ((page.get("/api/screens/today").json?["reminders"] as? [String: Any])?["missed"] as? [[String: Any]])?
                .compactMap { $0["id"] as? String } ?? []
        }
        #expect(missed().contains("planning/2026-11-29"))
        #expect(page.get("/plan").status == .ok)  // Night Planning begins: tonight's session is stored
        #expect(!missed().contains("planning/2026-11-29"))
    }

    @Test("SY-01's banner is drawn hidden for the page to reveal; Dismiss remembers the day, Don't remind me for good")
    func bannerChoices() throws {
        let app = try JamaalTestApp()
        let page = Self.page(app)
        let today = page.get("/today").text
        #expect(today.contains("data-notify-banner=\"2026-11-29\""))
        #expect(today.contains("Don&#39;t remind me") || today.contains("Don&#x27;t remind me") || today.contains("Don't remind me"))
        let dismissed = page.post("/today/notifications-banner", [("choice", "dismiss"), ("day", "2026-11-29")])
        #expect(dismissed.location == "/today")
        #expect(page.cookies["jm_notify_banner_day"] == "2026-11-29")
        page.post("/today/notifications-banner", [("choice", "never")])
        #expect(page.cookies["jm_notify_banner_never"] == "1")
        for bad in [[("choice", "later")], [("choice", "dismiss"), ("day", "29/11")], []] {
            let response = page.post("/today/notifications-banner", bad)
            #expect(response.status == .unprocessableEntity, "\(bad)")
        }
        #expect(page.post("/today/notifications-banner", [("choice", "never")], csrfFrom: nil).status == .forbidden)
    }

    @Test("The service worker is served from the root with its scope allowed, as JavaScript")
    func serviceWorker() throws {
        let response = try JamaalTestApp().client().get("/sw.js")
        #expect(response.status == .ok)
        #expect(response.headers.values(for: "Content-Type").first?.contains("javascript") == true)
        #expect(response.headers.values(for: "Service-Worker-Allowed") == ["/"])
        #expect(response.text.contains("notificationclick"))
    }
}
