import Calendar
import Foundation
import Identifiers

/// Builds ``CalendarEvent`` data for one-to-ones and a student's week; one place for UIDs, RRULE and EXDATE.
///
/// ```swift
/// CalendarExport.events(forWeek: 8, of: fall, student: sarah, ledger: ledger, groupSessions: sessions,
///                       title: { _ in "Recitation with Ust. Amina" }, remindersOn: true)
/// ```
public enum CalendarExport {
    /// The domain of every UID.
    public static let uidDomain = "quranflow"

    /// The VALARM lead when reminders are on (15 minutes).
    public static let alarmMinutes = Int(SlotOccurrence.reminderLead / 60)

    /// The UID of a weekly series: "one-to-one-series-<id>@quranflow".
    public static func uid(of id: Identifiers.ID<OneToOneSeries>) -> String {
        "one-to-one-series-\(id.rawValue)@\(uidDomain)"
    }

    /// The UID of one week of a series: "one-to-one-series-<id>-w<week>@quranflow".
    public static func uid(of id: Identifiers.ID<OneToOneSeries>, week: Int) -> String {
        "one-to-one-series-\(id.rawValue)-w\(week)@\(uidDomain)"
    }

    /// The UID of a single booking: "one-to-one-<id>@quranflow".
    public static func uid(of id: Identifiers.ID<OneToOneSingle>) -> String {
        "one-to-one-\(id.rawValue)@\(uidDomain)"
    }

    /// The UID of one group-session occurrence: "session-<id>-<owner date>@quranflow".
    public static func uid(of occurrence: SessionOccurrence) -> String {
        "session-\(occurrence.session.id.rawValue)-\(occurrence.ownerDate)@\(uidDomain)"
    }

    /// The end of `term` in `zoneIdentifier`: the last second of its last Sunday (the RRULE's UNTIL).
    public static func termEnd(_ term: Term, in zoneIdentifier: String) -> Date {
        ZonedCalendar.resolving(zoneIdentifier).startOfDay(term.lastDay.adding(days: 1)).addingTimeInterval(-1)
    }

    /// A weekly series as one recurring event: the first week's instants in the coach's zone,
    /// weekly on its weekday until the term's end, with EXDATEs for cancelled and swapped weeks.
    public static func event(for series: OneToOneSeries, term: Term, title: String, remindersOn: Bool = true) -> CalendarEvent {
        let first = series.slot.occurrence(inWeek: series.firstWeek, of: term)
        let excluded = series.exceptions.keys.filter { series.weeks(in: term).contains($0) }.sorted()
            .map { series.slot.occurrence(inWeek: $0, of: term).start }
        return CalendarEvent(
            uid: uid(of: series.id), title: title, start: first.start, end: first.end,
            zoneIdentifier: series.slot.zoneIdentifier,
            recurrence: RecurrenceRule(weekday: series.slot.weekday, until: termEnd(term, in: series.slot.zoneIdentifier)),
            exceptionDates: excluded, alarmMinutesBefore: remindersOn ? alarmMinutes : nil)
    }

    /// One booked one-to-one as a single event (a series week gets its own per-week UID).
    public static func event(for booked: BookedOneToOne, title: String, remindersOn: Bool = true) -> CalendarEvent {
        let id: String
        switch booked.source {
        case .series(let series): id = uid(of: series, week: booked.occurrence.week)
        case .single(let single, _): id = uid(of: single)
        }
        return CalendarEvent(
            uid: id, title: title, start: booked.occurrence.start, end: booked.occurrence.end,
            zoneIdentifier: booked.occurrence.slot.zoneIdentifier,
            alarmMinutesBefore: remindersOn ? alarmMinutes : nil)
    }

    /// A group-session occurrence as a single event in the programme's zone.
    public static func event(for occurrence: SessionOccurrence, remindersOn: Bool = true) -> CalendarEvent {
        CalendarEvent(
            uid: uid(of: occurrence), title: occurrence.session.title, start: occurrence.start, end: occurrence.end,
            zoneIdentifier: occurrence.session.zoneIdentifier, alarmMinutesBefore: remindersOn ? alarmMinutes : nil)
    }

    /// "Add the week to my calendar": the student's group sessions and one-to-ones that start in term
    /// week `week` (read on the student's calendar), as single events, earliest first. Year-1 students
    /// get no one-to-ones.
    public static func events(
        forWeek week: Int, of term: Term, student: Student, ledger: OneToOneLedger,
        groupSessions: [LiveSession], title: (BookedOneToOne) -> String,
        remindersOn: Bool = true
    ) -> [CalendarEvent] {
        let calendar = ZonedCalendar.resolving(student.zoneIdentifier)
        let from = calendar.startOfDay(term.monday(ofWeek: week))
        let to = calendar.startOfDay(term.monday(ofWeek: week).adding(days: 7))
        let sessions = groupSessions.flatMap { $0.occurrences(from: from, to: to) }.map { event(for: $0, remindersOn: remindersOn) }
        let ones =
            OneToOneAccess.allows(student, .calendar)
            ? ledger.booked(by: student.id, in: term).filter { $0.occurrence.start >= from && $0.occurrence.start < to }
                .map { event(for: $0, title: title($0), remindersOn: remindersOn) }
            : []
        return (sessions + ones).sorted { $0.start != $1.start ? $0.start < $1.start : $0.uid < $1.uid }
    }
}
