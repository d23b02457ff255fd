import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite("Revoke window")
struct RevokeTests {
    let s1 = Loop.submission("s1")

    @Test("10 minutes by default; 5–10 per programme, anything else refused")
    func lengths() throws {
        #expect(RevokeWindow.standard.minutes == 10)
        #expect(try RevokeWindow(minutes: 5).length == 300)
        #expect(try RevokeWindow(minutes: 10).length == 600)
        for bad in [4, 11, 0, -1] {
            #expect(Loop.error { _ = try RevokeWindow(minutes: bad) } == .revokeWindowOutOfRange(minutes: bad))
        }
        #expect(LoopError.revokeWindowOutOfRange(minutes: 4).message == "A revoke window of 4 minutes is not allowed: choose 5–10 minutes.")
        let seven = try RevokeWindow(minutes: 7)
        #expect(seven.closesAt(submittedAt: Loop.wednesday) == Loop.at(Loop.wednesday, 420))
    }

    @Test("The last second still revokes; the closing instant does not, and the queue gets it then")
    func lastSecond() throws {
        let last = Loop.at(Loop.wednesday, 599)
        let closes = Loop.at(Loop.wednesday, 600)
        let decision = try RevokeDecision(submission: s1, student: Loop.sarah, term: Loop.fall, at: last)
        #expect(decision.revoked.revokedAt == last && decision.warning == nil)
        #expect(RevokeWindow.secondsLeft(for: s1, at: Loop.at(last, 0.5)) == 1)
        #expect(RevokeWindow.countdownLabel(for: s1, at: Loop.at(Loop.wednesday, 188)) == "6:52 left")
        #expect(!s1.isWaitingForReview(at: last))
        #expect(
            Loop.error { _ = try RevokeDecision(submission: s1, student: Loop.sarah, term: Loop.fall, at: closes) }
                == .revokeWindowClosed)
        #expect(LoopError.revokeWindowClosed.message == "The revoke window has closed.")
        #expect(s1.isWaitingForReview(at: closes))
        #expect(RevokeWindow.secondsLeft(for: s1, at: closes) == 0)
    }

    @Test("A revoked submission never reaches the queue and cannot be revoked again")
    func revokedNeverQueued() throws {
        let revoked = try RevokeDecision(submission: s1, student: Loop.sarah, term: Loop.fall, at: Loop.at(Loop.wednesday, 60)).revoked
        #expect(!revoked.isWaitingForReview(at: Loop.at(Loop.wednesday, 3600)))
        let queue = ReviewQueue(coachID: Loop.amina.id, students: [Loop.sarah], submissions: [revoked], at: Loop.at(Loop.wednesday, 3600))
        #expect(queue.entries.isEmpty)
        #expect(
            Loop.error {
                _ = try RevokeDecision(submission: revoked, student: Loop.sarah, term: Loop.fall, at: Loop.at(Loop.wednesday, 61))
            }
                == .alreadyRevoked)
    }

    @Test("Only the submission's student may revoke it")
    func ownStudentOnly() {
        let omar = Fixtures.student("omar", "Omar Khan", "Omar K.")
        #expect(
            Loop.error { _ = try RevokeDecision(submission: s1, student: omar, term: Loop.fall, at: Loop.wednesday) }
                == .wrongSubmission)
    }

    @Test("Revoke after midnight: sent 23:55 Sunday, revoked 00:02 Monday — withdrawn, week empty, warned first")
    func afterMidnight() throws {
        let sent = Fixtures.instant("2026-11-01T23:55:00-05:00")
        let decision = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [], at: sent)
        #expect(decision.week == 8, "made before the deadline, it belongs to Week 8")
        #expect(decision.revokeWindowClosesAt == Fixtures.instant("2026-11-02T00:05:00-05:00"))
        let s8 = decision.submission(id: ID("s8"), durationSeconds: 161)
        let now = Fixtures.instant("2026-11-02T00:02:00-05:00")
        let revoke = try RevokeDecision(submission: s8, student: Loop.sarah, term: Loop.fall, at: now)
        #expect(revoke.warning == .weekWillBeEmpty(week: 8, deadline: "Sunday 11:59 PM"))
        #expect(
            revoke.warning?.message
                == "It's past the Week 8 deadline (Sunday 11:59 PM): if you take this back, Week 8 will have no recording.")
        let after = Loop.state([revoke.revoked], at: now)
        #expect(after.latest == nil && after.attemptsLeft == 2)
        #expect(after.blocker?.message == "Week 8 is closed: the deadline was Sunday 11:59 PM.")
        #expect(after.nextOpening == Loop.mondayMidnight)
    }

    @Test("Revoking before the deadline carries no warning")
    func noWarningOnTime() throws {
        let sent = Fixtures.instant("2026-11-01T23:50:30-05:00")
        let s8 = Loop.submission("s8", at: sent)
        #expect(try RevokeDecision(submission: s8, student: Loop.sarah, term: Loop.fall, at: Loop.lastSecond).warning == nil)
    }

    @Test("The closing job: due windows close now (also after a restart), open ones are scheduled soonest first")
    func schedule() {
        let now = Loop.at(Loop.wednesday, 600)
        let a = Loop.submission("a")  // closes exactly now
        let b = Loop.submission("b", at: Loop.at(Loop.wednesday, -7200))  // long overdue
        let c = Loop.submission("c", at: Loop.at(Loop.wednesday, 300))  // 5 min to go
        let d = Loop.submission("d", at: Loop.at(Loop.wednesday, 60))  // 1 min to go
        let gone = Loop.submission("e", revokedAt: Loop.wednesday)
        let done = Loop.submission("f", status: .feedbackReady, outcome: .accepted)
        let plan = RevokeWindowSchedule(submissions: [a, b, c, d, gone, done], at: now)
        #expect(plan.dueNow == [ID("b"), ID("a")])
        #expect(plan.upcoming.map(\.id) == [ID("d"), ID("c")])
        #expect(plan.upcoming.first?.closesAt == Loop.at(Loop.wednesday, 660))
        #expect(RevokeWindowSchedule(submissions: [a, b], alreadyQueued: [ID("b")], at: now).dueNow == [ID("a")])
    }
}
