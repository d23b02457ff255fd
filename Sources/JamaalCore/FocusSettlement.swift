import Calendar
import Foundation
import Identifiers

/// What the settle sheet (FS-07) and the finish sheet (FS-05) do to the running session and its subject —
/// the one place where a session's end and the task or habit it was for are changed together.
///
/// ```swift
/// let outcome = try FocusSettlement.settle(.done, session: running, task: task, today: today, now: now)
/// ```
public enum FocusSettlement {
    /// The result: the ended session, the changed task (if any), and a habit entry to store (if any).
    public struct Outcome: Hashable, Sendable {
        public let session: FocusSession
        public let task: TaskItem?
        public let habitEntry: HabitEntry?
    }

    /// Settles a task's session:
    /// - Done: the session finishes and the task is marked done (undoable for five seconds).
    /// - Stop for now: the session stops with its partial time; the task stays open.
    /// - Defer to tomorrow: the session stops and the task is deferred by the deferral rule — from the
    ///   third deferral that needs a `reason` (``JamaalError/deferReasonNeeded`` tells the UI to show TK-03).
    /// - Drop: the session stops and the task is dropped (undoable for five seconds).
    /// Nothing changes when any step is refused.
    public static func settle(
        _ choice: SettleChoice, session: FocusSession, task: TaskItem, reason: DeferralReason? = nil, note: String? = nil,
        today: LocalDate, now: Date
    ) throws(JamaalError) -> Outcome {
        guard case .task(let id) = session.subject, id == task.id else { throw .logWrongKind }
        switch choice {
        case .done:
            let changed = try task.markedDone(now: now, note: note)
            return Outcome(session: try session.finished(now: now, note: note), task: changed, habitEntry: nil)
        case .stopForNow:
            return Outcome(session: try session.stopped(now: now), task: task, habitEntry: nil)
        case .deferToTomorrow:
            let changed = try task.deferred(to: .tomorrow, reason: reason, note: note, today: today, now: now)
            return Outcome(session: try session.stopped(now: now), task: changed, habitEntry: nil)
        case .drop:
            let changed = try task.dropped(now: now)
            return Outcome(session: try session.stopped(now: now), task: changed, habitEntry: nil)
        case .logIt:
            throw .logWrongKind
        }
    }

    /// Settles a timed habit's session: Log it finishes the session and logs its whole minutes (through
    /// ``HabitLogRule``); Stop for now keeps the partial time without logging.
    public static func settle(
        _ choice: SettleChoice, session: FocusSession, habit: Habit, entries: [HabitEntry], entryID: ID<HabitEntry>,
        today: LocalDate, now: Date
    ) throws(JamaalError) -> Outcome {
        guard case .habit(let id, let slot) = session.subject, id == habit.id else { throw .logWrongKind }
        switch choice {
        case .logIt:
            let minutes = session.elapsedMinutes(now: now)
            let entry =
                minutes > 0
                ? try HabitLogRule.log(
                    .minutes(minutes, manual: false), to: habit, day: session.day, timeOfDay: slot, entries: entries, id: entryID,
                    today: today, now: now)
                : nil
            return Outcome(session: try session.finished(now: now), task: nil, habitEntry: entry)
        case .stopForNow:
            return Outcome(session: try session.stopped(now: now), task: nil, habitEntry: nil)
        case .done, .deferToTomorrow, .drop:
            throw .logWrongKind
        }
    }
}
