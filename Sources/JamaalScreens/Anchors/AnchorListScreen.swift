import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// AN-01: the Anchor rules list, the Anchors segment of the Habits tab — each rule with its next instance and whether
/// it is enabled, the rules that need attention (AN-07), and a collapsed Archived section with Restore.
///
/// ```swift
/// let screen = AnchorListScreen(list: AnchorRuleList(rules: rules, marks: marks, clock: clock, now: now))
/// screen.rules.first?.detail   // "Next: Dhuhr · 11:56"
/// ```
public struct AnchorListScreen: Codable, Hashable, Sendable {
    public struct Rule: Codable, Hashable, Sendable {
        public let id: String
        public let title: String
        /// "Prayer times", "Scheduled", "One-off", or nil for a rule that needs attention.
        public let typeLabel: String?
        /// "Next: Dhuhr · 11:56", "Paused", "Needs attention · …", "Nothing coming up".
        public let detail: String
        /// Enabled: not paused (and readable).
        public let isEnabled: Bool
        public let needsAttention: Bool
        public let detailPath: String
        /// POST: Restore (archived rows only).
        public let restorePath: String?
        /// The enabled switch: POST to pause ("Pause") or resume ("Resume"); nil for archived or unreadable rules.
        public let toggle: Toggle?
    }

    /// AN-01's enabled switch on a row.
    public struct Toggle: Codable, Hashable, Sendable {
        public let label: String
        public let path: String
    }

    /// The segment control: Habits · Anchors (shared with HB-01).
    public typealias Segment = HabitsTabSegment

    public let title: String
    public let segments: [Segment]
    public let rules: [Rule]
    /// The AN-07 banner when a rule needs attention.
    public let attentionLine: String?
    public let archived: [Rule]
    /// "Archived · 2".
    public let archivedTitle: String
    public let addPath: String
    /// The one line when there are no rules yet.
    public let emptyLine: String?

    public init(list: AnchorRuleList) {
        title = "Anchors"
        segments = HabitsTabSegment.habitsTab(current: .anchors)
        func rule(_ row: AnchorRuleList.Row) -> Rule {
            let id = row.rule.id
            return Rule(
                id: id.rawValue, title: row.rule.title, typeLabel: AnchorText.typeLabel(row.rule.kind), detail: row.detail,
                isEnabled: !row.rule.isPaused && !row.rule.needsAttention && !row.rule.isArchived,
                needsAttention: row.rule.needsAttention, detailPath: JamaalRoute.anchor.path(id),
                restorePath: row.rule.isArchived ? JamaalRoute.restoreAnchor.path(id) : nil,
                toggle: row.rule.isArchived || row.rule.needsAttention
                    ? nil
                    : row.rule.isPaused
                        ? Toggle(label: "Resume", path: JamaalRoute.resumeAnchor.path(id))
                        : Toggle(label: "Pause", path: JamaalRoute.pauseAnchor.path(id)))
        }
        rules = list.active.map(rule)
        archived = list.archived.map(rule)
        archivedTitle = "Archived · \(list.archived.count)"
        attentionLine = list.needsAttention ? "A rule needs attention. It is kept as it was — update Jamaal to see it." : nil
        addPath = JamaalRoute.newAnchor.path()
        emptyLine = list.active.isEmpty ? "No Anchors yet." : nil
    }
}

/// Words the Anchor screens share.
public enum AnchorText {
    /// "Prayer times", "Scheduled", "One-off"; nil for a rule that needs attention.
    public static func typeLabel(_ kind: AnchorRuleKind) -> String? {
        switch kind {
        case .prayer: "Prayer times"
        case .scheduled: "Scheduled"
        case .oneOff: "One-off"
        case .needsAttention: nil
        }
    }

    /// "Muslim World League" from "MuslimWorldLeague".
    public static func spaced(_ name: String) -> String {
        var out = ""
        for (index, character) in name.enumerated() {
            if index > 0, character.isUppercase { out.append(" ") }
            out.append(character)
        }
        return out
    }

    /// "Fixed time" / "Any time in the window".
    public static func placement(_ placement: AnchorPlacement) -> String {
        placement == .fixed ? "Fixed time" : "Any time in the window"
    }

    /// "30 min", or "No duration".
    public static func duration(_ minutes: Int?) -> String {
        minutes.map { DurationText.minutes($0) } ?? "No duration"
    }
}
