import Calendar
import Foundation
import QuranFlowCore

/// Availability (SakOnbAvailability), asked during Year-2 booking: "When could you join a live circle?" as a
/// 7 × 5 grid of day parts on the student's own clock, with the footer counting the picked windows.
///
/// ```swift
/// AvailabilityScreen.make(world, picked: saved?.cells ?? []).footer   // "6 windows picked · your local time"
/// ```
public struct AvailabilityScreen: Codable, Hashable, Sendable {
    public struct Cell: Codable, Hashable, Sendable {
        /// "tue-evening", the form value.
        public let id: String
        /// "Tue Evening".
        public let label: String
        public let isPicked: Bool
    }

    public struct Row: Codable, Hashable, Sendable {
        /// "Tue".
        public let weekday: String
        public let cells: [Cell]
    }

    public let screenID: String
    public let eyebrow: String
    public let title: String
    public let prompt: String
    public let detail: String
    /// "Early", "Morning", "Midday", "Evening", "Late".
    public let columns: [String]
    public let rows: [Row]
    public let footer: String
    public let cta: String

    public static func make(_ world: StudentWorld, picked: Set<AvailabilityCell>) -> AvailabilityScreen {
        AvailabilityScreen(
            screenID: "SakOnbAvailability", eyebrow: "\(world.term.name) · Year 2", title: "Availability",
            prompt: "When could you join a live circle?",
            detail: "Pick every time that could work — even odd hours. We shape the live schedule around these answers.",
            columns: DayPart.allCases.map(\.label),
            rows: Weekday.allCases.map { day in
                Row(
                    weekday: day.shortName,
                    cells: DayPart.allCases.map { part in
                        let cell = AvailabilityCell(weekday: day, part: part)
                        return Cell(id: id(cell), label: cell.label, isPicked: picked.contains(cell))
                    })
            },
            footer: AvailabilityCell.footer(picked: picked.count), cta: "Continue")
    }

    /// The footer for every count the grid can reach (0…35), so the page's script updates "N windows picked" with the
    /// rule's own words as cells are picked.
    public static var footers: [String] {
        (0...AvailabilityCell.all.count).map { AvailabilityCell.footer(picked: $0) }
    }

    /// "tue-evening".
    public static func id(_ cell: AvailabilityCell) -> String {
        "\(cell.weekday.shortName.lowercased())-\(cell.part.label.lowercased())"
    }

    /// The cell a form value names, if any.
    public static func cell(_ id: String) -> AvailabilityCell? {
        AvailabilityCell.all.first { Self.id($0) == id }
    }
}
