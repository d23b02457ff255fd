import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalRoutes
import JamaalScreens
import ServerSupport

/// Reads HB-03's form into a ``HabitDraft`` (the domain checks it) and, when a new group's name was typed, the
/// ``HabitGroup`` to create with it. Typed numbers and times that cannot be read are refused with what to write.
///
///     let (draft, newGroup) = try HabitFormInput.draft(form, family: "counted", groups: groups, ids: .random)
enum HabitFormInput {
    /// The values to show again when the form is refused.
    static func values(_ form: HabitForm) -> HabitFormScreen.Values {
        var values = HabitFormScreen.Values()
        values.name = form.name.or("")
        values.number = form.number.or("")
        values.schedule = form.schedule.or("daily")
        values.days = Set(form.days.texts.compactMap { Int($0) })
        values.timesAWeek = form.timesAWeek.or("3")
        values.slots = form.slots.prefix(Habit.maxTimesOfDay).map { slot in HabitForm.SlotPart.allCases.map { slot.text($0).or("") } }
        values.groupID = form.group.or("")
        values.newGroup = form.newGroup.or("")
        return values
    }

    /// The form of a request, with every time of day the form shows (blank when not sent).
    static func form(_ req: JamaalRequest) throws -> HabitForm {
        try req.request.form(HabitForm.self)
    }

    static func draft(_ form: HabitForm, family: String, groups: [HabitGroup], ids: IDSource) throws -> (HabitDraft, HabitGroup?) {
        let number = Int(form.number.or("").trimmingCharacters(in: .whitespaces))
        let kind: HabitKind
        switch family {
        case "binary": kind = .binary
        case "counted":
            guard let number else { throw JamaalError.habitTargetOutOfRange }
            kind = .counted(target: number)
        case "timed":
            guard let number else { throw JamaalError.habitMinutesOutOfRange }
            kind = .timed(minutes: number)
        case "avoid":
            guard let number else { throw JamaalError.habitAllowanceOutOfRange }
            kind = .avoid(allowance: number)
        default: throw JamaalError.habitKindFixed
        }
        let schedule: HabitSchedule
        switch form.schedule.or("daily") {
        case "days": schedule = .days(Set(form.days.texts.compactMap { Int($0).flatMap(Weekday.init(rawValue:)) }))
        case "weekly":
            guard let count = Int(form.timesAWeek.or("")) else { throw JamaalError.timesAWeekOutOfRange }
            schedule = .timesAWeek(count)
        default: schedule = .daily
        }
        var times: [TimeOfDay] = []
        for (index, slot) in form.slots.enumerated() {
            let trimmed = slot.name.or("").trimmingCharacters(in: .whitespaces)
            let raw = [slot.start, slot.end, slot.reminder].map { $0.or("").trimmingCharacters(in: .whitespaces) }
            if trimmed.isEmpty && raw.allSatisfy(\.isEmpty) { continue }
            let parsed = try raw.map { text -> LocalTime? in
                guard !text.isEmpty else { return nil }
                guard let time = LocalTime(iso: text) else {
                    throw HabitRefusal.timeNotReadable(slot: index)
                }
                return time
            }
            times.append(
                TimeOfDay(name: trimmed.isEmpty ? "Time \(index + 1)" : trimmed, start: parsed[0], end: parsed[1], reminder: parsed[2]))
        }
        var groupID = form.group.or("").isEmpty ? nil : form.group.text
        if let groupID, !groups.contains(where: { $0.id.rawValue == groupID }) {
            throw FieldRefusal(form.group, "That group no longer exists — pick another.")
        }
        var created: HabitGroup?
        let newName = form.newGroup.or("").trimmingCharacters(in: .whitespaces)
        if !newName.isEmpty {
            if let same = groups.first(where: { $0.name.lowercased() == newName.lowercased() }) {
                groupID = same.id.rawValue
            } else {
                let group = try HabitGroup(id: ids.next(), name: newName)
                created = group
                groupID = group.id.rawValue
            }
        }
        return (HabitDraft(name: form.name.or(""), kind: kind, schedule: schedule, timesOfDay: times, groupID: groupID), created)
    }
}
