import Calendar
import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Testing

/// ST-03's evening planning time: stored on the person, followed by Today's Plan tomorrow row.
@Suite("Jamaal evening planning time (ST-03)")
struct TimesSettingsTests {
    @Test("The default is 21:00; a new time moves Today's Plan tomorrow row with it")
    func changeTime() throws {
        let app = try JamaalTestApp(now: ISO8601.parse("2026-11-29T20:40:00Z")!)
        let client = app.client()
        let screen = try #require(client.get("/api/screens/settings/times").json)
        #expect(screen["eveningPlanningTime"] as? String == "21:00")
        #expect(screen["beforeDayEndNote"] == nil)
        #expect(client.get("/settings").text.contains("href=\"/settings/times\""))
        #expect((client.get("/api/screens/today").json?["evening"] as? [String: Any])?["planRow"] == nil)
        let saved = client.post("/settings/times", [("evening_planning_time", "20:30")], csrfFrom: "/settings/times")
        #expect(saved.location == "/settings/times?saved=1")
        #expect(client.get("/settings/times?saved=1").text.contains("Saved."))
        let row = (client.get("/api/screens/today").json?["evening"] as? [String: Any])?["planRow"] as? [String: Any]
        #expect(row?["text"] as? String == "Plan tomorrow")
    }

    @Test("A planning time before the working day's end is noted, not refused")
    func beforeDayEnd() throws {
        let client = try JamaalTestApp().client()
        client.post("/settings/times", [("evening_planning_time", "17:00")], csrfFrom: "/settings/times")
        let note = try #require(client.get("/api/screens/settings/times").json?["beforeDayEndNote"] as? String)
        #expect(note.hasPrefix("Your planning time, 17:00, comes before your working day ends at 17:30."))
        // ST-02, where the working day's end is set, carries the same note under it.
        #expect(client.get("/api/screens/settings/capacity").json?["beforeDayEndNote"] as? String == note)
        #expect(client.get("/settings/capacity").text.contains("<p class=\"jm-hint jm-before-day-end\">Your planning time, 17:00"))
        // Moving the day's end before the planning time takes the note off both screens.
        client.post("/settings/times", [("evening_planning_time", "17:30")], csrfFrom: "/settings/times")
        #expect(client.get("/api/screens/settings/capacity").json?["beforeDayEndNote"] == nil)
        #expect(client.get("/api/screens/settings/times").json?["beforeDayEndNote"] == nil)
    }

    @Test("A time that is not HH:MM is a 422 naming what to write, and nothing changes; no CSRF token is a 403")
    func badInput() throws {
        let client = try JamaalTestApp().client()
        for bad in ["", "25:00", "9pm", "21:00:30", "99999999999999999999:00"] {
            let response = client.post("/settings/times", [("evening_planning_time", bad)], csrfFrom: "/settings/times")
            #expect(response.status == .unprocessableEntity, "\(bad)")
            #expect(response.text.contains("like 21:00"), "\(bad)")
        }
        #expect(client.post("/settings/times", [("evening_planning_time", "20:00")], csrfFrom: nil).status == .forbidden)
        #expect(client.get("/api/screens/settings/times").json?["eveningPlanningTime"] as? String == "21:00")
    }

    @Test("ST-06 says this device keeps its data on its own, offline is never a problem, and links the export")
    func deviceStatus() throws {
        let client = try JamaalTestApp().client()
        #expect(client.get("/settings").text.contains("href=\"/settings/device\""))
        let screen = try #require(client.get("/api/screens/settings/device").json)
        #expect(screen["status"] as? String == "This device keeps your data on its own")
        #expect((screen["lines"] as? [String])?.contains("Offline is never a problem — nothing waits for a connection.") == true)
        #expect(client.get("/settings/device").text.contains("href=\"/settings/data\""))
    }
}
