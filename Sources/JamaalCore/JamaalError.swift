import Calendar

/// A rule the person broke, in words that tell them what to do.
///
/// Every refusal in JamaalCore is one of these; nothing is half-applied when one is thrown.
///
/// ```swift
/// do { _ = try draft.validated(now: now, today: today) } catch let error as JamaalError { show(error.message) }
/// ```
public enum JamaalError: Error, Equatable, Sendable, CustomStringConvertible {
    // Tasks
    case taskNeedsTitle
    case titleTooLong(limit: Int)
    case effortOutOfRange
    case importantTaskNeedsDate
    case repeatNeedsDate
    case weeklyRepeatNeedsDays
    case noteTooLong(limit: Int)
    case oneLineNoteOnly
    case oneLineNoteTooLong(limit: Int)
    case dateDoesNotExist(year: Int, month: Int, day: Int)
    /// A real date outside the years Jamaal plans in (``LocalDate/supportedRange``, 2000–2100).
    case dateOutOfRange
    case archivedCategory
    case unknownCategory
    case taskNotOpen
    case deferReasonNeeded
    case deferDateNotAfterToday
    case deferTargetGone
    case undoWindowClosed
    case nothingToUndo
    case unknownValue(String)
    // Day settings
    case rolloverNotYet(after: LocalTime)
    case normalDayOutOfRange
    case workingDayOrder
    // Focus sessions
    case sessionNotRunning
    case sessionNotPaused
    case sessionAlreadyEnded
    case habitNotTimed
    // Habits
    case habitNeedsName
    case habitKindFixed
    case habitTargetOutOfRange
    case habitMinutesOutOfRange
    case habitAllowanceOutOfRange
    case habitNeedsDays
    case timesAWeekOutOfRange
    case tooManyTimesOfDay
    case timeOfDayOrder
    case habitPaused
    case habitArchived
    case habitAlreadyPaused
    case habitNotPaused
    /// HB-06's end date before today or more than `days` ahead.
    case pauseEndOutOfRange(days: Int)
    case logWrongKind
    case logInFuture
    case logBeforeStart
    case correctionTooOld
    case heldAfterSlips
    case habitKindFromNewerVersion
    // Habit groups and typed dates (habits feature)
    case groupNeedsName
    case groupNameTooLong(limit: Int)
    case dateNotReadable
    // Categories
    case categoryNeedsName
    case categoryNameTooLong(limit: Int)
    case categoryNameTaken(String)
    case tooManyCategories
    case categoryAlreadyArchived
    case categoryNotArchived
    case reorderMismatch

