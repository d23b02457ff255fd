import Calendar
import Foundation
import HTTPServer
import JamaalCore
import JamaalRoutes
import JamaalScreens
import ServerSupport

/// Reads TK-01 / TK-02's form into the values it shows back and into a ``TaskDraft`` (the rules are JamaalCore's:
/// `TaskDraft.validated`). Only decoding lives here: which option means which schedule, effort or repeat.
enum TaskFormInput {
    /// The form's fields as typed.
    static func values(_ form: TaskForm) -> TaskFormScreen.Values {
        var values = TaskFormScreen.Values()
        values.title = form.title.or("")
        values.effort = form.effort.or("30")
        values.otherMinutes = Int(form.otherMinutes.or("")) ?? 45
        values.importance = form.importance.or("low")
        values.categoryID = form.category.or("")
        values.schedule = form.schedule.or("today")
        values.date = form.date.or("")
        values.repeatKind = form.repeatKind.or("none")
        values.repeatDays = form.repeatDay.texts.compactMap { Int($0) }
        values.note = form.note.or("")
        if let offer = form.offer.text, !offer.isEmpty {
            values.schedule = "date"
            values.date = offer
        }
        return values
    }

    /// The values a task shows in its edit form.
    static func values(of task: TaskItem, today: LocalDate) -> TaskFormScreen.Values {
        var values = TaskFormScreen.Values()
        values.title = task.title
        let shortcuts = Effort.shortcuts.map(\.minutes)
        values.effort = shortcuts.contains(task.effort.minutes) ? String(task.effort.minutes) : "other"
        values.otherMinutes = task.effort.minutes
        values.importance = task.importance.rawValue
        values.categoryID = task.categoryID?.rawValue ?? ""
        switch task.schedule {
        case .date(let date):
            values.schedule = date == today ? "today" : date == today.adding(days: 1) ? "tomorrow" : "date"
            values.date = date.description
        case .someday: values.schedule = "someday"
        case .backlog: values.schedule = "none"
        }
        switch task.repeatRule {
        case .none: values.repeatKind = "none"
        case .daily: values.repeatKind = "daily"
        case .weekly(let days):
            values.repeatKind = "weekly"
            values.repeatDays = days.map(\.rawValue).sorted()
        case .monthly: values.repeatKind = "monthly"
        case .unknown: values.repeatKind = "keep"
        }
        values.note = task.note
        return values
    }

    /// A refusal of the form that is not one of JamaalCore's rules (an option this form never offers, a missing date).
    struct Refusal: Error {
        let message: String
        let field: String
    }

    /// The draft the values describe. `existingRepeat` is kept when the form says "keep" (a rule from a newer version).
    static func draft(_ values: TaskFormScreen.Values, today: LocalDate, existingRepeat: RepeatRule?) throws -> TaskDraft {
        let minutes: Int
        if values.effort == "other" {
            minutes = values.otherMinutes
        } else {
            guard let shortcut = Int(values.effort) else { throw JamaalError.effortOutOfRange }
            minutes = shortcut
        }
        guard let importance = Importance(rawValue: values.importance) else {
            throw Refusal(message: "Choose low, medium or high importance.", field: "importance")
        }
        let schedule: TaskSchedule
        switch values.schedule {
        case "today": schedule = .date(today)
        case "tomorrow": schedule = .date(today.adding(days: 1))
        case "date": schedule = .date(try date(values.date))
        case "someday": schedule = .someday
        case "none": schedule = .backlog
        default: throw Refusal(message: "Choose when: Today, Tomorrow, a date, Someday or No date.", field: "schedule")
        }
        if importance.needsDate, schedule.date == nil { throw JamaalError.importantTaskNeedsDate }
        let repeatRule: RepeatRule?
        switch values.repeatKind {
        case "none": repeatRule = nil
        case "daily": repeatRule = .daily
        case "weekly": repeatRule = .weekly(Set(values.repeatDays.compactMap(Weekday.init(rawValue:))))
        case "monthly":
            guard let date = schedule.date else { throw JamaalError.repeatNeedsDate }
            repeatRule = .monthly(day: date.day)
        case "keep": repeatRule = existingRepeat
        default: throw Refusal(message: "Choose how it repeats: Never, Daily, Weekly or Monthly.", field: "repeat")
        }
        return TaskDraft(
            title: values.title, effortMinutes: minutes, importance: importance,
            categoryID: values.categoryID.isEmpty ? nil : .init(values.categoryID), schedule: schedule, repeatRule: repeatRule,
            note: values.note)
    }

    /// A `YYYY-MM-DD` date that exists; refused with words that say what to do.
    static func date(_ text: String) throws -> LocalDate {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw Refusal(message: "Pick a date, or choose another When.", field: "date") }
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false).map { RequestField.parseInteger(String($0)) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2] else {
            throw Refusal(message: "Write the date as year-month-day, like 2026-12-03.", field: "date")
        }
        return try checkedDate(year: year, month: month, day: day)
    }
}
