import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalRoutes
import Testing

/// Issue 40's same class of fault in requests: a day a form posts is read by the forms' bounded parser
/// (`checkedDate(iso:)`, 2000–2100), never as any four-digit year whose day arithmetic would trap.
@Suite("Jamaal request days are the forms' bounded days")
struct BoundedRequestFieldTests {
    @Test("WB-02's suggestion and the notifications banner refuse a day outside 2000–2100 (422 naming it)")
    func daysOutsideTheFormsRange() throws {
        let client = try JamaalTestApp().client()
        for day in ["9999-12-31", "0001-01-01", "1999-12-31"] {
            let lighten = client.post(
                JamaalRoute.applyWellbeingAction.path(), [("action", "lighten"), ("day", day), ("from", "full"), ("level", "steady")])
            #expect(lighten.status == .unprocessableEntity, "\(day)")
            let move = client.post(
                JamaalRoute.applyWellbeingAction.path(), [("action", "move"), ("task", "t-gym"), ("from", "2026-11-30"), ("to", day)])
            #expect(move.status == .unprocessableEntity, "\(day)")
            let banner = client.post(JamaalRoute.notificationsBanner.path(), [("choice", "dismiss"), ("day", day)])
            #expect(banner.status == .unprocessableEntity, "\(day)")
        }
        #expect(client.post(JamaalRoute.notificationsBanner.path(), [("choice", "dismiss"), ("day", "2026-11-29")]).status == .seeOther)
    }
}
