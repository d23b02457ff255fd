/// A day of the week, numbered the ISO way: Monday is 1, Sunday is 7.
///
/// ```swift
/// Weekday.tuesday.shortName   // "Tue"
/// ```
public enum Weekday: Int, CaseIterable, Sendable, Codable {
    /// Monday (ISO day 1) — the first day of every week in this module.
    case monday = 1
    /// Tuesday (ISO day 2).
    case tuesday
    /// Wednesday (ISO day 3).
    case wednesday
    /// Thursday (ISO day 4).
    case thursday
    /// Friday (ISO day 5).
    case friday
    /// Saturday (ISO day 6).
    case saturday
    /// Sunday (ISO day 7) — the last day of the week, the day of the weekly deadline.
    case sunday

    /// The English name, e.g. "Tuesday".
    public var name: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// The three-letter English abbreviation, e.g. "Tue".
    public var shortName: String {
        String(name.prefix(3))
    }
}
