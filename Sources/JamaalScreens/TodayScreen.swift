import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// TD-01 Today, one model for compact and regular layouts. States: default · guidance ("Start here" / "Good now") ·
/// first launch · all done · overloaded · past the day's end — the last two are the meter's, the others ``State``.
///
/// ```swift
/// let screen = TodayScreen(inputs)
/// screen.state            // .planned
/// screen.guidance?.heading // "Start here"
/// ```
public struct TodayScreen: Codable, Hashable, Sendable {
    /// What the task list shows.
    public enum State: String, Codable, Sendable, CaseIterable {
        /// The first logical day with nothing planned: "Tonight, we'll plan tomorrow."
        case firstLaunch
        /// Nothing planned today (SY-02's today line).
        case nothingPlanned
        /// Tasks to do.
        case planned
        /// Everything planned today is done.
        case allDone
    }

    /// The guidance card, from Today's order.
    public struct GuidanceCard: Codable, Hashable, Sendable {
        public let heading: String
        public let taskID: String
        public let title: String
        public let effortLabel: String
        /// POST: Begin a focus session on it.
        public let beginPath: String
        public let detailPath: String
    }

    /// TD-06: pick a session's task back up after the rollover closed it.
    public struct CarriedOver: Codable, Hashable, Sendable {
        public let text: String
        public let taskID: String
        public let beginPath: String
        public let dismissPath: String
    }

    /// TD-03: the category filter.
    public struct Filter: Codable, Hashable, Sendable {
        public struct Option: Codable, Hashable, Sendable {
            public let id: String
            public let name: String
            public let color: String
            public let isSelected: Bool
        }

        public let options: [Option]
        public let active: String?
        /// "Nothing in Family today." when the filter leaves no task.
        public let emptyLine: String?
        public let showAllLabel: String
    }

    /// The collapsed section of undated and Someday tasks (the backlog), with its count.
    public struct AlsoToday: Codable, Hashable, Sendable {
        public let title: String
        public let count: Int
        public let rows: [TaskRowModel]
    }

    public let day: String
    public let dateLine: String
    public let state: State
    /// The single line for first launch, nothing planned or all done (no illustration, no button).
    public let emptyLine: String?
    public let meter: CapacityMeter
    public let guidance: GuidanceCard?
    public let carriedOver: CarriedOver?
    public let anchors: TodayAnchorsSection
    public let habits: TodayHabitsSection
    /// TD-02's wellbeing strip, right under the header.
    public let wellbeing: WellbeingStrip?
    public let filter: Filter?
    public let tasks: [TaskRowModel]
    public let alsoToday: AlsoToday
    /// "Update Jamaal to see this" rows: tasks a newer version wrote (kept, not shown).
    public let newerVersionLines: [String]
    public let addPath: String
    /// The toolbar's Plan tomorrow (F09), always there.
    public let planPath: String?
    /// The quiet row after the evening planning time, and TD-07's morning card.
    public let evening: TodayEvening
    /// F01's "Tonight, we'll plan tomorrow" card on the day onboarding finished.
    public let firstEvening: FirstEveningCard?
    /// Missed reminders and SY-01's banner.
    public let reminders: TodayReminders
    /// TD-05's trial status or SB-03's read-only banner; in read-only, Add and Plan tomorrow open the calm sheet.
    public let trial: TrialBanner?
    /// The one banner Today's top holds (``TodayBanner``): the trial's, or SY-01's (drawn hidden, the page reveals it);
    /// the others are left out.
    public let banner: TodayBanner?

