import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// AN-10: one of the actions on an Anchor row, as ``AnchorMark/choices(for:at:)`` gives them: Attended only while the
/// window is open; Not today and Someone else did it until it closes ("Mark ahead" before it opens). Only what can be
/// done is offered, so an action is always enabled and carries no note.
public struct AnchorActionModel: Codable, Hashable, Sendable {
    /// "attended", "notToday", "someoneElseDidIt" — the `outcome` field of the POST.
    public let outcome: String
    public let label: String
    public let isEnabled: Bool
    /// Whether this is the instance's current outcome.
    public let isCurrent: Bool
    /// Why a disabled action is disabled.
    public let note: String?
}

/// One Anchor instance as TD-01 shows it (AN-09): title, window times, status, window bar, and its actions.
///
/// ```swift
/// let row = AnchorInstanceModel(instance: dhuhr, status: .open, clock: clock, now: now)
/// row.statusText   // "Open · until 13:31"
/// ```
public struct AnchorInstanceModel: Codable, Hashable, Sendable {
    /// The instance id (`rule/slot/date`), sent as the `instance` field when marking.
    public let id: String
    public let ruleID: String
    public let title: String
    /// "11:56–13:31", or "Mon 7 Dec – Wed 9 Dec" for a multi-day window (its last day is the one it closes on).
    public let windowText: String
    /// "upcoming", "open", "attended", "notToday", "someoneElseDidIt", "missed" (or a newer outcome's raw value).
    public let status: String
    /// "Opens 13:31", "Open · until 15:52" ("Open · until Wed 9 Dec" for a multi-day window), "Attended",
    /// "Someone else did it", "Missed".
    public let statusText: String
    /// How much of the window has passed at `now`, 0–100 (the window bar).
    public let windowBarPercent: Int
    /// The actions that can be taken now: Not today and Someone else did it before the window opens, all three while
    /// it is open, none after.
    public let actions: [AnchorActionModel]
    /// The POST target of every action (fields: `instance`, `outcome`).
    public let markPath: String

    /// `title` overrides the instance's own (a group's member shows "Pick-up", not "School run · Pick-up").
    public init(instance: AnchorInstance, status: AnchorStatus, clock: DayClock, now: Date, title shownTitle: String? = nil) {
        let calendar = clock.calendar
        func time(_ date: Date) -> String { DayText.time(calendar.localTime(of: date)) }
        id = instance.id
        ruleID = instance.ruleID.rawValue
        title = shownTitle ?? instance.title
        let multiDay = instance.isMultiDay(clock: clock)
        let lastDay = DayText.short(calendar.localDate(of: instance.window.lastSecond))
        windowText =
            multiDay
            ? "\(DayText.short(calendar.localDate(of: instance.window.start))) – \(lastDay)"
            : "\(time(instance.window.start))–\(time(instance.window.end))"
        switch status {
        case .upcoming:
            self.status = "upcoming"
            statusText = "Opens \(time(instance.window.start))"
        case .open:
            self.status = "open"
            statusText = "Open · until \(multiDay ? lastDay : time(instance.window.end))"
        case .marked(let outcome):
            self.status = outcome.rawValue
            statusText = outcome.label
        case .missed:
            self.status = "missed"
            statusText = "Missed"
        }
        let span = instance.window.end.timeIntervalSince(instance.window.start)
        let passed = now.timeIntervalSince(instance.window.start)
        windowBarPercent = Swift.min(Swift.max(Saturating.int((passed / span * 100).rounded(.down)), 0), 100)
        let current: String? = if case .marked(let outcome) = status { outcome.rawValue } else { nil }
        actions = AnchorMark.choices(for: instance, at: now).map { outcome in
            AnchorActionModel(
                outcome: outcome.rawValue, label: outcome.label, isEnabled: true, isCurrent: current == outcome.rawValue, note: nil)
        }
        markPath = JamaalRoute.markAnchor.path()
    }
}

/// A row of TD-01's Anchors section: a plain instance, or a grouped row ("Salah 3/5") that expands to its members.
///
/// ```swift
/// let rows = AnchorTodayRow.rows(for: anchorDay, marks: marks, clock: clock, now: now)
/// rows.first?.title   // "Salah 3/5"
/// ```
public struct AnchorTodayRow: Codable, Hashable, Sendable {
    /// "plain" or "group".
    public let kind: String
    /// "School run · Pick-up", or "Salah 3/5" for a group.
    public let title: String
    /// A plain row's instance.
    public let instance: AnchorInstanceModel?
    /// A group's members in window order.
    public let members: [AnchorInstanceModel]
    /// A group opens expanded while one of its members is open (its actions are needed now).
    public let isExpanded: Bool
    /// For a collapsed group: its member now open or next ("Next: Asr 13:31"), if any.
    public let summary: String?

    /// The rows of `day` at `now`, in AN-09's order (the engine's ``AnchorRow``).
    public static func rows(for day: AnchorDay, marks: [AnchorMark], clock: DayClock, now: Date) -> [AnchorTodayRow] {
        AnchorRow.rows(for: day, marks: marks, now: now).map { row in
            switch row {
            case .plain(let instance, let status):
                return AnchorTodayRow(
                    kind: "plain", title: instance.title,
                    instance: AnchorInstanceModel(instance: instance, status: status, clock: clock, now: now), members: [],
                    isExpanded: false, summary: nil)
            case .group(let group, let members, _):
                let models = members.map {
                    let prefix = group + " · "
                    let short = $0.instance.title.hasPrefix(prefix) ? String($0.instance.title.dropFirst(prefix.count)) : $0.instance.title
                    return AnchorInstanceModel(instance: $0.instance, status: $0.status, clock: clock, now: now, title: short)
                }
                let live = models.first { $0.status == "open" } ?? models.first { $0.status == "upcoming" }
                return AnchorTodayRow(
                    kind: "group", title: row.text, instance: nil, members: models, isExpanded: models.contains { $0.status == "open" },
                    summary: live.map { "\($0.status == "open" ? "Now" : "Next"): \($0.title) · \($0.statusText)" })
            }
        }
    }
}
