import Foundation

/// Why a one-to-one action was refused, in words a person can read that name the problem.
///
/// The server gives each case its HTTP status (QuranFlowServer's `BookingError+HTTP`); the domain knows nothing of HTTP.
///
/// ```swift
/// BookingError.outsideTerm(week: 16, termName: "Fall 2026").message   // "Week 16 is outside Fall 2026."
/// ```
public enum BookingError: Error, Hashable, Sendable {
    /// The caller is not a Year-2 student (403).
    case yearOneStudent
    /// The slot occurrence is held by someone else; the text names it ("9:20 AM on Tuesday 10 November") (409).
    case taken(String)
    /// "Same time weekly" found clashes: the weeks and the weekly time ("9:20 AM on Tuesdays") (409).
    case weeksTaken(weeks: [Int], time: String)
    /// The requested time is not in the coach's availability (422).
    case outsideAvailability(coachName: String)
    /// The week is not in the term (422).
    case outsideTerm(week: Int, termName: String)
    /// The occurrence has already started or passed (422).
    case alreadyStarted(week: Int)
    /// No week of the term is left to book (422).
    case noWeeksLeft(termName: String)
    /// The student already holds a weekly series in this term (409).
    case seriesExists(termName: String)
    /// The student already has a one-to-one in these weeks (409).
    case alreadyBooked(weeks: [Int])
    /// A second one-to-one in a week needs an earlier missed week to make up (422).
    case noMissedWeek(week: Int)
    /// Two one-to-ones are the most in one week (409).
    case weekFull(week: Int)
    /// That week is already cancelled or swapped (409).
    case notBooked(week: Int)
    /// The student already has a one-to-one (with any coach) overlapping that time, named ("9:20 AM on Tuesday 10 November") (409).
    case studentBusy(String)
    /// The booking does not exist or is not the caller's (404).
    case notFound

    /// The sentence shown to the person.
    public var message: String {
        switch self {
        case .yearOneStudent: "One-to-ones are for Year 2 students."
        case .taken(let moment): "\(moment) is taken."
        case .weeksTaken(let weeks, let time):
            "\(BookingCopy.weeks(weeks)) \(weeks.count == 1 ? "is" : "are") taken at \(time). Nothing was booked — pick another time or book each week."
        case .outsideAvailability(let coach): "That time is outside \(coach)'s availability."
        case .outsideTerm(let week, let term): "Week \(week) is outside \(term)."
        case .alreadyStarted(let week): "Week \(week)'s one-to-one has already started."
        case .noWeeksLeft(let term): "No weeks of \(term) are left to book."
        case .seriesExists(let term): "You already have a weekly one-to-one in \(term)."
        case .alreadyBooked(let weeks): "You already have a one-to-one in \(BookingCopy.weeks(weeks))."
        case .noMissedWeek(let week):
            "You already have a one-to-one in Week \(week). A second is only for making up a missed week."
        case .weekFull(let week): "You already have two one-to-ones in Week \(week)."
        case .notBooked(let week): "Week \(week) has no one-to-one to change."
        case .studentBusy(let moment): "You already have a one-to-one at \(moment)."
        case .notFound: "That one-to-one was not found."
        }
    }
}