    public init(_ inputs: TodayInputs) {
        let today = inputs.clock.today(at: inputs.now)
        day = today.description
        dateLine = DayText.long(today)
        let minutesLeft = TodayOrder.minutesLeft(settings: inputs.settings, clock: inputs.clock, anchors: inputs.anchors, now: inputs.now)
        let ordered = TodayOrder.ordered(inputs.openTasks, today: today, minutesLeft: minutesLeft)
        let reading = CapacityReading(
            settings: inputs.settings, override: inputs.levelOverride, tasks: inputs.openTasks, habits: inputs.habits,
            entries: inputs.habitEntries, anchors: inputs.anchors, clock: inputs.clock, now: inputs.now)
        meter = CapacityMeter(reading: reading, settings: inputs.settings)

        let activeFilter = inputs.filter.flatMap { $0.isActive(today: today) ? $0 : nil }
        let visible: [TaskItem]
        var filterEmptyLine: String?
        if let activeFilter {
            let result = activeFilter.apply(to: ordered, categories: inputs.categories, today: today)
            visible = result.tasks
            filterEmptyLine = ordered.isEmpty ? nil : result.emptyLine
        } else {
            visible = ordered
        }
        let runningTaskID: String? = inputs.liveSession.flatMap {
            if case .task(let id) = $0.subject { return id.rawValue }
            return nil
        }
        tasks = visible.map { TaskRowModel(task: $0, categories: inputs.categories, today: today, runningTaskID: runningTaskID) }
        let active = inputs.categories.active
        filter =
            active.isEmpty
            ? nil
            : Filter(
                options: active.map {
                    Filter.Option(
                        id: $0.id.rawValue, name: $0.name, color: $0.color.rawValue, isSelected: activeFilter?.categoryID == $0.id)
                },
                active: activeFilter.flatMap { inputs.categories.category($0.categoryID)?.name }, emptyLine: filterEmptyLine,
                showAllLabel: TodayFilter.Result.showAll)

        let doneToday = inputs.closedToday.contains { if case .done = $0.status { return true } else { return false } }
        if !ordered.isEmpty {
            state = .planned
            emptyLine = nil
        } else if doneToday {
            state = .allDone
            emptyLine = JamaalCopy.allDone
        } else if inputs.isFirstDay {
            state = .firstLaunch
            // F01's card promises tonight's planning: only once Night Planning exists (a promise with nothing behind it
            // is a broken one), the plain line until then.
            // F01's card says it when shown; the line does not say it twice.
            // Once tonight's planning has started (#40 item 12), the promise is kept: the plain line.
            emptyLine =
                JamaalDestinations.isBuilt(JamaalDestination(JamaalRoute.plan)) && inputs.firstEvening == nil
                    && !inputs.planningStartedTonight
                ? JamaalCopy.EmptyLine.firstLaunch : JamaalCopy.EmptyLine.today
        } else {
            state = .nothingPlanned
            emptyLine = JamaalCopy.EmptyLine.today
        }

        let startedToday = doneToday || !inputs.sessionsToday.isEmpty
        guidance = TodayOrder.guidance(
            ordered: visible, minutesLeft: minutesLeft, startedToday: startedToday, sessionLive: inputs.liveSession != nil
        ).map {
            GuidanceCard(
                heading: $0.heading, taskID: $0.task.id.rawValue, title: $0.task.title, effortLabel: $0.task.effort.label,
                beginPath: JamaalRoute.beginTask.path($0.task.id), detailPath: JamaalRoute.task.path($0.task.id))
        }

        carriedOver = inputs.carriedOver.flatMap { session -> CarriedOver? in
            guard inputs.liveSession == nil, case .task(let id) = session.subject,
                inputs.openTasks.contains(where: { $0.id == id }),
                let row = session.carriedOverRow
            else { return nil }
            return CarriedOver(
                text: row.text, taskID: id.rawValue, beginPath: JamaalRoute.beginTask.path(id),
                dismissPath: JamaalRoute.dismissCarriedOver.path(session.id))
        }

        anchors = inputs.anchorsSection
        habits = inputs.habitsSection.showing(inputs.liveSession, now: inputs.now)
        wellbeing = inputs.wellbeing
        let later = inputs.openTasks.filter { $0.schedule.date == nil }.sorted {
            $0.createdAt != $1.createdAt ? $0.createdAt < $1.createdAt : $0.id < $1.id
        }
        alsoToday = AlsoToday(
            title: "Also today", count: later.count,
            rows: later.map { TaskRowModel(task: $0, categories: inputs.categories, today: today, runningTaskID: runningTaskID) })
        newerVersionLines = Array(repeating: JamaalCopy.newerVersion, count: inputs.unreadableTasks)
        let locked = inputs.trial?.kind == .readOnly
        addPath = locked ? JamaalRoute.lockedSheet.path() : JamaalRoute.addTask.path()
        planPath = JamaalDestinations.path(JamaalDestination(JamaalRoute.plan)).map { locked ? JamaalRoute.lockedSheet.path() : $0 }
        evening = inputs.evening
        firstEvening = inputs.firstEvening
        var candidates: [TodayBanner] = []
        if let trial = inputs.trial { candidates.append(TodayBanner(trial.kind)) }
        if inputs.reminders.banner != nil { candidates.append(.notificationsOff) }
        banner = TodayBanner.mostUrgent(of: candidates)
        reminders = banner == .notificationsOff ? inputs.reminders : inputs.reminders.withoutBanner()
        trial = banner == .readOnly || banner == .trialStatus ? inputs.trial : nil
    }
}
