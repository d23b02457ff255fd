import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Week at a glance, its bells, the week's .ics and the private feed through the whole pipeline.
@Suite struct CalendarRouteTests {
    @Test func week8InTorontoWithBellsThatToggleReminders() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let json = try #require(client.get("/api/screens/sessions/week").json)
        #expect(json["screenID"] as? String == "SakWeekAtGlance")
        #expect(json["eyebrow"] as? String == "Week 8 · Your local time")
        #expect(json["title"] as? String == "This week")
        #expect(json["zoneBanner"] as? String == "All times shown in Toronto (EDT)")
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.map { $0["title"] as? String } == ["Monday 26 Oct", "Tuesday 27 Oct", "Thursday 29 Oct", "Sunday 1 Nov"])
        let sunday = try #require((days[3]["rows"] as? [[String: Any]])?.first)
        #expect(sunday["title"] as? String == "Week 8 submission deadline")
        #expect(sunday["time"] as? String == "11:59 PM")
        #expect(sunday["reminderOn"] as? Bool == false)
        #expect(json["footer"] as? String == "Reminders arrive 15 minutes before each session.")
        // The bell turns the deadline's reminder on.
        let done = client.post(
            "/reminders", form: [("item", "deadline"), ("on", "1"), ("back", "/sessions/week?week=8")], csrfFrom: "/sessions/week")
        #expect(done.status == .seeOther && done.headers["Location"] == "/sessions/week?week=8")
        let after = try #require(client.get("/api/screens/sessions/week?week=8").json?["days"] as? [[String: Any]])
        #expect((after[3]["rows"] as? [[String: Any]])?.first?["reminderOn"] as? Bool == true)
        #expect(client.post("/reminders", form: [("item", "session:nope"), ("on", "1")], csrfFrom: "/sessions/week").status == .notFound)
        #expect(client.post("/reminders", form: [("item", "bogus"), ("on", "1")], csrfFrom: "/sessions/week").status == .badRequest)
        #expect(client.get("/api/screens/sessions/week?week=16").status == .badRequest)
        #expect(client.get("/api/screens/sessions/week?week=x").status == .badRequest)
        // Another week: Week 9 has no Sunday-night surprise and says so in its own title.
        #expect(client.get("/api/screens/sessions/week?week=9").json?["title"] as? String == "Week 9")
        #expect(client.get("/sessions/week").text.contains("Add the week to my calendar"))
        #expect(client.get("/sessions").text.contains("href=\"/sessions/week\""))
    }

    @Test func theWeekFileHasTheMeetingsAZoneAndAnAlarmWhereTheReminderIsOn() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        client.post("/reminders", form: [("item", "deadline"), ("on", "1")], csrfFrom: "/sessions/week")
        let file = client.get("/calendar/week/8.ics")
        #expect(file.status == .ok)
        #expect(file.headers["Content-Type"] == "text/calendar; charset=utf-8")
        let text = file.text
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:America/Toronto"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Africa/Cairo"))  // the one-to-one is on Amina's clock
        #expect(text.contains("DTSTART;TZID=Africa/Cairo:20261027T162000"))
        #expect(text.contains("SUMMARY:Week 8 submission deadline\r\nBEGIN:VALARM\r\nACTION:DISPLAY"))
        #expect(text.contains("TRIGGER:-PT15M"))
        #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(client.get("/calendar/week/16.ics").status == .notFound)
        #expect(client.get("/calendar/week/eight.ics").status == .notFound)
        // Noor's week has no one-to-one and no Cairo zone.
        let noor = app.client()
        noor.signIn("noor@quranflow.test")
        let noors = noor.get("/calendar/week/8.ics").text
        #expect(!noors.contains("Africa/Cairo") && !noors.contains("One-to-one"))
    }

    @Test func theFeedFollowsItsSecretAndAResetRetiresTheOldOne() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let url = try #require(client.get("/api/screens/sessions/week").json?["feedURL"] as? String)
        let path = String(url.dropFirst("http://localhost:8080".count))
        let stranger = app.client()
        let feed = stranger.get(path)
        #expect(feed.status == .ok)
        #expect(feed.text.contains("RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL="))
        #expect(feed.text.contains("UID:deadline-"))
        // The same UIDs every time.
        let uids = { (text: String) in text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") } }
        #expect(uids(feed.text) == uids(stranger.get(path).text))
        client.post("/calendar/feed/reset", form: [], csrfFrom: "/sessions/week")
        #expect(stranger.get(path).status == .notFound)
        let fresh = try #require(client.get("/api/screens/sessions/week").json?["feedURL"] as? String)
        #expect(fresh != url)
        #expect(stranger.get("/calendar/feed/not-a-token.ics").status == .notFound)
    }

    /// A Class and a Level Class change title with the week (issue 13 #3): the feed carries each meeting under its own
    /// week's title, the circle stays one weekly series, and the week file names that week's.
    @Test func eachMeetingInTheFeedCarriesItsWeeksTitle() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let url = try #require(client.get("/api/screens/sessions/week").json?["feedURL"] as? String)
        let feed = app.client().get(String(url.dropFirst("http://localhost:8080".count))).text.replacingOccurrences(of: "\r\n ", with: "")
        let summaries = feed.split(separator: "\r\n").filter { $0.hasPrefix("SUMMARY:") }.map { String($0.dropFirst(8)) }
        for title in [
            "Makhārij review & practice", "Idghām review & practice", "Madd review & practice", "Final recital rehearsal",
            "Idghām with ghunnah",
        ] {
            #expect(summaries.filter { $0 == title }.count == 1, "\(title) once: \(summaries)")
        }
        #expect(summaries.filter { $0 == "Sisters' Reading Circle" }.count == 1)
        #expect(!summaries.contains("Level Class") && !summaries.contains(""))
        let week1 = client.get("/calendar/week/1.ics").text
        #expect(week1.contains("SUMMARY:Makhārij review & practice"))
        #expect(!week1.contains("Idghām review"))
        // The week at a glance of Week 1 says the same.
        let glance = client.get("/api/screens/sessions/week?week=1").text
        #expect(glance.contains("Makhārij review & practice") && !glance.contains("Idghām review"))
    }
}
