import Calendar
import Foundation
import Identifiers

/// One of up to four times of day a habit is done at, each with an optional start, end and reminder.
public struct TimeOfDay: Hashable, Codable, Sendable {
    public let name: String
    public let start: LocalTime?
    public let end: LocalTime?
    public let reminder: LocalTime?

    public init(name: String, start: LocalTime? = nil, end: LocalTime? = nil, reminder: LocalTime? = nil) {
        self.name = name
        self.start = start
        self.end = end
        self.reminder = reminder
    }

    /// The single time of day a habit has when none are chosen.
    public static let anyTime = TimeOfDay(name: "Any time")
}

/// Why a habit is paused (HB-06). A reason from a newer version is kept as ``unknown(_:)``.
public enum PauseReason: OpenVocabulary {
    case travel, illness, cycle, other
    case unknown(String)

    /// The four reasons a person can pick.
    public static let allCases: [PauseReason] = [.travel, .illness, .cycle, .other]

    public var rawValue: String {
        switch self {
        case .travel: "travel"
        case .illness: "illness"
        case .cycle: "cycle"
        case .other: "other"
        case .unknown(let raw): raw
        }
    }

    /// "Travel", "Illness", "Cycle", "Other", or "Update Jamaal to see this".
    public var label: String {
        if case .unknown = self { return "Update Jamaal to see this" }
        return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

/// A pause: a reason, the first logical day it covers, the last day it was set to cover (`nil`: open-ended, HB-06
/// allows both), and the day it was resumed by hand. Paused days are never counted as missed; a pause with an end
/// resumes by itself the day after it.
public struct HabitPause: Hashable, Codable, Sendable {
    public let reason: PauseReason
    public let since: LocalDate
    /// The day the habit was resumed; that day is no longer paused.
    public let resumedOn: LocalDate?
    /// The last day the pause covers, when it was given an end.
    public let until: LocalDate?

    public init(reason: PauseReason, since: LocalDate, resumedOn: LocalDate? = nil, until: LocalDate? = nil) {
        self.reason = reason
        self.since = since
        self.resumedOn = resumedOn
        self.until = until
    }

    /// Whether `day` falls inside this pause.
    public func covers(_ day: LocalDate) -> Bool {
        day >= since && (resumedOn.map { day < $0 } ?? true) && (until.map { day <= $0 } ?? true)
    }

    /// How far ahead HB-06's end date may be set, in days.
    public static let longestEndDays = 365
}

/// What the person fills in on HB-03.
public struct HabitDraft: Hashable, Sendable {
    public var name: String
    public var kind: HabitKind
    public var schedule: HabitSchedule
    public var timesOfDay: [TimeOfDay]
    public var groupID: String?

    public init(
        name: String, kind: HabitKind, schedule: HabitSchedule = .daily, timesOfDay: [TimeOfDay] = [.anyTime], groupID: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.schedule = schedule
        self.timesOfDay = timesOfDay
        self.groupID = groupID
    }

    func validated() throws(JamaalError) -> HabitDraft {
        var checked = self
        checked.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !checked.name.isEmpty else { throw .habitNeedsName }
        try kind.check()
        try schedule.check()
        guard timesOfDay.count <= Habit.maxTimesOfDay else { throw .tooManyTimesOfDay }
        if checked.timesOfDay.isEmpty { checked.timesOfDay = [.anyTime] }
        for time in checked.timesOfDay {
            if let start = time.start, let end = time.end, end <= start { throw .timeOfDayOrder }
        }
        return checked
    }
}

/// A habit: its fixed kind, schedule, times of day, group, pause and archive state.
/// History lives in ``HabitLog``s and is never deleted.
///
/// ```swift
/// let habit = try Habit(id: .random(), draft: HabitDraft(name: "Read", kind: .timed(minutes: 20)), createdOn: today)
/// ```
public struct Habit: Hashable, Codable, Sendable {
    /// The most times of day a habit can have.
    public static let maxTimesOfDay = 4

    public let id: ID<Habit>
    public let name: String
    public let kind: HabitKind
    public let schedule: HabitSchedule
    public let timesOfDay: [TimeOfDay]
    /// The group (HB-05) it belongs to, if any.
    public let groupID: String?
    /// Every pause, oldest first; the last one is current while its `resumedOn` is `nil`.
    public let pauses: [HabitPause]
    public let archivedAt: Date?
    public let createdOn: LocalDate

    /// A new habit from a checked draft.
    public init(id: ID<Habit>, draft: HabitDraft, createdOn: LocalDate) throws(JamaalError) {
        let checked = try draft.validated()
        self.init(
            id: id, name: checked.name, kind: checked.kind, schedule: checked.schedule, timesOfDay: checked.timesOfDay,
            groupID: checked.groupID, pauses: [], archivedAt: nil, createdOn: createdOn)
    }

    /// Every field, for storage. No validation: stored data (including unknown kinds) is kept as it is.
    public init(
        id: ID<Habit>, name: String, kind: HabitKind, schedule: HabitSchedule, timesOfDay: [TimeOfDay], groupID: String?,
        pauses: [HabitPause], archivedAt: Date?, createdOn: LocalDate
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.schedule = schedule
        self.timesOfDay = timesOfDay
        self.groupID = groupID
        self.pauses = pauses
        self.archivedAt = archivedAt
        self.createdOn = createdOn
    }

    /// The habit after an edit (HB-07). The kind's family can never change; its number can.
    public func edited(_ draft: HabitDraft) throws(JamaalError) -> Habit {
        guard draft.kind.family == kind.family else { throw .habitKindFixed }
        let checked = try draft.validated()
        return Habit(
            id: id, name: checked.name, kind: checked.kind, schedule: checked.schedule, timesOfDay: checked.timesOfDay,
            groupID: checked.groupID, pauses: pauses, archivedAt: archivedAt, createdOn: createdOn)
    }

    /// The pause covering logical day `day`, if the habit rests that day (a pause still to come, or one whose end has
    /// passed, does not).
    public func pause(on day: LocalDate) -> HabitPause? { pauses.last.flatMap { $0.covers(day) ? $0 : nil } }
    /// Whether the habit rests on logical day `day`.
    public func isPaused(on day: LocalDate) -> Bool { pause(on: day) != nil }
    /// Whether the habit was paused on `day` (so that day is never missed).
    public func wasPaused(on day: LocalDate) -> Bool { pauses.contains { $0.covers(day) } }
    /// Whether the habit is archived.
    public var isArchived: Bool { archivedAt != nil }

    /// Whether Today (and Night Planning) show the habit on `day`: not paused, not archived, and scheduled.
    public func isShownOnToday(_ day: LocalDate) -> Bool {
        !isPaused(on: day) && !isArchived && day >= createdOn && schedule.isShown(on: day)
    }

    /// The minutes a timed habit adds to `day`'s planned load (0 for other kinds or when not shown).
    public func plannedMinutes(on day: LocalDate) -> Int {
        guard case .timed(let minutes) = kind, isShownOnToday(day) else { return 0 }
        return Saturating.multiplying(minutes, timesOfDay.count)
    }

    /// Paused from logical day `today` with `reason`, open-ended or through `until` (today at the earliest, at most
    /// ``HabitPause/longestEndDays`` ahead).
    public func paused(reason: PauseReason, today: LocalDate, until: LocalDate? = nil) throws(JamaalError) -> Habit {
        guard !isPaused(on: today) else { throw .habitAlreadyPaused }
        if let until, until < today || until > today.adding(days: HabitPause.longestEndDays) {
            throw .pauseEndOutOfRange(days: HabitPause.longestEndDays)
        }
        return with(pauses: pauses + [HabitPause(reason: reason, since: today, until: until)])
    }

    /// Resumed on logical day `today`: it shows on Today again and accepts logs.
    public func resumed(today: LocalDate) throws(JamaalError) -> Habit {
        guard let current = pause(on: today) else { throw .habitNotPaused }
        let closed = HabitPause(
            reason: current.reason, since: current.since, resumedOn: Swift.max(today, current.since), until: current.until)
        return with(pauses: pauses.dropLast() + [closed])
    }

    /// Archived at `now`; history is kept.
    public func archived(now: Date) -> Habit { with(archivedAt: .some(now)) }
    /// Restored from the archive.
    public func restored() -> Habit { with(archivedAt: .some(nil)) }

    private func with(pauses: [HabitPause]? = nil, archivedAt: Date?? = nil) -> Habit {
        Habit(
            id: id, name: name, kind: kind, schedule: schedule, timesOfDay: timesOfDay, groupID: groupID,
            pauses: pauses ?? self.pauses, archivedAt: archivedAt ?? self.archivedAt, createdOn: createdOn)
    }
}
