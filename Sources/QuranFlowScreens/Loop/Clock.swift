import Foundation

/// Durations as a player writes them.
enum Clock {
    /// "2:41" for 161 s; "0:00" for anything below a second.
    static func minutesSeconds(_ seconds: TimeInterval) -> String {
        let whole = max(0, Int(seconds.rounded(.down)))  // as a player counts: 33.9 s is 0:33
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }

    /// "just now", "3 min ago", "2 hours ago", "2 days ago".
    static func ago(_ instant: Date, now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(instant)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86_400: return seconds / 3600 == 1 ? "1 hour ago" : "\(seconds / 3600) hours ago"
        default: return seconds / 86_400 == 1 ? "1 day ago" : "\(seconds / 86_400) days ago"
        }
    }
}
