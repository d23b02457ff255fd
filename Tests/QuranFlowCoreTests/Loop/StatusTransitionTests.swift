import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite("Status moves forward only")
struct StatusTransitionTests {
    let closed = Loop.at(Loop.wednesday, 600)
    let review = Review(
        submissionID: ID("s1"), coachID: Loop.amina.id,
        marks: [
            ReviewMark(
                kind: .praise, word: WordReference(surah: 67, ayah: 2, index: 1), title: "Lovely", detail: "", category: .paceFluency,
                playhead: 80),
            ReviewMark(
                kind: .correction, word: WordReference(surah: 67, ayah: 1, index: 1), title: "تَبَارَكَ — madd", detail: "Four counts",
                category: .madd, playhead: 41),
            ReviewMark(
                kind: .correction, word: WordReference(surah: 67, ayah: 1, index: 4), title: "Ghunnah", detail: "Hold it",
                category: .ghunnah, playhead: 52),
        ], audioNote: AudioNote(mediaID: "n1", durationSeconds: 408), outcome: .anotherAttempt)

    func sent() throws -> Submission {
        try StatusEvent.feedbackSent(.anotherAttempt).apply(to: Loop.submission("s1"), review: review, at: closed)
    }

    @Test("Sent → Feedback ready with the outcome, but not while the student can still revoke")
    func send() throws {
        let s = try sent()
        #expect(s.status == .feedbackReady && s.outcome == .anotherAttempt)
        #expect(
            Loop.error {
                _ = try StatusEvent.feedbackSent(.accepted).apply(to: Loop.submission("s1"), review: review, at: Loop.at(closed, -1))
            }
                == .stillInRevokeWindow)
    }

    @Test("Heard by marking, or by playing the whole note (within half a second of its end)")
    func heard() throws {
        let s = try sent()
        #expect(try StatusEvent.markedHeard.apply(to: s, review: review, at: closed).status == .heard)
        #expect(try StatusEvent.notePlayed(upTo: 407.5).apply(to: s, review: review, at: closed).status == .heard)
        #expect(
            Loop.error { _ = try StatusEvent.notePlayed(upTo: 407.4).apply(to: s, review: review, at: closed) } == .noteNotPlayedThrough)
        let silent = Review(submissionID: ID("s1"), coachID: Loop.amina.id, outcome: .accepted)
        #expect(Loop.error { _ = try StatusEvent.notePlayed(upTo: 999).apply(to: s, review: silent, at: closed) } == .noteNotPlayedThrough)
    }

    @Test("Practiced needs a take for every correction mark (numbered in reading order)")
    func practiced() throws {
        #expect(review.correctionNumbers == [1, 2])
        #expect(review.mark(number: 3)?.kind == .praise)
        let heard = try StatusEvent.markedHeard.apply(to: try sent(), review: review, at: closed)
        #expect(
            Loop.error { _ = try StatusEvent.practiced(takes: [1]).apply(to: heard, review: review, at: closed) }
                == .correctionsNotPractised(missing: 1))
        #expect(
            LoopError.correctionsNotPractised(missing: 1).message
                == "Attach a take for every correction first — 1 correction still needs one.")
        #expect(try StatusEvent.practiced(takes: [1, 2]).apply(to: heard, review: review, at: closed).status == .practiced)
        // Straight from Feedback ready is allowed too (practising implies listening).
        #expect(try StatusEvent.practiced(takes: [1, 2, 3]).apply(to: try sent(), review: review, at: closed).status == .practiced)
        let praiseOnly = Review(submissionID: ID("s1"), coachID: Loop.amina.id, marks: [review.marks[2]], outcome: .accepted)
        #expect(
            Loop.error { _ = try StatusEvent.practiced(takes: []).apply(to: heard, review: praiseOnly, at: closed) } == .nothingToPractise)
    }

    @Test("Illegal transitions are refused with a clear error")
    func illegal() throws {
        let inReview = Loop.submission("s1")
        #expect(
            Loop.error { _ = try StatusEvent.markedHeard.apply(to: inReview, review: review, at: closed) }
                == .illegalTransition(from: .inReview, to: .heard))
        #expect(LoopError.illegalTransition(from: .inReview, to: .heard).message == "A recording that is “In review” can't become “heard”.")
        let practiced = try StatusEvent.practiced(takes: [1, 2]).apply(to: try sent(), review: review, at: closed)
        #expect(
            Loop.error { _ = try StatusEvent.markedHeard.apply(to: practiced, review: review, at: closed) }
                == .illegalTransition(from: .practiced, to: .heard))
        #expect(
            Loop.error { _ = try StatusEvent.feedbackSent(.accepted).apply(to: try sent(), review: review, at: closed) }
                == .illegalTransition(from: .feedbackReady, to: .feedbackReady))
        let heard = try StatusEvent.markedHeard.apply(to: try sent(), review: review, at: closed)
        #expect(
            Loop.error { _ = try StatusEvent.markedHeard.apply(to: heard, review: review, at: closed) }
                == .illegalTransition(from: .heard, to: .heard))
        let revoked = Loop.submission("s1", revokedAt: Loop.wednesday)
        #expect(
            Loop.error { _ = try StatusEvent.feedbackSent(.accepted).apply(to: revoked, review: review, at: closed) } == .alreadyRevoked)
    }

    @Test("Every event's target agrees with SubmissionStatus.canMove")
    func targets() throws {
        let events: [StatusEvent] = [.feedbackSent(.accepted), .markedHeard, .notePlayed(upTo: 408), .practiced(takes: [1, 2])]
        let s = try sent()
        let heard = s.replacing(status: .heard)
        let practiced = s.replacing(status: .practiced)
        for from in [Loop.submission("s1"), s, heard, practiced] {
            for event in events {
                let moved = try? event.apply(to: from, review: review, at: closed)
                #expect((moved != nil) == from.status.canMove(to: event.target), "\(from.status) via \(event)")
            }
        }
    }
}
