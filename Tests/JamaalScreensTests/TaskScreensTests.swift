import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalScreens
import JamaalWeb
import Testing

/// TK-01, TK-02, TK-03 and FS-02…FS-07 screen models from their inputs alone.
@Suite("TK and FS screen models")
struct TaskScreensTests {
    static let london = ZonedCalendar(identifier: "Europe/London")!
    static let clock = DayClock(calendar: london)
    static let today = LocalDate(year: 2026, month: 11, day: 25)  // a Wednesday
    static let now = london.instant(on: today, at: LocalTime(hour: 10, minute: 0))

    @Test("TK-01: 30 minutes preselected, four shortcuts and Other…; Someday offered only for low; Day is full offers tomorrow")
    func addTask() {
        var values = TaskFormScreen.Values()
        let low = TaskFormScreen(
            isNew: true, action: "/today/tasks", cancelPath: "/today", values: values, categories: CategoryList(), currentCategory: nil,
            dayIsFull: .fits)
        #expect(low.effortChoices.map(\.label) == ["15m", "30m", "1h", "2h+", "Other…"])
        #expect(low.effortChoices.first { $0.isSelected }?.label == "30m")
        #expect(low.offersSomeday)
        #expect(low.dayIsFull == nil)
        values.importance = "medium"
        let medium = TaskFormScreen(
            isNew: true, action: "/today/tasks", cancelPath: "/today", values: values, categories: CategoryList(), currentCategory: nil,
            dayIsFull: .dayIsFull(offer: Self.today.adding(days: 1)))
        #expect(!medium.offersSomeday)
        #expect(medium.dayIsFull?.line == "Day is full · offer tomorrow")
        #expect(medium.dayIsFull?.offerDate == "2026-11-26")
    }

    @Test("TK-03: from the third deferral, reason chips and the easing message; Later this week while it stays in the week")
    func deferPicker() throws {
        var task = try TaskItem(
            id: ID("t"), draft: TaskDraft(title: "Call", importance: .high, schedule: .date(Self.today.adding(days: -2))), categories: [],
            now: Self.now)
        task = try task.deferred(to: .tomorrow, today: Self.today.adding(days: -2), now: Self.now)
        task = try task.deferred(to: .tomorrow, today: Self.today.adding(days: -1), now: Self.now)
        let picker = DeferScreen(task: task, today: Self.today)
        #expect(picker.reasonRequired)
        #expect(picker.reasons.count == 5)
        #expect(picker.easingMessage == "Moved to low importance so it can wait without a date.")
        #expect(picker.targets.map(\.label) == ["Tomorrow", "Later this week", "Next week", "Someday"])
        #expect(picker.countLine == "Moved 2 times already.")
    }

    @Test("FS-02…FS-05: running, overrun (\"75 of 60\", the same look), paused, and the finish sheet's actual vs estimate")
    func focus() throws {
        let start = Self.now
        let session = FocusSession(
            id: ID("s"), subject: .task(ID("t")), title: "Write", estimateMinutes: 60, startedAt: start, day: Self.today, bankedSeconds: 0,
            state: .running(since: start))
        let running = FocusScreen(session: session, task: nil, now: start.addingTimeInterval(30 * 60))
        #expect(running.state == .running)
        let overrun = FocusScreen(session: session, task: nil, now: start.addingTimeInterval(75 * 60))
        #expect(overrun.state == .overrun)
        #expect(overrun.progressText == "75 of 60")
        let paused = try session.paused(now: start.addingTimeInterval(10 * 60))
        #expect(FocusScreen(session: paused, task: nil, now: start.addingTimeInterval(50 * 60)).progressText == "10 of 60")
        let finishing = FocusScreen(session: session, task: nil, now: start.addingTimeInterval(52 * 60), finishing: true)
        #expect(finishing.finish?.summaryText == "52 min of 1 h")
        // The overrun page carries no alarm or warning styling: only its state name differs.
        let html = FocusView.render(overrun, csrf: "t").render()
        #expect(!html.contains("alert") && !html.contains("warning") && !html.contains("late"))
    }

    @Test("FS-07: the settle sheet offers Done · Stop for now · Defer to tomorrow · Drop for a task")
    func settle() throws {
        let next = try TaskItem(id: ID("n"), draft: TaskDraft(title: "Next", schedule: .date(Self.today)), categories: [], now: Self.now)
        let running = FocusSession(
            id: ID("s"), subject: .task(ID("t")), title: "Write", estimateMinutes: 60, startedAt: Self.now, day: Self.today,
            bankedSeconds: 0, state: .running(since: Self.now))
        #expect(
            SettleScreen(running: running, next: next, now: Self.now).choices.map(\.label) == [
                "Done", "Stop for now", "Defer to tomorrow", "Drop",
            ])
    }
}
