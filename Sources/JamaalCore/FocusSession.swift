import Calendar
import Foundation
import Identifiers

/// What a focus session is for: a task, or a timed habit (and which of its times of day).
public enum FocusSubject: Hashable, Codable, Sendable {
    case task(ID<TaskItem>)
    case habit(ID<Habit>, timeOfDay: Int)
}

/// Where a session stands. Count-up only; nothing is shown as late or red.
public enum FocusState: Hashable, Codable, Sendable {
    /// Counting since `since` (plus the session's banked time).
    case running(since: Date)
    /// Paused at `since` — only when the person asks.
    case paused(since: Date)
    /// Finished at `at` (FS-05 Done): the task is marked done (with undo) or the habit's minutes logged.
    case finished(at: Date)
    /// Stopped for now / abandoned at `at`: the partial time is kept, the task stays open.
    case stopped(at: Date)
    /// Closed by the rollover at the day's boundary `at`; Today offers the carried-over row (TD-06).
    case closedAtRollover(at: Date)
}

/// A focus session: a state machine over ``FocusState``, with the time banked across pauses.
/// Begin with ``FocusSession/begin(_:title:estimateMinutes:sessions:id:clock:now:)``.
///
/// ```swift
/// let session = try FocusSession.begin(.task(task.id), title: task.title, estimateMinutes: 60, sessions: [], id: .random(), clock: clock, now: now)
/// ```
public struct FocusSession: Hashable, Codable, Sendable {
    public let id: ID<FocusSession>
    public let subject: FocusSubject
    public let title: String
    public let estimateMinutes: Int
    public let startedAt: Date
    /// The logical day the session began on; the rollover closes it at that day's end.
    public let day: LocalDate
    /// Seconds counted before the current running stretch (all of them once it is not running).
    public let bankedSeconds: TimeInterval
    public let state: FocusState
    /// The optional one-line note added on finish.
    public let note: TimestampedNote?

    public init(
        id: ID<FocusSession>, subject: FocusSubject, title: String, estimateMinutes: Int, startedAt: Date, day: LocalDate,
        bankedSeconds: TimeInterval, state: FocusState, note: TimestampedNote? = nil
    ) {
        self.id = id
        self.subject = subject
        self.title = title
        self.estimateMinutes = estimateMinutes
        self.startedAt = startedAt
        self.day = day
        self.bankedSeconds = bankedSeconds
        self.state = state
        self.note = note
    }

    /// Whether the session is live (running or paused) — the chip shows on every tab.
    public var isLive: Bool {
        switch state {
        case .running, .paused: true
        default: false
        }
    }

    /// Seconds counted up to `now` (pauses excluded).
    public func elapsedSeconds(now: Date) -> TimeInterval {
        if case .running(let since) = state { return bankedSeconds + Swift.max(0, now.timeIntervalSince(since)) }
        return bankedSeconds  // a stored session outside StoredBounds never reaches here; the Ints below saturate anyway
    }

    /// Whole minutes counted up to `now`.
    public func elapsedMinutes(now: Date) -> Int { Saturating.int(elapsedSeconds(now: now) / 60) }

    /// Whether the estimate has been passed — shown neutrally, the same as running (FS-03).
    public func isOverrun(now: Date) -> Bool { elapsedSeconds(now: now) > TimeInterval(estimateMinutes) * 60 }

    /// "75 of 60" — minutes counted of the estimate; the same words before and after the estimate.
    public func progressText(now: Date) -> String { "\(elapsedMinutes(now: now)) of \(estimateMinutes)" }

    /// The chip's timer, "1:05:09" or "12:04", monospaced digits in the view.
    public func timerText(now: Date) -> String { Self.timerText(seconds: Saturating.int(elapsedSeconds(now: now))) }

    /// `seconds` as the chip's timer: "1:05:09" or "12:04" (negative reads as 0).
    public static func timerText(seconds: Int) -> String {
        let total = Swift.max(0, seconds)
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
    }

    // MARK: Transitions

    /// What Begin does: starts a session, or — while one is live — asks to settle that one first (FS-07).
    public enum BeginOutcome: Hashable, Sendable {
        case started(FocusSession)
        case settleFirst(running: FocusSession, choices: [SettleChoice])
    }

    /// Begin (F05). Only one session is live at a time: with a live one in `sessions`, the outcome is the
    /// settle sheet for it instead. A session left from an earlier logical day should be closed first with
    /// ``closedAtRollover(clock:now:)``.
    public static func begin(
        _ subject: FocusSubject, title: String, estimateMinutes: Int, sessions: [FocusSession], id: ID<FocusSession>,
        clock: DayClock, now: Date
    ) -> BeginOutcome {
        if let live = sessions.first(where: \.isLive) {
            return .settleFirst(running: live, choices: SettleChoice.choices(for: live.subject))
        }
        return .started(
            FocusSession(
                id: id, subject: subject, title: title, estimateMinutes: estimateMinutes, startedAt: now, day: clock.today(at: now),
                bankedSeconds: 0, state: .running(since: now)))
    }

