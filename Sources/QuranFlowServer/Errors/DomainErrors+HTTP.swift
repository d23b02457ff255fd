import Accounts
import Calendar
import Foundation
import HTTPServer
import Media
import QuranFlowCore
import QuranFlowPersistence

// The one place each domain error type meets HTTP. The rule, for both products (docs/conventions.md, Status codes):
// not yours or not there → 404; it exists but a rule forbids it now → 409; a bad value → 400 (malformed) or 422 (out of
// its range or rule), naming the field where there is one; the wrong role → 403. Every switch here is exhaustive, so a
// new case does not compile until it has its status; the application renders any of these (``HTTPResponseError``), so
// a handler that forgets to convert one still answers its status, never a 500.

extension LoopError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .noSuchWeek, .noWeekNow: HTTPError(.notFound, message)
        case .notYourStudent, .wrongSubmission: LoopSubject.noSuchRecording.httpError
        case .markTitleMissing: HTTPError(.badRequest, message, field: "title")
        case .playheadOutsideRecording: HTTPError(.badRequest, message, field: "playhead")
        case .outcomeMissing: HTTPError(.badRequest, message, field: "outcome")
        case .reopeningEndsTooSoon: HTTPError(.badRequest, message, field: "until")
        case .revokeWindowOutOfRange: HTTPError(.unprocessableEntity, message, field: "minutes")
        case .nothingForStudent: HTTPError(.unprocessableEntity, message)
        case .noAttemptLeftToOffer: HTTPError(.conflict, message, field: "outcome")
        case .noAttemptsLeft, .alreadyInFlight, .alreadyAccepted, .weekClosed, .weekNotOpen, .revokeWindowClosed, .alreadyRevoked,
            .illegalTransition, .correctionsNotPractised, .nothingToPractise, .noteNotPlayedThrough, .stillInRevokeWindow,
            .feedbackAlreadySent, .weekStillOpen:
            HTTPError(.conflict, message)
        }
    }

    /// One value of every case, for the test that each answers a 4xx.
    public static let statusExamples: [LoopError] = [
        .noAttemptsLeft(opensOn: "Monday"), .alreadyInFlight(week: 8), .alreadyAccepted(week: 8),
        .weekClosed(week: 8, deadline: "Sunday 11:59 PM"), .weekNotOpen(week: 9, opensOn: "Monday"), .noSuchWeek(week: 16), .noWeekNow,
        .revokeWindowClosed, .alreadyRevoked, .revokeWindowOutOfRange(minutes: 99), .illegalTransition(from: .heard, to: .inReview),
        .correctionsNotPractised(missing: 1), .nothingToPractise, .noteNotPlayedThrough, .stillInRevokeWindow, .outcomeMissing,
        .nothingForStudent(studentFirstName: "Sarah", onlyPrivateNotes: true), .noAttemptLeftToOffer(studentFirstName: "Sarah"),
        .markTitleMissing, .playheadOutsideRecording(seconds: 1e20), .feedbackAlreadySent(week: 8),
        .notYourStudent(studentFirstName: "Sarah"), .reopeningEndsTooSoon, .weekStillOpen(week: 8), .wrongSubmission,
    ]
}

extension BookingError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .yearOneStudent: HTTPError(.forbidden, message)  // a Year-2 feature: the wrong kind of student, like a role
        case .notFound: HTTPError(.notFound, message)
        case .taken, .weeksTaken, .seriesExists, .alreadyBooked, .weekFull, .notBooked, .studentBusy: HTTPError(.conflict, message)
        case .outsideAvailability, .outsideTerm, .alreadyStarted, .noWeeksLeft, .noMissedWeek: HTTPError(.unprocessableEntity, message)
        }
    }

    public static let statusExamples: [BookingError] = [
        .yearOneStudent, .taken("9:20 AM on Tuesday 3 November"), .weeksTaken(weeks: [9], time: "9:20 AM on Tuesdays"),
        .outsideAvailability(coachName: "Ust. Amina"), .outsideTerm(week: 16, termName: "Fall 2026"), .alreadyStarted(week: 8),
        .noWeeksLeft(termName: "Fall 2026"), .seriesExists(termName: "Fall 2026"), .alreadyBooked(weeks: [9]), .noMissedWeek(week: 9),
        .weekFull(week: 9), .notBooked(week: 9), .studentBusy("9:20 AM"), .notFound,
    ]
}

