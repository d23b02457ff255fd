import Foundation

/// "Usually replies within a day": from a coach's real first replies — the median, over the last 30 days, of the time
/// from a student's message to the coach's next message in that thread; with fewer than 5 such replies, the
/// programme's promise.
///
/// ```swift
/// ReplyTime.label(firstReplies: [3600, 7200, 5400, 9000, 1800])   // "Usually replies within a few hours"
/// ReplyTime.label(firstReplies: [])                                // "Replies within 48 hours"
/// ```
public enum ReplyTime {
    /// The fewest first replies that make a median worth showing.
    public static let minimumSample = 5
    /// How far back the first replies are taken.
    public static let window: TimeInterval = 30 * 86400
    /// The programme's promise, shown until there are enough replies.
    public static let promise = "Replies within 48 hours"

    /// The waits (seconds) from each student message that opened a wait to the coach's next message, for waits
    /// answered within the last 30 days of `now`. `messages` are one thread's, in any order.
    public static func firstReplies(_ messages: [Message], now: Date) -> [TimeInterval] {
        var waits: [TimeInterval] = []
        var waitingSince: Date?
        for message in messages.sorted(by: { $0.sentAt < $1.sentAt }) {
            if message.fromStudent {
                if waitingSince == nil { waitingSince = message.sentAt }
            } else if let since = waitingSince {
                if now.timeIntervalSince(message.sentAt) <= window { waits.append(message.sentAt.timeIntervalSince(since)) }
                waitingSince = nil
            }
        }
        return waits
    }

    /// The eyebrow line for the median of `firstReplies` (seconds).
    public static func label(firstReplies: [TimeInterval]) -> String {
        guard firstReplies.count >= minimumSample else { return promise }
        let sorted = firstReplies.sorted()
        let middle = sorted.count / 2
        let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        switch median {
        case ..<3600: return "Usually replies within an hour"
        case ..<(6 * 3600): return "Usually replies within a few hours"
        case ..<86400: return "Usually replies within a day"
        case ..<(2 * 86400): return "Usually replies within 2 days"
        default: return promise
        }
    }
}
