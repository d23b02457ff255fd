import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// HB-02 Habit detail: one density grid per time of day (six weeks, Monday first; right-to-left layouts fill from
/// the trailing edge), the plain-language read (healthy / slipping / gathering / paused) — **no streak numbers** —,
/// the last 14 days tappable to correct, weeks for a weekly target (never a missed day), today's log row, and the
/// actions: Edit, Pause or Resume (HB-06), Archive or Restore (HB-07 — history is never deleted).
///
/// ```swift
/// let screen = HabitDetailScreen(habit: habit, groupName: nil, entries: entries, today: today, selected: nil)
/// screen.read        // "Healthy — it's holding on most of its days."
/// ```
public struct HabitDetailScreen: Codable, Hashable, Sendable {
    public struct Cell: Codable, Hashable, Sendable {
        public let day: String
        /// future, beforeStart, notDue, paused, open, partial, met, missed, slipped, unmarked.
        public let state: String
        /// Fill 0…100, or nil when drawn neutral.
        public let density: Int?
        /// "Mon 23 Nov: done" — the cell's accessible name.
        public let label: String
        /// The correction link for the last 14 days (nil otherwise, and when the habit cannot be logged).
        public let correctPath: String?
        public let isToday: Bool
        public let isSelected: Bool
    }

    public struct Grid: Codable, Hashable, Sendable {
        /// The time of day's name ("Any time").
        public let title: String
        /// "Mon" … "Sun" column heads.
        public let columns: [String]
        /// Weeks, oldest first; seven cells each.
        public let weeks: [[Cell]]
    }

    public struct WeekLine: Codable, Hashable, Sendable {
        public let label: String
        public let text: String
        public let isMet: Bool
    }

    /// The 14-day correction sheet for one selected day.
    public struct Correction: Codable, Hashable, Sendable {
        public let dayLabel: String
        public let rows: [HabitLogRow]
    }

    public let id: String
    public let name: String
    public let kindLabel: String
    public let scheduleLabel: String
    public let timesOfDay: [String]
    public let groupName: String?
    /// "active", "paused", "archived" or "newer".
    public let status: String
    public let pausedLine: String?
    public let health: String
    public let read: String
    public let grids: [Grid]
    public let weeks: [WeekLine]
    public let today: [HabitLogRow]
    public let correction: Correction?
    public let correctionHint: String?
    public let editPath: String?
    public let pausePath: String?
    public let resumePath: String?
    public let archivePath: String?
    public let restorePath: String?
    public let closePath: String

    public init(habit: Habit, groupName: String?, entries: [HabitEntry], today: LocalDate, selected: LocalDate?) {
        id = habit.id.rawValue
        name = habit.name
        kindLabel = HabitText.kind(habit.kind)
        scheduleLabel = HabitText.schedule(habit.schedule)
        // A time of day with nothing but its name is said once, by its grid's caption ("Any time" was repeated under it).
        timesOfDay = habit.timesOfDay.compactMap { time in
            var text = time.name
            if let start = time.start { text += " · from \(DayText.time(start))" }
            if let end = time.end { text += " · until \(DayText.time(end))" }
            if let reminder = time.reminder { text += " · reminder \(DayText.time(reminder))" }
            return text == time.name ? nil : text
        }
        self.groupName = groupName
        var isNewer = false
        if case .unknown = habit.kind { isNewer = true }
        let isPaused = habit.isPaused(on: today)
        let loggable = !isNewer && !isPaused && !habit.isArchived
        status = isNewer ? "newer" : habit.isArchived ? "archived" : isPaused ? "paused" : "active"
        pausedLine = habit.pause(on: today).map { pause in
            let end = pause.until.map { " It resumes by itself after \(DayText.short($0))." } ?? ""
            return "Paused since \(DayText.short(pause.since)) · \(pause.reason.label). Nothing is counted while it rests." + end
        }
        let read = HabitRead(habit: habit, entries: entries, today: today)
        health = "\(read.health)"
        self.read = isNewer ? JamaalCopy.newerVersion : read.sentence
        let oldestCorrectable = today.adding(days: 1 - HabitLogRule.correctionDays)
        let columns = Weekday.allCases.map(\.shortName)
        let thisMonday = today.adding(days: 1 - today.weekday.rawValue)
        let firstMonday = thisMonday.adding(days: -7 * (HabitRead.gridWeeks - 1))
        grids = read.grids.enumerated().map { slot, weeks in
            Grid(
                title: habit.timesOfDay.indices.contains(slot) ? habit.timesOfDay[slot].name : TimeOfDay.anyTime.name, columns: columns,
                weeks: weeks.enumerated().map { week, cells in
                    cells.enumerated().map { offset, cell in
                        let day = firstMonday.adding(days: week * 7 + offset)
                        let correctable = loggable && day <= today && day >= oldestCorrectable && day >= habit.createdOn
                        return Cell(
                            day: day.description, state: Self.name(cell),
                            density: cell.density.map { Saturating.int(($0 * 100).rounded()) },
                            label: "\(DayText.short(day)): \(Self.words(cell))",
                            correctPath: correctable
                                ? JamaalRoute.habit.path(habit.id, query: HabitDayQuery(day: CorrectionDay(day))) : nil,
                            isToday: day == today,
                            isSelected: day == selected)
                    }
                })
        }
        weeks = read.weeks.filter { $0.monday >= habit.createdOn && $0.monday <= today }.map { week in
            let current = week.monday == thisMonday
            let text = "\(week.daysDone) of \(week.target)" + (week.isMet ? " — reached" : current ? " so far" : "")
            return WeekLine(label: current ? "This week" : "Week of \(DayText.short(week.monday))", text: text, isMet: week.isMet)
        }
        self.today = loggable ? HabitLogRow.rows(for: habit, day: today, today: today, entries: entries) : []
        if let selected, loggable, selected < today, selected >= oldestCorrectable, selected >= habit.createdOn {
            correction = Correction(
                dayLabel: DayText.long(selected),
                rows: HabitLogRow.rows(for: habit, day: selected, today: today, entries: entries))
        } else {
            correction = nil
        }
        correctionHint = loggable ? "Tap any of the last 14 days to correct it." : nil
        editPath = isNewer || habit.isArchived ? nil : JamaalRoute.editHabit.path(habit.id)
        pausePath = !isNewer && !habit.isArchived && !isPaused ? JamaalRoute.habitPause.path(habit.id) : nil
        resumePath = !habit.isArchived && isPaused ? JamaalRoute.resumeHabit.path(habit.id) : nil
        archivePath = habit.isArchived ? nil : JamaalRoute.archiveHabit.path(habit.id)
        restorePath = habit.isArchived ? JamaalRoute.restoreHabit.path(habit.id) : nil
        closePath = JamaalRoute.habits.path()
    }

    static func name(_ cell: HabitCell) -> String {
        switch cell {
        case .future: "future"
        case .beforeStart: "beforeStart"
        case .notDue: "notDue"
        case .paused: "paused"
        case .open: "open"
        case .partial: "partial"
        case .met: "met"
        case .missed: "missed"
        case .slipped: "slipped"
        case .unmarked: "unmarked"
        }
    }

    static func words(_ cell: HabitCell) -> String {
        switch cell {
        case .future: "not yet"
        case .beforeStart: "before this habit began"
        case .notDue: "not due"
        case .paused: "paused"
        case .open: "today, still open"
        case .partial: "part of the way"
        case .met: "done"
        case .missed: "not done"
        case .slipped: "slipped"
        case .unmarked: "not marked"
        }
    }
}
