import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Testing

/// Today's screen model from its inputs alone — no database, no HTTP: every state, the guidance card, the filter,
/// the carried-over row, and what the HTML shows of them.
@Suite("TD-01 Today's screen model")
struct TodayScreenTests {
    static let london = ZonedCalendar(identifier: "Europe/London")!
    static let clock = DayClock(calendar: london)
    static let today = LocalDate(year: 2026, month: 11, day: 29)
    static func at(_ hour: Int, _ minute: Int = 0, on day: LocalDate = today) -> Date {
        london.instant(on: day, at: LocalTime(hour: hour, minute: minute))
    }
    static let settings = try! CapacitySettings()

    static func task(
        _ title: String, minutes: Int = 30, importance: Importance = .low, on day: LocalDate? = today,
        category: ID<Category>? = nil, categories: [Category] = []
    ) throws -> TaskItem {
        try TaskItem(
            id: ID(title),
            draft: TaskDraft(
                title: title, effortMinutes: minutes, importance: importance, categoryID: category,
                schedule: day.map { .date($0) } ?? .backlog),
            categories: categories, now: at(8))
    }

    func inputs(_ tasks: [TaskItem] = [], firstDay: Bool = false, now: Date = at(10), closed: [TaskItem] = []) -> TodayInputs {
        TodayInputs(settings: Self.settings, clock: Self.clock, now: now, openTasks: tasks, closedToday: closed, isFirstDay: firstDay)
    }

