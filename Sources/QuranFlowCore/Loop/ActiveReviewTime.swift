import Foundation

/// A coach's active time on one review, from the Review screen's activity events — the single home
/// of the rule that replaces the time clock:
///
/// - Time counts only while a Review screen is open: each `open` opens one (the server logs it as it serves the
///   page), each `close` closes one (the page reports it as it goes), and time stops when none is left open (a
///   missing close ends at the last event). Every mark or note reloads the page, and the old page's close reaches
///   the server just *after* the new page's open — so a close ends the stretch only if no other page is open.
/// - Between one activity's end and the next event, the gap counts in full if it is 2 minutes or
///   less; a longer gap is an idle stretch and counts **not at all** (1:59 and 2:00 count, 2:01 does not).
/// - Playing and recording count for as long as they ran.
/// - Events outside an open screen are ignored; overlapping events are not counted twice; at the
///   same instant an `open` comes first and a `close` last.
///
/// ```swift
/// ActiveReviewTime(events: log).label   // "14:32 on this review · logged automatically"
/// ```
public struct ActiveReviewTime: Hashable, Sendable {
    /// Active seconds.
    public let seconds: TimeInterval

    /// The longest quiet gap still counted as active.
    public static let idleLimit: TimeInterval = 120

    /// The active time of `events` (any order); with `window`, only the part of it inside the window (a review that
    /// runs across midnight on Sunday counts in each week for its own part).
    public init(events: [ActivityEvent], within window: DateInterval? = nil) {
        /// The seconds of `from..<to` inside the window.
        func counted(_ from: Date, _ to: Date) -> TimeInterval {
            guard let window else { return to.timeIntervalSince(from) }
            return max(0, min(to, window.end).timeIntervalSince(max(from, window.start)))
        }
        var total: TimeInterval = 0
        var activeUntil: Date?  // end of the latest activity while a screen is open; nil when none is
        var openScreens = 0
        for event in events.sorted(by: { ($0.at, Self.rank($0.kind)) < ($1.at, Self.rank($1.kind)) }) {
            guard let last = activeUntil else {
                if event.kind == .open {
                    activeUntil = event.end
                    openScreens = 1
                }
                continue
            }
            let gap = event.at.timeIntervalSince(last)
            if gap > 0, gap <= Self.idleLimit { total += counted(last, event.at) }
            // Count the event's own running time beyond what is already counted.
            let start = max(event.at, last)
            if event.end > start { total += counted(start, event.end) }
            activeUntil = max(last, event.end)
            switch event.kind {
            case .open: openScreens += 1
            case .close:
                openScreens -= 1
                if openScreens == 0 { activeUntil = nil }
            default: break
            }
        }
        seconds = total
    }

    /// At the same instant: open first, close last.
    private static func rank(_ kind: ActivityEvent.Kind) -> Int {
        switch kind {
        case .open: 0
        case .close: 2
        default: 1
        }
    }

    /// "14:32" (m:ss), or "1:02:05" from an hour.
    public var clock: String {
        let whole = Int(seconds)
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        let ss = s < 10 ? "0\(s)" : "\(s)"
        return h > 0 ? "\(h):\(m < 10 ? "0" : "")\(m):\(ss)" : "\(m):\(ss)"
    }

    /// The Review footer: "14:32 on this review · logged automatically".
    public var label: String {
        "\(clock) on this review · logged automatically"
    }
}