    /// Begin for a timed habit: its estimate is the habit's minutes. Refused for other kinds and where logging is refused.
    public static func begin(
        habit: Habit, timeOfDay: Int = 0, sessions: [FocusSession], id: ID<FocusSession>, clock: DayClock, now: Date
    ) throws(JamaalError) -> BeginOutcome {
        guard case .timed(let minutes) = habit.kind else { throw .habitNotTimed }
        guard !habit.isArchived else { throw .habitArchived }
        guard !habit.isPaused(on: clock.today(at: now)) else { throw .habitPaused }
        return begin(
            .habit(habit.id, timeOfDay: timeOfDay), title: habit.name, estimateMinutes: minutes, sessions: sessions, id: id, clock: clock,
            now: now)
    }

    /// Pause (FS-04), only when asked.
    public func paused(now: Date) throws(JamaalError) -> FocusSession {
        guard case .running = state else { throw isLive ? .sessionNotRunning : .sessionAlreadyEnded }
        return with(banked: elapsedSeconds(now: now), state: .paused(since: now))
    }

    /// Resume from a pause.
    public func resumed(now: Date) throws(JamaalError) -> FocusSession {
        guard case .paused = state else { throw isLive ? .sessionNotPaused : .sessionAlreadyEnded }
        return with(banked: bankedSeconds, state: .running(since: now))
    }

    /// Finish (FS-05): the session ends with its actual time and an optional note. The caller then marks
    /// the task done (undoable for five seconds) or logs the habit's minutes from ``summary(now:)``.
    public func finished(now: Date, note: String? = nil) throws(JamaalError) -> FocusSession {
        guard isLive else { throw .sessionAlreadyEnded }
        return with(banked: elapsedSeconds(now: now), state: .finished(at: now), note: try TimestampedNote.optional(note, at: now))
    }

    /// Stop for now / abandon: the partial time is kept and the task stays open.
    public func stopped(now: Date) throws(JamaalError) -> FocusSession {
        guard isLive else { throw .sessionAlreadyEnded }
        return with(banked: elapsedSeconds(now: now), state: .stopped(at: now))
    }

    /// At rollover: a live session from an earlier logical day closes at that day's end (not at `now`), keeping
    /// the time up to the boundary, and yields the carried-over row. `nil` when nothing needs closing.
    ///
    /// ```swift
    /// if let (closed, row) = session.closedAtRollover(clock: clock, now: now) { save(closed); show(row) }
    /// ```
    public func closedAtRollover(clock: DayClock, now: Date) -> (FocusSession, CarriedOverRow)? {
        guard isLive, clock.today(at: now) > day else { return nil }
        let boundary = clock.interval(of: day).end
        let closed = with(banked: elapsedSeconds(now: boundary), state: .closedAtRollover(at: boundary))
        return (closed, CarriedOverRow(session: closed))
    }

    /// TD-06's row for a session the rollover closed (read back from storage); nil in any other state.
    ///
    /// ```swift
    /// stored.carriedOverRow?.text   // "Pick up “Write report” again · 40 min so far"
    /// ```
    public var carriedOverRow: CarriedOverRow? {
        guard case .closedAtRollover = state else { return nil }
        return CarriedOverRow(session: self)
    }

    /// Actual against the estimate, for FS-05: "52 min of 60 min".
    public func summary(now: Date) -> FocusSummary {
        FocusSummary(actualMinutes: elapsedMinutes(now: now), estimateMinutes: estimateMinutes)
    }

    private func with(banked: TimeInterval, state: FocusState, note: TimestampedNote? = nil) -> FocusSession {
        FocusSession(
            id: id, subject: subject, title: title, estimateMinutes: estimateMinutes, startedAt: startedAt, day: day,
            bankedSeconds: banked, state: state, note: note ?? self.note)
    }
}

/// FS-05's comparison.
public struct FocusSummary: Hashable, Sendable {
    public let actualMinutes: Int
    public let estimateMinutes: Int
    /// "75 min of 60 min" — neutral either way.
    public var text: String { "\(DurationText.minutes(actualMinutes)) of \(DurationText.minutes(estimateMinutes))" }
}

/// The choices of the settle sheet (FS-07) for the live session when another Begin is tapped.
public enum SettleChoice: String, Hashable, Sendable, CaseIterable {
    case done, stopForNow, deferToTomorrow, drop, logIt

    /// Task: Done · Stop for now · Defer to tomorrow · Drop. Habit: Log it · Stop for now.
    public static func choices(for subject: FocusSubject) -> [SettleChoice] {
        switch subject {
        case .task: [.done, .stopForNow, .deferToTomorrow, .drop]
        case .habit: [.logIt, .stopForNow]
        }
    }

    /// The button's words.
    public var label: String {
        switch self {
        case .done: "Done"
        case .stopForNow: "Stop for now"
        case .deferToTomorrow: "Defer to tomorrow"
        case .drop: "Drop"
        case .logIt: "Log it"
        }
    }
}

/// TD-06: one row offering to pick a session back up after the rollover closed it.
public struct CarriedOverRow: Hashable, Sendable {
    public let sessionID: ID<FocusSession>
    public let subject: FocusSubject
    public let title: String
    /// Minutes counted before the boundary.
    public let minutesSoFar: Int

    init(session: FocusSession) {
        sessionID = session.id
        subject = session.subject
        title = session.title
        minutesSoFar = Saturating.int(session.bankedSeconds / 60)
    }

    /// "Pick up “Write report” again · 40 min so far".
    public var text: String { "Pick up “\(title)” again · \(DurationText.minutes(minutesSoFar)) so far" }
}
