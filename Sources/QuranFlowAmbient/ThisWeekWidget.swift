import Foundation

/// The This Week widget (medium, interactive): the week's loop as three discrete segments — watched, submitted,
/// feedback — each done, begun (``AmbientSegment/partial``), current with nothing done yet (drawn empty), or ahead; never
/// a percent (two of three done reads as progress, not as 67 % failure), and one computed button
/// (R2): videos remaining → "Continue lesson"; all watched → "Record" (also after "Another attempt" with an attempt
/// left); submitted → no button, the status word does the work ("In review", "Feedback ready", "Feedback heard",
/// "practiced"). The button is the same computation the App Intents resolve with (``action``).
///
/// ```swift
/// ThisWeekWidget.entry(snapshot, at: now)?.button   // .continueLesson(week: 8)
/// ```
public enum ThisWeekWidget {
    /// The one button, and where it (and its App Intent) leads.
    public enum Action: Hashable, Sendable, Codable {
        case continueLesson(week: Int)
        case record(week: Int)
        /// Not a widget button (submitted weeks have none) but the "Play feedback" intent's destination.
        case playFeedback(week: Int)

        /// The button's label.
        public var label: String {
            switch self {
            case .continueLesson: "Continue lesson"
            case .record: "Record"
            case .playFeedback: "Play feedback"
            }
        }
    }

    /// What the widget shows.
    public struct Entry: Hashable, Sendable, Codable {
        public let week: Int
        /// Watched, submitted, feedback.
        public let segments: [AmbientSegment]
        /// "2 of 3 watched", "Ready to record", "In review", "Feedback ready", "Feedback heard", "practiced".
        public let status: String
        /// True for "Feedback ready" (drawn in gold: the feedback flip).
        public let isGold: Bool
        /// The button, or nil once submitted.
        public let button: Action?
    }

    /// The week's next action for the intents: the button, or "Play feedback" when feedback waits.
    public static func action(_ week: AmbientSnapshot.Week) -> Action? {
        switch week.recitation {
        case .notSubmitted, .anotherAttempt:
            week.videosLeft > 0 && week.recitation == .notSubmitted ? .continueLesson(week: week.number) : .record(week: week.number)
        case .feedbackReady: .playFeedback(week: week.number)
        case .inReview, .heard, .practiced: nil
        }
    }

    /// The entry for the term week at `instant`, or nil outside the term (the Week widget speaks then).
    public static func entry(_ snapshot: AmbientSnapshot, at instant: Date) -> Entry? {
        guard let number = snapshot.weekNumber(at: instant) else { return nil }
        let week =
            snapshot.week(number)
            ?? AmbientSnapshot.Week(number: number, videos: 0, watched: 0, recitation: .notSubmitted, verseArabic: "", verseCitation: "")
        let watchedDone = week.videosLeft == 0
        let segments: [AmbientSegment]
        let status: String
        switch week.recitation {
        case .notSubmitted:
            // "0 of 3 watched" is the current step with nothing in it (drawn empty); "2 of 3" is begun (drawn partial).
            let watching: AmbientSegment = week.watched > 0 ? .partial : .current
            segments = watchedDone ? [.done, .current, .ahead] : [watching, .ahead, .ahead]
            status = watchedDone ? "Ready to record" : "\(week.watched) of \(week.videos) watched"
        case .anotherAttempt:
            segments = [.done, .current, .ahead]
            status = "Another attempt"
        case .inReview:
            segments = [.done, .done, .current]
            status = "In review"
        case .feedbackReady:
            segments = [.done, .done, .done]
            status = "Feedback ready"
        case .heard:
            segments = [.done, .done, .done]
            status = "Feedback heard"
        case .practiced:
            segments = [.done, .done, .done]
            status = "practiced"
        }
        var button = action(week)
        if case .playFeedback = button { button = nil }  // a submitted week has no button: the status word does the work
        return Entry(week: number, segments: segments, status: status, isGold: week.recitation == .feedbackReady, button: button)
    }

    /// The timeline from `now`: this week's entry, then the next week's at Monday 00:00 viewer-local. The loop's changes
    /// (watching, submitting, the coach's send) are not instants a timeline can know: they reload it by push.
    public static func timeline(_ snapshot: AmbientSnapshot, from now: Date) -> WidgetTimeline<Entry?> {
        let dates = [now] + (snapshot.weekNumber(at: now) == nil ? [] : snapshot.weekStarts(after: now, count: 1))
        return WidgetTimeline(
            family: .systemMedium, entries: dates.map { .init(date: $0, entry: entry(snapshot, at: $0)) }, reload: .onPush)
    }
}
