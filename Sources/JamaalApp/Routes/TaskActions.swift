import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence

/// The task use cases, each one transaction: the rules are JamaalCore's; this only loads, applies and saves. When
/// the task has a live focus session, the session is settled with it (``FocusSettlement``).
enum TaskActions {
    /// The id of a repeating task's next occurrence — derived, so Undo can take it back.
    static func nextOccurrenceID(of task: TaskItem, on date: LocalDate) -> ID<TaskItem> {
        ID("\(task.id.rawValue)~\(date.description)")
    }

    static func markDone(_ task: TaskItem, note: String?, person: Person, store: JamaalStore, now: Date) throws {
        let clock = person.clock
        let today = clock.today(at: now)
        try store.write { db in
            let done: TaskItem
            if let live = try db.liveSession(), live.subject == .task(task.id) {
                let outcome = try FocusSettlement.settle(.done, session: live, task: task, note: note, today: today, now: now)
                try db.save(outcome.session)
                done = outcome.task ?? task
            } else {
                done = try task.markedDone(now: now, note: note)
            }
            try db.save(done, clock: clock)
            if let probe = task.nextOccurrence(id: task.id, today: today), let date = probe.schedule.date,
                let next = task.nextOccurrence(id: nextOccurrenceID(of: task, on: date), today: today),
                try db.task(next.id) == nil
            {
                try db.save(next, clock: clock)
            }
        }
    }

    static func undoDone(_ task: TaskItem, person: Person, store: JamaalStore, now: Date) throws {
        let clock = person.clock
        let today = clock.today(at: now)
        try store.write { db in
            let reopened = try task.undoingDone(now: now)
            try db.save(reopened, clock: clock)
            // Take back the next occurrence Done created, while it is untouched.
            if let probe = task.nextOccurrence(id: task.id, today: today), let date = probe.schedule.date {
                let id = nextOccurrenceID(of: task, on: date)
                if let next = try db.task(id), next.isOpen, next.deferrals.isEmpty { try db.deleteTask(id) }
            }
        }
    }

    static func drop(_ task: TaskItem, person: Person, store: JamaalStore, now: Date) throws {
        let today = person.clock.today(at: now)
        try store.write { db in
            if let live = try db.liveSession(), live.subject == .task(task.id) {
                let outcome = try FocusSettlement.settle(.drop, session: live, task: task, today: today, now: now)
                try db.save(outcome.session)
                try db.save(outcome.task ?? task, clock: person.clock)
            } else {
                try db.save(try task.dropped(now: now), clock: person.clock)
            }
        }
    }

    static func deferTask(
        _ task: TaskItem, to target: DeferTarget, reason: DeferralReason?, note: String?, person: Person, store: JamaalStore, now: Date
    ) throws {
        let today = person.clock.today(at: now)
        try store.write { db in
            let moved = try task.deferred(to: target, reason: reason, note: note, today: today, now: now)
            if let live = try db.liveSession(), live.subject == .task(task.id) { try db.save(try live.stopped(now: now)) }
            try db.save(moved, clock: person.clock)
        }
    }

    /// "Move what's left to tomorrow" (past the day's end): every open task due today moves to tomorrow; a task that
    /// would need a reason gets "Too much today" — the reason the person chose this move for.
    static func moveRestToTomorrow(person: Person, store: JamaalStore, now: Date) throws {
        let today = person.clock.today(at: now)
        try store.write { db in
            for task in try db.openTasks().tasks where task.isDue(on: today) {
                let reason: DeferralReason? = DeferralPlan(for: task) == .instantToTomorrow ? nil : .tooMuchToday
                try db.save(try task.deferred(to: .tomorrow, reason: reason, today: today, now: now), clock: person.clock)
            }
        }
    }
}
