import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// NP-03 Build tomorrow: the planned day's working day, its fixed commitments and the named free gaps between them
/// (a list on compact, a proportional timeline on regular), the tasks and habits on it with importance and date, a
/// flag on a task that fits no single gap, and Add one-off Anchor (AN-08). Everything is done in place: Add task (TK-01
/// inside the ritual, dated the planned day), the backlog picker (§7 decision 3) and each row's importance and date —
/// every form returns to this step, and no row leads out of the ritual.
public struct NightPlanningBuild: Codable, Hashable, Sendable {
    /// A fixed commitment or a free gap, placed on the working day's timeline.
    public struct Block: Codable, Hashable, Sendable {
        public enum Kind: String, Codable, Sendable, CaseIterable { case commitment, gap }
        public let kind: Kind
        /// "Dhuhr · 12:10–13:00" or "Free 09:00–12:10 · 3 h 10 min".
        public let label: String
        /// Where the block starts and how wide it is, in thousandths of the working day (the regular timeline).
        public let startPermille: Int
        public let widthPermille: Int
        /// "prayer", "scheduled", "oneOff" for commitments.
        public let source: String?
    }

    public struct TaskRow: Codable, Hashable, Sendable {
        public let id: String
        public let title: String
        /// "High", "Medium", "Low".
        public let importance: String
        /// "Tomorrow", "Today", "Mon 2 Nov".
        public let dateLabel: String
        public let effortLabel: String
        /// "Fits no single free gap" when none of the day's gaps is as long as its estimate.
        public let flag: String?
        /// The row's form values: "low", "medium", "high" and the date as YYYY-MM-DD.
        public let importanceValue: String
        public let dateValue: String
        /// The row's in-place form (importance and date).
        public let changeAction: String
    }

    /// A task the backlog picker offers: the backlog, Someday, or unfinished on an earlier day.
    public struct PickRow: Codable, Hashable, Sendable {
        public let id: String
        public let title: String
        /// "Someday", "No date", "Today".
        public let whereLabel: String
        public let effortLabel: String
        /// The won't-fit flag it would carry on the planned day.
        public let flag: String?
        /// "Add to tomorrow" (evening) or "Add to today" (morning).
        public let actionLabel: String
        public let action: String
    }

    public struct HabitRow: Codable, Hashable, Sendable {
        public let name: String
        public let detail: String
    }

    /// "Working day 09:00–17:30".
    public let workingDayLine: String
    public let commitments: [Block]
    public let gaps: [Block]
    /// Commitments and gaps in time order (the timeline).
    public let timeline: [Block]
    /// The times and titles written under the timeline (regular widths).
    public let timelineMarks: [NightPlanningTimelineMark]
    /// "3 h 10 min free in 2 gaps", or the line for a day with no free gap.
    public let freeLine: String
    /// Anchor rules that need attention (AN-07), in words.
    public let notices: [String]
    public let tasks: [TaskRow]
    public let habits: [HabitRow]
    /// "Nothing planned for tomorrow yet." when there are no tasks.
    public let emptyLine: String?
    public let addAnchorPath: String
    /// TK-01 inside the ritual: the form's action, the planned day it is dated, and the effort shortcuts.
    public let addTaskAction: String
    public let addTaskDateLabel: String
    public let titleLimit: Int
    public let effortChoices: [DeferScreen.Choice]
    /// The backlog picker and, when it offers nothing, its line.
    public let picker: [PickRow]
    public let pickerEmptyLine: String?
    /// The in-place date's bounds (YYYY-MM-DD).
    public let minimumDate: String
    public let maximumDate: String
    public let importanceChoices: [DeferScreen.Choice]

