import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// A booked Year-2 one-to-one (SakAppointmentDetail) and its quiet management: cancel this week, swap this week's
/// time, and its reminder — as pages (forms that work without script) and JSON. Each acts on the booking's own coach,
/// whichever coach the student chose when booking.
enum AppointmentRoutes {
    struct CancelBody: Codable, Sendable { let week: Int }

    struct SwapBody: Codable, Sendable {
        let week: Int
        /// The new slot's start instant that week.
        let start: String
    }

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.appointment, model: { ctx, id, week in try appointment(ctx, id, week: week).screen },
            page: { ctx, screen in
                .html(
                    StudentPages.appointment(
                        screen, csrfToken: ctx.csrfToken,
                        shell: StudentShell.make(current: .sessions, destinations: ShellRoutes.destinations)))
            })
        routes.add(QuranFlowRoute.cancelAppointment) { ctx, id, week in
            let (_, booked) = try appointment(ctx, id, week: week)
            try cancel(ctx, bookingID: booked.bookingID, week: booked.occurrence.week)
            return .redirect(to: QuranFlowRoute.sessions.path(query: DayQuery(day: try localDay(ctx, of: booked.occurrence.start))))
        }
        routes.add(QuranFlowRoute.appointmentReminder) { ctx, id, week in
            let (_, booked) = try appointment(ctx, id, week: week)
            try setReminder(booked, on: try SessionRoutes.onValue(try ctx.request.form(ReminderForm.self).on.text), ctx: ctx)
            return .redirect(to: QuranFlowRoute.appointment.path(ID(booked.bookingID), booked.occurrence.week))
        }
        routes.add(
            QuranFlowRoute.apiBookingReminder, body: .json(SessionRoutes.ReminderToggle.self),
            response: .json(SessionRoutes.ReminderState.self)
        ) { ctx, id, week in
            let (_, booked) = try appointment(ctx, id, week: week)
            let body = try ctx.request.decodeJSON(SessionRoutes.ReminderToggle.self)
            let next = try setReminder(booked, on: body.on, ctx: ctx)
            return try .json(
                SessionRoutes.ReminderState(
                    item: booked.reminderItem.rawValue, on: body.on,
                    nextAt: next.map { BookingCopy.utcStamp($0, separators: true) }))
        }
        routes.add(QuranFlowRoute.swapAppointment) { ctx, id, week in
            let change = try swap(
                ctx, seriesID: id.rawValue, week: week, start: try ctx.request.form(AppointmentSwapForm.self).start.or(""))
            return .redirect(
                to: QuranFlowRoute.sessions.path(query: DayQuery(day: try localDay(ctx, of: change.claimed.first?.start ?? ctx.now))))
        }
        routes.add(QuranFlowRoute.apiCancelBooking, body: .json(CancelBody.self), response: .json(Freed.self)) { ctx, id in
            let body = try ctx.request.decodeJSON(CancelBody.self)
            let change = try cancel(ctx, bookingID: id.rawValue, week: body.week)
            return try .json(Freed(freed: change.freed.map { BookingCopy.utcStamp($0.start, separators: true) }))
        }
        routes.add(QuranFlowRoute.apiSwapBooking, body: .json(SwapBody.self), response: .json(Swapped.self)) { ctx, id in
            let body = try ctx.request.decodeJSON(SwapBody.self)
            let change = try swap(ctx, seriesID: id.rawValue, week: body.week, start: body.start)
            return try .json(
                Swapped(
                    booked: change.claimed.map { BookingCopy.utcStamp($0.start, separators: true) },
                    freed: change.freed.map { BookingCopy.utcStamp($0.start, separators: true) }))
        }
    }

    /// What a cancellation freed.
    struct Freed: Codable, Sendable { let freed: [String] }
    /// What a swap booked and freed.
    struct Swapped: Codable, Sendable { let booked: [String]; let freed: [String] }

    /// The student's local date of `instant` (the Sessions day a change returns to).
    static func localDay(_ ctx: RequestContext, of instant: Date) throws -> LocalDate {
        ZonedCalendar.resolving(try SessionRoutes.world(ctx).student.zoneIdentifier).localDate(of: instant)
    }

    /// Turns `booked`'s reminder item on or off; when on, schedules its next firing. Returns when that fires.
    @discardableResult
    static func setReminder(_ booked: BookedOneToOne, on: Bool, ctx: RequestContext) throws -> Date? {
        try SessionRoutes.setReminder(booked.reminderItem, on: on, ctx: ctx, world: try SessionRoutes.world(ctx))
    }

    /// "Cancel this week": week `week` of the series `bookingID`, or the single booking `bookingID`, with its own coach.
    @discardableResult
    static func cancel(_ ctx: RequestContext, bookingID id: String, week: Int) throws -> BookingChange {
        let world = try BookingInputs.world(ctx)
        let coach: ID<Coach>
        let isSeries: Bool
        if let series = world.oneToOnes.series.first(where: { $0.id.rawValue == id }) {
            (coach, isSeries) = (series.slot.coachID, true)
        } else if let single = world.oneToOnes.singles.first(where: { $0.id.rawValue == id }) {
            (coach, isSeries) = (single.occurrence.slot.coachID, false)
        } else {
            throw BookingError.notFound
        }
        let inputs = try BookingInputs.load(ctx, coach: coach, world: world)
        return try inputs.decide(ctx) { ledger throws(BookingError) in
            isSeries
                ? try BookingRules.cancelWeek(
                    student: world.student, seriesID: ID(id), week: week, term: world.term, ledger: ledger, now: ctx.now)
                : try BookingRules.cancel(student: world.student, singleID: ID(id), ledger: ledger, now: ctx.now)
        }
    }

    /// Decides and stores "Swap this week's time": week `week` of series `seriesID` moves to its coach's slot starting `start`.
    static func swap(_ ctx: RequestContext, seriesID: String, week: Int, start: String) throws -> BookingChange {
        let world = try BookingInputs.world(ctx)
        guard let series = world.oneToOnes.series.first(where: { $0.id.rawValue == seriesID }) else {
            throw BookingError.notFound
        }
        let inputs = try BookingInputs.load(ctx, coach: series.slot.coachID, world: world)
        guard let instant = try RequestField.instant(start, field: "start", example: "2026-11-10T15:00:00Z") else {
            throw BookingRefusal.startNotAnInstant(example: "2026-11-10T15:00:00Z")
        }
        let coachCalendar = ZonedCalendar.resolving(inputs.availability.zoneIdentifier)
        let slot = WeeklySlot(
            coachID: inputs.availability.coachID, zoneIdentifier: inputs.availability.zoneIdentifier,
            weekday: coachCalendar.localDate(of: instant).weekday, start: coachCalendar.localTime(of: instant))
        guard world.term.weeks.contains(week), slot.occurrence(inWeek: week, of: world.term).start == instant else {
            throw BookingRefusal.timeNotInWeek(week)
        }
        let change = try inputs.decide(ctx) { ledger throws(BookingError) in
            try BookingRules.swapWeek(
                student: world.student, seriesID: series.id, week: week, to: slot, term: world.term,
                availability: inputs.availability, ledger: ledger, now: ctx.now, id: ctx.environment.ids.next())
        }
        try BookingRoutes.remindersChanged(ctx)
        return change
    }

    /// The caller's booked meeting named by the path (booking id and term week), or 404; its swap times are its own
    /// coach's free slots that week.
    static func appointment(_ ctx: RequestContext, _ id: ID<OneToOneBooking>, week: Int) throws
        -> (screen: AppointmentDetailScreen, booked: BookedOneToOne)
    {
        let world = try BookingInputs.world(ctx)
        guard let booked = world.bookings.first(where: { $0.bookingID == id.rawValue && $0.occurrence.week == week })
        else { throw BookingError.notFound }
        let inputs = try BookingInputs.load(ctx, coach: booked.occurrence.slot.coachID, world: world)
        let reminderOn = try ReminderStore(database: ctx.environment.database).isOn(booked.reminderItem, for: try ctx.requireAccount().id)
        let free = inputs.availability.offers(inWeek: week, of: world.term, ledger: inputs.ledger, now: ctx.now)
            .filter { !$0.isTaken && $0.isAhead }.map(\.occurrence)
        return (AppointmentDetailScreen.make(booked, world: world, reminderOn: reminderOn, swapTimes: free), booked)
    }
}
