import Calendar
import Foundation
import Identifiers
import PrayerTimes

/// The Anchors of one logical day: the instances opening on it, multi-day ones opened earlier and still open
/// during it, and the notices for what cannot be shown (polar days, rules that need attention).
///
/// ```swift
/// let today = AnchorDay(rules: rules, marks: marks, day: clock.today(at: now), clock: clock)
/// today.instances.map(\.title)   // ["Fajr", "School run · Drop-off", "Dhuhr", …]
/// ```
public struct AnchorDay: Hashable, Sendable {
    public let day: LocalDate
    /// Instances whose window opens on `day`, by opening time.
    public let instances: [AnchorInstance]
    /// Instances of multi-day windows that opened on an earlier day and are still open at some point of `day` (plants).
    public let carried: [AnchorInstance]
    public let notices: [AnchorNotice]

    /// Every instance the day shows: carried ones first, then the day's own.
    public var all: [AnchorInstance] { carried + instances }

    /// The Anchors of logical day `day` for `rules`, with `marks` (used by "N–M days after last done").
    public init(rules: [AnchorRule], marks: [AnchorMark], day: LocalDate, clock: DayClock) {
        self.day = day
        let interval = clock.interval(of: day)
        var own: [AnchorInstance] = []
        var earlier: [AnchorInstance] = []
        var notices: [AnchorNotice] = []
        for rule in rules where !rule.isArchived {
            if case .needsAttention(let raw) = rule.kind {
                notices.append(.needsAttention(ruleID: rule.id, title: rule.title, reason: raw.reason))
                continue
            }
            let result = Self.instances(of: rule, openingOn: day, clock: clock, marks: marks)
            own += result.instances
            notices += result.notices
            for back in stride(from: Self.lookback(rule), through: 1, by: -1) {
                earlier += Self.instances(of: rule, openingOn: day.adding(days: -back), clock: clock, marks: marks).instances
                    .filter { $0.window.end > interval.start }
            }
        }
        let byStart: (AnchorInstance, AnchorInstance) -> Bool = { ($0.window.start, $0.id) < ($1.window.start, $1.id) }
        instances = own.sorted(by: byStart)
        carried = earlier.sorted(by: byStart)
        self.notices = notices
    }

    /// How many days back a window of `rule` can have opened and still be open on a later day. Prayers: none —
    /// an Isha running past the rollover stays in the list of the day it opened on.
    static func lookback(_ rule: AnchorRule) -> Int {
        switch rule.kind {
        case .prayer: 0
        case .scheduled(let schedule): schedule.lookbackDays
        case .oneOff(let once): once.closesDaysLater
        case .needsAttention: 0
        }
    }

    /// The instances of `rule` whose window opens on logical day `day` — the one place each type's rule
    /// turns into windows — and any notices. A window that closed before the rule was made is not the rule's
    /// (``AnchorRule/owns(_:)``).
    public static func instances(of rule: AnchorRule, openingOn day: LocalDate, clock: DayClock, marks: [AnchorMark])
        -> (instances: [AnchorInstance], notices: [AnchorNotice])
    {
        let found = windows(of: rule, openingOn: day, clock: clock, marks: marks)
        return (found.instances.filter(rule.owns), found.notices)
    }

    private static func windows(of rule: AnchorRule, openingOn day: LocalDate, clock: DayClock, marks: [AnchorMark])
        -> (instances: [AnchorInstance], notices: [AnchorNotice])
    {
        guard !rule.isSuppressed(on: day) else { return ([], []) }
        switch rule.kind {
        case .needsAttention:
            return ([], [])
        case .oneOff(let once):
            guard once.date == day, let window = once.slot.window(openingOn: day, clock: clock) else { return ([], []) }
            return (
                [
                    AnchorInstance(
                        ruleID: rule.id, title: rule.title, slot: "once", occurrence: day, day: day, window: window,
                        durationMinutes: once.durationMinutes, placement: .fixed, group: nil)
                ], []
            )
        case .scheduled(let schedule):
            var attended: [String: [LocalDate]] = [:]
            for mark in marks where mark.ruleID == rule.id && mark.outcome == .attended {
                attended[mark.slot, default: []].append(mark.markedOn)
            }
            let found = schedule.instances(
                ruleID: rule.id, title: rule.title, openingOn: day, clock: clock, attendedDays: attended, isSuppressed: rule.isSuppressed)
            return (found, [])
        case .prayer(let salah):
            return prayerInstances(rule: rule, salah: salah, day: day, clock: clock)
        }
    }

    /// Prayer windows of the local dates around `day` whose opening falls in the logical day.
    private static func prayerInstances(rule: AnchorRule, salah: PrayerAnchor, day: LocalDate, clock: DayClock)
        -> ([AnchorInstance], [AnchorNotice])
    {
        let interval = clock.interval(of: day)
        var found: [AnchorInstance] = []
        var notices: [AnchorNotice] = []
        for offset in -1...1 {
            let date = day.adding(days: offset)
            guard let civil = CivilDate(year: date.year, month: date.month, day: date.day) else { continue }
            switch salah.windows(on: civil) {
            case .failure(let reason):
                if offset == 0 {
                    notices.append(.prayerTimesUnavailable(ruleID: rule.id, prayers: salah.prayers.sorted(), reason: reason))
                }
            case .success(let windows):
                for (prayer, window) in windows where window.start >= interval.start && window.start < interval.end {
                    found.append(
                        AnchorInstance(
                            ruleID: rule.id, title: prayer.name, slot: prayer.rawValue, occurrence: date, day: day, window: window,
                            durationMinutes: salah.duration(of: prayer), placement: .fixed, group: rule.title))
                }
            }
        }
        return (found, notices)
    }

    /// The next instance of `rule` that still asks for something at `now` — open or upcoming, and not marked (an attended
    /// window, or one marked Not today, is passed over) — looking up to `days` logical days ahead (AN-01).
    ///
    /// ```swift
    /// AnchorDay.next(of: rule, marks: marks, clock: clock, now: now)?.title
    /// ```
    public static func next(of rule: AnchorRule, marks: [AnchorMark], clock: DayClock, now: Date, days: Int = 62) -> AnchorInstance? {
        let today = clock.today(at: now)
        for offset in -lookback(rule)...days {
            let found = instances(of: rule, openingOn: today.adding(days: offset), clock: clock, marks: marks).instances
            let pending = found.filter { $0.window.end > now && AnchorStatus.of($0, marks: marks, at: now).isPending }
            if let first = pending.min(by: { $0.window.start < $1.window.start }) { return first }
        }
        return nil
    }
}
