import Foundation

/// Why the weekly loop refused something, worded for the student or coach who tried it.
///
/// Every refusal of a loop rule is one of these; ``message`` is the sentence to show.
///
/// ```swift
/// LoopError.revokeWindowClosed.message   // "The revoke window has closed."
/// ```
public enum LoopError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Both graded attempts are used without "Accepted"; `opensOn` is the next opening, e.g. "Monday".
    case noAttemptsLeft(opensOn: String)
    /// A recording for the week is already in flight (in its revoke window or waiting for the coach).
    case alreadyInFlight(week: Int)
    /// The coach accepted a recording this week; the recording step is over.
    case alreadyAccepted(week: Int)
    /// The week's deadline has passed; `deadline` reads e.g. "Sunday 11:59 PM".
    case weekClosed(week: Int, deadline: String)
    /// The week has not started yet; `opensOn` reads e.g. "Monday".
    case weekNotOpen(week: Int, opensOn: String)
    /// The week is not one of the term's weeks.
    case noSuchWeek(week: Int)
    /// `now` falls outside the term's weeks.
    case noWeekNow
    /// The revoke window closed; the recording is with the coach.
    case revokeWindowClosed
    /// The submission was already taken back.
    case alreadyRevoked
    /// A revoke window length outside the programme's allowed range (minutes).
    case revokeWindowOutOfRange(minutes: Int)
    /// A status move the loop does not allow.
    case illegalTransition(from: SubmissionStatus, to: SubmissionStatus)
    /// "Practiced" needs a take for every correction mark; `missing` is how many have none.
    case correctionsNotPractised(missing: Int)
    /// "Practiced" needs at least one correction to practise.
    case nothingToPractise
    /// The whole audio note was not played.
    case noteNotPlayedThrough
    /// Feedback cannot be sent while the student may still take the recording back.
    case stillInRevokeWindow
    /// Feedback needs an outcome.
    case outcomeMissing
    /// Feedback needs something for the student: the coach's recorded reply, a mark or a note for the student.
    /// `onlyPrivateNotes` when the coach wrote notes, but only private ones (which the student never sees).
    case nothingForStudent(studentFirstName: String, onlyPrivateNotes: Bool)
    /// "Another attempt" promises a retry the student cannot make: both of the week's attempts are used.
    case noAttemptLeftToOffer(studentFirstName: String)
    /// A mark's text is empty.
    case markTitleMissing
    /// A mark's playhead time lies outside the recording.
    case playheadOutsideRecording(seconds: Double)
    /// The submission's feedback was already sent (by another press or another coach).
    case feedbackAlreadySent(week: Int)
    /// Only the student's own coach may do this; `studentFirstName` e.g. "Sarah".
    case notYourStudent(studentFirstName: String)
    /// A reopening must end after it starts.
    case reopeningEndsTooSoon
    /// The week is still open; nothing to reopen.
    case weekStillOpen(week: Int)
    /// The submission is for another student, term or week than the one asked about.
    case wrongSubmission

    /// The sentence to show.
    public var message: String {
        switch self {
        case .noAttemptsLeft(let day): "Both attempts used — your next attempt opens \(day)."
        case .alreadyInFlight(let week): "Your Week \(week) recording is already with your coach — revoke it first to send another."
        case .alreadyAccepted(let week): "Week \(week) is done: your coach accepted your recording."
        case .weekClosed(let week, let deadline): "Week \(week) is closed: the deadline was \(deadline)."
        case .weekNotOpen(let week, let day): "Week \(week) opens \(day)."
        case .noSuchWeek(let week): "There is no Week \(week) in this term."
        case .noWeekNow: "There's no course week open right now."
        case .revokeWindowClosed: "The revoke window has closed."
        case .alreadyRevoked: "This recording was already taken back."
        case .revokeWindowOutOfRange(let minutes):
            "A revoke window of \(minutes) minutes is not allowed: choose \(RevokeWindow.allowedMinutes.lowerBound)–\(RevokeWindow.allowedMinutes.upperBound) minutes."
        case .illegalTransition(let from, let to): "A recording that is “\(from.pillLabel)” can't become “\(to.pillLabel)”."
        case .correctionsNotPractised(let missing):
            "Attach a take for every correction first — \(missing == 1 ? "1 correction still needs" : "\(missing) corrections still need") one."
        case .nothingToPractise: "There are no corrections to practise in this feedback."
        case .noteNotPlayedThrough: "Play the whole note to mark it heard."
        case .stillInRevokeWindow: "The student can still take this recording back — it reaches your queue when the revoke window closes."
        case .outcomeMissing: "Choose Accepted or Another attempt before sending."
        case .nothingForStudent(let name, let onlyPrivate):
            (onlyPrivate ? "Private notes stay with you, so there is nothing for \(name) yet: " : "Nothing for \(name) yet: ")
                + "add a mark, a note for \(name) or a recorded reply before sending."
        case .noAttemptLeftToOffer(let name):
            "\(name) has used both attempts this week: “Another attempt” is not available."
        case .markTitleMissing: "Give the mark a short title."
        case .playheadOutsideRecording(let seconds):
            seconds.isFinite && seconds.magnitude < 1e9
                ? "A mark at \(Int(seconds.rounded(.down)))s is outside the recording."
                : "A mark's time is outside the recording."
        case .feedbackAlreadySent(let week): "Feedback for Week \(week) was already sent."
        case .notYourStudent(let name): "Only \(name)'s coach can do this."
        case .reopeningEndsTooSoon: "Choose a time in the future for the week to stay open."
        case .weekStillOpen(let week): "Week \(week) is still open — there is nothing to reopen."
        case .wrongSubmission: "That recording belongs to another week."
        }
    }

    /// The same as ``message``.
    public var description: String {
        message
    }
}
