import Foundation

/// The revoke-window Live Activity (P2): a bounded live event — from the submit to the take-back window's close. It
/// reads "Attempt 1 of 2 · Surah Al-Mulk", counts down to the close (dynamic-date text to ``Entry/countdownTo``), says
/// "Revoking does not use an attempt", and has no inline Revoke: a tap deep-links to the submission. At the close it
/// ends: nothing lingers that could say "In review" once the feedback is ready (the This Week widget carries the status).
///
/// ```swift
/// RevokeWindowActivity.timeline(submitted).entries.map { $0.entry != nil }   // [true, false]
/// ```
public enum RevokeWindowActivity {
    /// The submission the activity is about.
    public struct Submission: Codable, Hashable, Sendable {
        public let week: Int
        public let attempt: Int
        public let attempts: Int
        /// "Surah Al-Mulk".
        public let passage: String
        public let submittedAt: Date
        public let windowClosesAt: Date
        /// Where a tap lands: the submission, whose page has Revoke (never an inline Revoke on the Lock Screen).
        public let link: String?

        public init(
            week: Int, attempt: Int, attempts: Int, passage: String, submittedAt: Date, windowClosesAt: Date, link: String? = nil
        ) {
            self.week = week
            self.attempt = attempt
            self.attempts = attempts
            self.passage = passage
            self.submittedAt = submittedAt
            self.windowClosesAt = max(submittedAt, windowClosesAt)
            self.link = link
        }
    }

    public struct Entry: Hashable, Sendable, Codable {
        /// Always true: an activity runs only while its window is open (kept for the JSON's readers).
        public let isActive: Bool
        /// "Attempt 1 of 2 · Surah Al-Mulk".
        public let title: String
        /// The window's close while active; nil after.
        public let countdownTo: Date?
        /// "Revoking does not use an attempt".
        public let detail: String
        /// Where a tap lands: the submission (its page has Revoke).
        public let link: String?
    }

    /// The activity at `instant`: from the submit up to (not including) the window's close; nil before and after — at
    /// the close the activity has ended.
    public static func entry(_ submission: Submission, at instant: Date) -> Entry? {
        guard instant >= submission.submittedAt, instant < submission.windowClosesAt else { return nil }
        return Entry(
            isActive: true, title: "Attempt \(submission.attempt) of \(submission.attempts) · \(submission.passage)",
            countdownTo: submission.windowClosesAt, detail: "Revoking does not use an attempt", link: submission.link)
    }

    /// Two entries: the submit (running) and the close (ended).
    public static func timeline(_ submission: Submission) -> WidgetTimeline<Entry?> {
        WidgetTimeline(
            family: .liveActivity,
            entries: [submission.submittedAt, submission.windowClosesAt].map { .init(date: $0, entry: entry(submission, at: $0)) },
            reload: .atEnd)
    }
}
