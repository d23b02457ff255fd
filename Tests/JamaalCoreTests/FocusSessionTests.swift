import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Focus sessions")
struct FocusSessionTests {
    let start = Fixture.at("2026-10-27", "10:00")
    let task = Fixture.task("Write report", minutes: 60, on: "2026-10-27")

    func begin(at now: Date? = nil, sessions: [FocusSession] = [], clock: DayClock = Fixture.clock) -> FocusSession {
        guard
            case .started(let session) = FocusSession.begin(
                .task(task.id), title: task.title, estimateMinutes: 60, sessions: sessions, id: ID("s1"), clock: clock, now: now ?? start)
        else { fatalError("expected a new session") }
        return session
    }

    @Test("Begin counts up; passing the estimate reads neutrally as “75 of 60”")
    func countUp() {
        let session = begin()
        #expect(session.isLive && session.day == Fixture.date("2026-10-27"))
        #expect(session.progressText(now: start.addingTimeInterval(59)) == "0 of 60")
        #expect(!session.isOverrun(now: start.addingTimeInterval(3600)))
        #expect(session.isOverrun(now: start.addingTimeInterval(3601)))
        #expect(session.progressText(now: start.addingTimeInterval(75 * 60)) == "75 of 60")
        #expect(session.timerText(now: start.addingTimeInterval(12 * 60 + 4)) == "12:04")
        #expect(session.timerText(now: start.addingTimeInterval(3909)) == "1:05:09")
    }

    @Test("The chip counts the task's total focused time: every session of the task, the live one once (#40 item 10)")
    func taskTotal() throws {
        let earlier = try begin().stopped(now: start.addingTimeInterval(40 * 60))
        let other = FocusSession(
            id: ID("o"), subject: .task(ID("other")), title: "Other", estimateMinutes: 30, startedAt: start, day: earlier.day,
            bankedSeconds: 3600, state: .stopped(at: start))
        let later = start.addingTimeInterval(3600)
        guard
            case .started(let live) = FocusSession.begin(
                .task(task.id), title: task.title, estimateMinutes: 60, sessions: [], id: ID("s2"), clock: Fixture.clock, now: later)
        else { fatalError("expected a new session") }
        let now = later.addingTimeInterval(25 * 60 + 4)
        let total = FocusTotal(session: live, sessions: [earlier, other, live], now: now)
        #expect(total.minutes == 65 && total.progressText == "65 of 60" && total.isOverrun)
        #expect(total.timerText == "1:05:04" && total.wholeSeconds == 65 * 60 + 4)
        #expect(total.summary.text == "1 h 5 min of 1 h")
        // Alone it is this session's time.
        #expect(FocusTotal(session: live, sessions: [], now: now).progressText == "25 of 60")
        // A timed habit's session counts on its own.
        let habit = FocusSession(
            id: ID("h"), subject: .habit(ID("read"), timeOfDay: 0), title: "Read", estimateMinutes: 20, startedAt: later, day: live.day,
            bankedSeconds: 0, state: .running(since: later))
        let habitEarlier = FocusSession(
            id: ID("h0"), subject: .habit(ID("read"), timeOfDay: 0), title: "Read", estimateMinutes: 20, startedAt: start, day: live.day,
            bankedSeconds: 600, state: .finished(at: start))
        #expect(FocusTotal(session: habit, sessions: [habitEarlier], now: later.addingTimeInterval(60)).minutes == 1)
        // A stored figure outside any range counts as 0 or saturates; nothing traps.
        let wild = FocusSession(
            id: ID("w"), subject: .task(task.id), title: "W", estimateMinutes: 60, startedAt: start, day: live.day, bankedSeconds: -1e300,
            state: .stopped(at: start))
        let huge = FocusSession(
            id: ID("x"), subject: .task(task.id), title: "X", estimateMinutes: 60, startedAt: start, day: live.day, bankedSeconds: 1e300,
            state: .stopped(at: start))
        #expect(FocusTotal(session: live, sessions: [wild], now: now).minutes == 25)
        #expect(FocusTotal(session: live, sessions: [huge, huge], now: now).seconds == 1e12)
    }

    @Test("Pause stops the count; resume goes on from where it was")
    func pauseResume() throws {
        let paused = try begin().paused(now: start.addingTimeInterval(600))
        #expect(paused.elapsedMinutes(now: start.addingTimeInterval(3000)) == 10)
        #expect(thrown { try paused.paused(now: start) } == .sessionNotRunning)
        let resumed = try paused.resumed(now: start.addingTimeInterval(1200))
        #expect(resumed.elapsedMinutes(now: start.addingTimeInterval(1500)) == 15)
        #expect(thrown { try resumed.resumed(now: start) } == .sessionNotPaused)
    }

    @Test("Finish gives actual vs estimate and a note; the task is then done with a five-second undo")
    func finish() throws {
        let end = start.addingTimeInterval(75 * 60)
        let finished = try begin().finished(now: end, note: "Draft sent")
        #expect(finished.state == .finished(at: end) && !finished.isLive)
        #expect(finished.summary(now: end.addingTimeInterval(999)).text == "1 h 15 min of 1 h")
        #expect(finished.note?.text == "Draft sent")
        let done = try task.markedDone(now: end)
        #expect(try done.undoingDone(now: end.addingTimeInterval(4.999)).isOpen)
        #expect(thrown { try finished.finished(now: end) } == .sessionAlreadyEnded)
        #expect(thrown { try finished.paused(now: end) } == .sessionAlreadyEnded)
    }

