import Calendar
import Foundation

// Each stored record held to the bounds its form enforces (``BoundsChecked``). The Anchor kinds check their numbers
// in their own initialisers, which decoding runs too; what is left for a rule is its days and instants.

extension TaskItem: BoundsChecked {
    /// TK-01's effort, the task's dates and every instant it recorded (created, done or dropped, each deferral, each note).
    public func checkBounds() throws(BoundsProblem) {
        try StoredBounds.rule("effort") { () throws(JamaalError) in _ = try Effort(minutes: effort.minutes) }
        try StoredBounds.day(schedule.date, "schedule")
        try StoredBounds.instant(createdAt, "createdAt")
        switch status {
        case .open: break
        case .done(let at), .dropped(let at): try StoredBounds.instant(at, "status.at")
        }
        try StoredBounds.each(deferrals, "deferrals") { (deferral) throws(BoundsProblem) in
            try StoredBounds.instant(deferral.at, "at")
            try StoredBounds.day(deferral.from.date, "from")
            try StoredBounds.day(deferral.to.date, "to")
            try StoredBounds.instant(deferral.note?.at, "note.at")
        }
        try StoredBounds.each(notes, "notes") { (note) throws(BoundsProblem) in try StoredBounds.instant(note.at, "at") }
    }
}

extension FocusSession: BoundsChecked {
    /// The estimate (a task's effort or a timed habit's minutes), the day, the banked time and every instant.
    public func checkBounds() throws(BoundsProblem) {
        try StoredBounds.integer(estimateMinutes, in: 1...Effort.range.upperBound, "estimateMinutes", what: "The estimate")
        if case .habit(_, let timeOfDay) = subject {
            try StoredBounds.integer(timeOfDay, in: 0...(Habit.maxTimesOfDay - 1), "subject.timeOfDay", what: "The time of day")
        }
        try StoredBounds.instant(startedAt, "startedAt")
        try StoredBounds.day(day, "day")
        try StoredBounds.seconds(bankedSeconds, "bankedSeconds")
        switch state {
        case .running(let at), .paused(let at), .finished(let at), .stopped(let at), .closedAtRollover(let at):
            try StoredBounds.instant(at, "state.at")
        }
        try StoredBounds.instant(note?.at, "note.at")
    }
}

extension Habit: BoundsChecked {
    /// HB-03's kind and schedule numbers (one from a newer version is left to show "Update Jamaal"), the times of day,
    /// the pauses and the dates.
    public func checkBounds() throws(BoundsProblem) {
        if case .unknown = kind {} else { try StoredBounds.rule("kind") { () throws(JamaalError) in try kind.check() } }
        if case .unknown = schedule {} else { try StoredBounds.rule("schedule") { () throws(JamaalError) in try schedule.check() } }
        try StoredBounds.integer(timesOfDay.count, in: 1...Habit.maxTimesOfDay, "timesOfDay", what: "The number of times of day")
        try StoredBounds.each(pauses, "pauses") { (pause) throws(BoundsProblem) in
            try StoredBounds.day(pause.since, "since")
            try StoredBounds.day(pause.resumedOn, "resumedOn")
            try StoredBounds.day(pause.until, "until")
        }
        try StoredBounds.instant(archivedAt, "archivedAt")
        try StoredBounds.day(createdOn, "createdOn")
    }
}

extension HabitEntry: BoundsChecked {
    /// The logged value as the stepper and Add minutes give it (HabitLogRule), the slot, the day and the instant.
    public func checkBounds() throws(BoundsProblem) {
        try StoredBounds.day(day, "day")
        try StoredBounds.integer(timeOfDay, in: 0...(Habit.maxTimesOfDay - 1), "timeOfDay", what: "The time of day")
        switch value {
        case .count(let delta):
            let most = HabitKind.targetRange.upperBound
            try StoredBounds.integer(delta, in: -most...most, "value", what: "A count")
        case .minutes(let minutes, _):
            try StoredBounds.rule("value") { () throws(JamaalError) in
                guard minutes != 0, minutes.magnitude <= UInt(HabitKind.minutesRange.upperBound) else { throw .habitMinutesOutOfRange }
            }
        case .done, .undone, .slip, .held, .unheld: break
        }
        try StoredBounds.instant(at, "at")
    }
}

