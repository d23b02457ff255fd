import Identifiers
import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// The coach's review workspace for one submission (SakCoachReview): the passage to tap-to-mark, the scrubbable
/// recording, the marks, the note composer with its audience toggle, the audio reply, the outcome and Send, and the
/// active-review-time footer. It is built from the full ``Review`` (private notes included) and is served to the
/// student's own coach only.
///
/// ```swift
/// let screen = CoachReviewScreen.make(submission: s8, student: sarah, review: draft, passage: passage,
///                                     recording: card, reply: nil, activeTime: time, sendKey: key, destinations: .current)
/// screen.eyebrow   // "Sarah A. · Week 8"
/// ```
public struct CoachReviewScreen: Codable, Hashable, Sendable {
    /// A note as the coach sees it.
    public struct NoteRow: Codable, Hashable, Sendable {
        /// "For Sarah" or "Private — just me".
        public let audience: String
        /// Whether only the coach sees it.
        public let isPrivate: Bool
        public let text: String
        /// "1:08" when written against the recording.
        public let playhead: String?
    }

    /// A choice with its form value.
    public struct Choice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public let isSelected: Bool
    }

    /// "SakCoachReview".
    public let screenID: String
    public let submissionID: String
    /// "Sarah A. · Week 8".
    public let eyebrow: String
    /// "Review".
    public let title: String
    /// "AL-MULK · 67:1–3 · TAP A WORD TO MARK IT" (without the tap hint once sent).
    public let cite: String
    public let passage: MarkedPassage
    /// The student's recording; `nil` while its file is being made.
    public let recording: AudioCard?
    /// "Your marks".
    public let marks: [MarkRow]
    /// Correction / praise.
    public let markKinds: [Choice]
    /// The 12 tajweed categories in the screen's order.
    public let categories: [Choice]
    public let notes: [NoteRow]
    /// "For Sarah", "Private — just me".
    public let audiences: [Choice]
    /// "Add a note Sarah will see with her feedback…".
    public let composerPlaceholder: String
    /// The coach's recorded reply, if any.
    public let reply: AudioCard?
    /// "Record feedback" or "Record again".
    public let recordLabel: String
    /// "Sarah has 1 of 2 attempts left this week" — what "Another attempt" may promise.
    public let attemptsLine: String
    /// Accepted / Another attempt; only Accepted when the student has no attempt left (``SendRequirement``).
    public let outcomes: [Choice]
    /// Why Send is not ready yet, shown on the Send control (which is disabled): "Nothing for Sarah yet: add a mark, a
    /// note for Sarah or a recorded reply before sending."; `nil` when the review carries something for the student.
    public let sendBlocker: String?
    /// The idempotency key this page's Send carries.
    public let sendKey: String
    /// Whether the feedback was sent (the screen is then read-only).
    public let isSent: Bool
    /// "Sent · Another attempt" once sent.
    public let sentLine: String?
    /// "14:32 on this review · logged automatically".
    public let footer: String
    /// The student's record.
    public let studentRecord: ScreenAction?
    /// Back to the queue.
    public let queue: ScreenAction?
    /// Where the page posts each of its forms.
    public let actions: Actions

    /// The review's form and script addresses, printed by their routes.
    public struct Actions: Codable, Hashable, Sendable {
        /// Marking a word.
        public let marks: String
        /// A note for the student or a private one.
        public let notes: String
        /// The spoken reply's upload.
        public let reply: String
        /// The activity heartbeats.
        public let activity: String
        /// Send.
        public let send: String

        init(_ submission: Identifiers.ID<Submission>) {
            marks = QuranFlowRoute.addMark.path(submission)
            notes = QuranFlowRoute.addReviewNote.path(submission)
            reply = QuranFlowRoute.reviewReply.path(submission)
            activity = QuranFlowRoute.reviewActivity.path(submission)
            send = QuranFlowRoute.sendReview.path(submission)
        }
    }

    /// The screen for `review` of `submission` by its student's coach.
    public static func make(
        submission: Submission, student: Student, review: Review, passage: Passage, recording: AudioCard?,
        reply: AudioCard?, activeTime: ActiveReviewTime, attemptsLeft: Int, sendKey: String,
        destinations: Destinations
    ) -> CoachReviewScreen {
        let first = student.firstName
        let sent = review.sentAt != nil
        var notes = review.studentNotes.map {
            NoteRow(
                audience: NoteAudience.student.label(studentFirstName: first), isPrivate: false, text: $0.text,
                playhead: $0.playhead.map(AudioCard.clock))
        }
        notes += review.privateNotes.map {
            NoteRow(audience: NoteAudience.privateToCoach.label(studentFirstName: first), isPrivate: true, text: $0.text, playhead: nil)
        }
        return CoachReviewScreen(
            screenID: "SakCoachReview", submissionID: submission.id.rawValue,
            eyebrow: "\(student.shortName) · Week \(submission.week)", title: "Review",
            cite: passage.citation + (sent ? "" : " · TAP A WORD TO MARK IT"),
            passage: MarkedPassage(passage: passage, marks: review.marks), recording: recording,
            marks: MarkRow.rows(review.marks, recordingSeconds: submission.durationSeconds),
            markKinds: [
                Choice(value: "correction", label: "Correction", isSelected: true),
                Choice(value: "praise", label: "Praise", isSelected: false),
            ],
            categories: TajweedCategory.allCases.map { Choice(value: $0.rawValue, label: $0.label, isSelected: $0 == .makharij) },
            notes: notes,
            audiences: NoteAudience.allCases.map {
                Choice(value: $0.rawValue, label: $0.label(studentFirstName: first), isSelected: $0 == .student)
            },
            composerPlaceholder: "Add a note \(first) will see with her feedback…",
            reply: reply, recordLabel: reply == nil ? "Record feedback" : "Record again",
            attemptsLine: attemptsLine(attemptsLeft, studentFirstName: first),
            outcomes: outcomes(review, attemptsLeft: attemptsLeft),
            sendBlocker: sent ? nil : SendRequirement.missing(in: review, studentFirstName: first)?.message,
            sendKey: sendKey, isSent: sent,
            sentLine: sent ? ["Sent", review.outcome?.label].compactMap { $0 }.joined(separator: " · ") : nil,
            footer: activeTime.label,
            studentRecord: destinations.action("\(student.shortName)'s record", to: Destination(QuranFlowRoute.studentRecord, student.id)),
            queue: destinations.action("Queue", to: .coachQueue(.oldestFirst)),
            actions: Actions(submission.id))
    }

    /// "Sarah has 1 of 2 attempts left this week", "Sarah has no attempts left this week".
    static func attemptsLine(_ attemptsLeft: Int, studentFirstName first: String) -> String {
        let left = min(max(attemptsLeft, 0), Submission.attemptsPerWeek)
        return left == 0
            ? "\(first) has no attempts left this week"
            : "\(first) has \(left) of \(Submission.attemptsPerWeek) attempts left this week"
    }

    /// The outcomes the coach may send, an only one chosen already; once sent, both with the one sent chosen.
    static func outcomes(_ review: Review, attemptsLeft: Int) -> [Choice] {
        let offered = review.sentAt == nil ? SendRequirement.outcomes(attemptsLeft: attemptsLeft) : ReviewOutcome.allCases
        return offered.map {
            Choice(value: $0.rawValue, label: $0.label, isSelected: $0 == review.outcome || offered.count == 1)
        }
    }
}
