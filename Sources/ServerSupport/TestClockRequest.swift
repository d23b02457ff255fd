import Calendar
import Foundation
import HTTPServer

/// The body of `POST /_test/clock` both servers offer with `--test-clock`: a form moving the clock by `advance`
/// seconds or `to` an ISO 8601 instant. Anything else is a 400 naming the field.
///
/// ```swift
/// let now = try TestClockRequest.apply(try request.formData(), to: environment.clock)
/// ```
public enum TestClockRequest {
    /// Moves `clock` as `form` asks and returns the clock's new now.
    @discardableResult
    public static func apply(_ form: FormData, to clock: TimeSource) throws -> Date {
        if let advance = form["advance"] {
            guard let seconds = Double(advance), seconds.isFinite else {
                throw HTTPError(.badRequest, "advance must be a number of seconds, like 3600.", field: "advance")
            }
            // The clock stays within the instants a request may name, so no page computed at it can leave the calendar.
            try RequestField.check(clock.now().addingTimeInterval(seconds), field: "advance")
            clock.advance(by: seconds)
        } else if let to = form["to"] {
            guard let instant = ISO8601.parse(to) else {
                throw HTTPError(.badRequest, "to must be an ISO-8601 instant, like 2026-10-27T13:48:00-04:00.", field: "to")
            }
            clock.set(to: try RequestField.check(instant, field: "to"))
        } else {
            throw HTTPError(.badRequest, "Send advance (seconds) or to (ISO-8601).", field: "advance")
        }
        return clock.now()
    }
}
