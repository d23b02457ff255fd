import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The admin's coaches pages (issue 20): profile (422 naming the field), availability in the coach's zone, students.
@Suite struct AdminCoachRouteTests {
    @Test func anAdminEditsACoachsProfileAndAvailability() throws {
        let app = try TestApp()
        let radwa = try #require(try app.env.accounts.account(email: "radwa@quranflow.test"))
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        #expect(admin.get("/admin/coaches").text.contains("Radwa Hassan"))
        let page = "/admin/coaches/\(radwa.id.rawValue)"
        #expect(admin.get(page).status == .ok)
        let saved = admin.post(
            page,
            form: [
                ("honorific", "Ustadha"), ("name", "Radwa"), ("ijazah", "ijāza in Hafs from 'Āsim"), ("levels", "1"), ("levels", "2"),
                ("city", "Toronto"), ("meetingLink", "https://zoom.us/j/5550100777"),
            ], csrfFrom: page)
        #expect(saved.status == .ok && saved.text.contains("Saved the profile."))
        let coach = try #require(try ProgrammeStore(database: app.env.database).coach(id: ID(radwa.id.rawValue)))
        #expect(coach.displayName == "Ust. Radwa" && coach.ijazah == "ijāza in Hafs from 'Āsim" && coach.levels.numbers == [1, 2])
        #expect(coach.meetingLink == "https://zoom.us/j/5550100777")

        let badLink = admin.post(
            page, form: [("honorific", ""), ("name", "Radwa"), ("city", "Toronto"), ("meetingLink", "http://zoom.us/j/1")], csrfFrom: page)
        #expect(badLink.status == .unprocessableEntity && badLink.text.contains("meetingLink-error"))
        let badCity = admin.post(page, form: [("honorific", ""), ("name", "Radwa"), ("city", "Qwxyzzy")], csrfFrom: page)
        #expect(badCity.status == .unprocessableEntity && badCity.text.contains("city-error"))

        let availability = "\(page)/availability"
        let added = admin.post(availability, form: [("weekday", "2"), ("from", "15:40"), ("to", "17:40")], csrfFrom: page)
        #expect(added.status == .ok && added.text.contains("Tuesday 15:40–17:40"))
        let windows = try BookingStore(database: app.env.database).windows(coach: ID(radwa.id.rawValue))
        #expect(windows.contains(AvailabilityWindow(weekday: .tuesday, startMinute: 940, endMinute: 1060)))
        let backwards = admin.post(availability, form: [("weekday", "2"), ("from", "17:40"), ("to", "15:40")], csrfFrom: page)
        #expect(backwards.status == .unprocessableEntity && backwards.text.contains("to-error"))
        let removed = admin.post(availability, form: [("weekday", "2"), ("remove", "940")], csrfFrom: page)
        #expect(removed.status == .ok)
        let after = try BookingStore(database: app.env.database).windows(coach: ID(radwa.id.rawValue))
        #expect(!after.contains { $0.startMinute == 940 })
        #expect(admin.get("/admin/coaches/nobody").status == .notFound)

        // Students see their coach's name, link and one-to-one times: each accepted change is audited (the refused ones
        // are not) and listed on the coach's page.
        let entries = try AdminAuditLog(database: app.env.database).entries(for: .coach(ID(radwa.id.rawValue)))
        #expect(
            entries.map(\.action) == ["Removed a one-to-one window", "Added a one-to-one window", "Updated the profile"],
            "\(entries.map(\.action))")
        #expect(entries.allSatisfy { $0.actor.name == "Programme Admin" })
        #expect(entries.last?.detail.hasPrefix("Updated the profile: shown as Ust. Radwa · Toronto") == true)
        #expect(entries[1].detail == "Added a one-to-one window: Tuesday 15:40–17:40 in the coach's zone.")
        let history = admin.get(page).text
        #expect(history.contains("Added a one-to-one window: Tuesday 15:40–17:40") && history.contains("Updated the profile: shown as"))
    }

    @Test func aCoachsPageListsTheirStudents() throws {
        let app = try TestApp()
        let amina = try #require(try app.env.accounts.account(email: "amina@quranflow.test"))
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        #expect(admin.get("/admin/coaches/\(amina.id.rawValue)").text.contains("Sarah Ahmed"))
    }

    @Test func coachesAndStudentsGet403() throws {
        let app = try TestApp()
        let amina = try #require(try app.env.accounts.account(email: "amina@quranflow.test"))
        for email in ["amina@quranflow.test", "sarah@quranflow.test"] {
            let client = app.client()
            client.signIn(email)
            #expect(client.get("/admin/coaches").status == .forbidden)
            #expect(client.get("/admin/coaches/\(amina.id.rawValue)").status == .forbidden)
            #expect(client.post("/admin/coaches/\(amina.id.rawValue)", form: [("name", "X")], csrfFrom: "/account").status == .forbidden)
            #expect(
                client.post("/admin/coaches/\(amina.id.rawValue)/availability", form: [("weekday", "1")], csrfFrom: "/account").status
                    == .forbidden)
        }
    }
}
