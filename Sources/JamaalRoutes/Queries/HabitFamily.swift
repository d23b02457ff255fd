import Routing

/// The four kinds of habit the type picker (HB-03) offers, by the name their family goes by (`HabitKind.family`).
/// The kind's number (target, minutes, allowance) is the form's; the family is fixed once a habit exists.
///
/// ```swift
/// HabitFamily(rawValue: habit.kind.family)   // .counted
/// ```
public enum HabitFamily: String, CaseIterable, Codable, Sendable, PathParameter {
    case binary, counted, timed, avoid
}
