import Foundation

/// The revoke-window Live Activity (P2): a bounded live event — from the submit to the take-back window's close. It
/// reads "Attempt 1 of 2 · Surah Al-Mulk", counts down to the close (dynamic-date text to ``Entry/countdownTo``), says
/// "Revoking does not use an attempt", and has no inline Revoke: a tap deep-links to the submission. At the close it
/// ends, leaving "In review".
///
/// ```swift
/// RevokeWindowActivity.timeline(submitted).entries.map(\.entry.isActive)   // [true, false]
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
        public let isActive: Bool
        /// "Attempt 1 of 2 · Surah Al-Mulk".
        public let title: String
        /// The window's close while active; nil after.
        public let countdownTo: Date?
        /// "Revoking does not use an attempt" while active; "In review" after.
        public let detail: String
        /// Where a tap lands: the submission (its page has Revoke).
        public let link: String?
    }

    /// The activity at `instant`, or nil before the submit.
    public static func entry(_ submission: Submission, at instant: Date) -> Entry? {
        guard instant >= submission.submittedAt else { return nil }
        let title = "Attempt \(submission.attempt) of \(submission.attempts) · \(submission.passage)"
        return instant < submission.windowClosesAt
            ? Entry(
                isActive: true, title: title, countdownTo: submission.windowClosesAt, detail: "Revoking does not use an attempt",
                link: submission.link)
            : Entry(isActive: false, title: title, countdownTo: nil, detail: "In review", link: submission.link)
    }

    /// Two entries: the submit and the close.
    public static func timeline(_ submission: Submission) -> WidgetTimeline<Entry?> {
        WidgetTimeline(
            family: .liveActivity,
            entries: [submission.submittedAt, submission.windowClosesAt].map { .init(date: $0, entry: entry(submission, at: $0)) },
            reload: .atEnd)
    }
}
