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
    /// recording now), and Play feedback needs feedback that was sent.
    public func resolve(_ snapshot: AmbientSnapshot, at instant: Date) -> Resolution {
        guard let number = snapshot.weekNumber(at: instant) else {
            return .unavailable(
                reason: instant < snapshot.start(ofWeek: 1)
                    ? "\(snapshot.term.name) has not started yet." : "\(snapshot.term.name) is complete.")
        }
        let week = snapshot.week(number)
        switch self {
        case .continueLesson:
            return .lesson(week: number)
        case .recordRecitation:
            return .record(week: number)
        case .playFeedback:
            switch week?.recitation {
            case .feedbackReady, .heard, .practiced, .anotherAttempt: return .feedback(week: number)
            case .notSubmitted, .inReview, nil: return .unavailable(reason: "No feedback is waiting for Week \(number).")
            }
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
