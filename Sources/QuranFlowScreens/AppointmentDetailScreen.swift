import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// One booked one-to-one (SakAppointmentDetail): chips, title, time on the student's clock, what to prepare, the
/// reminder line, Calendar, and "Cancel this week" (freeing the slot even a minute before).
///
/// ```swift
/// AppointmentDetailScreen.make(booked, world: world, reminderOn: true)?.chips   // ["One-to-one", "Recurring · Week 9 of 15"]
/// ```
public struct AppointmentDetailScreen: Codable, Hashable, Sendable {
    public let screenID: String
    public let chips: [String]
    /// "Recitation with Ust. Amina".
    public let title: String
    /// "Tue 3 Nov · 9:20 AM".
    public let time: String
    /// "Toronto (EST)".
    public let zone: String
    public let duration: String
    public let location: String
    /// "THIS WEEK · AL-MULK · 67:1–3", when the week has a lesson.
    public let prepare: String?
    /// The passage itself (Arabic), shown compact under `prepare` so the student can read it before the call.
    public let passage: VerseCloser?
    /// "Join Zoom": the live class while the meeting can be joined (15 minutes before until the end; its Leave comes
    /// back here), before that the coach's meeting link (when the coach has one); none once it has ended.
    public let joinZoom: ScreenAction?
    /// "Reminder 15 minutes before · every week" (a series), "· this week" (a single), or "No reminder set".
    public let reminderLine: String
    /// Whether the reminder is on.
    public let reminderOn: Bool
    /// Where the reminder line's switch posts (`on` = 1 / 0); it turns the series' reminder for a weekly booking.
    public let reminderURL: String
    /// The switch's label: "Turn off" or "Remind me".
    public let reminderToggle: String
    /// The week's .ics.
    public let calendar: ScreenAction
    /// "Message Ust. Amina" — "Running late, or a question before class": the thread with this week's coach.
    public let message: ScreenAction?
    /// The message action's second line.
    public let messageDetail: String
    /// Where "Cancel this week" posts, until the meeting starts.
    public let cancelURL: String?
    public let cancelTitle: String
    public let cancelDetail: String
    /// "Swap this week's time": a series week's free times that week, until it starts.
    public let swap: Swap?

    /// "Swap this week's time" for one week of a weekly booking: where it posts and the free times that week.
    public struct Swap: Codable, Hashable, Sendable {
        /// One free time: "9:40 AM" on the student's clock and the instant the form sends.
        public struct Time: Codable, Hashable, Sendable {
            public let label: String
            public let start: String
        }

        public let title: String
        public let url: String
        public let times: [Time]
    }

    /// "Join Zoom" for `booked` at `now` (see ``joinZoom``).
    static func joinAction(_ booked: BookedOneToOne, link: String, now: Date) -> ScreenAction? {
        if booked.sessionOccurrence(teacher: booked.teacherID).canJoin(at: now) {
            return ScreenAction(
                label: "Join Zoom",
                destination: Destination(QuranFlowRoute.liveClass, Identifiers.ID(booked.bookingID), query: LiveQuery(from: .appointment)))
        }
        return booked.occurrence.end > now && !link.isEmpty ? ScreenAction(label: "Join Zoom", destination: .meetingLink(link)) : nil
    }

    /// `swapTimes` are the coach's free slot occurrences of that week (ignored unless it is a series week yet to start).
    public static func make(
        _ booked: BookedOneToOne, world: StudentWorld, reminderOn: Bool,
        swapTimes: [SlotOccurrence] = []
    ) -> AppointmentDetailScreen {
        let zone = world.student.zoneIdentifier
        let calendar = Copy.calendar(zone)
        let start = booked.occurrence.start
        let isSeries: Bool = if case .series = booked.source { true } else { false }
        let teacher = world.teachers[booked.teacherID] ?? (booked.teacherID == world.coach.id ? world.coach : nil)
        let link = teacher?.meetingLink ?? ""
        let lesson = world.lessons.first { $0.week == booked.occurrence.week }
        let passage = lesson.flatMap { VerseCloser.make($0.assignment) }
        return AppointmentDetailScreen(
            screenID: "SakAppointmentDetail",
            chips: [
                "One-to-one", isSeries ? "Recurring · Week \(booked.occurrence.week) of \(world.term.weekCount)" : BookingCopy.thisWeekOnly,
            ],
            title: "Recitation with \((teacher ?? world.coach).displayName)",
            time: "\(LocalFormat.eyebrowDate(start, in: calendar.zone)) · \(LocalFormat.time(start, in: calendar.zone))",
            zone: ZoneLabel.label(zoneIdentifier: zone, at: start), duration: "\(WeeklySlot.lengthMinutes) min", location: "Zoom",
            prepare: passage.map { "THIS WEEK · \($0.citation)" }, passage: passage,
            joinZoom: joinAction(booked, link: link, now: world.now),
            reminderLine: reminderOn
                ? "Reminder 15 minutes before · \(booked.remindsEveryWeek ? "every week" : "this week")" : "No reminder set",
            reminderOn: reminderOn,
            reminderURL: QuranFlowRoute.appointmentReminder.path(Identifiers.ID(booked.bookingID), booked.occurrence.week),
            reminderToggle: reminderOn ? "Turn off" : "Remind me",
            calendar: ScreenAction(label: "Calendar", href: QuranFlowRoute.weekCalendar.path(booked.occurrence.week), kind: .weekAtGlance),
            message: ScreenAction(
                label: "Message \((teacher ?? world.coach).displayName)",
                destination: Destination(QuranFlowRoute.messageThread, booked.teacherID)),
            messageDetail: "Running late, or a question before class",
            cancelURL: start > world.now
                ? QuranFlowRoute.cancelAppointment.path(Identifiers.ID(booked.bookingID), booked.occurrence.week) : nil,
            cancelTitle: "Can't make it? Cancel this week", cancelDetail: "Even a minute before is fine — it frees the slot",
            swap: isSeries && start > world.now && !swapTimes.isEmpty
                ? Swap(
                    title: "Swap this week's time",
                    url: QuranFlowRoute.swapAppointment.path(Identifiers.ID(booked.bookingID), booked.occurrence.week),
                    times: swapTimes.filter { $0.start != start }.map {
                        Swap.Time(label: $0.timeLabel(in: zone), start: BookingCopy.utcStamp($0.start, separators: true))
                    })
                : nil)
    }
}
