import Calendar
import Foundation
import QuranFlowCore

/// Profile's frontispiece in a new student's first week (SakProfileFirstWeek): "Week 1 · Day 2", "The beginning is
/// dignified", the seat kept for them, and "Next steps". No streaks anywhere; counts that mean nothing yet read "—".
///
/// ```swift
/// FirstWeekPanel.make(world, day: 2, inputs: inputs, destinations: .current)?.eyebrow   // "Week 1 · Day 2"
/// ```
public struct FirstWeekPanel: Codable, Hashable, Sendable {
    /// "Week 1 · Day 2".
    public let eyebrow: String
    /// "The beginning is dignified".
    public let title: String
    /// "Your seat in Fall 2026 · Level I is kept for you, …".
    public let seat: String
    /// "Next steps".
    public let nextSteps: ChecklistCard

    /// The panel for day `day` (1…7) of the student's first week.
    public static func make(_ world: StudentWorld, day: Int, inputs: WelcomeInputs, destinations: Destinations) -> FirstWeekPanel {
        FirstWeekPanel(
            eyebrow: "Week 1 · Day \(day)", title: "The beginning is dignified",
            seat: "Your seat in \(world.term.name) · \(world.term.level.title) is kept for you, with \(world.coach.displayName) "
                + "listening each week. Begin where you are.",
            nextSteps: ChecklistCard.nextSteps(world, inputs, destinations: destinations))
    }
}
