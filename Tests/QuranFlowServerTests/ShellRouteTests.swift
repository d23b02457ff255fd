import Calendar
import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The student and coach shells through the whole pipeline, at the demo world's instants.
@Suite struct ShellRouteTests {
    @Test func eachRoleLandsOnItsHome() throws {
        let app = try TestApp()
        for (email, home) in [("sarah@quranflow.test", "/today"), ("amina@quranflow.test", "/coach"), ("admin@quranflow.test", "/admin")] {
            let client = app.client()
            client.signIn(email)
            #expect(client.get("/").headers["Location"] == home)
            #expect(client.get(home).status == .ok)
        }
    }

    @Test func todayAsJSONCarriesTheScreenModel() throws {
        let client = try TestApp().client()
        client.signIn("sarah@quranflow.test")
        let json = try #require(client.get("/api/screens/today").json)
        #expect(json["screenID"] as? String == "SakToday")
        let text = client.get("/api/screens/today").text
        #expect(text.contains("Week 8 of 15"))
        #expect(text.contains("Sisters' Reading Circle"))
        // The Year-2 one-to-one lives on Sessions, never on Today.
        #expect(!text.contains("One-to-one"))
        // Continue leads to the week's lesson.
        let hero = try #require((json["hero"] as? [String: Any])?["lesson"] as? [String: Any])
        #expect((hero["primary"] as? [String: Any])?["href"] as? String == "/learn/week/8")
    }

    @Test func theSundayAfterWeek8sSubmissionIsARestDay() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-11-01T11:00:00-05:00")))
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let json = try #require(client.get("/api/screens/today").json)
        #expect(json["screenID"] as? String == "SakTodayRest")
        #expect(client.get("/today").text.contains("Rest the eye today"))
    }

    @Test func beforeTheTermTodayCountsDown() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-09-01T09:30:00-04:00")))
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        let page = client.get("/today").text
        #expect(page.contains("Class begins in six days"))
        #expect(page.contains("Monday · 7 September"))
        // "Add start date to calendar": Monday 7 September, midnight to midnight in Toronto, as a calendar file.
        #expect(page.contains("href=\"/calendar/term-start.ics\"") && page.contains("Add start date to calendar"))
        let file = client.get("/calendar/term-start.ics")
        #expect(file.status == .ok && file.headers["Content-Type"] == "text/calendar; charset=utf-8")
        #expect(file.text.contains("DTSTART;TZID=America/Toronto:20260907T000000\r\nDTEND;TZID=America/Toronto:20260908T000000"))
        #expect(file.text.contains("SUMMARY:Fall 2026 begins · Week 1"))
        let coach = app.client()
        coach.signIn("amina@quranflow.test")
        #expect(coach.get("/calendar/term-start.ics").status == .forbidden)
    }

    @Test func aCoachCannotOpenStudentScreensAndAStudentCannotOpenTheQueue() throws {
        let app = try TestApp()
        let coach = app.client()
        coach.signIn("amina@quranflow.test")
        #expect(coach.get("/today").status == .forbidden)
        #expect(coach.get("/api/screens/today").status == .forbidden)
        let student = app.client()
        student.signIn("sarah@quranflow.test")
        #expect(student.get("/coach").status == .forbidden)
        #expect(student.get("/api/screens/coach/queue").status == .forbidden)
    }

    @Test func theQueueSortsAndRefusesUnknownSorts() throws {
        let client = try TestApp().client()
        client.signIn("amina@quranflow.test")
        #expect(client.get("/coach?sort=level").status == .ok)
        #expect(client.get("/coach?sort=fewest").status == .ok)
        let bad = client.get("/api/screens/coach/queue?sort=newest")
        #expect(bad.status == .badRequest)
        #expect((bad.json?["error"] as? [String: Any])?["field"] as? String == "sort")
        let queue = client.get("/api/screens/coach/queue").text
        #expect(queue.contains("4 submissions waiting"))
    }

    @Test func aStudentWithoutACoachOrCohortIsToldSoPlainly() throws {
        let app = try TestApp()
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        admin.post(
            "/admin/accounts",
            form: [
                ("name", "Zainab Khan"), ("email", "zainab@quranflow.test"), ("role", "student"),
                ("year", "1"), ("city", "Toronto"), ("password", "a temporary password"),
            ], csrfFrom: "/admin")
        let zainab = app.client()
        #expect(zainab.signIn("zainab@quranflow.test", password: "a temporary password").status == .seeOther)
        let today = zainab.get("/today")
        #expect(today.status == .conflict)
        #expect(today.text.contains("still being set up"))
    }
}
