import Calendar
import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Testing

/// ST-03's reminder switches: the morning list and habit reminders on the person, this device's switch in its cookie,
/// the warning card and quiet lines drawn for the page to reveal.
@Suite("Jamaal ST-03 reminder switches")
struct TimesSettingsReminderTests {
    @Test("Switches save: morning list and habit reminders on the person, this device in its cookie; the engine follows")
    func switchesSave() throws {
        let app = try JamaalTestApp(now: ISO8601.parse("2026-11-30T08:00:00Z")!)
        let client = app.client()
        var screen = try #require(client.get("/api/screens/settings/times").json)
        #expect(screen["morningList"] as? Bool == true)
        #expect(screen["habitReminders"] as? Bool == true)
        #expect(screen["thisDevice"] as? String == "undecided")
        let saved = client.post(
            "/settings/times", [("evening_planning_time", "21:00"), ("_switches", "1"), ("this_device", "on")],
            csrfFrom: "/settings/times")
        #expect(saved.location == "/settings/times?saved=1")
        #expect(client.cookies["jm_remind"] == "on")
        screen = try #require(client.get("/api/screens/settings/times").json)
        #expect(screen["morningList"] as? Bool == false)
        #expect(screen["habitReminders"] as? Bool == false)
        #expect(screen["thisDevice"] as? String == "on")
        // The morning list (working day start) no longer fires.
        app.advance(3600)
        let claimed = client.post("/api/reminders/claim", [], csrfFrom: "/settings/times").json?["reminders"] as? [[String: Any]]
        #expect(claimed?.contains { $0["kind"] as? String == "morningList" } == false)
        client.post(
            "/settings/times", [("evening_planning_time", "21:00"), ("_switches", "1"), ("morning_list", "on"), ("habit_reminders", "on")],
            csrfFrom: "/settings/times")
        #expect(client.cookies["jm_remind"] == "off")
        screen = try #require(client.get("/api/screens/settings/times").json)
        #expect(screen["morningList"] as? Bool == true)
        #expect(screen["thisDevice"] as? String == "off")
    }

    @Test("A switch that is neither on nor absent is a 422 naming it, and nothing changes")
    func badSwitch() throws {
        let client = try JamaalTestApp().client()
        for field in ["morning_list", "habit_reminders", "this_device"] {
            let response = client.post(
                "/settings/times", [("evening_planning_time", "20:00"), ("_switches", "1"), (field, "yes")], csrfFrom: "/settings/times")
            #expect(response.status == .unprocessableEntity, "\(field)")
            #expect(response.text.contains(field), "\(field)")
        }
        let screen = try #require(client.get("/api/screens/settings/times").json)
        #expect(screen["eveningPlanningTime"] as? String == "21:00")
        #expect(screen["morningList"] as? Bool == true)
        #expect(client.cookies["jm_remind"] == nil)
    }

    @Test("The warning card lists exactly what is not delivered, with Turn on reminders and how to allow them; quiet lines wait hidden")
    func warningCard() throws {
        let client = try JamaalTestApp().client()
        let warning = try #require(client.get("/api/screens/settings/times").json?["warning"] as? [String: Any])
        #expect(
            warning["notDelivered"] as? [String] == ["The planning prompt", "Anchor reminders", "Habit reminders", "The morning list"])
        let page = client.get("/settings/times").text
        #expect(page.contains("data-notify-warning"))
        #expect(page.contains("Turn on reminders"))
        #expect(page.contains("Send reminders on this device"))
        #expect(page.contains("data-notify-off-line"))
        #expect(client.get("/habits/anchors").text.contains("so Anchor reminders won"))
    }
}
