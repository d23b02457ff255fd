import Calendar
import Foundation
import Testing

@testable import JamaalCore

@Suite("Evening · TD-07 morning card")
struct MorningCardTests {
    let clock = Fixture.clock
    let firstDay = Fixture.date("2026-10-01")

    func card(at now: Date, sessions: [NightPlanningSession], shownOn: LocalDate?, clock: DayClock = Fixture.clock) -> MorningCard {
        MorningCard(today: clock.today(at: now), sessions: sessions, shownOn: shownOn, firstDay: firstDay)
    }

    func confirmedEvening(_ night: String) throws -> NightPlanningSession {
        let now = Fixture.at(night, "21:30")
        var session = try NightPlanningSession.startOrResume([], flow: .evening, clock: clock, now: now)
        while session.step != .close { session = try session.advanced(incompleteTasks: 0, now: now) }
        return session
    }

    @Test("A skipped night shows TD-07 from the rollover on, once: not at 23:59, yes at 00:00, not again that day")
    func onceAtRollover() throws {
        let planned = try confirmedEvening("2026-11-02")  // plans the 3rd
        let skipped = try NightPlanningSession.startOrResume([], flow: .evening, clock: clock, now: Fixture.at("2026-11-03", "21:30"))
            .skipped(now: Fixture.at("2026-11-03", "21:31"))
        let sessions = [planned, skipped]
        // 23:59 on the 3rd: still the 3rd, which had a plan.
        #expect(card(at: Fixture.at("2026-11-03", "23:59:59"), sessions: sessions, shownOn: nil).decision == .planned)
        // The rollover: the 4th has no plan — show it, once.
        let atMidnight = card(at: Fixture.at("2026-11-04", "00:00"), sessions: sessions, shownOn: nil)
        #expect(atMidnight.isShown && atMidnight.today == Fixture.date("2026-11-04"))
        let shownOn = atMidnight.today
        #expect(card(at: Fixture.at("2026-11-04", "07:30"), sessions: sessions, shownOn: shownOn).decision == .alreadyShown)
        #expect(card(at: Fixture.at("2026-11-04", "23:59"), sessions: sessions, shownOn: shownOn).decision == .alreadyShown)
        // Planned on the 4th's evening: nothing on the 5th.
        let fifth = sessions + [try confirmedEvening("2026-11-04")]
        #expect(card(at: Fixture.at("2026-11-05", "07:30"), sessions: fifth, shownOn: shownOn).decision == .planned)
        // No session at all on the 5th's evening: the 6th shows it again — once.
        #expect(card(at: Fixture.at("2026-11-06", "07:30"), sessions: fifth, shownOn: shownOn).isShown)
    }

    @Test("A night left unfinished at Check the load counts as no plan")
    func unfinished() throws {
        var session = try NightPlanningSession.startOrResume([], flow: .evening, clock: clock, now: Fixture.at("2026-11-03", "21:30"))
        for _ in 0..<3 { session = try session.advanced(incompleteTasks: 1, now: Fixture.at("2026-11-03", "21:40")) }
        #expect(session.step == .checkLoad)
        #expect(card(at: Fixture.at("2026-11-04", "08:00"), sessions: [session], shownOn: nil).isShown)
    }

    @Test("The morning flow's confirmed plan for today hides the card")
    func morningPlan() throws {
        let now = Fixture.at("2026-11-04", "08:00")
        var session = try NightPlanningSession.startOrResume([], flow: .morning, clock: clock, now: now)
        while session.step != .close { session = try session.advanced(incompleteTasks: 0, now: now) }
        #expect(card(at: Fixture.at("2026-11-04", "09:00"), sessions: [session], shownOn: nil).decision == .planned)
    }

    @Test("Never on the first day; with a 04:00 rollover the card waits until 04:00")
    func firstDayAndLateRollover() {
        #expect(MorningCard(today: firstDay, sessions: [], shownOn: nil, firstDay: firstDay).decision == .firstDay)
        let late = DayClock(calendar: Fixture.toronto, rollover: Fixture.time("04:00"))
        let beforeRollover = card(at: Fixture.at("2026-11-04", "03:59"), sessions: [], shownOn: Fixture.date("2026-11-03"), clock: late)
        #expect(beforeRollover.decision == .alreadyShown)
        let afterRollover = card(at: Fixture.at("2026-11-04", "04:00"), sessions: [], shownOn: Fixture.date("2026-11-03"), clock: late)
        #expect(afterRollover.isShown)
        #expect(MorningCard.flow.steps == [.buildTomorrow, .checkLoad, .close])
    }
}
