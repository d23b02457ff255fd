import Foundation
import HTTPServer

/// `POST /_test/clock` (only with `--test-clock`, only from loopback): moves the clock by `advance` seconds or `to`
/// an ISO-8601 instant, then runs every job that became due. Without the flag the route is not registered (404).
enum TestClockRoutes {
    static func register(on routes: RouteTable, jobs: JobRunner) {
        routes.add(.POST, "/_test/clock", access: .testClock) { ctx in
            let form = try ctx.request.formData()
            let clock = ctx.environment.clock
            if let advance = form["advance"] {
                guard let seconds = Double(advance), seconds.isFinite else {
                    throw HTTPError(.badRequest, "advance must be a number of seconds, like 3600.", field: "advance")
                }
                clock.advance(by: seconds)
            } else if let to = form["to"] {
                guard let instant = ISO8601.parse(to) else {
                    throw HTTPError(.badRequest, "to must be an ISO-8601 instant, like 2026-10-27T13:48:00-04:00.", field: "to")
                }
                clock.set(to: instant)
            } else {
                throw HTTPError(.badRequest, "Send advance (seconds) or to (ISO-8601).", field: "advance")
            }
            let ran = try jobs.runDue(now: clock.now())
            return .text("now \(ISO8601.format(clock.now())); ran \(ran) job\(ran == 1 ? "" : "s")")
        }
    }
}

/// ISO-8601 instants as the command line and the test clock take them ("2026-10-27T13:48:00-04:00", with or without fractions).
public enum ISO8601 {
    public static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    public static func format(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