    @Test("Abandoning keeps the partial time and leaves the task open")
    func abandon() throws {
        let stopped = try begin().stopped(now: start.addingTimeInterval(20 * 60))
        #expect(stopped.state == .stopped(at: start.addingTimeInterval(20 * 60)))
        #expect(stopped.elapsedMinutes(now: start.addingTimeInterval(99_999)) == 20)
        #expect(task.isOpen)
    }

    @Test("Only one session runs: a second Begin yields the settle choices for the running one")
    func settle() throws {
        let running = begin()
        let outcome = FocusSession.begin(
            .task(ID("other")), title: "Other", estimateMinutes: 30, sessions: [running], id: ID("s2"), clock: Fixture.clock, now: start)
        #expect(outcome == .settleFirst(running: running, choices: [.done, .stopForNow, .deferToTomorrow, .drop]))
        #expect(SettleChoice.choices(for: running.subject).map(\.label) == ["Done", "Stop for now", "Defer to tomorrow", "Drop"])
        // A paused session still counts as live.
        let paused = try running.paused(now: start)
        if case .started = FocusSession.begin(
            .task(ID("o")), title: "O", estimateMinutes: 5, sessions: [paused], id: ID("s3"), clock: Fixture.clock, now: start)
        {
            Issue.record("a paused session must be settled first")
        }
        // An ended one does not block.
        let ended = try running.stopped(now: start)
        if case .settleFirst = FocusSession.begin(
            .task(ID("o")), title: "O", estimateMinutes: 5, sessions: [ended], id: ID("s3"), clock: Fixture.clock, now: start)
        {
            Issue.record("an ended session must not block")
        }
    }

    @Test("A timed habit begins with its minutes as the estimate; its settle choices are Log it · Stop for now")
    func habitSession() throws {
        let read = Fixture.habit("Read", .timed(minutes: 20))
        guard case .started(let session) = try FocusSession.begin(habit: read, sessions: [], id: ID("h"), clock: Fixture.clock, now: start)
        else {
            Issue.record("expected a session"); return
        }
        #expect(session.estimateMinutes == 20 && session.subject == .habit(read.id, timeOfDay: 0))
        #expect(SettleChoice.choices(for: session.subject).map(\.label) == ["Log it", "Stop for now"])
        #expect(
            thrown {
                try FocusSession.begin(habit: Fixture.habit("Walk", .binary), sessions: [], id: ID("h"), clock: Fixture.clock, now: start)
            } == .habitNotTimed)
        let paused = try read.paused(reason: .travel, today: Fixture.date("2026-10-27"))
        #expect(
            thrown { try FocusSession.begin(habit: paused, sessions: [], id: ID("h"), clock: Fixture.clock, now: start) } == .habitPaused)
    }

    @Test("Rollover during a running session closes it at the boundary and offers the carried-over row")
    func rolloverWhileRunning() throws {
        let late = begin(at: Fixture.at("2026-10-27", "23:20"))
        #expect(late.closedAtRollover(clock: Fixture.clock, now: Fixture.at("2026-10-27", "23:59")) == nil)
        let (closed, row) = try #require(late.closedAtRollover(clock: Fixture.clock, now: Fixture.at("2026-10-28", "07:30")))
        #expect(closed.state == .closedAtRollover(at: Fixture.at("2026-10-28", "00:00")))
        #expect(closed.elapsedMinutes(now: Fixture.at("2026-10-28", "07:30")) == 40)  // up to the boundary, not to now
        #expect(row.minutesSoFar == 40 && row.subject == .task(task.id))
        #expect(row.text == "Pick up “Write report” again · 40 min so far")
        #expect(closed.closedAtRollover(clock: Fixture.clock, now: Fixture.at("2026-10-29", "07:30")) == nil)
    }

    @Test("Rollover closes a paused session too, with only the time counted before the pause")
    func rolloverWhilePaused() throws {
        let paused = try begin(at: Fixture.at("2026-10-27", "22:00")).paused(now: Fixture.at("2026-10-27", "22:25"))
        let (closed, row) = try #require(paused.closedAtRollover(clock: Fixture.clock, now: Fixture.at("2026-10-28", "00:00")))
        #expect(closed.state == .closedAtRollover(at: Fixture.at("2026-10-28", "00:00")))
        #expect(row.minutesSoFar == 25)
    }

    @Test("On the 25-hour day a session across the fall-back hour counts real time; a 04:00 rollover closes at 04:00")
    func rolloverOnDSTDays() throws {
        let four = DayClock(calendar: Fixture.toronto, rollover: Fixture.time("04:00"))
        let session = begin(at: Fixture.at("2026-10-31", "23:30"), clock: four)  // logical day 31 Oct, 25 hours long
        #expect(session.day == Fixture.date("2026-10-31"))
        #expect(session.closedAtRollover(clock: four, now: Fixture.at("2026-11-01", "03:59")) == nil)
        let (closed, _) = try #require(session.closedAtRollover(clock: four, now: Fixture.at("2026-11-01", "09:00")))
        // 23:30 EDT → 04:00 EST is five and a half real hours.
        #expect(closed.elapsedMinutes(now: Fixture.at("2026-11-01", "09:00")) == 330)
        // Spring: 23:30 EST → 04:00 EDT is three and a half hours.
        let spring = begin(at: Fixture.at("2026-03-07", "23:30"), clock: four)
        let (closedSpring, _) = try #require(spring.closedAtRollover(clock: four, now: Fixture.at("2026-03-08", "05:00")))
        #expect(closedSpring.elapsedMinutes(now: Fixture.at("2026-03-08", "05:00")) == 210)
        #expect(closedSpring.state == .closedAtRollover(at: Fixture.at("2026-03-08", "04:00")))
    }
}
