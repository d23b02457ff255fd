import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite("Attempts: two graded a week, one in flight")
struct AttemptsTests {
    let later = Loop.at(Loop.wednesday, 3600)

    @Test("A fresh week: can record, 2 of 2 remaining, next attempt is 1")
    func fresh() {
        let state = Loop.state([], at: Loop.wednesday)
        #expect(state.canRecord)
        #expect(state.attemptsLeft == 2)
        #expect(state.attemptsLabel == "2 of 2 remaining")
        #expect(state.nextAttemptNumber == 1)
        #expect(state.inFlight == nil && state.latest == nil && state.nextOpening == nil)
    }

    @Test("Submitting costs one and blocks the next while in flight (in the window and in the queue)")
    func inFlight() {
        let s1 = Loop.submission("s1")
        for now in [Loop.at(Loop.wednesday, 60), Loop.at(Loop.wednesday, 86_400)] {
            let state = Loop.state([s1], at: now)
            #expect(!state.canRecord)
            #expect(state.attemptsLabel == "1 of 2 remaining")
            #expect(state.inFlight == s1)
            #expect(state.blocker == .alreadyInFlight(week: 8))
            #expect(state.nextOpening == nil)
        }
    }

    @Test("Revoking gives the attempt back")
    func revokeGivesBack() {
        let s1 = Loop.submission("s1", revokedAt: Loop.at(Loop.wednesday, 120))
        let state = Loop.state([s1], at: later)
        #expect(state.canRecord && state.attemptsLeft == 2 && state.nextAttemptNumber == 1 && state.latest == nil)
    }

    @Test("\"Another attempt\" opens the second; a review without an outcome counts as Another attempt")
    func anotherAttempt() {
        for outcome in [ReviewOutcome.anotherAttempt, nil] {
            let s1 = Loop.submission("s1", status: .feedbackReady, outcome: outcome)
            let state = Loop.state([s1], at: later)
            #expect(state.canRecord && state.attemptsLeft == 1 && state.nextAttemptNumber == 2)
        }
    }

    @Test("\"Accepted\" ends the week's recording step")
    func accepted() {
        let s1 = Loop.submission("s1", status: .heard, outcome: .accepted)
        let state = Loop.state([s1], at: later)
        #expect(!state.canRecord && state.isAccepted)
        #expect(state.blocker?.message == "Week 8 is done: your coach accepted your recording.")
        #expect(state.nextOpening == Loop.mondayMidnight)
    }

    @Test("Two used without Accepted: no attempts, next opening Monday 00:00 Toronto")
    func noAttempts() {
        let s1 = Loop.submission("s1", status: .practiced, outcome: .anotherAttempt)
        let s2 = Loop.submission("s2", attempt: 2, at: Loop.at(Loop.wednesday, 7200), status: .feedbackReady, outcome: .anotherAttempt)
        let state = Loop.state([s2, s1], at: Loop.at(Loop.wednesday, 86_400))
        #expect(state.isOutOfAttempts && state.attemptsLeft == 0 && state.attemptsLabel == "0 of 2 remaining")
        #expect(state.blocker?.message == "Both attempts used — your next attempt opens Monday.")
        #expect(state.nextOpening == Loop.mondayMidnight)
        #expect(state.latest == s2, "the archive row follows the latest submission")
    }

    @Test("Other students', weeks' and terms' submissions don't count")
    func scoped() {
        let other = Fixtures.student("omar", "Omar Khan", "Omar K.")
        let rows = [Loop.submission("o1", student: other), Loop.submission("w7", week: 7)]
        #expect(Loop.state(rows, at: later).attemptsLeft == 2)
    }

    @Test("The attempt race: two submits decided over the same stored state — the second, re-reading, is refused")
    func race() throws {
        let now = Loop.wednesday
        let first = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [], at: now)
        #expect(first.week == 8 && first.attempt == 1 && first.revokeWindowClosesAt == Loop.at(now, 600))
        let stored = [first.submission(id: ID("s1"), durationSeconds: 161)]
        #expect(
            Loop.error { _ = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: stored, at: now) }
                == .alreadyInFlight(week: 8))
    }

    @Test("Submit after a revoke and after Another attempt takes attempt numbers 1 then 2; a third is refused")
    func sequence() throws {
        let now = Loop.wednesday
        let revoked = Loop.submission("s0", revokedAt: Loop.at(now, -60))
        let first = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [revoked], at: now)
        #expect(first.attempt == 1)
        let reviewed = first.submission(id: ID("s1"), durationSeconds: 100).replacing(status: .feedbackReady, outcome: .anotherAttempt)
        let second = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [revoked, reviewed], at: later)
        #expect(second.attempt == 2)
        let done = second.submission(id: ID("s2"), durationSeconds: 100).replacing(status: .feedbackReady, outcome: .anotherAttempt)
        #expect(
            Loop.error { _ = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [reviewed, done], at: later) }
                == .noAttemptsLeft(opensOn: "Monday"))
    }

    @Test("In flight is per week: Week 8's window running past midnight doesn't block Week 9")
    func perWeek() throws {
        let s8 = Loop.submission("s8", at: Fixtures.instant("2026-11-01T23:55:00-05:00"))
        let decision = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [s8], at: Loop.at(Loop.mondayMidnight, 60))
        #expect(decision.week == 9 && decision.attempt == 1)
    }

    @Test("Outside the term there is no week to submit for")
    func outsideTerm() {
        let summer = Fixtures.instant("2026-08-01T12:00:00-04:00")
        #expect(Loop.error { _ = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [], at: summer) } == .noWeekNow)
        #expect(Loop.state([], week: 16, at: Loop.wednesday).blocker == .noSuchWeek(week: 16))
    }

    @Test("A future week is not open yet and opens Monday")
    func futureWeek() {
        let state = Loop.state([], week: 9, at: Loop.wednesday)
        #expect(state.blocker == .weekNotOpen(week: 9, opensOn: "Monday"))
        #expect(state.nextOpening == Loop.mondayMidnight)
    }

    @Test("Stored submissions from before revoke and outcome existed still decode")
    func legacyJSON() throws {
        let old = Submission(
            id: ID("s1"), studentID: Loop.sarah.id, termID: Loop.fall.id, week: 8, attempt: 1,
            submittedAt: Loop.wednesday, revokeWindowClosesAt: Loop.at(Loop.wednesday, 600),
            status: .heard, durationSeconds: 161)
        var object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(old)) as! [String: Any]
        object["revokedAt"] = nil
        object["outcome"] = nil
        let decoded = try JSONDecoder().decode(Submission.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(decoded == old && decoded.revokedAt == nil && decoded.outcome == nil)
    }
}
