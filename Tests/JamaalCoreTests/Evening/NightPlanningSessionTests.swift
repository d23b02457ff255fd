import Calendar
import Foundation
import Testing

@testable import JamaalCore

@Suite("Evening · Night Planning session")
struct NightPlanningSessionTests {
    let clock = Fixture.clock
    let evening = Fixture.at("2026-11-03", "21:30")

    func start(_ stored: [NightPlanningSession] = [], flow: NightPlanningFlow = .evening, at now: Date? = nil) throws
        -> NightPlanningSession
    {
        try NightPlanningSession.startOrResume(stored, flow: flow, clock: clock, now: now ?? evening)
    }

    func confirmed(_ session: NightPlanningSession, at now: Date) throws -> NightPlanningSession {
        var current = session
        while current.step != .close { current = try current.advanced(incompleteTasks: 0, now: now) }
        return current
    }

    @Test("The evening runs Review → Carry forward → Build tomorrow → Check the load → Close; reaching Close confirms the plan")
    func fiveSteps() throws {
        var session = try start()
        #expect(session.day == Fixture.date("2026-11-04"))
        #expect(session.night == Fixture.date("2026-11-03"))
        var seen = [session.step]
        while session.step != .close {
            #expect(!session.isConfirmed)
            session = try session.advanced(incompleteTasks: 2, now: evening)
            seen.append(session.step)
        }
        #expect(seen == [.review, .carryForward, .buildTomorrow, .checkLoad, .close])
        #expect(session.confirmedAt == evening)
        #expect(throws: NightPlanningError.sessionClosed) { try session.advanced(incompleteTasks: 0, now: evening) }
        #expect(session.hasPassed(.checkLoad) && !session.hasPassed(.close))
    }

    @Test("NP-07's rail leads back to Carry forward and Build tomorrow once passed — never to Review, Check the load or ahead")
    func returnsToPassedSteps() throws {
        let review = try start()
        let carry = try review.advanced(incompleteTasks: 2, now: evening)
        let build = try carry.advanced(incompleteTasks: 2, now: evening)
        let load = try build.advanced(incompleteTasks: 2, now: evening)
        #expect(try load.returned(to: .buildTomorrow).step == .buildTomorrow)
        #expect(try load.returned(to: .carryForward).step == .carryForward)
        #expect(try build.returned(to: .carryForward).step == .carryForward)
        #expect(!load.canReturn(to: .review) && !load.canReturn(to: .checkLoad) && !load.canReturn(to: .close))
        #expect(throws: NightPlanningError.stepNotReturnable) { try load.returned(to: .review) }
        #expect(throws: NightPlanningError.stepNotReturnable) { try build.returned(to: .buildTomorrow) }  // the step it is at
        #expect(throws: NightPlanningError.stepNotReturnable) { try carry.returned(to: .buildTomorrow) }  // not reached yet
        #expect(throws: NightPlanningError.sessionSkipped) { try load.skipped(now: evening).returned(to: .buildTomorrow) }
        // Going back keeps the rest of the session: the day, the start, nothing skipped.
        let back = try load.returned(to: .carryForward)
        #expect(back.day == load.day && back.startedAt == load.startedAt && back.skippedAt == nil)
    }

    @Test("After Close the day the rail still leads back to Build tomorrow; the plan stays confirmed and Continue returns to Close")
    func returnAfterConfirming() throws {
        let closed = try confirmed(try start(), at: evening)
        let later = evening.addingTimeInterval(600)
        let back = try closed.returned(to: .buildTomorrow)
        #expect(back.step == .buildTomorrow && back.confirmedAt == evening)
        let again = try back.advanced(incompleteTasks: 0, now: later).advanced(incompleteTasks: 0, now: later)
        #expect(again.step == .close && again.confirmedAt == evening)
    }

    @Test("The morning flow has no Carry forward to return to; Build today is returnable from Check the load")
    func morningReturns() throws {
        let morning = Fixture.at("2026-11-04", "08:00")
        let build = try start(flow: .morning, at: morning)
        #expect(build.step == .buildTomorrow)
        let load = try build.advanced(incompleteTasks: 0, now: morning)
        #expect(throws: NightPlanningError.stepNotReturnable) { try load.returned(to: .carryForward) }
        #expect(try load.returned(to: .buildTomorrow).step == .buildTomorrow)
    }

    @Test("Carry forward is passed over when nothing is incomplete")
    func carryForwardPassedOver() throws {
        let session = try start().advanced(incompleteTasks: 0, now: evening)
        #expect(session.step == .buildTomorrow)
    }

    @Test("Skip tonight works at every step before the plan is confirmed, is recorded, and is refused after", arguments: 0...3)
    func skipAtAnyStep(advances: Int) throws {
        var session = try start()
        for _ in 0..<advances { session = try session.advanced(incompleteTasks: 1, now: evening) }
        let from = session.step
        let skipped = try session.skipped(now: evening)
        #expect(skipped.step == .skipped)
        #expect(skipped.isSkipped && !skipped.isConfirmed)
        #expect(skipped.skippedAt == evening)
        #expect(skipped.skippedFrom == from)
        #expect(throws: NightPlanningError.sessionSkipped) { try skipped.advanced(incompleteTasks: 0, now: evening) }
        let closed = try (advances..<4).reduce(session) { current, _ in try current.advanced(incompleteTasks: 1, now: evening) }
        #expect(throws: NightPlanningError.sessionClosed) { try closed.skipped(now: evening) }
    }

