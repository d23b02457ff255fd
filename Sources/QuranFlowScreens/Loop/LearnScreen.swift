import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// The Learn tab (SakLearn): the current lesson hero, the syllabus in three parts (the current one
/// expanded), each lesson row done / current / next / soon, and the term's closing outcome.
///
/// ```swift
/// let screen = LearnScreen.make(world, outcome: "Read short sūrahs aloud…", destinations: .current)
/// screen.parts[1].summary   // "1 of 6 done · in progress"
/// ```
public struct LearnScreen: Codable, Hashable, Sendable {
    /// "SakLearn".
    public let screenID: String
    /// "Fall 2026 · Level II".
    public let eyebrow: String
    /// "Your syllabus".
    public let title: String
    /// The current lesson, while a week of the term is running.
    public let hero: Hero?
    /// The term's parts.
    public let parts: [Part]
    /// "By December 20, you'll".
    public let closingLead: String
    /// The term's outcome sentence.
    public let closing: String

    /// The "Current lesson" card.
    public struct Hero: Codable, Hashable, Sendable {
        /// "Current lesson".
        public let eyebrow: String
        public let title: String
        public let strip: StripModel
        /// "Open lesson".
        public let primary: ScreenAction?
    }

    /// One part of the syllabus.
    public struct Part: Codable, Hashable, Sendable {
        /// "2 · Tajweed rules".
        public let heading: String
        /// "1 of 6 done · in progress".
        public let summary: String
        /// Open by default (holds the current lesson).
        public let isExpanded: Bool
        public let rows: [Row]
    }

    /// One lesson row.
    public struct Row: Codable, Hashable, Sendable {
        public let week: Int
        /// "Wk 8".
        public let weekLabel: String
        public let title: String
        public let state: SyllabusProgress.RowState
        /// "Done", "Now", "Next", "Soon" — the state in words beside its icon.
        public let stateLabel: String
        /// To the lesson, once its week has begun.
        public let action: ScreenAction?
    }

    /// Learn for `world`; `outcome` is the term's closing sentence.
    public static func make(_ world: StudentWorld, outcome: String, destinations: Destinations) -> LearnScreen {
        let arc = world.arc
        let now = world.now
        let position = arc.position(at: now)
        let current: Int? = if case .during(let week, _) = position { week } else { nil }
        let ended: Bool = if case .after = position { true } else { false }
        let progress = SyllabusProgress(currentWeek: current, completedWeeks: world.completedWeeks, termEnded: ended)
        let strip = WeekStrip(arc: arc, at: now, completedWeeks: world.completedWeeks)
        let hero = current.flatMap { week in
            world.lessons.first { $0.week == week }.map { lesson in
                Hero(
                    eyebrow: "Current lesson", title: lesson.title, strip: StripModel(strip, caption: world.term.weekLabel(week)),
                    primary: destinations.action("Open lesson", to: Destination(QuranFlowRoute.lesson, week)))
            }
        }
        let parts = LessonPart.grouping(world.lessons).map { part in
            Part(
                heading: part.heading, summary: progress.summary(of: part), isExpanded: progress.isExpanded(part),
                rows: part.lessons.map { lesson in
                    let state = progress.state(ofWeek: lesson.week)
                    return Row(
                        week: lesson.week, weekLabel: "Wk \(lesson.week)", title: lesson.title, state: state,
                        stateLabel: label(state),
                        // A lesson opens once its week has begun.
                        action: [.done, .current].contains(state) && world.arc.interval(ofWeek: lesson.week).start <= now
                            ? destinations.action(lesson.title, to: Destination(QuranFlowRoute.lesson, lesson.week)) : nil)
                })
        }
        let zone = Copy.calendar(world.student.zoneIdentifier).zone
        let lastDay = arc.interval(ofWeek: world.term.weekCount).end.addingTimeInterval(-1)
        return LearnScreen(
            screenID: "SakLearn", eyebrow: world.term.eyebrow, title: "Your syllabus", hero: hero, parts: parts,
            closingLead: "By \(LocalFormat.monthDay(lastDay, in: zone)), you'll", closing: lowercasedFirst(outcome))
    }

    static func label(_ state: SyllabusProgress.RowState) -> String {
        switch state {
        case .done: "Done"
        case .current: "Now"
        case .next: "Next"
        case .soon: "Soon"
        }
    }

    /// "Read short sūrahs…" → "read short sūrahs…" to follow "you'll".
    static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
    }
}
