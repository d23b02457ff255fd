import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence

/// The wellbeing part of the demo person (issue 18): her days since she started, as real raw history the score is
/// built from (``DayRecordBuilder``) — tasks done, moved and left, focus sessions, the Anchors attended before the
/// Anchors demo's own last week, on top of the habits' history — so that at the demo instant the last week reads **strained** (Monday to Thursday ran past the budget
/// and the working day's end, one task was moved again and again, focus ran long) while the week before read steady.
/// Every task here is closed before today, so Today's own list is untouched; yesterday keeps the day demo's tasks.
/// With Saturday's default at Steady, WB-02 offers "Lighten Saturday".
///
///     JamaalDemo.seeders = [JamaalHabitsDemo.seed, AnchorDemo.seed, JamaalWellbeingDemo.seed]
enum JamaalWellbeingDemo {
    /// The heavy run, in days before today: Monday to Thursday at the fixture instant (Sunday 29 November).
    static let heavyDays = 3...6

    static let seed: JamaalDemo.Seeder = { db, person, now in
        let clock = person.clock
        let today = clock.today(at: now)
        let started = clock.today(at: person.createdAt)
        let categories = try db.categories().categories
        func category(_ id: String) -> ID<Category>? { categories.contains { $0.id.rawValue == id } ? ID(id) : nil }
        func at(_ day: LocalDate, _ hour: Double) -> Date { clock.interval(of: day).start.addingTimeInterval(hour * 3600) }

        var tasks: [TaskItem] = []
        var sessions: [FocusSession] = []
        func task(_ id: String, _ title: String, _ minutes: Int, on day: LocalDate, _ categoryID: String?, created: Date) throws -> TaskItem
        {
            try TaskItem(
                id: ID(id),
                draft: TaskDraft(title: title, effortMinutes: minutes, categoryID: categoryID.flatMap(category), schedule: .date(day)),
                categories: categories, now: created)
        }
        /// A task done on `day` at `doneHour`, with a focus session of `counted` minutes ending then (0: none).
        func done(
            _ id: String, _ title: String, _ minutes: Int, on day: LocalDate, at doneHour: Double, counted: Int = 0, category: String? = nil
        ) throws {
            let finished = at(day, doneHour)
            guard finished < now else { return }
            let item = try task(id, title, minutes, on: day, category, created: at(day, 7)).markedDone(now: finished)
            tasks.append(item)
            guard counted > 0 else { return }
            sessions.append(
                FocusSession(
                    id: ID("s-\(id)"), subject: .task(item.id), title: title, estimateMinutes: minutes,
                    startedAt: finished.addingTimeInterval(-Double(counted) * 60), day: day, bankedSeconds: Double(counted) * 60,
                    state: .finished(at: finished)))
        }

        let heavy = Set(heavyDays.map { today.adding(days: -$0) })
        var day = started
        while day <= today.adding(days: -2) {
            let key = day.description
            if heavy.contains(day) {
                // A day that ran long: most of it done, late into the evening, focus far past its estimate.
                try done("wb-\(key)-1", "Client deck revisions", 120, on: day, at: 11.5, counted: 110, category: "cat-work")
                try done("wb-\(key)-2", "Budget reconciliation", 90, on: day, at: 14, category: "cat-work")
                try done("wb-\(key)-3", "School forms and payments", 60, on: day, at: 16.5, category: "cat-family")
                try done("wb-\(key)-4", "Finish the proposal draft", 60, on: day, at: 19.5, counted: 130, category: "cat-work")
                try done("wb-\(key)-5", "Answer the team's questions", 45, on: day, at: 21.5, category: "cat-work")
                // Planned for the day, but only finished the next morning.
                let late = try task("wb-\(key)-6", "Review the contract notes", 45, on: day, "cat-work", created: at(day, 7))
                tasks.append(try late.markedDone(now: at(day.adding(days: 1), 8.5)))
            } else if day.weekday == .sunday {
                try done("wb-\(key)-1", "Family lunch shopping", 45, on: day, at: 11, category: "cat-family")
                try done("wb-\(key)-2", "Plan the week", 30, on: day, at: 16)
            } else if day.weekday == .saturday {
                try done("wb-\(key)-1", "Tidy the study", 60, on: day, at: 11, category: "cat-home")
                try done("wb-\(key)-2", "Library with the children", 45, on: day, at: 15, category: "cat-family")
            } else {
                // An ordinary working day, well within its budget (lighter still the day after the heavy run, which
                // also finishes what the run left).
                let afterHeavy = heavy.contains(day.adding(days: -1))
                try done("wb-\(key)-1", "Weekly report section", 60, on: day, at: 11, counted: 55, category: "cat-work")
                try done("wb-\(key)-2", "Inbox and replies", afterHeavy ? 30 : 45, on: day, at: 13.5, category: "cat-work")
                if !afterHeavy { try done("wb-\(key)-3", "Call the GP surgery", 15, on: day, at: 15, category: "cat-family") }
            }
            day = day.adding(days: 1)
        }

        // One task moved again and again through the heavy days (its third move asked why), then done on the Friday.
        if let first = heavyDays.max().map({ today.adding(days: -$0) }), first >= started {
            var chase = try task("wb-chase", "Chase the insurance claim", 30, on: first, "cat-home", created: at(first, 7))
            for offset in 0..<3 {
                let moving = first.adding(days: offset)
                chase = try chase.deferred(
                    to: .tomorrow, reason: offset >= 2 ? .tooMuchToday : nil, today: moving, now: at(moving, 20.5))
            }
            let friday = first.adding(days: 4)
            if at(friday, 10) < now { chase = try chase.markedDone(now: at(friday, 10)) }
            tasks.append(chase)
        }
        for item in tasks { try db.save(item, clock: clock) }
        for session in sessions { try db.save(session) }
        // She opened Jamaal every day (a day never opened, with nothing marked, would read as time away).
        var opened = started
        while opened < today {
            try db.recordOpened(opened)
            opened = opened.adding(days: 1)
        }

        // The Anchors before last week (the Anchors demo marks last week's): attended, as her calm weeks were.
        for rule in try db.anchorRules() {
            var day = started
            while day < today.adding(days: -7) {
                for instance in AnchorDay.instances(of: rule, openingOn: day, clock: clock, marks: []).instances {
                    let at = instance.window.start.addingTimeInterval(5 * 60)
                    guard at < now, at < instance.window.end else { continue }
                    try db.append(
                        AnchorMark(
                            id: ID("wb-\(instance.id)"), instanceID: instance.id, ruleID: rule.id, slot: instance.slot, instanceDay: day,
                            markedOn: clock.today(at: at), outcome: .attended, at: at))
                }
                day = day.adding(days: 1)
            }
        }
    }
}
