import Calendar

/// Why an admin's change to the programme's levels, cohorts, terms or lessons is refused: each rule in words an admin
/// can act on, naming the form field it is about.
///
/// ```swift
/// AdminError.firstDayNotMonday(LocalDate(year: 2026, month: 9, day: 6)).message
/// // "A term starts on a Monday; 2026-09-06 is a Sunday."
/// ```
public enum AdminError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required name or title is empty (`field` names the form field, `what` the thing: "The term's name").
    case required(field: String, what: String)
    /// A text holds control characters (NUL, escape…), which no page could show.
    case controlCharacters(field: String, what: String)
    /// A text is longer than its limit.
    case tooLong(field: String, what: String, limit: Int)
    /// The first day is missing or not a date.
    case firstDayMalformed
    /// The first day is not a Monday.
    case firstDayNotMonday(LocalDate)
    /// The first day lies outside ``LocalDate/supportedRange``.
    case firstDayOutOfRange(LocalDate)
    /// A term of another length than the programme's fifteen weeks.
    case weekCountNotStandard(Int)
    /// The term's weeks overlap another term of the same level.
    case overlapsTerm(name: String, firstDay: LocalDate, lastDay: LocalDate)
    /// The term has started (in the programme's zone), so its first day is fixed.
    case firstDayLocked(name: String, startedOn: LocalDate)
    /// A revoke window outside 5–10 minutes (or not a number).
    case revokeWindowOutOfRange(String)
    /// The three parts' week ranges do not run 1–15 in order without gaps.
    case partsDoNotCoverTerm
    /// The enrolment opening date is not a date.
    case enrolmentOpensMalformed
    /// Enrolment would open after the term has begun.
    case enrolmentOpensAfterStart(opens: LocalDate, firstDay: LocalDate)
    /// A price that is not an amount, or an instalment count outside 2–12.
    case priceInvalid(field: String, reason: String)
    /// Enrolment opens but no way to pay is given.
    case priceMissing
    /// A level number outside 1–99 (or not a number).
    case levelNumberOutOfRange(String)
    /// A level with that number exists already.
    case levelExists(Int)
    /// There is no level with that number.
    case noSuchLevel(Int)
    /// There is no such term.
    case noSuchTerm
    /// There is no such cohort.
    case noSuchCohort
    /// A week outside the term's 1–15.
    case weekOutOfRange(Int)
    /// The lesson's description is more than one sentence.
    case summaryNotOneSentence
    /// The lesson's minutes are not 1–180.
    case minutesOutOfRange(String)
    /// No sūrah with that number (1–114), or not a number.
    case unknownSurah(String)
    /// An āyah number outside the sūrah (`field` is `firstAyah`, `lastAyah` or `focalAyah`).
    case ayahOutOfRange(field: String, surah: String, ayah: String, count: Int)
    /// The passage's last āyah comes before its first.
    case passageReversed(first: Int, last: Int)
    /// The focal āyah lies outside the assignment passage.
    case focalAyahOutsidePassage(focal: Int, passage: String)
    /// The week has submissions, so its passage can no longer change.
    case passageLocked(week: Int, submissions: Int)

    /// The form field the refusal is about (nil when it is about the whole request).
    public var field: String? {
        switch self {
        case .required(let field, _), .tooLong(let field, _, _), .priceInvalid(let field, _), .controlCharacters(let field, _): field
        case .firstDayMalformed, .firstDayNotMonday, .firstDayOutOfRange, .overlapsTerm, .firstDayLocked: "firstMonday"
        case .weekCountNotStandard: "weeks"
        case .revokeWindowOutOfRange: "revokeWindow"
        case .partsDoNotCoverTerm: "parts"
        case .enrolmentOpensMalformed, .enrolmentOpensAfterStart: "enrolmentOpens"
        case .priceMissing: "priceOnce"
        case .levelNumberOutOfRange, .levelExists, .noSuchLevel: "level"
        case .noSuchTerm: "term"
        case .noSuchCohort: "cohort"
        case .weekOutOfRange: "week"
        case .summaryNotOneSentence: "summary"
        case .minutesOutOfRange: "minutes"
        case .unknownSurah: "surah"
        case .ayahOutOfRange(let field, _, _, _): field
        case .passageReversed: "lastAyah"
        case .focalAyahOutsidePassage: "focalAyah"
        case .passageLocked: "surah"
        }
    }

    /// Whether the request is well-formed but conflicts with what exists (409) rather than a bad value (422), or names
    /// nothing that exists (404).
    public enum Kind: Sendable { case badValue, conflict, notFound }

    /// How the refusal is answered.
    public var kind: Kind {
        switch self {
        case .overlapsTerm, .firstDayLocked, .levelExists, .passageLocked: .conflict
        case .noSuchTerm, .noSuchCohort, .weekOutOfRange: .notFound
        default: .badValue
        }
    }

    /// The refusal in plain words.
    public var message: String {
        switch self {
        case .required(_, let what): "\(what) is required."
        case .tooLong(_, let what, let limit): "\(what) is at most \(limit) characters."
        case .controlCharacters(_, let what): "\(what) holds characters that cannot be shown (control characters)."
        case .firstDayMalformed: "Give the term's first day as a date (YYYY-MM-DD)."
        case .firstDayNotMonday(let date): "A term starts on a Monday; \(date) is a \(date.weekday.name)."
        case .firstDayOutOfRange(let date):
            "A term's first day must be from \(LocalDate.supportedRange.lowerBound) to \(LocalDate.supportedRange.upperBound), not \(date)."
        case .weekCountNotStandard(let count): "Terms are always 15 weeks, not \(count)."
        case .overlapsTerm(let name, let first, let last):
            "These weeks overlap \(name) (\(first) to \(last)) of the same level; start after \(last)."
        case .firstDayLocked(let name, let started):
            "\(name) began on \(started), so its first day can no longer change."
        case .revokeWindowOutOfRange(let text): "The revoke window is 5 to 10 minutes, not “\(text)”."
        case .partsDoNotCoverTerm:
            "The three parts must cover weeks 1 to 15 in order: Part 1 starts at week 1, each part starts the week after the "
                + "one before ends, and Part 3 ends at week 15."
        case .enrolmentOpensMalformed: "Give the day enrolment opens as a date (YYYY-MM-DD), or leave it empty."
        case .enrolmentOpensAfterStart(let opens, let first):
            "Enrolment must open by the term's first day (\(first)), not \(opens)."
        case .priceInvalid(_, let reason): reason
        case .priceMissing: "Give at least one price (once, or monthly) for enrolment to open."
        case .levelNumberOutOfRange(let text): "Levels are numbered 1 to 99, not “\(text)”."
        case .levelExists(let number): "Level \(RomanNumeral.text(for: number)) exists already; rename it instead."
        case .noSuchLevel(let number): "There is no Level \(RomanNumeral.text(for: number))."
        case .noSuchTerm: "There is no such term."
        case .noSuchCohort: "There is no such cohort."
        case .weekOutOfRange(let week): "A term has weeks 1 to 15, not \(week)."
        case .summaryNotOneSentence: "The description is one sentence: it ends at its first full stop."
        case .minutesOutOfRange(let text): "A lesson takes 1 to 180 minutes, not “\(text)”."
        case .unknownSurah(let text): "There is no sūrah “\(text)”; sūrahs are numbered 1 to 114."
        case .ayahOutOfRange(_, let surah, let ayah, let count): "\(surah) has āyāt 1 to \(count); there is no āyah “\(ayah)”."
        case .passageReversed(let first, let last): "The passage's last āyah (\(last)) comes before its first (\(first))."
        case .focalAyahOutsidePassage(let focal, let passage): "The focal āyah (\(focal)) must be one of the assignment's, \(passage)."
        case .passageLocked(let week, let count):
            "Week \(week) already has \(count) \(count == 1 ? "submission" : "submissions"), so its passage is locked; "
                + "the title and description can still change."
        }
    }

    /// The message.
    public var description: String { message }
}
