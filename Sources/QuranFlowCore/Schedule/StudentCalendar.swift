import Calendar
import Foundation
import Identifiers

/// A student's sessions and deadlines as calendar data: the whole term as weekly series (the private feed) or one
/// week as single events ("Add the week to my calendar"). The same rules as the Sessions timeline decide what is in
/// it (term weeks read in the student's zone, one-to-ones only for Year 2), so the files and the screens agree.
///
/// ```swift
/// let events = StudentCalendar.term(sessions: world.sessions, arc: world.arc, student: sarah, reminders: [.deadline])
/// ```
public enum StudentCalendar {
    /// The UID of a session's weekly series: "session-<id>@quranflow".
    public static func uid(ofSeries id: Identifiers.ID<LiveSession>) -> String {
        "session-\(id.rawValue)@\(CalendarExport.uidDomain)"
    }

    /// The title of a booked one-to-one in calendars, as on the timeline.
    public static let oneToOneTitle = "One-to-one — recitation"

    /// The sessions the student's calendar carries.
    static func visible(_ sessions: [LiveSession], student: Student) -> [LiveSession] {
        sessions.filter { $0.kind != .oneToOne || OneToOneAccess.allows(student, .calendar) }
    }

    /// The whole term: one weekly series per session (DTSTART its first meeting, UNTIL its last) and one weekly
    /// deadline series; a 15-minute alarm on each item whose reminder is on.
    /// `oneToOnes` are the student's bookings (Year 2): a series is one weekly event on the coach's clock — each week's
    /// true instant follows from its TZID — with an EXDATE for each cancelled or swapped week; a single is one event.
    /// A session whose title changes with the week (a Class teaching each week's lesson, a Level Class with each week's
    /// title; `lessons` says) is one event per meeting, titled for its week, instead of a series.
    public static func term(
        sessions: [LiveSession], lessons: [Lesson] = [], oneToOnes: OneToOneLedger = OneToOneLedger(), arc: WeekArc,
        student: Student, reminders: Set<ReminderItem>
    ) -> [CalendarEvent] {
        let from = arc.interval(ofWeek: 1).start
        let to = arc.interval(ofWeek: arc.term.weekCount).end
        var events: [CalendarEvent] = []
        for session in visible(sessions, student: student) {
            let meetings = session.occurrences(from: from, to: to).map { $0.titled(lessons: lessons, term: arc.term) }
            guard let first = meetings.first, let last = meetings.last else { continue }
            let remindersOn = reminders.contains(.session(session.id))
            if Set(meetings.map(\.session.title)).count > 1 {
                events += meetings.map { CalendarExport.event(for: $0, remindersOn: remindersOn) }
                continue
            }
            events.append(
                CalendarEvent(
                    uid: uid(ofSeries: session.id), title: first.session.title, start: first.start, end: first.end,
                    zoneIdentifier: session.zoneIdentifier,
                    recurrence: meetings.count > 1 ? RecurrenceRule(weekday: session.weekday, until: last.start) : nil,
                    alarmMinutesBefore: remindersOn ? CalendarExport.alarmMinutes : nil))
        }
        if OneToOneAccess.allows(student, .calendar) {
            for series in oneToOnes.series where series.studentID == student.id && series.termID == arc.term.id {
                events.append(
                    CalendarExport.event(
                        for: series, term: arc.term, title: oneToOneTitle,
                        remindersOn: reminders.contains(.session(Identifiers.ID(series.id.rawValue)))))
            }
            for single in oneToOnes.singles where single.studentID == student.id && single.termID == arc.term.id && single.isActive {
                let booked = BookedOneToOne(
                    studentID: single.studentID, occurrence: single.occurrence, source: .single(single.id, single.kind))
                events.append(CalendarExport.event(for: booked, title: oneToOneTitle, remindersOn: reminders.contains(booked.reminderItem)))
            }
        }
        let firstDeadline = arc.deadline(ofWeek: 1)
        let lastDeadline = arc.deadline(ofWeek: arc.term.weekCount)
        events.append(
            CalendarEvent(
                uid: "deadline-\(arc.term.id.rawValue)@\(CalendarExport.uidDomain)", title: "Submission deadline",
                start: firstDeadline, end: firstDeadline.addingTimeInterval(60), zoneIdentifier: arc.calendar.zone.identifier,
                recurrence: arc.term.weekCount > 1 ? RecurrenceRule(weekday: .sunday, until: lastDeadline) : nil,
                alarmMinutesBefore: reminders.contains(.deadline) ? CalendarExport.alarmMinutes : nil))
        return events.sorted { $0.start != $1.start ? $0.start < $1.start : $0.uid < $1.uid }
    }

    /// "Add start date to calendar" (Today's countdown): the term's first day, midnight to midnight on the student's
    /// wall calendar.
    ///
    /// ```swift
    /// StudentCalendar.termStart(arc: arc).title   // "Fall 2026 begins · Week 1"
    /// ```
    public static func termStart(arc: WeekArc) -> CalendarEvent {
        let first = arc.term.firstMonday
        return CalendarEvent(
            uid: "term-start-\(arc.term.id.rawValue)@\(CalendarExport.uidDomain)", title: "\(arc.term.name) begins · Week 1",
            start: arc.calendar.startOfDay(first), end: arc.calendar.startOfDay(first.adding(days: 1)),
            zoneIdentifier: arc.calendar.zone.identifier)
    }

    /// One term week: each meeting as a single event, and the week's deadline.
    /// `bookings` are the student's booked one-to-ones (Year 2); those starting in the week are single events.
    /// Each meeting is titled for its week (`lessons`, ``SessionOccurrence/titled(lessons:term:)``).
    public static func week(
        _ week: Int, sessions: [LiveSession], lessons: [Lesson] = [], bookings: [BookedOneToOne] = [], arc: WeekArc,
        student: Student, reminders: Set<ReminderItem>
    ) -> [CalendarEvent] {
        let interval = arc.interval(ofWeek: week)
        var events = visible(sessions, student: student)
            .flatMap { $0.occurrences(from: interval.start, to: interval.end) }
            .map { $0.titled(lessons: lessons, term: arc.term) }
            .map { CalendarExport.event(for: $0, remindersOn: reminders.contains(.session($0.session.id))) }
        if OneToOneAccess.allows(student, .calendar) {
            events += bookings.filter {
                $0.studentID == student.id && $0.occurrence.start >= interval.start && $0.occurrence.start < interval.end
            }.map {
                CalendarExport.event(for: $0, title: oneToOneTitle, remindersOn: reminders.contains($0.reminderItem))
            }
        }
        let deadline = arc.deadline(ofWeek: week)
        events.append(
            CalendarEvent(
                uid: "deadline-\(arc.term.id.rawValue)-w\(week)@\(CalendarExport.uidDomain)", title: "Week \(week) submission deadline",
                start: deadline, end: deadline.addingTimeInterval(60), zoneIdentifier: arc.calendar.zone.identifier,
                alarmMinutesBefore: reminders.contains(.deadline) ? CalendarExport.alarmMinutes : nil))
        return events.sorted { $0.start != $1.start ? $0.start < $1.start : $0.uid < $1.uid }
    }
}