    @Test("First launch, nothing planned, planned and all done; the four fixed empty lines")
    func states() throws {
        #expect(TodayScreen(inputs(firstDay: true)).state == .firstLaunch)
        // The first-launch card promises tonight's planning: Night Planning is built.
        #expect(JamaalDestinations.isBuilt(JamaalDestination(JamaalRoute.plan)))
        #expect(TodayScreen(inputs(firstDay: true)).emptyLine == "Tonight, we'll plan tomorrow.")
        // #40 item 12: the first evening after planning started no longer promises it.
        var planned = inputs(firstDay: true, now: Self.at(21, 30))
        planned.planningStartedTonight = true
        #expect(TodayScreen(planned).emptyLine == "Nothing planned for today.")
        #expect(TodayScreen(inputs()).emptyLine == "Nothing planned for today.")
        let one = try Self.task("One")
        #expect(TodayScreen(inputs([one])).state == .planned)
        let done = try one.markedDone(now: Self.at(11))
        let allDone = TodayScreen(inputs(closed: [done]))
        #expect(allDone.state == .allDone)
        #expect(allDone.emptyLine == "All done for today.")
        #expect(
            [JamaalCopy.EmptyLine.today, JamaalCopy.EmptyLine.firstLaunch, JamaalCopy.EmptyLine.habits, JamaalCopy.EmptyLine.history]
                == ["Nothing planned for today.", "Tonight, we'll plan tomorrow.", "No habits yet.", "Nothing logged yet."])
    }

    @Test("TD-05: at most one banner at Today's top — read-only, then trial status, then notifications off (#40 item 9)")
    func oneBanner() throws {
        #expect(TodayBanner.allCases == [.readOnly, .trialStatus, .notificationsOff])
        #expect(TodayBanner.mostUrgent(of: []) == nil)
        #expect(TodayBanner.mostUrgent(of: [.notificationsOff]) == .notificationsOff)
        #expect(TodayBanner.mostUrgent(of: [.notificationsOff, .trialStatus]) == .trialStatus)
        #expect(TodayBanner.mostUrgent(of: [.trialStatus, .notificationsOff, .readOnly]) == .readOnly)
        func screen(_ entitlement: Entitlement?) -> TodayScreen {
            var input = inputs()
            input.reminders = TodayReminders(missed: [], day: Self.today, calendar: Self.london)
            input.trial = entitlement.flatMap { TrialBanner($0) }
            return TodayScreen(input)
        }
        let plain = screen(nil)
        #expect(plain.banner == .notificationsOff && plain.reminders.banner != nil && plain.trial == nil)
        let dayTwelve = screen(.trial(day: 12, daysLeft: 3))
        #expect(dayTwelve.banner == .trialStatus && dayTwelve.reminders.banner == nil && dayTwelve.trial?.kind == .trialStatus)
        let readOnly = screen(.readOnly(day: 15))
        #expect(readOnly.banner == .readOnly && readOnly.reminders.banner == nil && readOnly.trial?.kind == .readOnly)
        #expect(TodayScreen(inputs()).banner == nil)
        // The page draws exactly the chosen one.
        let html = TodayView.render(dayTwelve, csrf: "t").render()
        #expect(html.contains("3 days left in your trial") && !html.contains("data-notify-banner"))
        #expect(TodayView.render(plain, csrf: "t").render().contains("data-notify-banner"))
    }

    @Test("Guidance: Start here before anything is done; Good now after, from the first task that fits; none while a session runs")
    func guidance() throws {
        let big = try Self.task("Big", minutes: 240, importance: .high), small = try Self.task("Small", minutes: 30)
        #expect(TodayScreen(inputs([small, big])).guidance?.heading == "Start here")
        #expect(TodayScreen(inputs([small, big])).guidance?.title == "Big")
        let done = try Self.task("Earlier").markedDone(now: Self.at(9))
        // 16:00: one hour left in a 09:00–17:00 day — Good now is the first task that fits.
        let later = TodayScreen(inputs([small, big], now: Self.at(16), closed: [done]))
        #expect(later.guidance?.heading == "Good now")
        #expect(later.guidance?.title == "Small")
        let session = FocusSession(
            id: ID("s"), subject: .task(small.id), title: "Small", estimateMinutes: 30, startedAt: Self.at(10), day: Self.today,
            bankedSeconds: 0, state: .running(since: Self.at(10)))
        var running = inputs([small, big])
        running.liveSession = session
        #expect(TodayScreen(running).guidance == nil)
        #expect(TodayScreen(running).tasks.first { $0.id == "Small" }?.isRunning == true)
    }

    @Test("Overloaded and past the day's end are the meter's states; the meter never blocks adding")
    func meter() throws {
        let heavy = try Self.task("Heavy", minutes: 420)
        let over = TodayScreen(inputs([heavy])).meter
        #expect(over.isTerracotta)
        #expect(over.overflowText == "1 h over")
        #expect(over.fillPercent == 100)
        let late = TodayScreen(inputs([try Self.task("Late")], now: Self.at(18))).meter
        #expect(late.isPastDayEnd)
        #expect(late.move?.label == "Move what's left to tomorrow")
        #expect(late.move?.path == "/today/rest-to-tomorrow")
    }

    @Test("The filter narrows Tasks only and reads Nothing in <Category> today. when empty")
    func filter() throws {
        let family = Category(id: ID("family"), name: "Family", color: .plum)
        let list = CategoryList([family])
        let work = try Self.task("Work thing", minutes: 60)
        var filtered = inputs([work])
        filtered.categories = list
        filtered.filter = TodayFilter(categoryID: family.id, day: Self.today)
        let screen = TodayScreen(filtered)
        #expect(screen.tasks.isEmpty)
        #expect(screen.filter?.emptyLine == "Nothing in Family today.")
        #expect(screen.meter.plannedMinutes == 60)
        // Yesterday's filter is not today's.
        filtered.filter = TodayFilter(categoryID: family.id, day: Self.today.adding(days: -1))
        #expect(TodayScreen(filtered).tasks.count == 1)
    }

    @Test("The Anchors and Habits sections are drawn only when their features fill them")
    func sections() throws {
        var filled = inputs()
        let empty = TodayView.render(TodayScreen(filled), csrf: "t").render()
        #expect(!empty.contains("jm-anchors") && !empty.contains("jm-habits"))
        filled.anchorsSection = TodayAnchorsSection(rows: [.init(id: "dhuhr", title: "Dhuhr", detail: "until 14:02")])
        #expect(TodayView.render(TodayScreen(filled), csrf: "t").render().contains("Dhuhr"))
    }

    @Test("Tabs: Today, Wellbeing and Settings are built; an unbuilt tab shows as Soon; the Anchor switch is absent until built")
    func destinations() {
        let shell = ShellModel(current: .today, chip: nil, toast: nil)
        #expect(shell.tabs.map(\.label) == ["Today", "Habits", "Wellbeing", "Settings"])
        #expect(
            shell.tabs.map { $0.path != nil } == [
                true, JamaalDestinations.isBuilt(JamaalDestination(JamaalRoute.habits)),
                JamaalDestinations.isBuilt(JamaalDestination(JamaalRoute.wellbeing)), true,
            ])
        #expect(
            JamaalDestinations.path(JamaalDestination(JamaalRoute.newOneOffAnchor)) == nil
                || JamaalDestinations.isBuilt(JamaalDestination(JamaalRoute.newOneOffAnchor)))
    }
}
