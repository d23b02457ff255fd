import Calendar
import JamaalCore
import JamaalRoutes

/// How habits are described in words on HB-01, HB-02 and Today — counts and goals only, never a streak.
///
/// ```swift
/// HabitText.kind(.timed(minutes: 20))        // "Timed · 20 min"
/// HabitText.schedule(.timesAWeek(3))         // "3 times a week"
/// ```
public enum HabitText {
    /// "Yes / no", "Counted · 8 a day", "Timed · 20 min", "Avoid · allowance 1".
    public static func kind(_ kind: HabitKind) -> String {
        switch kind {
        case .binary: "Yes / no"
        case .counted(let target): "Counted · \(target) a day"
        case .timed(let minutes): "Timed · \(minutes) min"
        case .avoid(let allowance): "Avoid · allowance \(allowance)"
        case .unknown: JamaalCopy.newerVersion
        }
    }

    /// "Every day", "Mon, Wed, Fri", "3 times a week".
    public static func schedule(_ schedule: HabitSchedule) -> String {
        switch schedule {
        case .daily: "Every day"
        case .days(let days):
            days.count == 7 ? "Every day" : days.sorted { $0.rawValue < $1.rawValue }.map(\.shortName).joined(separator: ", ")
        case .timesAWeek(let count): count == 1 ? "Once a week" : "\(count) times a week"
        case .unknown: JamaalCopy.newerVersion
        }
    }

    /// The four kinds of the type picker (HB-03), in order, with one line each.
    public static let kindChoices: [(family: HabitFamily, label: String, hint: String)] = [
        (.binary, "Yes / no", "Done or not, like morning adhkar."),
        (.counted, "Counted", "A number to reach each day, like glasses of water."),
        (.timed, "Timed", "Minutes to reach, begun as a focus session or added by hand."),
        (.avoid, "Avoid", "Something to keep away from, with an allowance of slips."),
    ]

    /// What a day's tally says for `kind`: "Done", "3 of 8", "12 of 20 min", "Held today", "1 slip · allowance 1", and
    /// both when a held day had a slip within the allowance: "Held today · 1 slip, within the allowance of 2".
    public static func tally(_ tally: HabitDayTally, kind: HabitKind, isToday: Bool) -> String {
        switch kind {
        case .binary: tally.isDone ? "Done" : "Not yet"
        case .counted(let target): "\(tally.count) of \(target)"
        case .timed(let goal): tally.timedLabel(goal: goal)
        case .avoid(let allowance):
            if tally.slips > allowance {
                "\(slips(tally.slips)) · over the allowance"
            } else if tally.isHeld {
                (isToday ? "Held today" : "Held")
                    + (tally.slips > 0 ? " · \(slips(tally.slips)), within the allowance of \(allowance)" : "")
            } else if tally.slips > 0 {
                "\(slips(tally.slips)) · allowance \(allowance)"
            } else {
                isToday ? "Not marked yet" : "Not marked"
            }
        case .unknown: JamaalCopy.newerVersion
        }
    }

    static func slips(_ count: Int) -> String { count == 1 ? "1 slip" : "\(count) slips" }
}
