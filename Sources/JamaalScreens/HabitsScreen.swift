import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import Routing

/// HB-01 Habits overview (compact and regular): groups (collapsed, with a preview of their members; expanded on
/// tap), habits outside a group, paused habits shown as paused, the empty line, and a collapsed Archived section with
/// Restore. Habits a newer version wrote show as "Update Jamaal to see this". No streak numbers.
///
/// ```swift
/// let screen = HabitsScreen(habits: habits, unreadable: 0, groups: groups, entries: entries, today: today)
/// screen.groups.first?.preview   // "Morning adhkar · Water"
/// ```
public struct HabitsScreen: Codable, Hashable, Sendable {
    public struct Row: Codable, Hashable, Sendable {
        public let id: String
        public let name: String
        public let kindLabel: String
        public let scheduleLabel: String
        /// Today's state ("3 of 8", "Held today"), or nil when paused or not shown today.
        public let todayText: String?
        /// "Paused · Travel" while paused.
        public let pausedLine: String?
        public let detailPath: String
    }

    public struct Group: Codable, Hashable, Sendable {
        public let id: String
        public let name: String
        /// Its members' names, for the collapsed bundle (no emoji).
        public let preview: String
        public let rows: [Row]
    }

    public struct ArchivedRow: Codable, Hashable, Sendable {
        public let id: String
        public let name: String
        public let restorePath: String
        public let detailPath: String
    }

    public let title: String
    /// The Habits tab's Habits · Anchors control (this is the Habits segment).
    public let segments: [HabitsTabSegment]
    public let groups: [Group]
    public let habits: [Row]
    /// SY-02's "No habits yet." when there is nothing to show.
    public let emptyLine: String?
    public let archivedTitle: String
    public let archived: [ArchivedRow]
    public let newerVersionLines: [String]
    public let addPath: String
    public let newGroupPath: String

    public init(habits all: [Habit], unreadable: Int, groups: [HabitGroup], entries: [HabitEntry], today: LocalDate) {
        title = "Habits"
        segments = HabitsTabSegment.habitsTab(current: .habits)
        func row(_ habit: Habit) -> Row {
            let shown = habit.isShownOnToday(today)
            let texts = habit.timesOfDay.indices.map { slot in
                let text = HabitText.tally(
                    HabitDayTally(entries: entries.filter { $0.habitID == habit.id && $0.day == today && $0.timeOfDay == slot }),
                    kind: habit.kind, isToday: true)
                return habit.timesOfDay.count > 1 ? "\(habit.timesOfDay[slot].name): \(text)" : text
            }
            return Row(
                id: habit.id.rawValue, name: habit.name, kindLabel: HabitText.kind(habit.kind),
                scheduleLabel: HabitText.schedule(habit.schedule), todayText: shown ? texts.joined(separator: " · ") : nil,
                pausedLine: habit.pause(on: today).map { pause in
                    "Paused · \(pause.reason.label)" + (pause.until.map { " · until \(DayText.short($0))" } ?? "")
                }, detailPath: JamaalRoute.habit.path(habit.id))
        }
        let current = all.filter { !$0.isArchived }
        let known = Set(groups.map(\.id.rawValue))
        self.groups = groups.compactMap { group in
            let members = current.filter { $0.groupID == group.id.rawValue }
            guard !members.isEmpty else { return nil }
            return Group(
                id: group.id.rawValue, name: group.name, preview: members.map(\.name).joined(separator: " · "), rows: members.map(row))
        }
        habits = current.filter { $0.groupID.map { !known.contains($0) } ?? true }.map(row)
        archivedTitle = "Archived"
        archived = all.filter(\.isArchived).map {
            ArchivedRow(
                id: $0.id.rawValue, name: $0.name, restorePath: JamaalRoute.restoreHabit.path($0.id),
                detailPath: JamaalRoute.habit.path($0.id))
        }
        newerVersionLines = Array(repeating: JamaalCopy.newerVersion, count: unreadable)
        emptyLine = current.isEmpty && unreadable == 0 ? JamaalCopy.EmptyLine.habits : nil
        addPath = JamaalRoute.newHabit.path()
        newGroupPath = JamaalRoute.habitGroups.path()
    }
}
