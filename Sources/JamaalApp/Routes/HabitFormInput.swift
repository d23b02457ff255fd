import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalScreens

/// Reads HB-03's form into a ``HabitDraft`` (the domain checks it) and, when a new group's name was typed, the
/// ``HabitGroup`` to create with it. Typed numbers and times that cannot be read are refused with what to write.
///
///     let (draft, newGroup) = try HabitFormInput.draft(form, family: "counted", groups: groups, ids: .random)
enum HabitFormInput {
    /// The values to show again when the form is refused.
    static func values(_ form: FormData) -> HabitFormScreen.Values {
        var values = HabitFormScreen.Values()
        values.name = form["name"] ?? ""
        values.number = form["number"] ?? ""
        values.schedule = form["schedule"] ?? "daily"
        values.days = Set(form.all("days").compactMap { Int($0) })
        values.timesAWeek = form["timesAWeek"] ?? "3"
        values.slots = (0..<Habit.maxTimesOfDay).map { index in
            ["Name", "Start", "End", "Reminder"].map { form["slot\(index)\($0)"] ?? "" }
        }
        values.groupID = form["group"] ?? ""
        values.newGroup = form["newGroup"] ?? ""
        return values
    }

    static func draft(_ form: FormData, family: String, groups: [HabitGroup], ids: IDSource) throws -> (HabitDraft, HabitGroup?) {
        let number = Int((form["number"] ?? "").trimmingCharacters(in: .whitespaces))
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
        switch form["schedule"] ?? "daily" {
        case "days": schedule = .days(Set(form.all("days").compactMap { Int($0).flatMap(Weekday.init(rawValue:)) }))
        case "weekly":
            guard let count = Int(form["timesAWeek"] ?? "") else { throw JamaalError.timesAWeekOutOfRange }
            schedule = .timesAWeek(count)
        default: schedule = .daily
        }
        var times: [TimeOfDay] = []
        var index = 0
        while let name = form["slot\(index)Name"] ?? (index < Habit.maxTimesOfDay ? "" : nil) {
            defer { index += 1 }
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            let raw = ["Start", "End", "Reminder"].map { (form["slot\(index)\($0)"] ?? "").trimmingCharacters(in: .whitespaces) }
            if trimmed.isEmpty && raw.allSatisfy(\.isEmpty) { continue }
            let parsed = try raw.map { text -> LocalTime? in
                guard !text.isEmpty else { return nil }
                guard let time = LocalTime(iso: text) else {
                    throw HTTPError(.unprocessableEntity, "Write times of day as hours and minutes, like 07:30.", field: "slot\(index)")
                }
                return time
            }
            times.append(
                TimeOfDay(name: trimmed.isEmpty ? "Time \(index + 1)" : trimmed, start: parsed[0], end: parsed[1], reminder: parsed[2]))
        }
        var groupID = (form["group"] ?? "").isEmpty ? nil : form["group"]
        if let groupID, !groups.contains(where: { $0.id.rawValue == groupID }) {
            throw HTTPError(.unprocessableEntity, "That group no longer exists — pick another.", field: "group")
        }
        var created: HabitGroup?
        let newName = (form["newGroup"] ?? "").trimmingCharacters(in: .whitespaces)
        if !newName.isEmpty {
            if let same = groups.first(where: { $0.name.lowercased() == newName.lowercased() }) {
                groupID = same.id.rawValue
            } else {
                let group = try HabitGroup(id: ids.next(), name: newName)
                created = group
                groupID = group.id.rawValue
            }
        }
        return (HabitDraft(name: form["name"] ?? "", kind: kind, schedule: schedule, timesOfDay: times, groupID: groupID), created)
    }
}
