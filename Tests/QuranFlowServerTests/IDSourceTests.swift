import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// A booking's id comes from the environment's ID source (pinned here), not from a random call inside the handler.
@Suite struct IDSourceTests {
    @Test func aBookingTakesTheEnvironmentsNextID() throws {
        let app = try TestApp(ids: .sequential(prefix: "pinned"))
        try app.env.database.write { db in
            _ = try db.execute("DELETE FROM held_slots", [])
            _ = try db.execute("DELETE FROM one_to_one_bookings", [])
        }
        let khadija = try BookingRouteTests.token(app, "khadija@quranflow.test")
        #expect(BookingRouteTests.book(app, khadija, mode: "week", start: BookingRouteTests.week9).status == .created)
        let bookings =
            app.client().send(.get, "/api/bookings", headers: [("Authorization", "Bearer \(khadija)")]).json?["bookings"]
            as? [[String: Any]]
        #expect((bookings?.first?["id"] as? String)?.hasPrefix("pinned-") == true, "\(String(describing: bookings))")
    }
}