    public init(_ inputs: NightPlanningInputs) {
        let layout = inputs.layout
        let calendar = inputs.clock.calendar
        let working = layout.workingDay
        func permille(_ offset: TimeInterval) -> Int {
            guard working.duration > 0, offset.isFinite else { return 0 }
            let share = Swift.min(Swift.max(offset / working.duration, 0), 1) * 1000
            return Saturating.int(share.rounded())
        }
        // Widths from rounded ends, so neighbouring blocks meet exactly.
        func span(_ interval: DateInterval) -> Int {
            permille(interval.end.timeIntervalSince(working.start)) - permille(interval.start.timeIntervalSince(working.start))
        }
        func time(_ instant: Date) -> String { DayText.time(calendar.localTime(of: instant)) }
        workingDayLine = "Working day \(time(working.start))–\(time(working.end))"
        commitments = layout.commitments.map { commitment in
            Block(
                kind: .commitment, label: "\(commitment.title) · \(time(commitment.interval.start))–\(time(commitment.interval.end))",
                startPermille: permille(commitment.interval.start.timeIntervalSince(working.start)),
                widthPermille: span(commitment.interval), source: commitment.source.rawValue)
        }
        gaps = layout.gaps.map { gap in
            Block(
                kind: .gap, label: gap.label, startPermille: permille(gap.interval.start.timeIntervalSince(working.start)),
                widthPermille: span(gap.interval), source: nil)
        }
        let boundaries = layout.commitments.flatMap { commitment in
            [
                NightPlanningTimelineMark(
                    permille: permille(commitment.interval.start.timeIntervalSince(working.start)), time: time(commitment.interval.start),
                    title: commitment.title),
                NightPlanningTimelineMark(
                    permille: permille(commitment.interval.end.timeIntervalSince(working.start)), time: time(commitment.interval.end),
                    title: nil),
            ]
        }
        timelineMarks = NightPlanningTimelineMark.thinned(
            [NightPlanningTimelineMark(permille: 0, time: time(working.start), title: nil)] + boundaries
                + [NightPlanningTimelineMark(permille: 1000, time: time(working.end), title: nil)])
        timeline = (commitments + gaps).sorted { ($0.startPermille, $0.kind.rawValue) < ($1.startPermille, $1.kind.rawValue) }
        freeLine =
            layout.gaps.isEmpty
            ? "No free gap of \(DayLayout.minimumGapMinutes) min or more in the working day."
            : "\(DurationText.minutes(layout.freeMinutes)) free in \(layout.gaps.count) gap\(layout.gaps.count == 1 ? "" : "s")"
        notices = layout.notices.map(\.text)
        let today = inputs.clock.today(at: inputs.now)
        let planned = TodayOrder.ordered(inputs.openTasks, today: inputs.session.day, minutesLeft: 0)
        tasks = planned.map { task in
            TaskRow(
                id: task.id.rawValue, title: task.title, importance: task.importance.rawValue.capitalized,
                dateLabel: task.schedule.date.map { DayText.relative($0, today: today) } ?? "No date",
                effortLabel: task.effort.label, flag: layout.fitsNoGap(task) ? Self.flagText : nil,
                importanceValue: task.importance.rawValue,
                // An overdue task reads today in the form, so its importance can change without a refused date.
                dateValue: task.schedule.date.map { Swift.max($0, today).description } ?? "",
                changeAction: JamaalRoute.changePlanTask.path(task.id))
        }
        let dayWord = inputs.session.flow == .evening ? "tomorrow" : "today"
        picker = BuildTomorrow.pickable(inputs.openTasks, day: inputs.session.day, today: today).map { task in
            let whereLabel: String
            switch task.schedule {
            case .someday: whereLabel = "Someday"
            case .backlog: whereLabel = "No date"
            case .date(let date): whereLabel = DayText.relative(date, today: today)
            }
            return PickRow(
                id: task.id.rawValue, title: task.title, whereLabel: whereLabel, effortLabel: task.effort.label,
                flag: layout.fitsNoGap(task) ? Self.flagText : nil, actionLabel: "Add to \(dayWord)",
                action: JamaalRoute.pickPlanTask.path(task.id))
        }
        pickerEmptyLine = picker.isEmpty ? "Nothing waiting in the backlog." : nil
        minimumDate = today.description
        maximumDate = today.adding(days: BuildTomorrow.dateHorizonDays).description
        importanceChoices = Importance.allCases.map { DeferScreen.Choice(value: $0.rawValue, label: $0.rawValue.capitalized) }
        effortChoices = Effort.shortcuts.map { DeferScreen.Choice(value: String($0.minutes), label: $0.label) }
        addTaskDateLabel = "Dated \(dayWord), \(DayText.long(inputs.session.day))"
        habits = inputs.plannedHabits.map { habit in
            let minutes = habit.plannedMinutes(on: inputs.session.day)
            return HabitRow(name: habit.name, detail: minutes > 0 ? DurationText.minutes(minutes) : "Any time")
        }
        emptyLine = planned.isEmpty ? "Nothing planned for \(inputs.session.flow == .evening ? "tomorrow" : "today") yet." : nil
        let flow: PlanQuery.Flow = inputs.session.flow == .evening ? .evening : .morning
        addAnchorPath = JamaalRoute.newOneOffAnchor.path(query: OneOffAnchorQuery(from: .planning, flow: flow))
        addTaskAction = JamaalRoute.addPlanTask.path()
        titleLimit = TaskDraft.titleLimit
    }

