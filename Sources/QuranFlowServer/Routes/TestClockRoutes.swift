import Calendar
import Foundation
import HTTPServer
import ServerSupport

/// `POST /_test/clock` (only with `--test-clock`, only from loopback): moves the clock by `advance` seconds or `to`
/// an ISO-8601 instant (``TestClockRequest``), then runs every job that became due. Without the flag the route is not
/// registered (404).
enum TestClockRoutes {
    static func register(on routes: RouteTable, jobs: JobRunner) {
        routes.add(.POST, "/_test/clock", access: .testClock) { ctx in
            let now = try TestClockRequest.apply(try ctx.request.formData(), to: ctx.environment.clock)
            let ran = try jobs.runDue(now: now)
            return .text("now \(ISO8601.format(now)); ran \(ran) job\(ran == 1 ? "" : "s")")
        }
    }
}
