import Calendar
import Foundation
import HTTPTestSupport
import Testing

/// SB-02 through the reminders engine: on trial days 12, 14 and 15, at the working day's start, a quiet reminder that
/// opens ST-05 — once; none on the other days.
@Suite("Jamaal trial reminders (SB-02)")
struct TrialReminderTests {
    /// The demo person is on trial day 9 on Sunday 29 November; day 12 is Wednesday 2 December.
    /// The demo made at its own clock (day 9), then the clock moved to `iso`.
    static func at(_ iso: String) throws -> JamaalTestApp {
        let app = try JamaalTestApp()
        app.advance(try #require(ISO8601.parse(iso)).timeIntervalSince(JamaalTestApp.demoNow))
        return app
    }

    /// The trial reminders a page asking now is sent (on a new device, or on `client`'s).
    func trialIDs(_ app: JamaalTestApp, on client: JamaalTestClient? = nil) -> [[String: Any]] {
        let answer = ReminderRoutesTests.claim(client ?? ReminderRoutesTests.page(app))
        return (answer["reminders"] as? [[String: Any]])?.filter { ($0["id"] as? String)?.hasPrefix("trial/") == true } ?? []
    }

    @Test("Day 12 at 09:05: the trial reminder opens ST-05, once on each device; day 13 has none")
    func dayTwelve() throws {
        let app = try Self.at("2026-12-02T09:05:00Z")
        let phone = ReminderRoutesTests.page(app)
        let found = trialIDs(app, on: phone)
        #expect(found.map { $0["id"] as? String } == ["trial/12"])
        #expect(found.first?["url"] as? String == "/settings/subscription")
        #expect(found.first?["kind"] as? String == "trial")
        #expect(trialIDs(app, on: phone).isEmpty)  // taken once by this device
        #expect(trialIDs(try Self.at("2026-12-03T09:05:00Z")).isEmpty)
    }

    @Test("One voice (#40 item 12): on day 12 the reminder, Today's banner and ST-05 say the same days left")
    func dayTwelveOneVoice() throws {
        let app = try Self.at("2026-12-02T09:05:00Z")
        let reminder = try #require(trialIDs(app).first)
        let client = app.client()
        let banner = try #require(client.get("/api/screens/today").json?["trial"] as? [String: Any])
        let settings = try #require(client.get("/api/screens/settings/subscription").json)
        #expect(reminder["title"] as? String == "3 days left in your trial")
        #expect(banner["title"] as? String == reminder["title"] as? String)
        #expect(settings["status"] as? String == reminder["title"] as? String)
        #expect(settings["daysLeft"] as? Int == 3)
    }

    @Test("Before the working day starts on day 14 nothing is due yet")
    func beforeWorkingDay() throws {
        #expect(trialIDs(try Self.at("2026-12-04T08:59:00Z")).isEmpty)
        #expect(trialIDs(try Self.at("2026-12-04T09:00:00Z")).map { $0["id"] as? String } == ["trial/14"])
    }
}
