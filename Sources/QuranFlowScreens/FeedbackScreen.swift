import Foundation
import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// The student's feedback (SakSubmissionFeedback): the passage with numbered marks, the coach's audio note with
/// markers aligned to the marks, the timestamped notes (three shown, the rest behind "Show N more notes"), the notes
/// written for the student, the student's own recording, "Practice the corrections" and "Mark as heard".
///
/// It is built from a ``StudentView`` only, so a private note cannot reach it.
///
/// ```swift
/// let screen = FeedbackScreen.make(submission: s7, view: review.studentView, coach: amina, passage: passage,
///                                  note: noteCard, recording: card, takes: [], now: now, destinations: .current)
/// screen.eyebrow   // "Week 7 · Reviewed"
/// ```
public struct FeedbackScreen: Codable, Hashable, Sendable {
    /// A note written for the student.
    public struct NoteLine: Codable, Hashable, Sendable {
        public let text: String
        /// "1:08" when written against the recording.
        public let playhead: String?
    }

    /// A practice take the student attached.
    public struct TakeRow: Codable, Hashable, Sendable {
        /// "Correction 1".
        public let label: String
        public let audio: AudioCard
    }

    /// "SakSubmissionFeedback".
    public let screenID: String
    public let submissionID: String
    /// "Week 7 · Reviewed".
    public let eyebrow: String
    public let status: StatusPill
    /// "Another attempt" / "Accepted".
    public let outcome: String?
    public let passage: MarkedPassage
    /// "Ust. Amina's notes".
    public let coachTitle: String
    /// "2 days ago · 6:48" (or "2 days ago" without a recorded note).
    public let coachMeta: String
    /// The coach's audio note; `nil` when none was recorded (or its file is still being made).
    public let note: AudioCard?
    /// "Preparing this recording…" while the note's file is still being made.
    public let notePreparing: String?
    /// Every mark, numbered; the page shows the first three and folds the rest.
    public let marks: [MarkRow]
    /// "Show 2 more notes" when there are more than three marks.
    public let moreMarksLabel: String?
    /// The notes written for the student.
    public let notes: [NoteLine]
    /// "Your recording".
    public let recording: AudioCard?
    /// "Practice the corrections", while a correction has no take.
    public let practice: ScreenAction?
    /// "Mark as heard" (a POST) while the feedback is not yet heard.
    public let markHeard: String?
    /// Where the page reports that the note played to its end.
    public let playedPath: String?
    public let takes: [TakeRow]
    /// "Voice reply": the thread with the coach, its voice row answering this week's feedback ("About Week 7
    /// feedback"); nil when the student cannot write to that coach.
    public let voiceReply: ScreenAction?

    /// The feedback screen for `submission`.
    public static func make(
        submission: Submission, view: StudentView, coach: Coach, passage: Passage, note: AudioCard?,
        recording: AudioCard?, takes: [(markNumber: Int, audio: AudioCard)], now: Date,
        destinations: Destinations, preparing: Bool = false, canMessageCoach: Bool = false
    ) -> FeedbackScreen {
        let marks = MarkRow.rows(view.marks, recordingSeconds: submission.durationSeconds)
        let ago = view.sentAt.map { WaitingTime(seconds: now.timeIntervalSince($0)).label + " ago" } ?? ""
        let corrections = view.marks.indices.filter { view.marks[$0].kind == .correction }.map { $0 + 1 }
        let practised = Set(takes.map(\.markNumber))
        let firstOpen = corrections.first { !practised.contains($0) }
        return FeedbackScreen(
            screenID: "SakSubmissionFeedback", submissionID: submission.id.rawValue,
            eyebrow: "Week \(submission.week) · Reviewed", status: StatusPill(submission.status),
            outcome: view.outcome?.label, passage: MarkedPassage(passage: passage, marks: view.marks),
            coachTitle: "\(coach.displayName)'s notes",
            coachMeta: [ago, note?.durationLabel].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "),
            note: note, notePreparing: note == nil && preparing ? Copy.preparingRecording : nil, marks: marks,
            moreMarksLabel: marks.count > 3 ? "Show \(marks.count - 3) more \(marks.count - 3 == 1 ? "note" : "notes")" : nil,
            notes: view.notes.map { NoteLine(text: $0.text, playhead: $0.playhead.map(AudioCard.clock)) },
            recording: recording,
            practice: firstOpen.flatMap {
                destinations.action("Practice the corrections", to: Destination(QuranFlowRoute.practice, submission.id, $0))
            },
            markHeard: submission.status == .feedbackReady ? QuranFlowRoute.markHeard.path(submission.id) : nil,
            playedPath: submission.status == .feedbackReady && note != nil ? QuranFlowRoute.notePlayed.path(submission.id) : nil,
            takes: takes.map { TakeRow(label: "Correction \($0.markNumber)", audio: $0.audio) },
            voiceReply: canMessageCoach && destinations.available.contains(.messages)
                ? ScreenAction(
                    label: "Voice reply", href: QuranFlowRoute.messageThread.path(coach.id, query: MessagesQuery(about: submission.id)),
                    kind: .messages) : nil)
    }
}
