import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Testing

/// No value from a request reaches a trap in Jamaal: the most negative Int as minutes or an adjustment, dates far past
/// 2100 on tasks (which later roll a repeat forward) and habits. Each is a 4xx, and the app answers the next request —
/// a trap would end the test process, as it would end the server.
@Suite("Jamaal refuses hostile input and stays up")
struct JamaalHostileInputTests {
    static let minInt = "-9223372036854775808"

    func stillAnswers(_ client: JamaalTestClient) {
        #expect(client.get("/today").status == .ok)
    }

    @Test("Minutes beyond Int's range on a timed habit are a 422, and in range they log")
    func habitMinutes() throws {
        let client = try JamaalTestApp().client()
        for minutes in [Self.minInt, "9223372036854775807", "99999999999999999999", "-601", "601", "0"] {
            let response = client.post("/habits/h-quran/log", [("value", "minutes"), ("minutes", minutes)])
            #expect(response.status == .unprocessableEntity, "\(minutes)")
        }
        #expect(client.post("/habits/h-quran/log", [("value", "minutes"), ("minutes", "-5")]).status == .seeOther)
        #expect(client.post("/habits/h-quran/log", [("value", "minutes"), ("minutes", "600")]).status == .seeOther)
        #expect(client.post("/habits/h-quran/log", [("value", "done"), ("slot", Self.minInt)]).status == .unprocessableEntity)
        stillAnswers(client)
    }

    @Test("A habit's day outside 2000–2100 is a 422")
    func habitDay() throws {
        let client = try JamaalTestApp().client()
        #expect(client.get("/habits/h-quran?day=9999-12-31").status == .unprocessableEntity)
        #expect(client.post("/habits/h-quran/log", [("value", "done"), ("day", "0001-01-01")]).status == .unprocessableEntity)
        stillAnswers(client)
    }

    @Test("A prayer adjustment of the most negative Int names its field")
    func prayerAdjustment() throws {
        let client = try JamaalTestApp().client()
        let refused = client.post(
            "/habits/anchors/new/prayer", AnchorRouteTests.prayerForm(["adjust.fajr": Self.minInt]),
            csrfFrom: "/habits/anchors/new/prayer")
        #expect(refused.status == .unprocessableEntity)
        #expect(refused.text.contains("Adjust Fajr by whole minutes between -60 and 60"))
        let duration = client.post(
            "/habits/anchors/new/prayer", AnchorRouteTests.prayerForm(["duration": Self.minInt]),
            csrfFrom: "/habits/anchors/new/prayer")
        #expect((400...499).contains(duration.status.code))
        stillAnswers(client)
    }

    @Test("A repeating task dated past 2100 is refused, so completing it can never roll past year 9999")
    func taskDates() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        for date in ["9999-12-31", "0001-01-01", "2101-01-01"] {
            let made = client.post(
                "/today/tasks", TaskFlowTests.form("Far away", [("schedule", "date"), ("date", date), ("repeat", "daily")]))
            #expect(made.status == .unprocessableEntity, "\(date)")
            #expect(made.text.contains("Pick a date from 2000 to 2100."))
        }
        let edge = client.post(
            "/today/tasks", TaskFlowTests.form("At the edge", [("schedule", "date"), ("date", "2100-12-31"), ("repeat", "daily")]))
        #expect(edge.status == .seeOther)
        stillAnswers(client)
    }
}