extension Category: BoundsChecked {
    public func checkBounds() throws(BoundsProblem) { try StoredBounds.instant(archivedAt, "archivedAt") }
}

extension AnchorMark: BoundsChecked {
    public func checkBounds() throws(BoundsProblem) {
        try StoredBounds.day(instanceDay, "instanceDay")
        try StoredBounds.day(markedOn, "markedOn")
        try StoredBounds.instant(at, "at")
    }
}

extension AnchorRule: BoundsChecked {
    /// The days and instants of a rule; its kind's numbers were checked when it was built or read.
    public func checkBounds() throws(BoundsProblem) {
        switch kind {
        case .scheduled(let scheduled): try StoredBounds.day(scheduled.startsOn, "scheduled.startsOn")
        case .oneOff(let oneOff): try StoredBounds.day(oneOff.date, "oneOff.date")
        case .prayer, .needsAttention: break
        }
        try StoredBounds.each(exceptions, "exceptions") { (exception) throws(BoundsProblem) in
            try StoredBounds.day(exception.starts, "starts")
            try StoredBounds.day(exception.ends, "ends")
        }
        try StoredBounds.each(pauses, "pauses") { (pause) throws(BoundsProblem) in
            try StoredBounds.day(pause.since, "since")
            try StoredBounds.day(pause.resumedOn, "resumedOn")
        }
        try StoredBounds.instant(archivedAt, "archivedAt")
        try StoredBounds.day(createdOn, "createdOn")
    }
}

extension NightPlanningSession: BoundsChecked {
    public func checkBounds() throws(BoundsProblem) {
        try StoredBounds.day(day, "day")
        try StoredBounds.instant(startedAt, "startedAt")
        try StoredBounds.instant(confirmedAt, "confirmedAt")
        try StoredBounds.instant(skippedAt, "skippedAt")
    }
}

extension DayRecord: BoundsChecked {
    /// A closed day's counts and minutes, within what the evening rules can add up.
    public func checkBounds() throws(BoundsProblem) {
        try StoredBounds.day(day, "day")
        let counts: [(String, Int)] = [
            ("plannedItems", plannedItems), ("doneItems", doneItems), ("deferrals", deferrals), ("anchorsKept", anchorsKept),
            ("anchorsMissed", anchorsMissed), ("habitsHeld", habitsHeld), ("habitsDue", habitsDue),
        ]
        for (field, value) in counts { try StoredBounds.integer(value, in: StoredBounds.counts, field, what: "A count") }
        let minutes: [(String, Int)] = [
            ("plannedMinutes", plannedMinutes), ("budgetMinutes", budgetMinutes), ("minutesPastDayEnd", minutesPastDayEnd),
        ]
        for (field, value) in minutes { try StoredBounds.integer(value, in: StoredBounds.minutes, field, what: "Minutes") }
        try StoredBounds.each(focusRuns, "focusRuns") { (run) throws(BoundsProblem) in
            try StoredBounds.integer(run.estimateMinutes, in: StoredBounds.minutes, "estimateMinutes", what: "Minutes")
            try StoredBounds.integer(run.actualMinutes, in: StoredBounds.minutes, "actualMinutes", what: "Minutes")
        }
    }
}

extension CapacitySettings {
    /// ST-02's check of these settings (the normal day's length, the working day's order), as the form runs it.
    public func checkBounds() throws(BoundsProblem) {
        do {
            _ = try CapacitySettings(
                normalDayMinutes: normalDayMinutes, weekdayLevels: weekdayLevels, workingDayStart: workingDayStart,
                workingDayEnd: workingDayEnd, rollover: rollover)
        } catch {
            throw BoundsProblem(field: error == .normalDayOutOfRange ? "normalDayMinutes" : "workingDayEnd", message: error.message)
        }
    }
}
