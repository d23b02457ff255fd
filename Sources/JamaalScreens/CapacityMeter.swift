import JamaalCore
import JamaalRoutes
import Routing

/// TD-01's capacity slider and meter (F10). Budget = normal-day length × today's level (see ``CapacityLevel``);
/// planned = today's open tasks + today's timed habits still to do + Anchor time inside the working day. Past the
/// budget the meter turns terracotta with the overflow named and one move offered — it never blocks.
public struct CapacityMeter: Codable, Hashable, Sendable {
    public struct LevelOption: Codable, Hashable, Sendable {
        public let value: String
        public let name: String
        public let percent: Int
        /// "Steady · 4 h 48 min".
        public let label: String
        public let isSelected: Bool
    }

    public struct Move: Codable, Hashable, Sendable {
        public let label: String
        /// A POST form target.
        public let path: String
    }

    public let level: String
    /// "Full · 6 h".
    public let levelLabel: String
    public let budgetMinutes: Int
    public let plannedMinutes: Int
    /// "4 h 30 min of 6 h".
    public let plannedText: String
    /// How far the bar is filled, 0–100.
    public let fillPercent: Int
    /// Over the budget or past the day's end.
    public let isTerracotta: Bool
    public let isPastDayEnd: Bool
    /// "45 min over", "2 h left past the day's end".
    public let overflowText: String?
    public let move: Move?
    /// Said instead of a move when no single task frees the overflow: "No single task frees 1 h 44 min, so nothing is moved…".
    public let moveNote: String?
    public let levels: [LevelOption]
    /// "Budget = normal day 6 h × Full 100 %".
    public let formula: String

    public init(reading: CapacityReading, settings: CapacitySettings) {
        level = reading.level.rawValue
        levelLabel = reading.levelLabel
        budgetMinutes = reading.budgetMinutes
        plannedMinutes = reading.plannedMinutes
        plannedText = "\(DurationText.minutes(reading.plannedMinutes)) of \(DurationText.minutes(reading.budgetMinutes))"
        fillPercent =
            reading.budgetMinutes <= 0
            ? 100 : max(0, min(100, Saturating.multiplying(reading.plannedMinutes, 100) / reading.budgetMinutes))
        isTerracotta = reading.isTerracotta
        if case .pastDayEnd = reading.state { isPastDayEnd = true } else { isPastDayEnd = false }
        overflowText = reading.overflowText
        move = reading.move.flatMap { move in
            switch move {
            case .moveTaskToTomorrow(let task): Move(label: move.label, path: JamaalRoute.moveTaskToTomorrow.path(task.id))
            case .moveRestToTomorrow: Move(label: move.label, path: JamaalRoute.moveRestToTomorrow.path())
            case .nothingFreesEnough: nil
            }
        }
        if case .nothingFreesEnough = reading.move { moveNote = reading.move?.label } else { moveNote = nil }
        levels = CapacityLevel.allCases.map {
            LevelOption(
                value: $0.rawValue, name: $0.name, percent: $0.percent,
                label: "\($0.name) · \(DurationText.minutes($0.budget(normalDayMinutes: settings.normalDayMinutes)))",
                isSelected: $0 == reading.level)
        }
        formula =
            "Budget = normal day \(DurationText.minutes(settings.normalDayMinutes)) × \(reading.level.name) \(reading.level.percent) %"
    }
}
