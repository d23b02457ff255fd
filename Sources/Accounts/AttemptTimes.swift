import Foundation

/// Reading the stored times of earlier attempts (failed sign-ins, reset requests) against `now`, the one way every
/// limit on them does: which are earlier than `now`, and how many fall inside a window before it.
///
///     AttemptTimes.count(times, within: 3600, before: now)   // the attempts of the last hour
public enum AttemptTimes {
    /// How far past `now` an attempt's time may lie and still count as an earlier attempt: times are stored to the
    /// millisecond (rounded, so up to half of one ahead), and another process behind the same load balancer may
    /// record by a clock a little ahead. Further ahead (a server restarted at an earlier `--now` over old attempts) it
    /// is not an earlier attempt and is ignored.
    public static let clockTolerance: TimeInterval = 0.5

    /// The attempts that count as earlier than `now` (up to ``clockTolerance`` ahead of it).
    public static func earlier(_ times: [Date], than now: Date) -> [Date] {
        times.filter { $0 <= now.addingTimeInterval(clockTolerance) }
    }

    /// How many earlier attempts lie less than `window` before `now`.
    public static func count(_ times: [Date], within window: TimeInterval, before now: Date) -> Int {
        earlier(times, than: now).filter { $0 > now.addingTimeInterval(-window) }.count
    }
}
