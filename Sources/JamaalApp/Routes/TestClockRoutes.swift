import Calendar
import Foundation
import HTTPServer
import JamaalRoutes
import Routing
import ServerSupport

/// `POST /_test/clock` (only with `--test-clock`, only from loopback, no CSRF): moves the clock by `advance` seconds or
/// `to` an ISO-8601 instant (``TestClockRequest``). Without the flag the route is not registered (404).
enum TestClockRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.testClock) { req in
            .text("now \(ISO8601.format(try TestClockRequest.apply(try req.form(), to: req.environment.clock)))")
        }
    }
}