extension AccountError: HTTPResponseError {
    public var httpError: HTTPError {
        switch kind {
        case .invalid: HTTPError(.badRequest, message, field: field)
        case .conflict: HTTPError(.conflict, message, field: field)
        case .unauthenticated: HTTPError(.unauthorized, message)
        case .throttled(let seconds): HTTPError.tooManyRequests(retryAfter: seconds, message: message)
        case .expired: HTTPError(.badRequest, message)
        case .notFound: HTTPError(.notFound, message)
        }
    }

    public static let statusExamples: [AccountError] = [
        AccountError(.invalid, "Enter an email address.", field: "email"), AccountError(.conflict, "Taken.", field: "email"),
        AccountError(.unauthenticated, "Wrong."), AccountError(.throttled(retryAfter: 2), "Wait."), AccountError(.expired, "Expired."),
        AccountError(.notFound, "No such account."),
    ]
}

extension TermError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .firstDayNotMonday, .firstDayOutOfRange: HTTPError(.unprocessableEntity, message, field: "firstMonday")
        case .weekCountOutOfRange: HTTPError(.unprocessableEntity, message, field: "weekCount")
        case .levelNumberOutOfRange: HTTPError(.unprocessableEntity, message, field: "level")
        }
    }

    public static let statusExamples: [TermError] = [
        .firstDayNotMonday(.supportedRange.lowerBound), .firstDayOutOfRange(.supportedRange.upperBound), .weekCountOutOfRange(0),
        .levelNumberOutOfRange(0),
    ]
}

extension MediaError: HTTPResponseError {
    /// A refused recording (the upload's field is `recording`); 503 when the server cannot run ffmpeg.
    public var httpError: HTTPError {
        httpError(field: "recording", noun: "recording")
    }

    /// A refused upload in `field`; `noun` names the kind of file in the messages ("photo").
    public func httpError(field: String, noun: String) -> HTTPError {
        switch kind {
        case .empty, .corrupt, .failed, .tooLong: HTTPError(.unprocessableEntity, message, field: field)
        case .tooLarge: HTTPError(.payloadTooLarge, message, field: field)
        case .unsupportedType: HTTPError(.unsupportedMediaType, message, field: field)
        case .timedOut:
            HTTPError(.unprocessableEntity, "The \(noun) took too long to check and was refused — it may be damaged.", field: field)
        case .toolMissing:
            HTTPError(
                .serviceUnavailable,
                "\(noun.prefix(1).uppercased() + noun.dropFirst())s cannot be checked on this server right now (ffmpeg is missing).")
        }
    }
}

extension MediaFileStoreError: HTTPResponseError {
    /// The media store failing (unreachable, credentials refused): 503 with what happened — the request was fine and
    /// nothing of it was kept; a key that is not there: 404.
    public var httpError: HTTPError {
        isUnavailable
            ? HTTPError(
                .serviceUnavailable,
                "The media storage is unavailable right now, so nothing was saved — please try again later. (\(reason))")
            : HTTPError(.notFound, "That file is not available.")
    }
}

extension StoreError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .noRecordingsPlace, .noDataDirectory, .saveFailed: HTTPError(.serviceUnavailable, message)
        case .noSuchStudent, .noSuchMedia: HTTPError(.notFound, message)
        case .studentNotSetUp, .coachNotSetUp: HTTPError(.conflict, message)
        case .tooManyWidgetDevices: HTTPError(.conflict, message)
        case .emptyRecording: HTTPError(.unprocessableEntity, message, field: "recording")
        case .recordingTooLarge: HTTPError(.payloadTooLarge, message, field: "recording")
        }
    }

    /// One value of every case but the three 503s (the server's own storage, not the request), for the 4xx test.
    public static let statusExamples: [StoreError] = [
        .noSuchStudent, .noSuchMedia, .studentNotSetUp, .coachNotSetUp, .emptyRecording, .recordingTooLarge(megabytes: 20),
        .tooManyWidgetDevices(limit: 10),
    ]
}

extension MessageError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .weeklyCapReached:
            // The cap is a limit on the sender, reached: 429, whose message says when the next one opens.
            HTTPError(.tooManyRequests, message, field: "body")
        case .empty, .tooLong: HTTPError(.unprocessableEntity, message, field: "body")
        case .noSuchThread: HTTPError(.notFound, message)
        case .unknownSubject: HTTPError(.unprocessableEntity, message, field: "about")
        }
    }

    public static let statusExamples: [MessageError] = [
        .weeklyCapReached(opensAt: Date(timeIntervalSince1970: 1_793_595_600)), .empty, .tooLong(count: 2001), .noSuchThread,
        .unknownSubject,
    ]
}