    /// The sentence shown to the person.
    ///
    /// ```swift
    /// JamaalError.taskNeedsTitle.message   // "Give the task a title."
    /// ```
    public var message: String {
        switch self {
        case .taskNeedsTitle: "Give the task a title."
        case .titleTooLong(let limit): "Keep the title under \(limit) characters."
        case .effortOutOfRange:
            "Choose an effort between \(Effort.range.lowerBound) minutes and \(Effort.range.upperBound / 60) hours."
        case .importantTaskNeedsDate: "A medium or high task needs a date."
        case .repeatNeedsDate: "A repeating task needs a date."
        case .weeklyRepeatNeedsDays: "Pick at least one day for a weekly repeat."
        case .noteTooLong(let limit): "Keep the note under \(limit.formatted) characters."
        case .oneLineNoteOnly: "Keep the note to one line."
        case .oneLineNoteTooLong(let limit): "Keep the note under \(limit) characters."
        case .dateDoesNotExist(let year, let month, let day):
            if (1...12).contains(month) {
                "There is no \(day) \(Self.monthNames[month - 1])\(day <= 28 || month == 2 && day == 29 ? " \(year)" : "")."
            } else {
                "There is no month \(month) — pick a month from 1 to 12."
            }
        case .dateOutOfRange:
            "Pick a date from \(LocalDate.supportedRange.lowerBound.year) to \(LocalDate.supportedRange.upperBound.year)."
        case .archivedCategory: "That category is archived — restore it in Settings or pick another."
        case .unknownCategory: "That category no longer exists — pick another."
        case .taskNotOpen: "This task is already done or dropped."
        case .deferReasonNeeded: "Pick a reason to move this task again."
        case .deferDateNotAfterToday: "Pick a day after today."
        case .deferTargetGone: "This week has no day left after tomorrow — pick Next week or a date."
        case .undoWindowClosed: "Too late to undo — the five seconds have passed."
        case .nothingToUndo: "There is nothing to undo."
        case .unknownValue: "Update Jamaal to see this."
        case .rolloverNotYet(let after):
            "You can change when the day rolls over after \(after) today — both the old and the new time need to have passed."
        case .normalDayOutOfRange:
            "Choose a normal day between \(CapacitySettings.normalDayRange.lowerBound / 60) and \(CapacitySettings.normalDayRange.upperBound / 60) hours."
        case .workingDayOrder: "The working day has to end after it starts."
        case .sessionNotRunning: "This session isn't running."
        case .sessionNotPaused: "This session isn't paused."
        case .sessionAlreadyEnded: "This session has already ended — begin again to continue."
        case .habitNotTimed: "Only a timed habit can be begun."
        case .habitNeedsName: "Give the habit a name."
        case .habitKindFixed: "A habit's kind is fixed once it is created."
        case .habitTargetOutOfRange: "Choose a target between 1 and \(HabitKind.targetRange.upperBound)."
        case .habitMinutesOutOfRange: "Choose between 1 and \(HabitKind.minutesRange.upperBound) minutes."
        case .habitAllowanceOutOfRange: "Choose an allowance between 0 and \(HabitKind.allowanceRange.upperBound)."
        case .habitNeedsDays: "Pick at least one day."
        case .timesAWeekOutOfRange: "Choose between 1 and 7 times a week."
        case .tooManyTimesOfDay: "A habit can have at most four times of day."
        case .timeOfDayOrder: "A time of day has to end after it starts."
        case .habitPaused: "This habit is paused — resume it to log."
        case .habitArchived: "This habit is archived — restore it to log."
        case .habitAlreadyPaused: "This habit is already paused."
        case .habitNotPaused: "This habit isn't paused."
        case .pauseEndOutOfRange(let days): "Choose an end from today to \(days) days ahead, or leave it empty."
        case .logWrongKind: "That doesn't fit this habit's kind."
        case .logInFuture: "That day hasn't come yet."
        case .logBeforeStart: "That day is before this habit began."
        case .correctionTooOld: "Only the last 14 days can be corrected."
        case .heldAfterSlips: "Today's slips are over the allowance — it can't be marked as held."
        case .habitKindFromNewerVersion: "Update Jamaal to log this habit."
        case .groupNeedsName: "Give the group a name."
        case .groupNameTooLong(let limit): "Keep the group's name under \(limit) characters."
        case .dateNotReadable: "Write the date as year-month-day, like 2026-11-29."
        case .categoryNeedsName: "Give the category a name."
        case .categoryNameTooLong(let limit): "Keep the name under \(limit) characters."
        case .categoryNameTaken(let name): "You already have a category called \(name)."
        case .tooManyCategories: "You can have at most eight active categories — archive one first."
        case .categoryAlreadyArchived: "This category is already archived."
        case .categoryNotArchived: "This category isn't archived."
        case .reorderMismatch: "The order has to list every active category once."
        }
    }

    /// The message, so `"\(error)"` reads as the person would see it.
    public var description: String { message }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}

extension Int {
    /// "5,000" — thousands separated by commas, independent of the machine's locale.
    var formatted: String {
        let digits = String(magnitude)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return self < 0 ? "-" + out : out
    }
}

/// Checks a date typed by the person: `LocalDate` for a real date within ``LocalDate/supportedRange``;
/// ``JamaalError/dateDoesNotExist(year:month:day:)`` or ``JamaalError/dateOutOfRange`` otherwise.
///
/// ```swift
/// try checkedDate(year: 2026, month: 2, day: 31)   // throws "There is no 31 February."
/// ```
public func checkedDate(year: Int, month: Int, day: Int) throws(JamaalError) -> LocalDate {
    guard let date = LocalDate(checkingYear: year, month: month, day: day) else {
        throw .dateDoesNotExist(year: year, month: month, day: day)
    }
    guard LocalDate.supportedRange.contains(date) else { throw .dateOutOfRange }
    return date
}
