import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite("Deadline and reopening (Toronto, the weekend daylight time ends)")
struct DeadlineTests {
    @Test("Sunday 23:59:59 EST is on time; Monday 00:00:00 is late")
    func deadlineMinute() throws {
        let onTime = try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [], at: Loop.lastSecond)
        #expect(onTime.week == 8)
        let deadline = WeekDeadline(term: Loop.fall, student: Loop.sarah, week: 8)
        #expect(deadline.deadlineLabel == "Sunday 11:59 PM")
        #expect(deadline.deadline == Fixtures.instant("2026-11-01T23:59:00-05:00"))
        #expect(deadline.isAccepting(at: Loop.lastSecond))
        #expect(!deadline.isAccepting(at: Loop.mondayMidnight))
        #expect(
            Loop.error { _ = try SubmitDecision(student: Loop.sarah, term: Loop.fall, week: 8, stored: [], at: Loop.mondayMidnight) }
                == .weekClosed(week: 8, deadline: "Sunday 11:59 PM"))
        #expect(LoopError.weekClosed(week: 8, deadline: "Sunday 11:59 PM").message == "Week 8 is closed: the deadline was Sunday 11:59 PM.")
        // Monday 00:00 with no week given is simply Week 9's first second.
        #expect(try SubmitDecision(student: Loop.sarah, term: Loop.fall, stored: [], at: Loop.mondayMidnight).week == 9)
    }

    @Test("The week is 169 hours long in Toronto; 00:00 EDT Monday opens it")
    func weekOpens() {
        let deadline = WeekDeadline(term: Loop.fall, student: Loop.sarah, week: 8)
        #expect(deadline.opensAt == Fixtures.instant("2026-10-26T00:00:00-04:00"))
        #expect(deadline.nextWeekOpensAt.timeIntervalSince(deadline.opensAt) == 169 * 3600)
    }

    @Test("A coach reopens a closed week for one student until a stated instant")
    func reopening() throws {
        let now = Fixtures.instant("2026-11-03T10:00:00-05:00")
        let until = Fixtures.instant("2026-11-04T12:00:00-05:00")
        let reopening = try WeekReopening.reopen(week: 8, term: Loop.fall, student: Loop.sarah, by: Loop.amina.id, until: until, at: now)
        let state = Loop.state([], reopenings: [reopening], at: now)
        #expect(state.canRecord)
        let decision = try SubmitDecision(
            student: Loop.sarah, term: Loop.fall, week: 8, stored: [], reopenings: [reopening], at: Loop.at(until, -1))
        #expect(decision.week == 8 && decision.attempt == 1)
        #expect(Loop.state([], reopenings: [reopening], at: until).blocker == .weekClosed(week: 8, deadline: "Sunday 11:59 PM"))
        // Another student's week stays closed.
        let omar = Fixtures.student("omar", "Omar Khan", "Omar K.")
        #expect(!WeekRecordingState(student: omar, term: Loop.fall, week: 8, submissions: [], reopenings: [reopening], at: now).canRecord)
        // Attempts are not reset.
        let used = [
            Loop.submission("s1", outcome: .anotherAttempt), Loop.submission("s2", attempt: 2, status: .heard, outcome: .anotherAttempt),
        ]
        .map { $0.replacing(status: .heard) }
        #expect(Loop.state(used, reopenings: [reopening], at: now).isOutOfAttempts)
    }

    @Test("Revoking inside a reopening carries no warning; after it, the week-empty warning")
    func revokeDuringReopening() throws {
        let now = Fixtures.instant("2026-11-03T10:00:00-05:00")
        let until = Loop.at(now, 300)
        let reopening = try WeekReopening.reopen(week: 8, term: Loop.fall, student: Loop.sarah, by: Loop.amina.id, until: until, at: now)
        let s = Loop.submission("s1", at: Loop.at(now, 60))
        #expect(
            try RevokeDecision(submission: s, student: Loop.sarah, term: Loop.fall, reopenings: [reopening], at: Loop.at(now, 120)).warning
                == nil)
        #expect(try RevokeDecision(submission: s, student: Loop.sarah, term: Loop.fall, reopenings: [reopening], at: until).warning != nil)
    }

    @Test("Reopening is refused for another coach, an open week, a past instant, or no such week")
    func reopenRefusals() {
        let now = Fixtures.instant("2026-11-03T10:00:00-05:00")
        let later = Loop.at(now, 3600)
        #expect(
            Loop.error {
                _ = try WeekReopening.reopen(week: 8, term: Loop.fall, student: Loop.sarah, by: Loop.radwa.id, until: later, at: now)
            }
                == .notYourStudent(studentFirstName: "Sarah"))
        #expect(
            Loop.error {
                _ = try WeekReopening.reopen(
                    week: 8, term: Loop.fall, student: Loop.sarah, by: Loop.amina.id, until: later, at: Loop.lastSecond)
            }
                == .weekStillOpen(week: 8))
        #expect(
            Loop.error {
                _ = try WeekReopening.reopen(week: 8, term: Loop.fall, student: Loop.sarah, by: Loop.amina.id, until: now, at: now)
            }
                == .reopeningEndsTooSoon)
        #expect(
            Loop.error {
                _ = try WeekReopening.reopen(week: 20, term: Loop.fall, student: Loop.sarah, by: Loop.amina.id, until: later, at: now)
            }
                == .noSuchWeek(week: 20))
    }
}
