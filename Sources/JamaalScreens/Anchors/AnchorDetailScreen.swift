import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import PrayerTimes
import Routing

/// AN-02: a rule's detail — the schedule summary, exceptions, upcoming instances; edit · pause · archive. A rule that
/// needs attention (AN-07) shows why and offers nothing that would change it.
///
/// ```swift
/// let screen = AnchorDetailScreen(rule: rule, marks: marks, clock: clock, now: now)
/// screen.summary   // ["Prayer times · Manchester, United Kingdom", "Muslim World League · Shafi", …]
/// ```
public struct AnchorDetailScreen: Codable, Hashable, Sendable {
    public struct Upcoming: Codable, Hashable, Sendable {
        public let title: String
        /// "Today · 11:56–13:31", "Tue 1 Dec · 08:15–08:45".
        public let when: String
    }

    public struct Exception: Codable, Hashable, Sendable {
        public let index: Int
        /// "Holiday · 26 Oct – 30 Oct", "Travel · from 3 Nov".
        public let summary: String
        public let note: String?
        /// POST: end it today (open-ended ones only).
        public let endPath: String?
        /// POST: remove it.
        public let removePath: String
    }

    public struct Action: Codable, Hashable, Sendable {
        public let label: String
        public let path: String
        /// "get" for a link, "post" for a form.
        public let method: String
    }

    public let id: String
    public let title: String
    public let typeLabel: String?
    /// "Paused", "Archived", or nil.
    public let stateLabel: String?
    /// The schedule summary, one line each.
    public let summary: [String]
    /// AN-07's line, for a rule this version cannot read.
    public let attentionLine: String?
    /// Today's notice: "No Fajr today — …" on a polar day with no resolution.
    public let notices: [String]
    public let exceptions: [Exception]
    public let exceptionsPath: String?
    public let upcoming: [Upcoming]
    /// "12 outcomes kept" — history survives edits, pauses and archives.
    public let historyLine: String
    /// The latest outcomes, newest first: "Sun 29 Nov · Dhuhr · Attended".
    public let recent: [String]
    public let actions: [Action]
    public let backPath: String

    public init(rule: AnchorRule, marks: [AnchorMark], markCount: Int, clock: DayClock, now: Date) {
        let id = rule.id
        let today = clock.today(at: now)
        self.id = id.rawValue
        title = rule.title
        typeLabel = AnchorText.typeLabel(rule.kind)
        stateLabel = rule.isArchived ? "Archived" : rule.isPaused ? "Paused" : nil
        summary = Self.summary(rule.kind)
        if case .needsAttention(let raw) = rule.kind { attentionLine = raw.reason.message } else { attentionLine = nil }
        notices = AnchorDay.instances(of: rule, openingOn: today, clock: clock, marks: marks).notices.map(\.text)
        exceptions = rule.exceptions.enumerated().map { index, exception in
            Exception(
                index: index, summary: exception.summary, note: exception.note,
                endPath: exception.ends == nil && !rule.needsAttention ? JamaalRoute.endAnchorException.path(id, index) : nil,
                removePath: JamaalRoute.removeAnchorException.path(id, index))
        }
        let editable = !rule.needsAttention && !rule.isArchived
        exceptionsPath = editable ? JamaalRoute.anchorExceptions.path(id) : nil
        var coming: [AnchorInstance] = []
        var offset = -1
        while coming.count < 6 && offset <= 21 {
            coming += AnchorDay.instances(of: rule, openingOn: today.adding(days: offset), clock: clock, marks: marks).instances
                .filter { $0.window.end > now }.sorted { $0.window.start < $1.window.start }
            offset += 1
        }
        let found = coming.prefix(6).map { instance in
            let start = clock.calendar.localTime(of: instance.window.start)
            let end = clock.calendar.localTime(of: instance.window.end)
            // A multi-day window (plants) names the day it closes on: "Fri 4 Dec · 08:00 – Sun 6 Dec 20:00".
            let span =
                instance.isMultiDay(clock: clock)
                ? " – \(DayText.short(clock.calendar.localDate(of: instance.window.end))) " : "–"
            let day = DayText.relative(instance.day, today: today)
            return Upcoming(title: instance.title, when: "\(day) · \(DayText.time(start))\(span)\(DayText.time(end))")
        }
        upcoming = found
        historyLine = markCount == 1 ? "1 outcome kept" : "\(markCount) outcomes kept"
        recent = marks.sorted { $0.at > $1.at }.prefix(5).map { mark in
            let slot = mark.slot == "once" ? rule.title : SalahPrayer(rawValue: mark.slot)?.name ?? mark.slot
            return "\(DayText.short(mark.instanceDay)) · \(slot) · \(mark.outcome.label)"
        }
        var actions: [Action] = []
        if editable {
            actions.append(Action(label: "Edit", path: JamaalRoute.editAnchor.path(id), method: "get"))
            actions.append(
                rule.isPaused
                    ? Action(label: "Resume", path: JamaalRoute.resumeAnchor.path(id), method: "post")
                    : Action(label: "Pause", path: JamaalRoute.pauseAnchor.path(id), method: "post"))
            actions.append(Action(label: "Archive", path: JamaalRoute.archiveAnchor.path(id), method: "post"))
        }
        if rule.isArchived { actions.append(Action(label: "Restore", path: JamaalRoute.restoreAnchor.path(id), method: "post")) }
        self.actions = actions
        backPath = JamaalRoute.anchors.path()
    }

