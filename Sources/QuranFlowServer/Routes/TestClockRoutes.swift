import Calendar
import Foundation
import HTTPServer
import QuranFlowJobs
import QuranFlowRoutes
import ServerSupport

/// `POST /_test/clock` (only with `--test-clock`, only from loopback): moves the clock by `advance` seconds or `to`
/// an ISO-8601 instant (``TestClockRequest``), then runs every job that became due and sends the push and mail they
/// queued. Without the flag the route is not registered (404).
enum TestClockRoutes {
    static func register(on routes: AppRoutes, jobs: JobRunner, delivery: DeliveryWorker) {
        routes.add(QuranFlowRoute.testClock) { ctx in
            let now = try TestClockRequest.apply(try ctx.request.formData(), to: ctx.environment.clock)
            // The jobs that became due run now; long background work (the demo's media) stays with the server's timer.
            let ran = try jobs.runDue(now: now, includingBackground: false)
            delivery.runDue(now: now)
            ctx.environment.ambient.clockMoved()  // open boards read the server's now again
            return .text("now \(ISO8601.format(now)); ran \(ran) job\(ran == 1 ? "" : "s")")
        }
    }
}
