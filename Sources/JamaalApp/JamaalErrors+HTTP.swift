import HTTPServer
import JamaalCore

// The one place Jamaal's domain errors meet HTTP, by the rule both products share (docs/conventions.md, Status codes):
// acting on something that has moved on, or that a rule forbids now, is 409; a value that breaks a rule is 422, naming
// its field where there is one. The switches are exhaustive: a new case does not compile until it has its status. Any
// handler that throws one answers that status (``HTTPResponseError``), never a 500.

extension JamaalError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .taskNotOpen, .undoWindowClosed, .nothingToUndo, .sessionNotRunning, .sessionNotPaused, .sessionAlreadyEnded,
            .rolloverNotYet, .habitPaused, .habitArchived, .habitAlreadyPaused, .habitNotPaused:
            HTTPError(.conflict, message)
        case .taskNeedsTitle, .titleTooLong, .effortOutOfRange, .importantTaskNeedsDate, .repeatNeedsDate, .weeklyRepeatNeedsDays,
            .noteTooLong, .oneLineNoteOnly, .oneLineNoteTooLong, .dateDoesNotExist, .dateOutOfRange, .archivedCategory,
            .unknownCategory, .deferReasonNeeded, .deferDateNotAfterToday, .unknownValue, .normalDayOutOfRange, .workingDayOrder,
            .habitNotTimed, .habitNeedsName, .habitKindFixed, .habitTargetOutOfRange, .habitMinutesOutOfRange,
            .habitAllowanceOutOfRange, .habitNeedsDays, .timesAWeekOutOfRange, .tooManyTimesOfDay, .timeOfDayOrder, .logWrongKind,
            .logInFuture, .logBeforeStart, .correctionTooOld, .heldAfterSlips, .groupNeedsName, .groupNameTooLong, .dateNotReadable,
            .categoryNeedsName, .categoryNameTooLong, .categoryNameTaken, .tooManyCategories, .reorderMismatch,
            .habitKindFromNewerVersion, .categoryAlreadyArchived, .categoryNotArchived, .deferTargetGone:
            HTTPError(.unprocessableEntity, message)
        case .pauseEndOutOfRange: HTTPError(.unprocessableEntity, message, field: "until")
        }
    }
}

extension AnchorError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .windowNotOpenYet, .windowClosed, .ruleNeedsAttention, .ruleArchived, .ruleNotArchived, .rulePaused, .ruleAlreadyPaused,
            .ruleNotPaused:
            HTTPError(.conflict, message, field: field)
        case .latitudeOutOfRange, .longitudeOutOfRange, .unknownZone, .unknownMethod, .unknownMadhab, .needsPrayers, .needsTitle,
            .adjustmentOutOfRange, .needsDays, .needsSlot, .slotNeedsName, .windowEndsBeforeStart, .everyOutOfRange, .daysAfterOrder,
            .durationOutOfRange,
            .spanOutOfRange, .exceptionEndsBeforeStart, .outcomeFromNewerVersion, .ruleTypeFixed:
            HTTPError(.unprocessableEntity, message, field: field)
        }
    }
}

extension NightPlanningError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .sessionClosed, .sessionSkipped, .sessionNotSkipped, .wrongNight, .morningFlowNotOffered, .notIncomplete,
            .moveNoLongerApplies, .notPickable, .notOpen, .stepNotReturnable:
            HTTPError(.conflict, message)
        case .dateOutsidePlan: HTTPError(.unprocessableEntity, message, field: "date")
        }
    }
}

extension OnboardingError: HTTPResponseError {
    /// Acting on a step out of turn, or skipping a required one, is 409; what the device check refuses is 409 too (it
    /// is about the device, not a value sent).
    public var httpError: HTTPError { HTTPError(.conflict, message) }
}