    /// The schedule summary lines of each type.
    static func summary(_ kind: AnchorRuleKind) -> [String] {
        switch kind {
        case .prayer(let salah):
            let place: String =
                switch salah.location.source {
                case .city(let name): name
                case .device: String(format: "%.4f, %.4f", salah.location.latitude, salah.location.longitude)
                }
            let ishaEnd: String =
                switch salah.ishaEnd {
                case .middleOfTheNight: "Isha until the middle of the night"
                case .lastThird: "Isha until the last third of the night"
                case .fajr: "Isha until Fajr"
                }
            var lines = [
                "\(place) · \(salah.location.zone)",
                "\(AnchorText.spaced(salah.method.rawValue)) · \(salah.madhab == .hanafi ? "Hanafi" : "Shafi") Asr",
                salah.prayers.sorted().map(\.name).joined(separator: ", "),
                ishaEnd,
                "High latitudes: \(salah.highLatitudeRule.words.lowercased())",
            ]
            if salah.polarResolution != .unresolved {
                lines.append("Polar days: \(salah.polarResolution == .nearestDay ? "nearest day" : "nearest latitude")")
            }
            let adjusted = Prayer.allCases.filter { salah.adjustments[$0] != 0 }
            if !adjusted.isEmpty {
                lines.append(
                    "Adjustments: "
                        + adjusted.map { "\($0.rawValue.capitalized) \(salah.adjustments[$0] > 0 ? "+" : "")\(salah.adjustments[$0]) min" }
                        .joined(separator: ", "))
            }
            return lines
        case .scheduled(let schedule):
            return [
                schedule.recurrence.summary,
                schedule.slots.map { slot in
                    "\(slot.name) \(DayText.time(slot.opens))–\(DayText.time(slot.closes))\(slot.spanDays > 0 ? " (+\(slot.spanDays) d)" : "")"
                }.joined(separator: " · "),
                "\(AnchorText.duration(schedule.durationMinutes)) · \(AnchorText.placement(schedule.placement))",
                "From \(DayText.short(schedule.startsOn))",
            ]
        case .oneOff(let once):
            return [
                DayText.long(once.date),
                "\(DayText.time(once.opens))–\(DayText.time(once.closes))\(once.closesDaysLater > 0 ? " (+\(once.closesDaysLater) d)" : "")",
                AnchorText.duration(once.durationMinutes),
            ]
        case .needsAttention:
            return []
        }
    }
}
