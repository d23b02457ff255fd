import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// A new student's checklist card: "While you wait" on Today's countdown (SakTodayCountdown) and "Next steps" on the
/// first-week Profile (SakProfileFirstWeek). Each row is done from data; an open row leads to its task.
///
/// ```swift
/// ChecklistCard.whileYouWait(world, inputs, destinations: .current).rows.map(\.title)
/// // ["Meet your coach", "Choose your Qur'an script", "Watch the welcome lesson"]
/// ```
public struct ChecklistCard: Codable, Hashable, Sendable {
    /// One row.
    public struct Row: Codable, Hashable, Sendable {
        /// "Meet your coach".
        public let title: String
        /// "Ust. Amina's audio welcome · 1 min".
        public let detail: String
        /// Done, current (the next to do, in the first week) or not started.
        public let state: WelcomeChecklist.State
        /// The task, for a row not yet done whose destination exists.
        public let action: ScreenAction?
    }

    /// "While you wait" / "Next steps".
    public let heading: String
    public let rows: [Row]

    /// Today's pre-semester checklist.
    public static func whileYouWait(_ world: StudentWorld, _ inputs: WelcomeInputs, destinations: Destinations) -> ChecklistCard {
        let coach = world.coach.displayName
        let rows = WelcomeChecklist.whileYouWait(inputs.facts).map { item -> Row in
            switch item.step {
            case .meetCoach:
                return row(
                    "Meet your coach", detail: ["\(coach)'s audio welcome", WelcomeInputs.minutes(inputs.welcomeNoteSeconds)],
                    item, to: inputs.meetCoach, destinations)
            case .chooseScript:
                return row("Choose your Qur'an script", detail: ["How the verses look to you"], item, to: inputs.chooseScript, destinations)
            default:
                return row(
                    "Watch the welcome lesson", detail: ["How the weeks work", WelcomeInputs.minutes(inputs.welcomeLessonSeconds)], item,
                    to: Destination(QuranFlowRoute.welcomeLesson), destinations)
            }
        }
        return ChecklistCard(heading: "While you wait", rows: rows)
    }

    /// The first week's "Next steps".
    public static func nextSteps(_ world: StudentWorld, _ inputs: WelcomeInputs, destinations: Destinations) -> ChecklistCard {
        let zone = world.arc.calendar.zone
        let rows = WelcomeChecklist.firstWeek(inputs.facts).map { item -> Row in
            switch item.step {
            case .recordFirstVerse:
                let passage = world.lessons.first { $0.week == 1 }.flatMap { try? Quran.shared.passage($0.assignment) }
                    .map { "\($0.surah.name) \($0.reference)" }
                let due = "due \(LocalFormat.weekdayLong(world.arc.deadline(ofWeek: 1), in: zone))"
                return row(
                    "Record your first verse", detail: [passage, due], item, to: Destination(QuranFlowRoute.record, 1), destinations)
            case .attendCircle:
                let next = inputs.nextCircle.map {
                    "\(LocalFormat.weekdayLong($0.start, in: zone)) \(LocalFormat.time($0.start, in: zone)) · \($0.session.kind.chipLabel)"
                }
                let target =
                    inputs.nextCircle.map { Destination(QuranFlowRoute.sessionDetail, $0.session.id, $0.ownerDate) }
                    ?? Destination(QuranFlowRoute.sessions)
                return row("Attend a live circle", detail: [next ?? "Every circle is recorded"], item, to: target, destinations)
            default:
                return row(
                    "Meet \(world.coach.displayName)", detail: ["Her audio welcome", WelcomeInputs.minutes(inputs.welcomeNoteSeconds)],
                    item, to: inputs.meetCoach, destinations)
            }
        }
        return ChecklistCard(heading: "Next steps", rows: rows)
    }

    private static func row(
        _ title: String, detail: [String?], _ item: WelcomeChecklist.Item, to destination: Destination?, _ destinations: Destinations
    ) -> Row {
        Row(
            title: title, detail: detail.compactMap { $0 }.joined(separator: " · "), state: item.state,
            action: item.done ? nil : destination.flatMap { destinations.action(title, to: $0) })
    }
}
