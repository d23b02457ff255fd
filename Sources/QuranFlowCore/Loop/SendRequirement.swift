import Foundation

/// What a review must carry, and which outcome it may carry, to be sent — decided before Send is pressed (the Review
/// screen says why Send is not ready) and again when it is (``SendDecision``).
///
/// - **Something for the student** ("Send submits the review — marks + audio + note"): the coach's recorded reply, or at
///   least one mark (every mark is shown to the student), or a note for the student with words in it. Private notes do
///   not count: the student never sees them.
/// - **"Another attempt" only when one is left**: with both of the week's attempts used, only "Accepted" may be sent,
///   so a student is never promised a retry she cannot make.
///
/// ```swift
/// SendRequirement.missing(in: emptyDraft, studentFirstName: "Sarah")?.message
/// // "Nothing for Sarah yet: add a mark, a note for Sarah or a recorded reply before sending."
/// SendRequirement.outcomes(attemptsLeft: 0)   // [.accepted]
/// ```
public enum SendRequirement {
    /// Why `review` cannot be sent for lack of content (``LoopError/nothingForStudent(studentFirstName:onlyPrivateNotes:)``);
    /// `nil` when it carries the recorded reply, a mark or a student-facing note that is not blank.
    public static func missing(in review: Review, studentFirstName: String) -> LoopError? {
        if review.audioNote != nil || !review.marks.isEmpty { return nil }
        if review.studentNotes.contains(where: { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) { return nil }
        return .nothingForStudent(studentFirstName: studentFirstName, onlyPrivateNotes: !review.privateNotes.isEmpty)
    }

    /// The outcomes a coach may send when the student has `attemptsLeft` attempts left this week (counting the one under
    /// review as used, as ``WeekRecordingState/attemptsLeft`` does): both while one is left, only "Accepted" when none is.
    public static func outcomes(attemptsLeft: Int) -> [ReviewOutcome] {
        attemptsLeft > 0 ? ReviewOutcome.allCases : [.accepted]
    }

    /// Refuses `outcome` when it is not one of ``outcomes(attemptsLeft:)``.
    public static func check(_ outcome: ReviewOutcome, attemptsLeft: Int, studentFirstName: String) throws(LoopError) {
        guard outcomes(attemptsLeft: attemptsLeft).contains(outcome) else {
            throw .noAttemptLeftToOffer(studentFirstName: studentFirstName)
        }
    }
}