    /// The won't-fit flag: the task is longer than every free gap of the planned day.
    public static let flagText = "Fits no single free gap"
}

/// NP-04 Check the load: the day's level (the weekday's default pre-selected), the suggested level and why, the budget
/// used, overflow past the day's end, exactly one move when overloaded, and at most once the quiet normal-day line.
public struct NightPlanningLoad: Codable, Hashable, Sendable {
    public struct LevelOption: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public let isSelected: Bool
        public let isSuggested: Bool
        public let isDefault: Bool
    }

    /// The one move: deferring one named task, or the line that says nothing is lowered.
    public struct Move: Codable, Hashable, Sendable {
        public let label: String
        /// The task it moves; nil when nothing frees enough (the label says so, no button).
        public let taskID: String?
        public let reasonRequired: Bool
        public let reasons: [DeferScreen.Choice]
        public let easingMessage: String?
    }

    public let levels: [LevelOption]
    /// "Suggested: Steady".
    public let suggestedLine: String
    public let reasonText: String
    /// "5 h 10 min of 6 h".
    public let budgetLine: String
    /// "40 min over · 10 min past the day's end".
    public let overflowText: String?
    public let isOverloaded: Bool
    public let move: Move?
    /// F10's quiet normal-day suggestion, at most once here.
    public let normalDayLine: String?
    /// Its value, so showing it can be remembered.
    public let normalDayMinutes: Int?
    public let levelAction: String
    public let moveAction: String

    public init(_ check: LoadCheck, flow: NightPlanningFlow, normalDayMinutes: Int? = nil) {
        levels = CapacityLevel.allCases.sorted().map { level in
            LevelOption(
                value: level.rawValue, label: level.name, isSelected: level == check.level, isSuggested: level == check.suggested.level,
                isDefault: level == check.weekdayDefault)
        }
        suggestedLine = "Suggested: \(check.suggested.level.name)"
        reasonText = check.suggested.reasonText(for: flow)
        budgetLine = check.budgetLine
        overflowText = check.overflowText
        isOverloaded = check.isOverloaded
        move = check.move.map { move in
            var required = false
            if case .picker(let reasonRequired, _) = move.deferralPlan { required = reasonRequired }
            return Move(
                label: move.label, taskID: move.task?.id.rawValue, reasonRequired: required,
                reasons: DeferScreen.reasonChoices,
                easingMessage: move.deferralPlan?.easingMessage)
        }
        normalDayLine = check.normalDayLine
        self.normalDayMinutes = check.normalDayLine == nil ? nil : normalDayMinutes
        levelAction = JamaalRoute.setPlanLevel.path()
        moveAction = JamaalRoute.acceptPlanMove.path()
    }
}
