import Calendar
import Foundation

/// AN-01's list: active rules with their next instance, those that need attention, and a collapsed Archived
/// section (with Restore).
///
/// ```swift
/// let list = AnchorRuleList(rules: rules, marks: marks, clock: clock, now: now)
/// list.active.first?.detail   // "Next: Dhuhr · 13:06"
/// ```
public struct AnchorRuleList: Hashable, Sendable {
    /// One rule's row.
    public struct Row: Hashable, Sendable {
        public let rule: AnchorRule
        /// The next window not yet closed, if any within two months.
        public let next: AnchorInstance?
        /// The line under the title: "Next: Dhuhr · 13:06", "Paused", "Needs attention · …", "Nothing coming up".
        public let detail: String
    }

    /// Rules that are not archived, in the order given (paused ones included, marked as paused).
    public let active: [Row]
    /// Archived rules, for the collapsed section.
    public let archived: [Row]

    /// Whether any rule needs attention (AN-07) — for a badge on the Anchors segment.
    public var needsAttention: Bool { active.contains { $0.rule.needsAttention } }

    public init(rules: [AnchorRule], marks: [AnchorMark], clock: DayClock, now: Date) {
        func row(_ rule: AnchorRule) -> Row {
            if case .needsAttention(let raw) = rule.kind {
                return Row(rule: rule, next: nil, detail: "Needs attention · " + raw.reason.message)
            }
            if rule.isArchived { return Row(rule: rule, next: nil, detail: "Archived") }
            if rule.isPaused { return Row(rule: rule, next: nil, detail: "Paused") }
            guard let next = AnchorDay.next(of: rule, marks: marks, clock: clock, now: now) else {
                return Row(rule: rule, next: nil, detail: "Nothing coming up")
            }
            let name = next.title == rule.title ? "" : next.title.replacingOccurrences(of: "\(rule.title) · ", with: "") + " · "
            if next.window.start <= now {
                // Open now: its start is past, so the line names when it closes rather than a time gone by.
                let end = clock.calendar.localTime(of: next.window.end).hourMinute
                let closes = clock.today(at: next.window.end)
                let until = closes == clock.today(at: now) ? end : "\(closes.weekday.shortName) \(closes.day) · \(end)"
                return Row(rule: rule, next: next, detail: "Open now: \(name)until \(until)")
            }
            let time = clock.calendar.localTime(of: next.window.start).hourMinute
            let when = next.day == clock.today(at: now) ? time : "\(next.day.weekday.shortName) \(next.day.day) · \(time)"
            return Row(rule: rule, next: next, detail: "Next: \(name)\(when)")
        }
        active = rules.filter { !$0.isArchived }.map(row)
        archived = rules.filter(\.isArchived).map(row)
    }
}
