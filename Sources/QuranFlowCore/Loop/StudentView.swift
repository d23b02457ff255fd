import Foundation
import Identifiers

/// A review as its student may see it (SakSubmissionFeedback, JSON, notifications): marks, notes
/// for the student, the audio reply and the outcome. It has no property that can hold a
/// ``PrivateNote`` and is made only from ``Review/studentView``, so private notes are unreachable
/// from it by type.
///
/// ```swift
/// let view = review.studentView
/// view.notes.map(\.text)   // the "For Sarah" notes only
/// ```
public struct StudentView: Hashable, Codable, Sendable {
    /// The submission reviewed.
    public let submissionID: Identifiers.ID<Submission>
    /// The reviewing coach.
    public let coachID: Identifiers.ID<Coach>
    /// The numbered marks (number = index + 1).
    public let marks: [ReviewMark]
    /// The notes written for the student.
    public let notes: [StudentNote]
    /// The recorded reply, if any.
    public let audioNote: AudioNote?
    /// The outcome.
    public let outcome: ReviewOutcome?
    /// When it was sent.
    public let sentAt: Date?

    init(
        submissionID: Identifiers.ID<Submission>, coachID: Identifiers.ID<Coach>, marks: [ReviewMark], notes: [StudentNote],
        audioNote: AudioNote?, outcome: ReviewOutcome?, sentAt: Date?
    ) {
        self.submissionID = submissionID
        self.coachID = coachID
        self.marks = marks
        self.notes = notes
        self.audioNote = audioNote
        self.outcome = outcome
        self.sentAt = sentAt
    }

    /// "Show 2 more notes" once there are more than three; `nil` otherwise.
    public var moreNotesLabel: String? {
        notes.count > 3 ? "Show \(notes.count - 3) more \(notes.count - 3 == 1 ? "note" : "notes")" : nil
    }
}
