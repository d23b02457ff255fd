import Calendar
import Foundation

/// Why a task is being moved again — the chips TK-03 shows from the third deferral on.
public enum DeferralReason: OpenVocabulary {
    case tooMuchToday
    case waitingOnSomeone
    case lowEnergy
    case notTheRightTime
    case lessImportantNow
    /// A reason from a newer version, kept as its raw string.
    case unknown(String)

    public static let allCases: [DeferralReason] = [.tooMuchToday, .waitingOnSomeone, .lowEnergy, .notTheRightTime, .lessImportantNow]

    /// The chip's words.
    public var label: String {
        switch self {
        case .tooMuchToday: "Too much today"
        case .waitingOnSomeone: "Waiting on someone"
        case .lowEnergy: "Low energy"
        case .notTheRightTime: "Not the right time"
        case .lessImportantNow: "Less important now"
        case .unknown: "Update Jamaal to see this"
        }
    }

    public var rawValue: String {
        switch self {
        case .tooMuchToday: "too-much-today"
        case .waitingOnSomeone: "waiting-on-someone"
        case .lowEnergy: "low-energy"
        case .notTheRightTime: "not-the-right-time"
        case .lessImportantNow: "less-important-now"
        case .unknown(let raw): raw
        }
    }
}

/// One deferral in a task's history (kept forever).
public struct Deferral: Hashable, Codable, Sendable {
    public let at: Date
    public let from: TaskSchedule
    public let to: TaskSchedule
    public let reason: DeferralReason?
    /// The importance the task had before this deferral eased it to low, if it did.
    public let easedFrom: Importance?
    public let note: TimestampedNote?

    public init(at: Date, from: TaskSchedule, to: TaskSchedule, reason: DeferralReason?, easedFrom: Importance?, note: TimestampedNote?) {
        self.at = at
        self.from = from
        self.to = to
        self.reason = reason
        self.easedFrom = easedFrom
        self.note = note
    }
}

/// Where TK-03 can move a task, in the person's logical days (``DayClock/today(at:)``: their zone and rollover), weeks
/// running Monday–Sunday.
///
/// ```swift
/// DeferTarget.nextWeek.day(today: sunday)   // the Tuesday after: Monday is already tomorrow
/// ```
public enum DeferTarget: Hashable, Sendable {
    case tomorrow
    /// The day after tomorrow — offered only while that is still this week (absent on Saturday and Sunday).
    case laterThisWeek
    /// The first working day of next week that is not tomorrow: Monday, or Tuesday when today is Sunday.
    case nextWeek
    /// Someday: low tasks only (after easing).
    case someday
    case date(LocalDate)

    /// The days "Next week" may land on.
    public static let workingDays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// The day this target means on logical day `today`; `nil` for Someday, and for Later this week when no day after
    /// tomorrow is left in this week.
    public func day(today: LocalDate) -> LocalDate? {
        let tomorrow = today.adding(days: 1)
        switch self {
        case .tomorrow:
            return tomorrow
        case .laterThisWeek:
            let later = today.adding(days: 2)
            return later.weekday.rawValue > today.weekday.rawValue ? later : nil
        case .nextWeek:
            let monday = today.adding(days: 8 - today.weekday.rawValue)
            return (0..<7).lazy.map { monday.adding(days: $0) }
                .first { Self.workingDays.contains($0.weekday) && $0 != tomorrow } ?? monday.adding(days: 1)
        case .someday:
            return nil
        case .date(let date):
            return date
        }
    }

    /// Whether TK-03 offers this target on `today` (Later this week only while a day after tomorrow is left this week).
    public func isAvailable(today: LocalDate) -> Bool {
        self != .laterThisWeek || day(today: today) != nil
    }

    /// The schedule this target means on logical day `today`. Throws ``JamaalError/deferTargetGone`` for Later this
    /// week when this week has no day after tomorrow left (a picker shown on Friday, sent on Saturday).
    public func schedule(today: LocalDate) throws(JamaalError) -> TaskSchedule {
        if self == .someday { return .someday }
        guard let day = day(today: today) else { throw .deferTargetGone }
        return .date(day)
    }
}

/// What Defer does for a task right now (F04): instant to tomorrow for the first and second deferral;
/// from the third, the picker with reason chips — and a medium or high task is eased to low first,
/// which un-hides Someday.
///
/// ```swift
/// DeferralPlan(for: task)   // .instantToTomorrow, or .picker(reasonRequired: true, easesToLow: true)
/// ```
public enum DeferralPlan: Hashable, Sendable {
    case instantToTomorrow
    case picker(reasonRequired: Bool, easesToLow: Bool)

    /// Deferrals that are instant before reasons are asked for.
    public static let instantDeferrals = 2

    public init(for task: TaskItem) {
        if task.deferrals.count < Self.instantDeferrals {
            self = .instantToTomorrow
        } else {
            self = .picker(reasonRequired: true, easesToLow: task.importance != .low)
        }
    }

    /// The targets TK-03 offers on `today` for this plan (Someday only once the task is, or will be, low).
    public func targets(today: LocalDate, importance: Importance) -> [DeferTarget] {
        var targets = [DeferTarget.tomorrow, .laterThisWeek, .nextWeek].filter { $0.isAvailable(today: today) }
        let easedLow: Bool
        switch self {
        case .instantToTomorrow: easedLow = importance == .low
        case .picker: easedLow = true
        }
        if easedLow { targets.append(.someday) }
        return targets
    }

    /// The easing message, when this plan eases the task: "Moved to low importance so it can wait without a date."
    public var easingMessage: String? {
        if case .picker(_, true) = self { return "Moved to low importance so it can wait without a date." }
        return nil
    }
}

extension TaskItem {
    /// The task deferred to `target` on logical day `today` — the single home of the deferral rule
    /// (see ``DeferralPlan``). The deferral is appended to the history with its reason, easing and note.
    /// A deferral that does not change the schedule (a task already dated tomorrow, deferred to tomorrow) is no move:
    /// the task comes back unchanged — no entry, no easing, no reason asked.
    ///
    /// ```swift
    /// let moved = try task.deferred(to: .tomorrow, today: today, now: now)
    /// ```
    public func deferred(
        to target: DeferTarget, reason: DeferralReason? = nil, note: String? = nil, today: LocalDate, now: Date
    ) throws(JamaalError) -> TaskItem {
        guard isOpen else { throw .taskNotOpen }
        let to = try target.schedule(today: today)
        if case .date(let date) = to { guard date > today else { throw .deferDateNotAfterToday } }
        guard to != schedule else { return self }
        let plan = DeferralPlan(for: self)
        var easedFrom: Importance?
        var newImportance = importance
        switch plan {
        case .instantToTomorrow:
            break
        case .picker(let reasonRequired, let easesToLow):
            if reasonRequired && reason == nil { throw .deferReasonNeeded }
            if easesToLow { easedFrom = importance; newImportance = .low }
        }
        switch to {
        case .date: break
        case .someday, .backlog:
            guard !newImportance.needsDate else { throw .importantTaskNeedsDate }
            guard repeatRule == nil else { throw .repeatNeedsDate }
        }
        let entry = Deferral(
            at: now, from: schedule, to: to, reason: reason, easedFrom: easedFrom, note: try TimestampedNote.optional(note, at: now))
        return with(importance: newImportance, schedule: to, deferrals: deferrals + [entry])
    }
}
