import Foundation

/// The new student's checklists, as pure rules over ``WelcomeFacts``: "While you wait" on Today before the term
/// (meet your coach, choose your script, watch the welcome lesson) and "Next steps" on Profile in the first week
/// (meet your coach, record your first verse, attend a live circle), where the first step not yet done is the current
/// one.
///
/// ```swift
/// WelcomeChecklist.firstWeek(facts).map(\.state)   // [.done, .current, .notStarted]
/// WelcomeChecklist.firstWeekDay(arc: arc, isFirstTerm: true, at: now)   // 2 on the Tuesday of Week 1
/// ```
public enum WelcomeChecklist {
    /// One step.
    public enum Step: String, Hashable, Sendable, CaseIterable {
        case meetCoach, chooseScript, watchWelcomeLesson, recordFirstVerse, attendCircle
    }

    /// Where a step stands.
    public enum State: String, Hashable, Sendable, CaseIterable, Codable {
        case done, current, notStarted
    }

    /// A step and whether it is done.
    public struct Item: Hashable, Sendable {
        public let step: Step
        public let state: State
        public var done: Bool { state == .done }
    }

    /// "While you wait": each row done or not (no current marker; any open row can be done first).
    public static func whileYouWait(_ facts: WelcomeFacts) -> [Item] {
        [
            Item(step: .meetCoach, state: facts.heardWelcomeNote ? .done : .notStarted),
            Item(step: .chooseScript, state: facts.choseScript ? .done : .notStarted),
            Item(step: .watchWelcomeLesson, state: facts.watchedWelcomeLesson ? .done : .notStarted),
        ]
    }

    /// "Next steps" in the first week; the first open step is current.
    public static func firstWeek(_ facts: WelcomeFacts) -> [Item] {
        let steps: [(Step, Bool)] = [
            (.meetCoach, facts.heardWelcomeNote), (.recordFirstVerse, facts.recordedFirstVerse), (.attendCircle, facts.attendedCircle),
        ]
        let firstOpen = steps.firstIndex { !$0.1 }
        return steps.enumerated().map { index, step in
            Item(step: step.0, state: step.1 ? .done : index == firstOpen ? .current : .notStarted)
        }
    }

    /// The day of Week 1 (1 on its Monday … 7 on its Sunday, in the student's zone) when `now` falls in Week 1 of the
    /// student's first term; nil otherwise (a returning student's Week 1 is not a beginning).
    public static func firstWeekDay(arc: WeekArc, isFirstTerm: Bool, at now: Date) -> Int? {
        guard isFirstTerm, arc.week(containing: now) == 1 else { return nil }
        let monday = arc.calendar.localDate(of: arc.interval(ofWeek: 1).start)
        return monday.days(until: arc.calendar.localDate(of: now)) + 1
    }
}
