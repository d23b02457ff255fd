import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// The coach reassignment rule (issue 20) at its boundaries.
@Suite struct CoachReassignmentPlanTests {
    let fall = Fixtures.fall
    let sarah = Fixtures.sarah
    let demoNow = Fixtures.instant("2026-10-27T13:48:00-04:00")

    func submission(_ id: String, week: Int, status: SubmissionStatus, at iso: String, revoked: Bool = false) -> Submission {
        let sent = Fixtures.instant(iso)
        return Submission(
            id: ID(id), studentID: sarah.id, termID: fall.id, week: week, attempt: 1, submittedAt: sent,
            revokeWindowClosesAt: sent.addingTimeInterval(600), status: status, durationSeconds: 160,
            revokedAt: revoked ? sent.addingTimeInterval(60) : nil)
    }

    @Test func waitingSubmissionsMoveKeepingTheirTimeReviewedOnesStay() throws {
        let waiting = submission("w8", week: 8, status: .inReview, at: "2026-10-26T21:12:00-04:00")
        let ready = submission("w7", week: 7, status: .feedbackReady, at: "2026-10-21T21:12:00-04:00")
        let heard = submission("w6", week: 6, status: .heard, at: "2026-10-14T21:12:00-04:00")
        let revoked = submission("r8", week: 8, status: .inReview, at: "2026-10-26T20:00:00-04:00", revoked: true)
        let plan = try CoachReassignmentPlan(
            student: sarah, term: fall, to: Fixtures.radwa.id, fromWeek: 8, submissions: [heard, waiting, ready, revoked], now: demoNow)
        #expect(plan.moving == [waiting])
        #expect(plan.moving.first?.submittedAt == Fixtures.instant("2026-10-26T21:12:00-04:00"))
        #expect(plan.staying.map(\.id) == [heard.id, ready.id])
        #expect(plan.takesEffectNow)
        #expect(plan.effectiveAt == demoNow)
        #expect(plan.oldCoach == Fixtures.amina.id && plan.newCoach == Fixtures.radwa.id)
        #expect(plan.summary.hasPrefix("1 waiting submission moves to the new coach's queue, waiting time kept; 2 reviewed"))
    }

    @Test func sameCoachIsRefused() {
        #expect(throws: CoachReassignmentError.sameCoach) {
            try CoachReassignmentPlan(student: sarah, term: fall, to: Fixtures.amina.id, fromWeek: 8, submissions: [], now: demoNow)
        }
    }

    @Test func aWeekBeforeTheCurrentOneIsRefused() {
        #expect(throws: CoachReassignmentError.weekAlreadyPassed(week: 7, currentWeek: 8)) {
            try CoachReassignmentPlan(student: sarah, term: fall, to: Fixtures.radwa.id, fromWeek: 7, submissions: [], now: demoNow)
        }
        #expect(throws: CoachReassignmentError.weekOutsideTerm(week: 16, weekCount: 15)) {
            try CoachReassignmentPlan(student: sarah, term: fall, to: Fixtures.radwa.id, fromWeek: 16, submissions: [], now: demoNow)
        }
    }

    /// Week 8 ends at Monday 2 November 00:00 in Toronto (EST after the 1 November change): a second before, Week 8 is
    /// still current; at midnight it has passed.
    @Test func theWeekBoundaryIsMidnightMondayInTheStudentsZone() throws {
        let sundayNight = Fixtures.instant("2026-11-01T23:59:59-05:00")
        let monday = Fixtures.instant("2026-11-02T00:00:00-05:00")
        let plan = try CoachReassignmentPlan(
            student: sarah, term: fall, to: Fixtures.radwa.id, fromWeek: 8, submissions: [], now: sundayNight)
        #expect(plan.takesEffectNow)
        #expect(throws: CoachReassignmentError.weekAlreadyPassed(week: 8, currentWeek: 9)) {
            try CoachReassignmentPlan(student: sarah, term: fall, to: Fixtures.radwa.id, fromWeek: 8, submissions: [], now: monday)
        }
        // The same instant is already Monday morning in Cairo: a Cairo student's Week 8 has passed.
        let cairoStudent = Fixtures.student("laila", "Laila H.", "Laila H.", zone: "Africa/Cairo")
        #expect(throws: CoachReassignmentError.weekAlreadyPassed(week: 8, currentWeek: 9)) {
            try CoachReassignmentPlan(
                student: cairoStudent, term: fall, to: Fixtures.radwa.id, fromWeek: 8, submissions: [],
                now: Fixtures.instant("2026-11-01T23:30:00-05:00"))
        }
    }

    @Test func aLaterWeekTakesEffectAtItsMondayInTheStudentsZone() throws {
        let plan = try CoachReassignmentPlan(student: sarah, term: fall, to: Fixtures.radwa.id, fromWeek: 10, submissions: [], now: demoNow)
        #expect(!plan.takesEffectNow)
        #expect(plan.effectiveAt == Fixtures.instant("2026-11-09T00:00:00-05:00"))
    }

    @Test func anOpenSeriesWithTheOldCoachContinues() throws {
        let slot = WeeklySlot(coach: Fixtures.amina, weekday: .tuesday, start: LocalTime(hour: 16, minute: 20))
        let series = OneToOneSeries(
            id: ID("series"), studentID: sarah.id, termID: fall.id, slot: slot, firstWeek: 2, bookedAt: demoNow)
        let plan = try CoachReassignmentPlan(
            student: sarah, term: fall, to: Fixtures.radwa.id, fromWeek: 8, submissions: [], series: [series], now: demoNow)
        #expect(plan.continuingSeries == [series.id])
        #expect(plan.summary.contains("1 one-to-one series continues with the old coach until the student changes it"))
    }

    @Test func afterTheTermNothingIsReassigned() {
        #expect(throws: CoachReassignmentError.termEnded) {
            try CoachReassignmentPlan(
                student: sarah, term: fall, to: Fixtures.radwa.id, fromWeek: 15, submissions: [],
                now: Fixtures.instant("2026-12-21T09:00:00-05:00"))
        }
    }
}
