import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalRoutes
import Routing

/// HB-03 Add / edit habit, with HB-04 (custom recurrence: chosen days or N times a week) and HB-05 (pick a group or
/// make one) inline. Adding starts with the type picker; once a kind is chosen its form follows (counted target,
/// timed minutes, avoid allowance). Editing shows the kind as fixed. Up to four times of day, each with an
/// optional start, end and reminder. A refused form comes back with the person's values and the message.
///
/// ```swift
/// HabitFormScreen.typePicker().kindChoices.map(\.label)   // ["Yes / no", "Counted", "Timed", "Avoid"]
/// ```
public struct HabitFormScreen: Codable, Hashable, Sendable {
    public struct KindChoice: Codable, Hashable, Sendable {
        public let family: String
        public let label: String
        public let hint: String
        public let path: String
    }

    public struct DayChoice: Codable, Hashable, Sendable {
        public let value: Int
        public let label: String
        public let isChecked: Bool
    }

    public struct TimeSlot: Codable, Hashable, Sendable {
        public let index: Int
        public let name: String
        public let start: String
        public let end: String
        public let reminder: String
    }

    public struct GroupChoice: Codable, Hashable, Sendable {
        public let id: String
        public let name: String
        public let isSelected: Bool
    }

    /// The values the form shows (and sends back).
    public struct Values: Codable, Hashable, Sendable {
        public var name = ""
        public var number = ""
        /// "daily", "days" or "weekly".
        public var schedule = "daily"
        public var days: Set<Int> = []
        public var timesAWeek = "3"
        public var slots: [[String]] = []
        public var groupID = ""
        public var newGroup = ""

        public init() {}

        /// The values of an existing habit.
        public init(habit: Habit) {
            name = habit.name
            switch habit.kind {
            case .counted(let value), .timed(let value), .avoid(let value): number = String(value)
            default: number = ""
            }
            switch habit.schedule {
            case .days(let chosen):
                schedule = "days"
                days = Set(chosen.map(\.rawValue))
            case .timesAWeek(let count):
                schedule = "weekly"
                timesAWeek = String(count)
            default: schedule = "daily"
            }
            slots = habit.timesOfDay.map { time in
                [time.name, time.start.map(DayText.time) ?? "", time.end.map(DayText.time) ?? "", time.reminder.map(DayText.time) ?? ""]
            }
            groupID = habit.groupID ?? ""
        }
    }

    public let title: String
    /// "pickKind" (the type picker) or "form".
    public let step: String
    public let kindChoices: [KindChoice]
    public let kindFamily: String?
    public let kindLabel: String?
    /// "The kind is fixed once a habit is created." when editing.
    public let kindFixedLine: String?
    /// "Target a day", "Minutes a day", "Allowance of slips a day" — nil for yes/no.
    public let numberLabel: String?
    public let numberRange: [Int]
    public let values: Values
    public let dayChoices: [DayChoice]
    public let timeSlots: [TimeSlot]
    public let maxTimesOfDay: Int
    public let groups: [GroupChoice]
    public let error: String?
    public let action: String
    public let submitLabel: String
    public let cancelPath: String

    /// The type picker: the first step of adding a habit.
    public static func typePicker() -> HabitFormScreen {
        HabitFormScreen(
            title: "New habit", step: "pickKind",
            kindChoices: HabitText.kindChoices.map {
                KindChoice(
                    family: $0.family.rawValue, label: $0.label, hint: $0.hint,
                    path: JamaalRoute.newHabit.path(query: NewHabitQuery(kind: $0.family)))
            },
            kindFamily: nil, kindLabel: nil, kindFixedLine: nil, numberLabel: nil, numberRange: [], values: Values(), dayChoices: [],
            timeSlots: [], maxTimesOfDay: Habit.maxTimesOfDay, groups: [], error: nil, action: JamaalRoute.newHabit.path(), submitLabel: "",
            cancelPath: JamaalRoute.habits.path())
    }

