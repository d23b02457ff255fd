import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Today's order and guidance")
struct TodayOrderTests {
    let today = Fixture.date("2026-10-27")

    @Test("Importance first, then the oldest date, then fit to the time left, then creation")
    func order() {
        let tasks = [
            Fixture.task("Low today", minutes: 30, on: "2026-10-27"),
            Fixture.task("High today", minutes: 30, importance: .high, on: "2026-10-27"),
            Fixture.task("Medium yesterday", minutes: 30, importance: .medium, on: "2026-10-26"),
            Fixture.task("Medium today", minutes: 30, importance: .medium, on: "2026-10-27"),
            Fixture.task("Low yesterday", minutes: 30, on: "2026-10-26"),
            Fixture.task("Tomorrow", importance: .high, on: "2026-10-28"),
            Fixture.task("Backlog"),
        ]
        let ordered = TodayOrder.ordered(tasks, today: today, minutesLeft: 480).map(\.title)
        #expect(ordered == ["High today", "Medium yesterday", "Medium today", "Low yesterday", "Low today"])
    }

    @Test("Fit: tasks that fit the time left come first, the largest that fits first; then the smallest that doesn't")
    func fit() {
        let tasks = [15, 45, 90, 120, 60].map { Fixture.task("T\($0)", minutes: $0, on: "2026-10-27") }
        #expect(TodayOrder.ordered(tasks, today: today, minutesLeft: 60).map(\.effort.minutes) == [60, 45, 15, 90, 120])
        #expect(TodayOrder.ordered(tasks, today: today, minutesLeft: 59).map(\.effort.minutes) == [45, 15, 60, 90, 120])
        // Equal tasks: the oldest created first, so the order is stable.
        let a = Fixture.task("A", on: "2026-10-27", created: Date(timeIntervalSince1970: 2))
        let b = Fixture.task("B", on: "2026-10-27", created: Date(timeIntervalSince1970: 1))
        #expect(TodayOrder.ordered([a, b], today: today, minutesLeft: 100).map(\.title) == ["B", "A"])
    }

    @Test("Time left runs to the working day's end or the next Anchor, whichever is first")
    func minutesLeft() {
        let settings = Fixture.settings
        #expect(
            TodayOrder.minutesLeft(settings: settings, clock: Fixture.clock, anchors: [], now: Fixture.at("2026-10-27", "07:00")) == 480)
        #expect(TodayOrder.minutesLeft(settings: settings, clock: Fixture.clock, anchors: [], now: Fixture.at("2026-10-27", "16:15")) == 45)
        #expect(TodayOrder.minutesLeft(settings: settings, clock: Fixture.clock, anchors: [], now: Fixture.at("2026-10-27", "18:00")) == 0)
        let dhuhr = AnchorBlock(title: "Dhuhr", interval: DateInterval(start: Fixture.at("2026-10-27", "13:05"), duration: 900))
        #expect(
            TodayOrder.minutesLeft(settings: settings, clock: Fixture.clock, anchors: [dhuhr], now: Fixture.at("2026-10-27", "12:20")) == 45
        )
        #expect(
            TodayOrder.minutesLeft(settings: settings, clock: Fixture.clock, anchors: [dhuhr], now: Fixture.at("2026-10-27", "13:30"))
                == 210)
    }

    @Test("The guidance card comes from the same order: Start here first, Good now after, none while a session runs")
    func guidance() {
        let tasks = TodayOrder.ordered(
            [
                Fixture.task("Big", minutes: 120, importance: .high, on: "2026-10-27"),
                Fixture.task("Small", minutes: 15, on: "2026-10-27"),
            ], today: today, minutesLeft: 45)
        let start = TodayOrder.guidance(ordered: tasks, minutesLeft: 45, startedToday: false, sessionLive: false)
        #expect(start == .startHere(tasks[0]) && start?.heading == "Start here")
        let good = TodayOrder.guidance(ordered: tasks, minutesLeft: 45, startedToday: true, sessionLive: false)
        #expect(good == .goodNow(tasks[1]) && good?.heading == "Good now" && good?.task.title == "Small")
        #expect(TodayOrder.guidance(ordered: tasks, minutesLeft: 10, startedToday: true, sessionLive: false) == nil)
        #expect(TodayOrder.guidance(ordered: tasks, minutesLeft: 45, startedToday: false, sessionLive: true) == nil)
        #expect(TodayOrder.guidance(ordered: [], minutesLeft: 45, startedToday: false, sessionLive: false) == nil)
    }
}
