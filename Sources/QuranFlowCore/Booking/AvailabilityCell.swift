import Calendar

/// One cell of the Availability grid: a weekday and a day part, on its owner's wall clock.
///
/// ```swift
/// AvailabilityCell(weekday: .tuesday, part: .evening).label   // "Tue Evening"
/// ```
public struct AvailabilityCell: Hashable, Codable, Sendable {
    /// The weekday (row).
    public let weekday: Weekday
    /// The day part (column).
    public let part: DayPart

    /// A cell.
    public init(weekday: Weekday, part: DayPart) {
        self.weekday = weekday
        self.part = part
    }

    /// "Tue Evening".
    public var label: String {
        "\(weekday.shortName) \(part.label)"
    }

    /// The cell as a weekly window on the owner's wall clock.
    public var window: AvailabilityWindow {
        AvailabilityWindow(weekday: weekday, startMinute: part.minutes.lowerBound, endMinute: part.minutes.upperBound)
    }

    /// All 35 cells, Monday first, Early first.
    public static let all: [AvailabilityCell] = Weekday.allCases.flatMap { day in
        DayPart.allCases.map { AvailabilityCell(weekday: day, part: $0) }
    }

    /// The footer for a set of picked cells: "6 windows picked · your local time" ("1 window picked · …").
    ///
    /// ```swift
    /// AvailabilityCell.footer(picked: 6)   // "6 windows picked · your local time"
    /// ```
    public static func footer(picked count: Int) -> String {
        "\(count) \(count == 1 ? "window" : "windows") picked · your local time"
    }
}
