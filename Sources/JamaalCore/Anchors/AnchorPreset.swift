import Calendar
import Foundation

/// The choices of AN-03 besides prayer times: ready-made scheduled Anchors the form (AN-05) opens with.
///
/// ```swift
/// let draft = AnchorPreset.schoolRun.schedule(startsOn: today)   // weekdays, Drop-off and Pick-up, 30 min
/// ```
public enum AnchorPreset: String, Hashable, Sendable, CaseIterable {
    case schoolRun, binNight, plantWatering, custom

    /// The suggested title: "School run", "Bin night", "Plant watering", "" (the person names a custom one).
    public var title: String {
        switch self {
        case .schoolRun: "School run"
        case .binNight: "Bin night"
        case .plantWatering: "Plant watering"
        case .custom: ""
        }
    }

    /// The schedule the form starts from.
    /// - School run: Monday–Friday, Drop-off 08:15–08:45 and Pick-up 15:00–15:30, 30 min each, fixed.
    /// - Bin night: weekly on Thursday, Bins out 19:00–22:00, 10 min, flexible.
    /// - Plant watering: 3–5 days after last done, Water 08:00–20:00, 10 min, flexible: one window from 08:00 on its
    ///   first day to 20:00 on its third (a multi-day window) — a time of day a person waters plants, never 00:00–00:00,
    ///   so its reminder comes in the morning, not at midnight.
    /// - Custom: every day, 09:00–10:00, no duration, fixed.
    ///
    /// `rollover` is the person's; no preset's times depend on it.
    public func schedule(startsOn: LocalDate, rollover: LocalTime = .midnight) -> ScheduledAnchor {
        func time(_ hour: Int, _ minute: Int) -> LocalTime { LocalTime(hour: hour, minute: minute) }
        let weekdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]
        // Every value below is within range, so the checked initialisers cannot throw.
        switch self {
        case .schoolRun:
            return try! ScheduledAnchor(
                recurrence: .weekly(days: weekdays),
                slots: [
                    AnchorSlot(name: "Drop-off", opens: time(8, 15), closes: time(8, 45)),
                    AnchorSlot(name: "Pick-up", opens: time(15, 0), closes: time(15, 30), index: 1),
                ], durationMinutes: 30, placement: .fixed, startsOn: startsOn)
        case .binNight:
            return try! ScheduledAnchor(
                recurrence: .weekly(days: [.thursday]), slots: [AnchorSlot(name: "Bins out", opens: time(19, 0), closes: time(22, 0))],
                durationMinutes: 10, placement: .flexible, startsOn: startsOn)
        case .plantWatering:
            return try! ScheduledAnchor(
                recurrence: .daysAfterLastDone(min: 3, max: 5), slots: [AnchorSlot(name: "Water", opens: time(8, 0), closes: time(20, 0))],
                durationMinutes: 10, placement: .flexible, startsOn: startsOn)
        case .custom:
            return try! ScheduledAnchor(
                recurrence: .everyDays(1), slots: [AnchorSlot(name: "Anytime", opens: time(9, 0), closes: time(10, 0))],
                startsOn: startsOn)
        }
    }
}
