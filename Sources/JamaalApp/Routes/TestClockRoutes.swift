import Foundation
import HTTPServer

/// `POST /_test/clock` (only with `--test-clock`, only from loopback, no CSRF): moves the clock by `advance` seconds or
/// `to` an ISO-8601 instant. Without the flag the route is not registered (404).
enum TestClockRoutes {
    static func register(on routes: JamaalRoutes) {
        routes.add(.POST, "/_test/clock", access: .testClock) { req in
            let form = try req.form()
            let clock = req.environment.clock
            if let advance = form["advance"] {
                guard let seconds = Double(advance), seconds.isFinite else {
                    throw HTTPError(.badRequest, "advance must be a number of seconds, like 3600.", field: "advance")
                }
                clock.advance(by: seconds)
            } else if let to = form["to"] {
                guard let instant = JamaalISO8601.parse(to) else {
                    throw HTTPError(.badRequest, "to must be an ISO-8601 instant, like 2026-11-29T10:05:00Z.", field: "to")
                }
                clock.set(to: instant)
            } else {
                throw HTTPError(.badRequest, "Send advance (seconds) or to (ISO-8601).", field: "advance")
            }
            return .text("now \(JamaalISO8601.format(clock.now()))")
        }
    }
}

/// ISO-8601 instants as the command line and the test clock take them (with or without fractions).
public enum JamaalISO8601 {
    public static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    public static func format(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}
