import Foundation
import Identifiers

/// A coach's review of one submission: word-anchored marks, notes for the student, private notes,
/// an optional audio reply and the outcome. Marks are kept in reading order and numbered 1…n in it.
///
/// Hand students only ``studentView`` — it has no place for ``PrivateNote``.
///
/// ```swift
/// let review = Review(submissionID: s8.id, coachID: amina.id, marks: [mark], outcome: .anotherAttempt)
///     .adding(note: "Watch the ghunnah", for: .student)
///     .adding(note: "Nervous today", for: .privateToCoach)
/// review.studentView.notes.count   // 1
/// ```
public struct Review: Hashable, Codable, Sendable {
    /// The submission reviewed.
    public let submissionID: Identifiers.ID<Submission>
    /// The reviewing coach.
    public let coachID: Identifiers.ID<Coach>
    /// The marks, in reading order (number = index + 1).
    public let marks: [ReviewMark]
    /// Notes for the student.
    public let studentNotes: [StudentNote]
    /// Notes for the coach only.
    public let privateNotes: [PrivateNote]
    /// The recorded reply, if any.
    public let audioNote: AudioNote?
    /// Accepted or Another attempt; `nil` while drafting.
    public let outcome: ReviewOutcome?
    /// When it was sent; `nil` while drafting.
    public let sentAt: Date?
    /// The idempotency key of the Send that sent it (see ``SendDecision``).
    public let sendKey: String?

    /// A review (a draft until `sentAt` is set by ``SendDecision``).
    public init(
        submissionID: Identifiers.ID<Submission>, coachID: Identifiers.ID<Coach>, marks: [ReviewMark] = [],
        studentNotes: [StudentNote] = [], privateNotes: [PrivateNote] = [], audioNote: AudioNote? = nil,
        outcome: ReviewOutcome? = nil, sentAt: Date? = nil, sendKey: String? = nil
    ) {
        self.submissionID = submissionID
        self.coachID = coachID
        self.marks = marks.sorted(by: ReviewMark.readingOrder)
        self.studentNotes = studentNotes
        self.privateNotes = privateNotes
        self.audioNote = audioNote
        self.outcome = outcome
        self.sentAt = sentAt
        self.sendKey = sendKey
    }

    /// This review with a note added for `audience` (the composer's toggle decides where it goes).
    public func adding(note text: String, for audience: NoteAudience, playhead: TimeInterval? = nil) -> Review {
        switch audience {
        case .student: copy(studentNotes: studentNotes + [StudentNote(text: text, playhead: playhead)])
        case .privateToCoach: copy(privateNotes: privateNotes + [PrivateNote(text: text)])
        }
    }

    /// This review with `mark` added.
    public func adding(mark: ReviewMark) -> Review {
        copy(marks: marks + [mark])
    }

    /// This review with `outcome` chosen.
    public func choosing(_ outcome: ReviewOutcome) -> Review {
        copy(outcome: outcome)
    }

    /// This review with a recorded reply.
    public func withAudioNote(_ note: AudioNote) -> Review {
        copy(audioNote: note)
    }

    /// The mark numbered `number` (1-based, reading order).
    public func mark(number: Int) -> ReviewMark? {
        marks.indices.contains(number - 1) ? marks[number - 1] : nil
    }

    /// The numbers of the correction marks — what practice must cover.
    public var correctionNumbers: [Int] {
        marks.indices.filter { marks[$0].kind == .correction }.map { $0 + 1 }
    }

    /// What the student may see: everything but the private notes.
    public var studentView: StudentView {
        StudentView(
            submissionID: submissionID, coachID: coachID, marks: marks, notes: studentNotes,
            audioNote: audioNote, outcome: outcome, sentAt: sentAt)
    }

    func copy(
        marks: [ReviewMark]? = nil, studentNotes: [StudentNote]? = nil, privateNotes: [PrivateNote]? = nil,
        audioNote: AudioNote? = nil, outcome: ReviewOutcome? = nil, sentAt: Date? = nil, sendKey: String? = nil
    ) -> Review {
        Review(
            submissionID: submissionID, coachID: coachID, marks: marks ?? self.marks,
            studentNotes: studentNotes ?? self.studentNotes, privateNotes: privateNotes ?? self.privateNotes,
            audioNote: audioNote ?? self.audioNote, outcome: outcome ?? self.outcome,
            sentAt: sentAt ?? self.sentAt, sendKey: sendKey ?? self.sendKey)
    }
}
