import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite("Send needs something for the student, and Another attempt needs an attempt left")
struct SendRequirementTests {
    let closed = Loop.at(Loop.wednesday, 600)
    let empty = Review(submissionID: ID("s1"), coachID: Loop.amina.id)
    let praise = ReviewMark(
        kind: .praise, word: WordReference(surah: 67, ayah: 1, index: 1), title: "Lovely madd", detail: "", category: .madd,
        playhead: 12)

    func missing(_ review: Review) -> LoopError? {
        SendRequirement.missing(in: review, studentFirstName: "Sarah")
    }

    @Test("Nothing, a blank note or private notes only: missing, named for the coach")
    func nothingForTheStudent() {
        #expect(missing(empty) == .nothingForStudent(studentFirstName: "Sarah", onlyPrivateNotes: false))
        #expect(
            missing(empty)?.message == "Nothing for Sarah yet: add a mark, a note for Sarah or a recorded reply before sending.")
        let blank = empty.adding(note: "  \n\t", for: .student)
        #expect(missing(blank) == .nothingForStudent(studentFirstName: "Sarah", onlyPrivateNotes: false))
        let privateOnly = empty.adding(note: "Nervous today.", for: .privateToCoach)
        #expect(missing(privateOnly) == .nothingForStudent(studentFirstName: "Sarah", onlyPrivateNotes: true))
        #expect(missing(privateOnly)?.message.hasPrefix("Private notes stay with you") == true)
        // Choosing an outcome is not content.
        #expect(missing(empty.choosing(.accepted)) != nil)
    }

    @Test("One mark, one note for the student or the recorded reply is enough")
    func oneThingIsEnough() {
        #expect(missing(empty.adding(mark: praise)) == nil)
        #expect(missing(empty.adding(note: "Watch the ghunnah.", for: .student)) == nil)
        #expect(missing(empty.withAudioNote(AudioNote(mediaID: "n1", durationSeconds: 0.5))) == nil)
        #expect(missing(empty.adding(note: "Nervous today.", for: .privateToCoach).adding(mark: praise)) == nil)
    }

    @Test("Another attempt is offered while an attempt is left, never at none")
    func outcomesByAttemptsLeft() {
        #expect(SendRequirement.outcomes(attemptsLeft: 2) == [.accepted, .anotherAttempt])
        #expect(SendRequirement.outcomes(attemptsLeft: 1) == [.accepted, .anotherAttempt])
        #expect(SendRequirement.outcomes(attemptsLeft: 0) == [.accepted])
        #expect(SendRequirement.outcomes(attemptsLeft: -1) == [.accepted])
        #expect(Loop.error { try SendRequirement.check(.anotherAttempt, attemptsLeft: 1, studentFirstName: "Sarah") } == nil)
        #expect(
            Loop.error { try SendRequirement.check(.anotherAttempt, attemptsLeft: 0, studentFirstName: "Sarah") }
                == .noAttemptLeftToOffer(studentFirstName: "Sarah"))
        #expect(Loop.error { try SendRequirement.check(.accepted, attemptsLeft: 0, studentFirstName: "Sarah") } == nil)
    }

    @Test("The second attempt under review leaves none: the attempts rule and the Send rule agree")
    func secondAttemptLeavesNone() {
        let first = Loop.submission("s1", attempt: 1, status: .feedbackReady, outcome: .anotherAttempt)
        let second = Loop.submission("s2", attempt: 2, at: Loop.at(Loop.wednesday, 86_400))
        #expect(Loop.state([first], at: closed).attemptsLeft == 1)
        #expect(Loop.state([first, second], at: Loop.at(Loop.wednesday, 90_000)).attemptsLeft == 0)
        #expect(SendRequirement.outcomes(attemptsLeft: Loop.state([first, second], at: closed).attemptsLeft) == [.accepted])
    }

    func decide(_ draft: Review, attemptsLeft: Int = 1) throws(LoopError) -> SendDecision {
        try SendDecision.decide(
            draft: draft, key: "k", submission: Loop.submission("s1"), student: Loop.sarah, coach: Loop.amina, stored: nil,
            attemptsLeft: attemptsLeft, at: closed)
    }

    @Test("Send refuses an empty review (before asking for an outcome) and Another attempt with none left")
    func sendApplies() throws {
        #expect(
            Loop.error { _ = try decide(empty.choosing(.accepted)) }
                == .nothingForStudent(studentFirstName: "Sarah", onlyPrivateNotes: false))
        #expect(Loop.error { _ = try decide(empty) } == .nothingForStudent(studentFirstName: "Sarah", onlyPrivateNotes: false))
        let marked = empty.adding(mark: praise)
        #expect(Loop.error { _ = try decide(marked) } == .outcomeMissing)
        #expect(
            Loop.error { _ = try decide(marked.choosing(.anotherAttempt), attemptsLeft: 0) }
                == .noAttemptLeftToOffer(studentFirstName: "Sarah"))
        guard case .send(let moved, _, _) = try decide(marked.choosing(.accepted), attemptsLeft: 0) else {
            Issue.record("Accepted with no attempt left was not sent")
            return
        }
        #expect(moved.outcome == .accepted)
        guard case .send(let again, _, _) = try decide(marked.choosing(.anotherAttempt), attemptsLeft: 1) else {
            Issue.record("Another attempt with one left was not sent")
            return
        }
        #expect(again.outcome == .anotherAttempt)
    }
}