    /// The kind form, to add (`habitID` nil) or edit. `family` is the kind's family (`HabitKind.family`: one of
    /// ``HabitFamily``'s, or a newer version's).
    public init(family: String, habitID: ID<Habit>?, values: Values, groups: [HabitGroup], error: String?) {
        let label = HabitText.kindChoices.first { $0.family.rawValue == family }?.label ?? family
        title = habitID == nil ? "New habit · \(label)" : "Edit habit"
        step = "form"
        kindChoices = []
        kindFamily = family
        kindLabel = label
        kindFixedLine = habitID == nil ? nil : "The kind is fixed once a habit is created."
        switch family {
        case "counted": (numberLabel, numberRange) = ("Target a day", [1, 99])
        case "timed": (numberLabel, numberRange) = ("Minutes a day", [1, 600])
        case "avoid": (numberLabel, numberRange) = ("Allowance of slips a day", [0, 20])
        default: (numberLabel, numberRange) = (nil, [])
        }
        var shown = values
        if shown.number.isEmpty {
            shown.number = family == "counted" ? "8" : family == "timed" ? "20" : family == "avoid" ? "0" : ""
        }
        self.values = shown
        dayChoices = Weekday.allCases.map {
            DayChoice(value: $0.rawValue, label: $0.shortName, isChecked: shown.days.contains($0.rawValue))
        }
        timeSlots = (0..<Habit.maxTimesOfDay).map { index in
            let slot = index < shown.slots.count ? shown.slots[index] : []
            func field(_ i: Int) -> String { i < slot.count ? slot[i] : "" }
            return TimeSlot(
                index: index, name: index == 0 && field(0).isEmpty ? "" : field(0), start: field(1), end: field(2), reminder: field(3))
        }
        maxTimesOfDay = Habit.maxTimesOfDay
        self.groups = groups.map { GroupChoice(id: $0.id.rawValue, name: $0.name, isSelected: $0.id.rawValue == shown.groupID) }
        self.error = error
        action = habitID.map { JamaalRoute.updateHabit.path($0) } ?? JamaalRoute.createHabit.path()
        submitLabel = habitID == nil ? "Add habit" : "Save"
        cancelPath = habitID.map { JamaalRoute.habit.path($0) } ?? JamaalRoute.habits.path()
    }

    private init(
        title: String, step: String, kindChoices: [KindChoice], kindFamily: String?, kindLabel: String?, kindFixedLine: String?,
        numberLabel: String?, numberRange: [Int], values: Values, dayChoices: [DayChoice], timeSlots: [TimeSlot], maxTimesOfDay: Int,
        groups: [GroupChoice], error: String?, action: String, submitLabel: String, cancelPath: String
    ) {
        self.title = title
        self.step = step
        self.kindChoices = kindChoices
        self.kindFamily = kindFamily
        self.kindLabel = kindLabel
        self.kindFixedLine = kindFixedLine
        self.numberLabel = numberLabel
        self.numberRange = numberRange
        self.values = values
        self.dayChoices = dayChoices
        self.timeSlots = timeSlots
        self.maxTimesOfDay = maxTimesOfDay
        self.groups = groups
        self.error = error
        self.action = action
        self.submitLabel = submitLabel
        self.cancelPath = cancelPath
    }
}

/// HB-06 Pause with reason: travel · illness · cycle · other; open-ended (resume whenever).
public struct HabitPauseScreen: Codable, Hashable, Sendable {
    public struct Reason: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
    }

    public let title: String
    public let line: String
    public let reasons: [Reason]
    public let action: String
    public let cancelPath: String
    /// The optional end date's bounds (YYYY-MM-DD): today to a year ahead.
    public let minimumEnd: String
    public let maximumEnd: String
    public let endHint: String

    public init(habit: Habit, today: LocalDate) {
        title = "Pause “\(habit.name)”"
        line = "It leaves Today until you resume it, or until the end you choose. Paused days are never counted as missed."
        reasons = PauseReason.allCases.map { Reason(value: $0.rawValue, label: $0.label) }
        action = JamaalRoute.pauseHabit.path(habit.id)
        cancelPath = JamaalRoute.habit.path(habit.id)
        minimumEnd = today.description
        maximumEnd = today.adding(days: HabitPause.longestEndDays).description
        endHint = "The last day it rests. Leave it empty to pause until you resume it."
    }
}
