import Foundation

/// The three App Intents (P2: Action button, Control Center, Siri, Spotlight — and, on the web, the installed app's
/// shortcuts): Continue lesson · Record recitation · Play feedback. Each resolves from the same computation as the This
/// Week button (``ThisWeekWidget/action(_:)``), so an intent never lands somewhere the widget would not.
///
/// ```swift
/// AmbientIntent.continueLesson.resolve(snapshot, at: now)   // .lesson(week: 8)
/// AmbientIntent.spotlightPhrase(snapshot, at: now)          // "Continue Week 8"
/// ```
public enum AmbientIntent: String, Hashable, Sendable, Codable, CaseIterable {
    case continueLesson = "continue-lesson"
    case recordRecitation = "record-recitation"
    case playFeedback = "play-feedback"

    /// Where an intent lands.
    public enum Resolution: Hashable, Sendable, Codable {
        /// The week's lesson (its next video).
        case lesson(week: Int)
        /// The week's recorder.
        case record(week: Int)
        /// The week's feedback.
        case feedback(week: Int)
        /// Nowhere now, and why ("No feedback is waiting this week.").
        case unavailable(reason: String)
    }

    /// The intent's title, a verb first ("Record recitation").
    public var title: String {
        switch self {
        case .continueLesson: "Continue lesson"
        case .recordRecitation: "Record recitation"
        case .playFeedback: "Play feedback"
        }
    }

    /// Where the intent lands at `instant`. The week's computed action wins when it is this intent's; otherwise Continue
    /// lesson still opens the week's lesson and Record recitation its recorder (the recorder says why it cannot take a
    /// recording now), and Play feedback opens ``feedbackWeek(_:at:)``.
    public func resolve(_ snapshot: AmbientSnapshot, at instant: Date) -> Resolution {
        if self == .playFeedback {
            if let week = Self.feedbackWeek(snapshot, at: instant) { return .feedback(week: week) }
            guard instant >= snapshot.start(ofWeek: 1) else { return .unavailable(reason: "\(snapshot.term.name) has not started yet.") }
            return .unavailable(reason: "No feedback is waiting.")
        }
        guard let number = snapshot.weekNumber(at: instant) else {
            return .unavailable(
                reason: instant < snapshot.start(ofWeek: 1)
                    ? "\(snapshot.term.name) has not started yet." : "\(snapshot.term.name) is complete.")
        }
        return self == .continueLesson ? .lesson(week: number) : .record(week: number)
    }

    /// The week whose feedback "Play feedback" opens at `instant`: the most recent week up to this one (the last week
    /// once the term is over) whose feedback waits unheard — the flip the This Week widget turns gold for — else this
    /// week's feedback when it has some (heard, practised, or asking for another attempt); nil when there is none (and
    /// before the term). Never this week's "nothing yet" while last week's feedback waits.
    ///
    /// ```swift
    /// AmbientIntent.feedbackWeek(snapshot, at: mondayOfWeek8)   // 7 — Week 7's feedback is still unheard
    /// ```
    public static func feedbackWeek(_ snapshot: AmbientSnapshot, at instant: Date) -> Int? {
        guard instant >= snapshot.start(ofWeek: 1) else { return nil }
        let current = snapshot.weekNumber(at: instant) ?? snapshot.term.weekCount
        let upToNow = snapshot.weeks.filter { $0.number <= current }
        if let unheard = upToNow.filter({ $0.recitation == .feedbackReady }).max(by: { $0.number < $1.number }) {
            return unheard.number
        }
        switch snapshot.week(current)?.recitation {
        case .heard, .practiced, .anotherAttempt: return current
        case .feedbackReady, .notSubmitted, .inReview, nil: return nil
        }
    }

    /// The intent the This Week button stands for now, or nil when the week has no button.
    public static func suggested(_ snapshot: AmbientSnapshot, at instant: Date) -> AmbientIntent? {
        guard let number = snapshot.weekNumber(at: instant), let week = snapshot.week(number) else { return nil }
        switch ThisWeekWidget.action(week) {
        case .continueLesson: return .continueLesson
        case .record: return .recordRecitation
        case .playFeedback: return .playFeedback
        case nil: return nil
        }
    }

    /// The pre-configured Spotlight phrase: "Continue Week 8" during the term, nil outside it.
    public static func spotlightPhrase(_ snapshot: AmbientSnapshot, at instant: Date) -> String? {
        snapshot.weekNumber(at: instant).map { "Continue Week \($0)" }
    }
}
