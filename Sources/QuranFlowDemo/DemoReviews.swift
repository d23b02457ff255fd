import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranText

/// The demo world's sent reviews: every submission the demo coach has already answered gets a real review — marks on
/// real words of the lesson's focal āyāt, a note for the student and a private one, the outcome — sent when the demo
/// history says, with the student's "Feedback ready — Week N" notification (read once the feedback was heard). The
/// audio note is the submission's `coachNote` medium, made by the `demo.media` job.
enum DemoReviews {
    /// The categories the demo coach corrects, week by week, so "Working on" has something to explain.
    static let rotation: [TajweedCategory] = [.madd, .ghunnah, .paceFluency, .madd, .qalqalah, .ghunnah, .madd, .izhar]

    static func add(for submission: Submission, reviewDelay: TimeInterval, coach: Coach, env: StoreEnvironment, now: Date) throws {
        guard submission.status != .inReview else { return }
        let sentAt = submission.revokeWindowClosesAt.addingTimeInterval(reviewDelay)
        // Every submission the history moved past review gets its review, whatever its lesson: the marks fall on the
        // words of the whole assignment the student recited (a short focal āyah once left a week with none).
        let lesson = try ProgrammeStore(database: env.database).lessons(ofTerm: submission.termID).first { $0.week == submission.week }
        let words = try lesson.map { try Quran.shared.passage($0.assignment).words } ?? []
        let seconds = Double(max(1, submission.durationSeconds))
        let first = rotation[submission.week % rotation.count]
        let second = rotation[(submission.week + 3) % rotation.count]
        let marks =
            words.count < 3
            ? []
            : [
                ReviewMark(
                    kind: .correction, word: WordReference(word: words[0]), title: "\(words[0].text) — \(title(first))",
                    detail: detail(first),
                    category: first, playhead: (seconds * 0.15).rounded()),
                ReviewMark(
                    kind: .praise, word: WordReference(word: words[words.count / 2]),
                    title: "\(words[words.count / 2].text) — clear and steady",
                    detail: "Exactly right", category: .makharij, playhead: (seconds * 0.45).rounded()),
                ReviewMark(
                    kind: .correction, word: WordReference(word: words[words.count - 1]),
                    title: "\(words[words.count - 1].text) — \(title(second))", detail: detail(second), category: second,
                    playhead: (seconds * 0.8).rounded()),
            ]
        let store = ReviewStore(database: env.database)
        try store.start(
            submission: submission.id, coach: coach.id, at: submission.revokeWindowClosesAt.addingTimeInterval(reviewDelay - 900))
        try store.log(DemoCoaching.reviewActivity(sentAt: sentAt, recitationSeconds: seconds), for: submission.id)
        for (offset, mark) in marks.enumerated() {
            try store.addMark(mark, to: submission.id, week: submission.week, at: sentAt.addingTimeInterval(Double(offset - 10)))
        }
        try store.addNote(
            "Lovely steady rhythm this week — keep the breath before each āyah.", for: .student, playhead: (seconds * 0.45).rounded(),
            to: submission.id, week: submission.week, at: sentAt.addingTimeInterval(-5))
        try store.addNote(
            "A little rushed at the start — nerves? Go gently in the one-to-one.", for: .privateToCoach, playhead: nil,
            to: submission.id, week: submission.week, at: sentAt.addingTimeInterval(-4))
        let outcome: ReviewOutcome = submission.week % 3 == 0 ? .anotherAttempt : .accepted
        let review = Review(
            submissionID: submission.id, coachID: coach.id, marks: marks, outcome: outcome, sentAt: sentAt,
            sendKey: "demo-\(submission.id.rawValue)")
        let notification = LoopNotification.feedbackReady(for: submission, from: coach, at: sentAt)
        // The history already moved the submission on; store the review and its notification as they were sent.
        try store.recordSent(
            review, of: submission, notification: notification, target: QuranFlowRoute.feedback.path(submission.id),
            readAt: submission.status != .feedbackReady ? sentAt.addingTimeInterval(DemoHistory.hearDelay) : nil)
    }

    static func title(_ category: TajweedCategory) -> String {
        switch category {
        case .madd: "stretch the madd"
        case .ghunnah: "hold the ghunnah"
        case .paceFluency: "slow down here"
        case .qalqalah: "let the qalqalah echo"
        case .izhar: "keep the nūn clear"
        default: "check this letter"
        }
    }

    static func detail(_ category: TajweedCategory) -> String {
        switch category {
        case .madd: "Four counts, not two"
        case .ghunnah: "Two full counts through the nose"
        case .paceFluency: "Take the breath before the āyah, not inside it"
        case .qalqalah: "A small bounce on the stopped letter"
        case .izhar: "No nasal blending before a throat letter"
        default: "Listen to the note and try again"
        }
    }
}