    @Test("Resume after a restart: the stored session, read back from JSON, resumes at its step — never restarts")
    func resumeAfterRestart() throws {
        let session = try start().advanced(incompleteTasks: 1, now: evening).advanced(incompleteTasks: 1, now: evening)
        #expect(session.step == .buildTomorrow)
        let stored = try JSONDecoder().decode(NightPlanningSession.self, from: JSONEncoder().encode(session))
        #expect(stored == session)
        let later = Fixture.at("2026-11-03", "23:10")
        let resumed = try start([stored], at: later)
        #expect(resumed == session)
        #expect(resumed.startedAt == evening)
    }

    @Test("A skipped night opened again resumes at the step it was skipped from, and the skip stays on record")
    func reopenSkipped() throws {
        let skipped = try start().advanced(incompleteTasks: 1, now: evening).skipped(now: evening)
        let reopened = try start([skipped], at: Fixture.at("2026-11-03", "22:00"))
        #expect(reopened.step == .carryForward)
        #expect(reopened.skippedAt == evening)
        #expect(throws: NightPlanningError.sessionNotSkipped) { try reopened.reopened() }
    }

    @Test("Which night: 23:59:59 is still tonight, the midnight rollover starts the next; a 04:00 rollover keeps 00:30 in tonight")
    func midnightLocal() throws {
        let beforeMidnight = Fixture.at("2026-11-03", "23:59:59")
        let midnight = Fixture.at("2026-11-04", "00:00")
        #expect(NightPlanningSession.night(at: beforeMidnight, clock: clock) == Fixture.date("2026-11-03"))
        #expect(NightPlanningSession.night(at: midnight, clock: clock) == Fixture.date("2026-11-04"))
        #expect(try start(at: beforeMidnight).day == Fixture.date("2026-11-04"))
        #expect(try start(at: midnight).day == Fixture.date("2026-11-05"))
        let late = DayClock(calendar: Fixture.toronto, rollover: Fixture.time("04:00"))
        #expect(NightPlanningSession.night(at: Fixture.at("2026-11-04", "00:30"), clock: late) == Fixture.date("2026-11-03"))
        // A session started before midnight is resumed after it only while the rollover has not passed.
        let session = try start(at: beforeMidnight)
        #expect(
            try NightPlanningSession.startOrResume([session], flow: .evening, clock: late, now: Fixture.at("2026-11-04", "00:30"))
                == session)
        #expect(try start([session], at: Fixture.at("2026-11-04", "00:30")).startedAt != session.startedAt)
    }

    @Test("DST dates: the night before spring-forward plans the 23-hour day; both 01:30s of fall-back belong to 1 November")
    func dstNights() throws {
        let springEve = try start(at: Fixture.at("2026-03-07", "23:30"))
        #expect(springEve.day == Fixture.date("2026-03-08"))
        #expect(clock.interval(of: springEve.day).duration == 23 * 3600)
        let start = Fixture.toronto.startOfDay(Fixture.date("2026-11-01"))
        let firstOneThirty = start.addingTimeInterval(90 * 60)
        let secondOneThirty = start.addingTimeInterval(150 * 60)
        #expect(Fixture.toronto.localTime(of: secondOneThirty) == Fixture.time("01:30"))
        #expect(NightPlanningSession.night(at: firstOneThirty, clock: clock) == Fixture.date("2026-11-01"))
        #expect(NightPlanningSession.night(at: secondOneThirty, clock: clock) == Fixture.date("2026-11-01"))
    }

    @Test("TD-07's morning flow is Build → Load → Close for today, and is refused once last night's plan was confirmed")
    func morningFlow() throws {
        let morning = Fixture.at("2026-11-04", "07:45")
        var session = try start(flow: .morning, at: morning)
        #expect(session.day == Fixture.date("2026-11-04"))
        #expect(session.step == .buildTomorrow)
        session = try session.advanced(incompleteTasks: 3, now: morning).advanced(incompleteTasks: 3, now: morning)
        #expect(session.step == .close && session.isConfirmed)
        let planned = try confirmed(try start(), at: evening)
        #expect(throws: NightPlanningError.morningFlowNotOffered) { try start([planned], flow: .morning, at: morning) }
    }

    @Test("Nights planned is a running total of confirmed evenings — gaps don't reset it, skips and mornings don't add")
    func nightsPlannedTotal() throws {
        func planned(_ night: String) throws -> NightPlanningSession {
            let now = Fixture.at(night, "21:00")
            return try confirmed(try start(at: now), at: now)
        }
        let skipped = try start(at: Fixture.at("2026-11-05", "21:00")).skipped(now: evening)
        let morning = try start(flow: .morning, at: Fixture.at("2026-11-06", "08:00"))
            .advanced(incompleteTasks: 0, now: evening).advanced(incompleteTasks: 0, now: evening)
        let sessions = [try planned("2026-11-01"), try planned("2026-11-02"), skipped, morning, try planned("2026-11-09")]
        #expect(NightPlanningSession.nightsPlanned(sessions) == 3)
        #expect(NightPlanningSession.nightsPlannedText(3) == "3 nights planned")
        #expect(NightPlanningSession.nightsPlannedText(1) == "1 night planned")
    }
}
