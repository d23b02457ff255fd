import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing
import ServerSupport

/// Year-2 one-to-one booking, as pages and JSON: Book your one-to-one (SakBookAppointment) with the coach it books
/// ("Change" chooses another coach of the programme), the coach's slots for a week in the student's zone, "pick each
/// week" and "same time weekly", the Availability grid, and the coach's own availability. A booked one-to-one's
/// detail, cancel and swap are ``AppointmentRoutes``. Every decision is `BookingRules` (QuranFlowCore), taken inside
/// the write transaction (``BookingInputs/decide(_:_:)``); the database's key on the slot turns a lost race into a 409.
enum BookingRoutes {
    struct BookBody: Codable, Sendable {
        /// "week" (pick each week) or "weekly" (same time weekly).
        let mode: String
        /// The occurrence's start instant, ISO 8601 (for "weekly": any week's, usually the first).
        let start: String
        /// The coach to book with (their account id); absent: the student's current one-to-one coach.
        let coach: String?
    }

    struct WindowBody: Codable, Sendable {
        let weekday: Int
        let start: String
        let end: String
    }

    struct AvailabilityBody: Codable, Sendable {
        enum CodingKeys: String, CodingKey { case windows }
        let windows: [WindowBody]
    }

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.apiBookingSlots, response: .json(SlotsAnswer.self)) { ctx, query in
            let inputs = try BookingInputs.load(ctx, coach: query.coach)
            let (world, availability, ledger) = (inputs.world, inputs.availability, inputs.ledger)
            guard let week = query.week else {
                throw Refusal.weekNotATermWeek
            }
            let offers = try BookingInputs.run { () throws(BookingError) in
                try availability.offers(for: world.student, inWeek: week, of: world.term, ledger: ledger, now: ctx.now)
            }
            return try .json(
                SlotsAnswer(
                    week: week, coach: availability.coachName,
                    slots: offers.map { offer in
                        SlotsAnswer.Slot(
                            start: BookingCopy.utcStamp(offer.occurrence.start, separators: true),
                            time: offer.occurrence.timeLabel(in: world.student.zoneIdentifier),
                            zone: offer.occurrence.zoneLabel(in: world.student.zoneIdentifier), taken: offer.isTaken, ahead: offer.isAhead)
                    }))
        }
        routes.add(QuranFlowRoute.apiBook, body: .json(BookBody.self), response: .json(Booked.self, status: 201)) { ctx in
            let body = try ctx.request.decodeJSON(BookBody.self)
            let change = try book(ctx, mode: body.mode, start: body.start, coach: try coachID(body.coach))
            let booked = change.claimed.map { BookingCopy.utcStamp($0.start, separators: true) }
            let labels = change.series.isEmpty ? [BookingCopy.thisWeekOnly] : change.series.map { _ in "Recurring" }
            return try .json(Booked(booked: booked, labels: labels), status: .created)
        }
        routes.screen(
            QuranFlowRoute.bookAppointment, model: { ctx, query in try bookScreen(ctx, query) },
            page: { ctx, screen in .html(StudentPages.bookAppointment(screen, csrfToken: ctx.csrfToken, shell: shell())) })
        routes.add(QuranFlowRoute.submitBooking) { ctx in
            let form = try ctx.request.form(BookingForm.self)
            let change = try book(ctx, mode: form.mode.or(""), start: form.start.or(""), coach: try coachID(form.coach.text))
            // Spec: "Confirm CTA → Appointment detail" — the first meeting the booking made, read back from the store.
            let first = change.claimed.map(\.start).min() ?? ctx.now
            if let booked = try SessionRoutes.world(ctx).bookings.first(where: { $0.occurrence.start == first }) {
                return .redirect(to: QuranFlowRoute.appointment.path(Identifiers.ID(booked.bookingID), booked.occurrence.week))
            }
            return .redirect(to: QuranFlowRoute.sessions.path(query: DayQuery(day: try AppointmentRoutes.localDay(ctx, of: first))))
        }
        routes.screen(
            QuranFlowRoute.bookCoach, model: { ctx, query in try coachScreen(ctx, query) },
            page: { _, screen in .html(StudentPages.bookCoach(screen, shell: shell())) })
        routes.screen(
            QuranFlowRoute.availability, model: { ctx in try availabilityScreen(ctx) },
            page: { ctx, screen in .html(StudentPages.availability(screen, csrfToken: ctx.csrfToken, shell: shell())) })
        routes.add(QuranFlowRoute.submitAvailability) { ctx in
            let world = try SessionRoutes.world(ctx)
            let field = try ctx.request.form(AvailabilityForm.self).cell
            var cells = Set<AvailabilityCell>()
            for id in field.texts {
                guard let cell = AvailabilityScreen.cell(id) else {
                    throw FieldRefusal(field, "“\(id.prefix(64))” is not a cell of the grid.", malformed: true)
                }
                cells.insert(cell)
            }
            let answers = try BookingInputs.run { () throws(BookingError) in
                try StudentAvailability.record(student: world.student, cells: cells, now: ctx.now)
            }
            try BookingStore(database: ctx.environment.database).saveAvailability(answers, cellIDs: cells.map(AvailabilityScreen.id))
            return .redirect(to: QuranFlowRoute.bookAppointment.path())
        }
        routes.add(QuranFlowRoute.apiBookings, response: .json(BookingList.self)) { ctx in
            let world = try BookingInputs.world(ctx)
            return try .json(
                BookingList(
                    bookings: world.bookings.map { booked in
                        let id: String =
                            switch booked.source {
                            case .series(let series): series.rawValue
                            case .single(let single, _): single.rawValue
                            }
                        return BookingList.Item(
                            id: id, week: booked.occurrence.week, start: BookingCopy.utcStamp(booked.occurrence.start, separators: true),
                            time: booked.occurrence.timeLabel(in: world.student.zoneIdentifier), label: booked.scheduleLabel,
                            coach: booked.teacherID.rawValue)
                    }))
        }
        routes.add(QuranFlowRoute.apiCoachAvailability, body: .json(AvailabilityBody.self), response: .json(WindowCount.self)) { ctx in
            let body = try ctx.request.decodeJSON(AvailabilityBody.self)
            var windows: [AvailabilityWindow] = []
            for window in body.windows {
                guard let weekday = Weekday(rawValue: window.weekday), let start = minute(window.start), let end = minute(window.end),
                    let parsed = AvailabilityWindow(checkingWeekday: weekday, startMinute: start, endMinute: end)
                else {
                    throw FieldRefusal(
                        AvailabilityBody.CodingKeys.windows,
                        "Each window needs a weekday 1–7 and a start before its end (HH:MM, 24:00 for midnight).", malformed: true)
                }
                windows.append(parsed)
            }
            try BookingStore(database: ctx.environment.database).setWindows(windows, coach: ID(try ctx.requireAccount().id.rawValue))
            return try .json(WindowCount(windows: windows.count))
        }
    }

    static func shell() -> StudentShell {
        StudentShell.make(current: .sessions, destinations: ShellRoutes.destinations)
    }

    /// A coach's slots of a week.
    struct SlotsAnswer: Codable, Sendable {
        struct Slot: Codable, Sendable { let start: String; let time: String; let zone: String; let taken: Bool; let ahead: Bool }
        let week: Int
        let coach: String
        let slots: [Slot]
    }

    /// What a booking claimed.
    struct Booked: Codable, Sendable { let booked: [String]; let labels: [String] }

    /// The student's one-to-ones.
    struct BookingList: Codable, Sendable {
        struct Item: Codable, Sendable {
            let id: String; let week: Int; let start: String; let time: String; let label: String; let coach: String
        }
        let bookings: [Item]
    }

    /// How many availability windows were stored.
    struct WindowCount: Codable, Sendable { let windows: Int }

    /// A coach named by a form or a JSON body: absent or empty is the default coach; text that cannot be an id is a 400.
    static func coachID(_ text: String?) throws -> ID<Coach>? {
        guard let text, !text.isEmpty else { return nil }
        guard let id = ID<Coach>(parameter: text) else {
            throw BookingRefusal.notACoach(String(text.prefix(64)))
        }
        return id
    }

    /// "15:40" → 940, "24:00" → 1440 (a window may close at midnight); nil for anything else, seconds included.
    static func minute(_ text: String) -> Int? {
        if text == "24:00" { return 1440 }
        guard text.utf8.count == 5, let time = LocalTime(iso: text) else { return nil }
        return time.hour * 60 + time.minute
    }

    /// Decides and stores a booking of `mode` ("week" / "weekly") at `coach`'s slot starting `start`.
    static func book(_ ctx: RequestContext, mode: String, start: String, coach: ID<Coach>?) throws -> BookingChange {
        let inputs = try BookingInputs.load(ctx, coach: coach)
        let (world, availability) = (inputs.world, inputs.availability)
        guard let instant = try RequestField.instant(start, field: "start") else {
            throw BookingRefusal.startNotAnInstant(example: "2026-11-03T14:20:00Z")
        }
        guard mode == "week" || mode == "weekly" else { throw BookingRefusal.unknownMode }
        let coachCalendar = ZonedCalendar.resolving(availability.zoneIdentifier)
        let ownerDate = coachCalendar.localDate(of: instant)
        let slot = WeeklySlot(
            coachID: availability.coachID, zoneIdentifier: availability.zoneIdentifier, weekday: ownerDate.weekday,
            start: coachCalendar.localTime(of: instant))
        let days = world.term.firstMonday.days(until: ownerDate)
        let week = days >= 0 ? days / 7 + 1 : 0
        let change = try inputs.decide(ctx) { ledger throws(BookingError) in
            mode == "week"
                ? try BookingRules.bookWeek(
                    student: world.student, slot: slot, week: week, term: world.term, availability: availability,
                    ledger: ledger, now: ctx.now, id: ctx.environment.ids.next())
                : try BookingRules.bookWeekly(
                    student: world.student, slot: slot, term: world.term, availability: availability,
                    ledger: ledger, now: ctx.now, id: ctx.environment.ids.next())
        }
        // A new booking's reminder starts on (the appointment detail reads "Reminder 15 minutes before · every week"
        // straight after Confirm); the student can turn it off there or from the bell in Week at a glance.
        try remindersChanged(ctx, turningOn: newItems(change))
        return change
    }

    /// The reminder items a change creates: a new series', a new one-off's or make-up's (a swap keeps its series').
    static func newItems(_ change: BookingChange) -> [ReminderItem] {
        change.series.filter { $0.exceptions.isEmpty }.map { .session(ID($0.id.rawValue)) }
            + change.singles.filter { single in
                if case .swap = single.kind { return false }
                return single.isActive
            }.map { .session(ID($0.id.rawValue)) }
    }

    /// After a booking changes: turns `turningOn` on, and schedules the next reminder of every booking item that is on,
    /// read from the bookings as they now stand (a swapped week's new time may come before the one already queued; a
    /// queued job whose meeting was cancelled or moved finds no meeting at its instant and only passes the chain on).
    static func remindersChanged(_ ctx: RequestContext, turningOn: [ReminderItem] = []) throws {
        let account = try ctx.requireAccount().id
        let store = ReminderStore(database: ctx.environment.database)
        for item in turningOn { try store.set(item, on: true, for: account, now: ctx.now) }
        let world = try SessionRoutes.world(ctx)
        let on = try store.items(of: account)
        for item in Set(world.bookings.map(\.reminderItem)) where on.contains(item) {
            try SessionReminderJobs.schedule(item, for: account, world: world, environment: ctx.environment.store, after: ctx.now)
        }
    }

    static func availabilityScreen(_ ctx: RequestContext) throws -> AvailabilityScreen {
        let world = try BookingInputs.world(ctx)
        let saved = try BookingStore(database: ctx.environment.database).availabilityCells(student: world.student.id)
        return AvailabilityScreen.make(world, picked: Set(saved.compactMap(AvailabilityScreen.cell)))
    }

    static func bookScreen(_ ctx: RequestContext, _ query: BookQuery) throws -> BookAppointmentScreen {
        let inputs = try BookingInputs.load(ctx, coach: query.coach)
        let world = inputs.world
        let weekly = query.mode != .week
        let week = try requestedWeek(query.week, term: world.term)
        let selected = query.start
        return BookAppointmentScreen.make(
            world, availability: inputs.availability, ledger: inputs.ledger, weekly: weekly, week: week,
            selected: selected, defaultCoach: inputs.defaultCoach)
    }

    /// The coach chooser: the student's coach and every coach with times, their free times in the shown week.
    static func coachScreen(_ ctx: RequestContext, _ query: BookQuery) throws -> BookCoachScreen {
        let inputs = try BookingInputs.load(ctx, coach: query.coach)
        let world = inputs.world
        let store = BookingStore(database: ctx.environment.database)
        let offered = OneToOneCoachChoice.offered(
            to: world.student, from: try ProgrammeStore(database: ctx.environment.database).coaches(),
            availability: try store.windowsByCoach())
        let ledgers = try offered.map { try store.ledger(coach: $0.coachID, student: world.student.id, term: world.term.id) }
        return BookCoachScreen.make(
            world, offered: Array(zip(offered, ledgers)), chosen: inputs.availability.coachID,
            weekly: query.mode != .week, week: try requestedWeek(query.week, term: world.term),
            defaultCoach: inputs.defaultCoach)
    }

    /// The `week` query, when given: a week of `term`, else 400.
    static func requestedWeek(_ value: Int?, term: Term) throws -> Int? {
        guard let value else { return nil }
        guard term.weeks.contains(value) else {
            throw BookingRefusal.weekNotInTerm(termName: term.name)
        }
        return value
    }
}
