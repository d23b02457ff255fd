import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Settling a session (FS-05, FS-07)")
struct FocusSettlementTests {
    let start = Fixture.at("2026-10-27", "10:00")
    let today = Fixture.date("2026-10-27")

    func running(_ task: TaskItem) -> FocusSession {
        guard
            case .started(let session) = FocusSession.begin(
                .task(task.id), title: task.title, estimateMinutes: task.effort.minutes, sessions: [], id: ID("s"), clock: Fixture.clock,
                now: start)
        else { fatalError("expected a session") }
        return session
    }

    @Test("Done finishes the session and marks the task done, undoable for five seconds")
    func done() throws {
        let task = Fixture.task("Report", minutes: 60, on: "2026-10-27")
        let end = start.addingTimeInterval(3600)
        let outcome = try FocusSettlement.settle(.done, session: running(task), task: task, today: today, now: end)
        #expect(outcome.session.state == .finished(at: end))
        #expect(outcome.task?.status == .done(at: end))
        #expect(try outcome.task?.undoingDone(now: end.addingTimeInterval(4.999)).isOpen == true)
    }

    @Test("Stop for now keeps the partial time; Drop stops and drops; Defer follows the deferral rule")
    func others() throws {
        let task = Fixture.task("Report", minutes: 60, on: "2026-10-27")
        let later = start.addingTimeInterval(1500)
        let stopped = try FocusSettlement.settle(.stopForNow, session: running(task), task: task, today: today, now: later)
        #expect(stopped.session.elapsedMinutes(now: later) == 25 && stopped.task == task)
        let dropped = try FocusSettlement.settle(.drop, session: running(task), task: task, today: today, now: later)
        #expect(dropped.task?.status == .dropped(at: later))
        let deferred = try FocusSettlement.settle(.deferToTomorrow, session: running(task), task: task, today: today, now: later)
        #expect(deferred.task?.schedule == .date(Fixture.date("2026-10-28")))
        // Third deferral: the reason is needed, and nothing is changed without it.
        var twice = task
        for step in [0, 1] { twice = try twice.deferred(to: .tomorrow, today: today.adding(days: step), now: later) }
        #expect(
            thrown { try FocusSettlement.settle(.deferToTomorrow, session: running(twice), task: twice, today: today, now: later) }
                == .deferReasonNeeded)
        #expect(
            thrown { try FocusSettlement.settle(.logIt, session: running(task), task: task, today: today, now: later) } == .logWrongKind)
    }

    @Test("A timed habit's Log it logs the session's whole minutes; Stop for now logs nothing")
    func habit() throws {
        let read = Fixture.habit("Read", .timed(minutes: 20))
        guard case .started(let session) = try FocusSession.begin(habit: read, sessions: [], id: ID("h"), clock: Fixture.clock, now: start)
        else {
            Issue.record("expected a session"); return
        }
        let end = start.addingTimeInterval(22 * 60 + 30)
        let logged = try FocusSettlement.settle(
            .logIt, session: session, habit: read, entries: [], entryID: ID("e"), today: today, now: end)
        #expect(logged.habitEntry?.value == .minutes(22, manual: false))
        #expect(logged.habitEntry?.day == today)
        #expect(logged.session.state == .finished(at: end))
        let stopped = try FocusSettlement.settle(
            .stopForNow, session: session, habit: read, entries: [], entryID: ID("e"), today: today, now: end)
        #expect(stopped.habitEntry == nil && stopped.session.state == .stopped(at: end))
        #expect(
            thrown {
                try FocusSettlement.settle(.done, session: session, habit: read, entries: [], entryID: ID("e"), today: today, now: end)
            } == .logWrongKind)
    }
}

@Suite("Values from a newer version")
struct ForwardCompatibilityTests {
    @Test("Unknown colours, pause reasons, habit kinds and schedules are kept, round-trip, and read Update Jamaal")
    func keptAsIs() throws {
        #expect(LabelColor(rawValue: "teal") == .unknown("teal"))
        #expect(LabelColor(rawValue: "plum") == .plum)
        #expect(PauseReason(rawValue: "retreat") == .unknown("retreat"))
        #expect(PauseReason.unknown("retreat").label == "Update Jamaal to see this")
        let category = Category(id: ID("c"), name: "New", color: .unknown("teal"))
        let data = try JSONEncoder().encode(category)
        #expect(String(decoding: data, as: UTF8.self).contains(#""color":"teal""#))
        #expect(try JSONDecoder().decode(Category.self, from: data) == category)
        let kinds = [HabitKind.binary, .counted(target: 8), .timed(minutes: 20), .avoid(allowance: 1), .unknown("scale:1-5")]
        #expect(try JSONDecoder().decode([HabitKind].self, from: JSONEncoder().encode(kinds)) == kinds)
        let schedules = [HabitSchedule.daily, .days([.monday, .friday]), .timesAWeek(3), .unknown("monthly:2")]
        #expect(try JSONDecoder().decode([HabitSchedule].self, from: JSONEncoder().encode(schedules)) == schedules)
    }
}
