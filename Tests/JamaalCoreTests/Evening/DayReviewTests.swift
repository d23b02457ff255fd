import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Evening · NP-01 review")
struct DayReviewTests {
    let now = Fixture.at("2026-11-03", "21:30")
    let clock = Fixture.clock

    func session(_ task: TaskItem, minutes: Double) -> FocusSession {
        FocusSession(
            id: .random(), subject: .task(task.id), title: task.title, estimateMinutes: task.effort.minutes,
            startedAt: Fixture.at("2026-11-03", "10:00"), day: Fixture.date("2026-11-03"), bankedSeconds: minutes * 60,
            state: .finished(at: Fixture.at("2026-11-03", "11:00")))
    }

    @Test("Plain counts, time spent against estimate for the done tasks that were timed, Anchors attended")
    func fullReview() throws {
        let doneAt = Fixture.at("2026-11-03", "11:00")
        let timed = try Fixture.task("Report", minutes: 60, on: "2026-11-03").markedDone(now: doneAt)
        let untimed = try Fixture.task("Email", minutes: 15, on: "2026-11-03").markedDone(now: doneAt)
        let yesterday = try Fixture.task("Old", on: "2026-11-02").markedDone(now: Fixture.at("2026-11-02", "11:00"))
        let moved = try Fixture.task("Moved", on: "2026-11-03")
            .deferred(to: .tomorrow, today: Fixture.date("2026-11-03"), now: Fixture.at("2026-11-03", "15:00"))
        let dropped = try Fixture.task("Dropped", on: "2026-11-03").dropped(now: Fixture.at("2026-11-03", "16:00"))
        let open = Fixture.task("Open", on: "2026-11-03")
        let anchors = AnchorDay(rules: [EveningFixture.torontoSalah], marks: [], day: Fixture.date("2026-11-03"), clock: clock)
        let dhuhr = try #require(anchors.instances.first { $0.title == "Dhuhr" })
        let asr = try #require(anchors.instances.first { $0.title == "Asr" })
        let marks = [
            try AnchorMark.mark(.attended, on: dhuhr, id: .random(), clock: clock, now: dhuhr.window.start.addingTimeInterval(600)),
            try AnchorMark.mark(.notToday, on: asr, id: .random(), clock: clock, now: asr.window.start.addingTimeInterval(600)),
        ]
        let review = DayReview(
            tasks: [timed, untimed, yesterday, moved, dropped, open], sessions: [session(timed, minutes: 80)], anchors: anchors,
            marks: marks,
            clock: clock, now: now, firstDay: Fixture.date("2026-10-01"))
        #expect(review.form == .full)
        #expect(review.countsLine == "2 done · 1 deferred · 1 dropped · 1 still open")
        #expect(review.timeLine == "1 h 20 min spent against 1 h estimated")
        #expect(review.untimedDone == 1)
        #expect(review.anchorsLine == "1 of 4 Anchors attended")
        #expect(review.firstDayLine == nil)
    }

    @Test("The first day shows the minimal review: done and still open only")
    func firstDay() throws {
        let done = try Fixture.task("Set up", on: "2026-11-03").markedDone(now: Fixture.at("2026-11-03", "10:00"))
        let anchors = AnchorDay(rules: [], marks: [], day: Fixture.date("2026-11-03"), clock: clock)
        let review = DayReview(
            tasks: [done, Fixture.task("Open", on: "2026-11-03")], sessions: [session(done, minutes: 10)], anchors: anchors, marks: [],
            clock: clock, now: now, firstDay: Fixture.date("2026-11-03"))
        #expect(review.form == .minimal)
        #expect(review.countsLine == "1 done · 1 still open")
        #expect(review.timeLine == nil && review.anchorsLine == nil)
        #expect(review.firstDayLine == "Your first day with Jamaal.")
    }
}