extension AnnouncementError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .emptyTitle, .titleTooLong, .bodyTooLong, .unknownAudience, .unknownKind, .unknownPinned, .unparsablePublishTime:
            HTTPError(.unprocessableEntity, message, field: field)
        case .audienceNotAllowed: HTTPError(.forbidden, message, field: field)  // the wrong author for that audience, like a role
        case .audienceFixedOnceSent: HTTPError(.conflict, message, field: field)
        case .noSuchAnnouncement, .noSuchStudent: HTTPError(.notFound, message)
        }
    }

    public static let statusExamples: [AnnouncementError] = [
        .emptyTitle, .titleTooLong(count: 121), .bodyTooLong(count: 2001), .unknownAudience("level:x"), .unknownKind("gossip"),
        .unknownPinned("maybe"),
        .unparsablePublishTime("tomorrow"), .audienceNotAllowed("Level I"), .noSuchAnnouncement, .noSuchStudent,
        .audienceFixedOnceSent,
    ]
}

extension ReportError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .empty, .textTooLong: HTTPError(.unprocessableEntity, message, field: "text")
        case .narrationTooLong: HTTPError(.unprocessableEntity, message, field: "narration")
        case .unknownScreen: HTTPError(.badRequest, message, field: "from")
        case .noSuchReport: HTTPError(.notFound, message)
        }
    }

    public static let statusExamples: [ReportError] = [.empty, .textTooLong(count: 4001), .narrationTooLong, .unknownScreen, .noSuchReport]
}

extension EnrolmentError: HTTPResponseError {
    /// A change the enrolment's state no longer allows: 409, nothing changed.
    public var httpError: HTTPError { HTTPError(.conflict, description) }

    public static let statusExamples: [EnrolmentError] = [.alreadyEnded("Fall 2026"), .notActive("Fall 2026")]
}

extension AdminError: HTTPResponseError {
    /// A bad value is 422 naming its field; a clash with what exists (an overlapping term, a started term's first day,
    /// a locked passage, a level that exists) is 409 naming it; a term, cohort or week that does not exist is 404.
    public var httpError: HTTPError {
        switch kind {
        case .badValue: HTTPError(.unprocessableEntity, message, field: field)
        case .conflict: HTTPError(.conflict, message, field: field)
        case .notFound: HTTPError(.notFound, message)
        }
    }

    /// One value of every case, for the test that each answers a 4xx.
    public static let statusExamples: [AdminError] = [
        .required(field: "name", what: "The term's name"), .controlCharacters(field: "name", what: "The term's name"),
        .tooLong(field: "name", what: "The term's name", limit: 80), .firstDayMalformed,
        .firstDayNotMonday(LocalDate(year: 2026, month: 9, day: 6)), .firstDayOutOfRange(LocalDate(year: 2101, month: 1, day: 3)),
        .weekCountNotStandard(14),
        .overlapsTerm(
            name: "Fall 2026", firstDay: LocalDate(year: 2026, month: 9, day: 7), lastDay: LocalDate(year: 2026, month: 12, day: 20)),
        .firstDayLocked(name: "Fall 2026", startedOn: LocalDate(year: 2026, month: 9, day: 7)), .revokeWindowOutOfRange("4"),
        .partsDoNotCoverTerm, .enrolmentOpensMalformed,
        .enrolmentOpensAfterStart(opens: LocalDate(year: 2026, month: 9, day: 8), firstDay: LocalDate(year: 2026, month: 9, day: 7)),
        .priceInvalid(field: "priceOnce", reason: "No."), .priceMissing, .levelNumberOutOfRange("0"), .levelExists(2), .noSuchLevel(9),
        .noSuchTerm, .noSuchCohort, .weekOutOfRange(16), .summaryNotOneSentence, .minutesOutOfRange("0"), .unknownSurah("115"),
        .ayahOutOfRange(field: "lastAyah", surah: "Al-Mulk", ayah: "31", count: 30), .passageReversed(first: 3, last: 1),
        .focalAyahOutsidePassage(focal: 5, passage: "Al-Mulk 67:1–3"), .passageLocked(week: 8, submissions: 2),
    ]
}
