import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// AN-10: one of the three actions on an Anchor row. Attended is enabled only while the window is open; Not today
/// and Someone else did it until it closes. A disabled action says why ("Attended opens at 13:31").
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
    /// "11:56–13:31", or "Mon 30 Nov 00:00 – Thu 3 Dec 00:00" for a multi-day window.
    public let windowText: String
    /// "upcoming", "open", "attended", "notToday", "someoneElseDidIt", "missed" (or a newer outcome's raw value).
    public let status: String
    /// "Opens 13:31", "Open · until 15:52", "Attended", "Someone else did it", "Missed".
    public let statusText: String
    /// How much of the window has passed at `now`, 0–100 (the window bar).
    public let windowBarPercent: Int
    /// Whether the window spans several days (plants): "Open until Thu 3 Dec".
    public let multiDayText: String?
    /// The three actions while the window has not closed; none after.
    public let actions: [AnchorActionModel]
    /// The POST target of every action (fields: `instance`, `outcome`).
    public let markPath: String

    /// `title` overrides the instance's own (a group's member shows "Pick-up", not "School run · Pick-up").
    public init(instance: AnchorInstance, status: AnchorStatus, clock: DayClock, now: Date, title shownTitle: String? = nil) {
        let calendar = clock.calendar
        func time(_ date: Date) -> String { DayText.time(calendar.localTime(of: date)) }
        func dayTime(_ date: Date) -> String { DayText.short(calendar.localDate(of: date)) + " " + time(date) }
        id = instance.id
        ruleID = instance.ruleID.rawValue
        title = shownTitle ?? instance.title
        let multiDay = instance.isMultiDay(clock: clock)
        windowText =
            multiDay
            ? "\(dayTime(instance.window.start)) – \(dayTime(instance.window.end))"
            : "\(time(instance.window.start))–\(time(instance.window.end))"
        multiDayText = multiDay ? "Open until \(DayText.short(calendar.localDate(of: instance.window.lastSecond)))" : nil
        let phase = instance.window.phase(at: now)
        switch status {
        case .upcoming:
            self.status = "upcoming"
            statusText = "Opens \(time(instance.window.start))"
        case .open:
            self.status = "open"
            statusText = "Open · until \(time(instance.window.end))"
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
        if phase == .closed {
            actions = []
        } else {
            actions = AnchorOutcome.allCases.map { outcome in
                let enabled = outcome == .attended ? phase == .open : true
                return AnchorActionModel(
                    outcome: outcome.rawValue, label: outcome.label, isEnabled: enabled, isCurrent: current == outcome.rawValue,
                    note: enabled ? nil : "Attended opens at \(time(instance.window.start))")
            }
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
