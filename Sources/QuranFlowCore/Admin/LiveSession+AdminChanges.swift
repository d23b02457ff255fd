import Calendar
import Foundation

/// The checks on an admin's single-meeting changes, on the owner's calendar.
///
/// ```swift
/// let extra = try qrc.checkedExtraMeeting(date: "2026-10-29", time: "18:00", term: fall, now: now)
/// let date = try qrc.checkedCancellation(date: "2026-11-03", term: fall, now: now)
/// ```
extension LiveSession {
    /// An extra meeting on `date` at `time`: inside `term`, existing on the owner's clock (not in a DST gap), not yet
    /// begun at `now`, and on a day the session does not already meet (the meetings of one day share their live room).
    public func checkedExtraMeeting(date text: String, time timeText: String, term: Term, now: Date) throws(SessionRuleError)
        -> ExtraMeeting
    {
        let date = try Self.date(text, in: term)
        let time = try SessionRuleDraft.time(timeText)
        guard SessionRuleDraft.exists(date: date, time: time, in: ownerCalendar) else {
            throw SessionRuleError(
                field: "time", "\(timeText) does not exist on \(date) in \(zoneIdentifier) (the clocks change). Choose another time.")
        }
        guard ownerCalendar.instant(on: date, at: time) > now else {
            throw SessionRuleError(field: "date", "An extra meeting must be in the future.")
        }
        let alreadyMeets =
            (date.weekday == weekday && !changes.cancelledDates.contains(date)) || changes.extraMeetings.contains { $0.date == date }
        guard !alreadyMeets else { throw SessionRuleError(field: "date", "\(title) already meets on \(date).") }
        return ExtraMeeting(date: date, time: time)
    }

    /// The owner's date of a weekly meeting to cancel: one of the session's meeting dates in `term`, not yet begun at
    /// `now` (a meeting already held stays, with its attendance), not already cancelled.
    public func checkedCancellation(date text: String, term: Term, now: Date) throws(SessionRuleError) -> LocalDate {
        let date = try Self.date(text, in: term)
        guard date.weekday == weekday else { throw SessionRuleError(field: "date", "\(title) does not meet on \(date).") }
        guard !changes.cancelledDates.contains(date) else { throw SessionRuleError(field: "date", "That meeting is already cancelled.") }
        guard occurrence(onOwnerDate: date).start > now else {
            throw SessionRuleError(field: "date", "That meeting has begun or been held; it stays in the record.")
        }
        return date
    }

    private static func date(_ text: String, in term: Term) throws(SessionRuleError) -> LocalDate {
        guard let date = LocalDate(iso: text.trimmingCharacters(in: .whitespaces)), LocalDate.supportedRange.contains(date) else {
            throw SessionRuleError(field: "date", "Give the date as YYYY-MM-DD.")
        }
        guard term.week(containing: date) != nil else {
            throw SessionRuleError(field: "date", "\(date) is outside \(term.name) (\(term.firstMonday) to \(term.lastDay)).")
        }
        return date
    }
}
