import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// Year-2 one-to-one booking, as pages and JSON: Book your one-to-one (SakBookAppointment) with the coach it books
/// ("Change" chooses another coach of the programme), the coach's slots for a week in the student's zone, "pick each
/// week" and "same time weekly", the Availability grid, and the coach's own availability. A booked one-to-one's
/// detail, cancel and swap are ``AppointmentRoutes``. Every decision is `BookingRules` (QuranFlowCore), taken inside
/// the write transaction (``BookingInputs/decide(_:_:)``); the database's key on the slot turns a lost race into a 409.
enum BookingRoutes {
    struct BookBody: Decodable {
        /// "week" (pick each week) or "weekly" (same time weekly).
        let mode: String
        /// The occurrence's start instant, ISO 8601 (for "weekly": any week's, usually the first).
        let start: String
        /// The coach to book with (their account id); absent: the student's current one-to-one coach.
        let coach: String?
    }

    struct WindowBody: Decodable {
        let weekday: Int
        let start: String
        let end: String
    }

    struct AvailabilityBody: Decodable { let windows: [WindowBody] }

    static func register(on routes: RouteTable) {
        let student = Access.roles([.student])
        let coach = Access.roles([.coach])
        routes.add(.GET, "/api/bookings/slots", access: student, api: APIDoc(
            "The coach's 20-minute slots of a term week (query week = 1…15; coach = another coach's id, default the student's "
                + "one-to-one coach) in the student's zone, free or taken. Year 2 only (403).",
            response: .object([("slots", .array(.object([("start", .string(format: "date-time")), ("time", .string()),
                                                          ("taken", .boolean)], required: [])))], required: []))) { ctx in
            let inputs = try BookingInputs.load(ctx, coach: ctx.request.query["coach"])
            let (world, availability, ledger) = (inputs.world, inputs.availability, inputs.ledger)
            guard let text = ctx.request.query["week"], let week = Int(text) else {
                throw HTTPError(.badRequest, "week must be a term week number.", field: "week")
            }
            let offers = try BookingInputs.run { () throws(BookingError) in
                try availability.offers(for: world.student, inWeek: week, of: world.term, ledger: ledger, now: ctx.now)
            }
            struct Slot: Encodable { let start: String; let time: String; let zone: String; let taken: Bool; let ahead: Bool }
            struct Answer: Encodable { let week: Int; let coach: String; let slots: [Slot] }
            return try .json(Answer(week: week, coach: availability.coachName, slots: offers.map { offer in
                Slot(start: BookingCopy.utcStamp(offer.occurrence.start, separators: true),
                     time: offer.occurrence.timeLabel(in: world.student.zoneIdentifier),
                     zone: offer.occurrence.zoneLabel(in: world.student.zoneIdentifier), taken: offer.isTaken, ahead: offer.isAhead)
            }))
        }
        routes.add(.POST, "/api/bookings", access: student, api: APIDoc(
            "Books a one-to-one: {\"mode\": \"week\" | \"weekly\", \"start\": ISO instant of the slot, \"coach\": optional coach id}. 201; "
                + "409 naming a taken slot or the student's own one-to-one at that time; 422 outside the coach's availability or the term; "
                + "400 naming an unknown coach; 403 for Year 1.",
            request: .object([("mode", .string()), ("start", .string(format: "date-time")), ("coach", .string())], required: ["mode", "start"]),
            response: .object([("booked", .array(.string()))], required: ["booked"]), status: 201)) { ctx in
            let body = try ctx.request.decodeJSON(BookBody.self)
            let change = try book(ctx, mode: body.mode, start: body.start, coach: body.coach)
            struct Answer: Encodable { let booked: [String]; let labels: [String] }
            let booked = change.claimed.map { BookingCopy.utcStamp($0.start, separators: true) }
            let labels = change.series.isEmpty ? [BookingCopy.thisWeekOnly] : change.series.map { _ in "Recurring" }
            return try .json(Answer(booked: booked, labels: labels), status: .created)
        }
        routes.add(.GET, "/sessions/book", access: student) { ctx in
            .html(StudentPages.bookAppointment(try bookScreen(ctx), csrfToken: ctx.csrfToken,
                                               shell: StudentShell.make(current: .sessions, destinations: ShellRoutes.destinations)))
        }
        routes.add(.GET, "/api/screens/sessions/book", access: student, api: APIDoc(
            "Book your one-to-one (SakBookAppointment). Query: mode = weekly | week, week = N, start = the chosen slot's instant. Year 2 only (403).",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try bookScreen(ctx))
        }
        routes.add(.POST, "/sessions/book", access: student) { ctx in
            let form = try ctx.request.formData()
            let change = try book(ctx, mode: form["mode"] ?? "", start: form["start"] ?? "", coach: form["coach"])
            return .redirect(to: "/sessions?day=\(try AppointmentRoutes.localDay(ctx, of: change.claimed.map(\.start).min() ?? ctx.now))")
        }
        routes.add(.GET, "/sessions/book/coach", access: student) { ctx in
            .html(StudentPages.bookCoach(try coachScreen(ctx),
                                         shell: StudentShell.make(current: .sessions, destinations: ShellRoutes.destinations)))
        }
        routes.add(.GET, "/api/screens/sessions/book/coach", access: student, api: APIDoc(
            "Choose who you meet one-to-one (\"Change\" on Book your one-to-one): your coach and every coach of the programme with "
                + "times open, each with their free times in the week in your zone. Query: mode, week, coach (the one chosen now). Year 2 only (403).",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try coachScreen(ctx))
        }
        routes.add(.GET, "/sessions/availability", access: student) { ctx in
            .html(StudentPages.availability(try availabilityScreen(ctx), csrfToken: ctx.csrfToken,
                                            shell: StudentShell.make(current: .sessions, destinations: ShellRoutes.destinations)))
        }
        routes.add(.GET, "/api/screens/sessions/availability", access: student, api: APIDoc(
            "Availability (SakOnbAvailability): the 7 × 5 grid on the student's clock, asked during Year-2 booking. Year 2 only (403).",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try availabilityScreen(ctx))
        }
        routes.add(.POST, "/sessions/availability", access: student) { ctx in
            let world = try SessionRoutes.world(ctx)
            let ids = try ctx.request.formData().all("cell")
            var cells = Set<AvailabilityCell>()
            for id in ids {
                guard let cell = AvailabilityScreen.cell(id) else { throw HTTPError(.badRequest, "“\(id)” is not a cell of the grid.", field: "cell") }
                cells.insert(cell)
            }
            let answers = try BookingInputs.run { () throws(BookingError) in try StudentAvailability.record(student: world.student, cells: cells, now: ctx.now) }
            try BookingStore(database: ctx.environment.database).saveAvailability(answers, cellIDs: cells.map(AvailabilityScreen.id))
            return .redirect(to: "/sessions/book")
        }
        routes.add(.GET, "/api/bookings", access: student, api: APIDoc(
            "The signed-in Year-2 student's one-to-ones this term, with their ids and labels.",
            response: .object([("bookings", .array(.object([("id", .string()), ("label", .string())], required: [])))], required: []))) { ctx in
            let world = try BookingInputs.world(ctx)
            struct Item: Encodable { let id: String; let week: Int; let start: String; let time: String; let label: String; let coach: String }
            struct Answer: Encodable { let bookings: [Item] }
            return try .json(Answer(bookings: world.bookings.map { booked in
                let id: String = switch booked.source {
                case .series(let series): series.rawValue
                case .single(let single, _): single.rawValue
                }
                return Item(id: id, week: booked.occurrence.week, start: BookingCopy.utcStamp(booked.occurrence.start, separators: true),
                            time: booked.occurrence.timeLabel(in: world.student.zoneIdentifier), label: booked.scheduleLabel,
                            coach: booked.teacherID.rawValue)
            }))
        }
        routes.add(.PUT, "/api/coach/availability", access: coach, api: APIDoc(
            "Replaces the signed-in coach's weekly availability on their own clock: {\"windows\": [{\"weekday\": 2, \"start\": \"15:40\", \"end\": \"17:40\"}]}.",
            request: .object([("windows", .array(.object([("weekday", .integer), ("start", .string()), ("end", .string())], required: [])))], required: ["windows"]),
            response: .object([("windows", .integer)], required: ["windows"]))) { ctx in
            let body = try ctx.request.decodeJSON(AvailabilityBody.self)
            var windows: [AvailabilityWindow] = []
            for window in body.windows {
                guard let weekday = Weekday(rawValue: window.weekday), let start = LocalTime(iso: window.start), let end = LocalTime(iso: window.end),
                      start < end || window.end == "24:00"
                else { throw HTTPError(.badRequest, "Each window needs a weekday 1–7 and a start before its end (HH:MM).", field: "windows") }
                windows.append(AvailabilityWindow(weekday: weekday, startMinute: start.secondsSinceMidnight / 60, endMinute: end.secondsSinceMidnight / 60))
            }
            try BookingStore(database: ctx.environment.database).setWindows(windows, coach: ID(try ctx.requireAccount().id.rawValue))
            struct Answer: Encodable { let windows: Int }
            return try .json(Answer(windows: windows.count))
        }
    }

    /// Decides and stores a booking of `mode` ("week" / "weekly") at `coach`'s slot starting `start`.
    static func book(_ ctx: RequestContext, mode: String, start: String, coach: String?) throws -> BookingChange {
        let inputs = try BookingInputs.load(ctx, coach: coach)
        let (world, availability) = (inputs.world, inputs.availability)
        guard let instant = ISO8601.parse(start) else {
            throw HTTPError(.badRequest, "start must be an ISO 8601 instant like 2026-11-03T14:20:00Z.", field: "start")
        }
        guard mode == "week" || mode == "weekly" else { throw HTTPError(.badRequest, "mode must be week or weekly.", field: "mode") }
        let coachCalendar = ZonedCalendar.resolving(availability.zoneIdentifier)
        let ownerDate = coachCalendar.localDate(of: instant)
        let slot = WeeklySlot(coachID: availability.coachID, zoneIdentifier: availability.zoneIdentifier, weekday: ownerDate.weekday,
                              start: coachCalendar.localTime(of: instant))
        let days = world.term.firstMonday.days(until: ownerDate)
        let week = days >= 0 ? days / 7 + 1 : 0
        let change = try inputs.decide(ctx) { ledger throws(BookingError) in
            mode == "week"
                ? try BookingRules.bookWeek(student: world.student, slot: slot, week: week, term: world.term, availability: availability,
                                            ledger: ledger, now: ctx.now, id: .random())
                : try BookingRules.bookWeekly(student: world.student, slot: slot, term: world.term, availability: availability,
                                              ledger: ledger, now: ctx.now, id: .random())
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
            try SessionReminderJobs.schedule(item, for: account, world: world, environment: ctx.environment, after: ctx.now)
        }
    }

    static func availabilityScreen(_ ctx: RequestContext) throws -> AvailabilityScreen {
        let world = try BookingInputs.world(ctx)
        let saved = try BookingStore(database: ctx.environment.database).availabilityCells(student: world.student.id)
        return AvailabilityScreen.make(world, picked: Set(saved.compactMap(AvailabilityScreen.cell)))
    }

    static func bookScreen(_ ctx: RequestContext) throws -> BookAppointmentScreen {
        let inputs = try BookingInputs.load(ctx, coach: ctx.request.query["coach"])
        let world = inputs.world
        let weekly = ctx.request.query["mode"] != "week"
        let week = try requestedWeek(ctx, term: world.term)
        let selected = try ctx.request.query["start"].map { text -> Date in
            guard let instant = ISO8601.parse(text) else { throw HTTPError(.badRequest, "start must be an ISO 8601 instant.", field: "start") }
            return instant
        }
        return BookAppointmentScreen.make(world, availability: inputs.availability, ledger: inputs.ledger, weekly: weekly, week: week,
                                          selected: selected, defaultCoach: inputs.defaultCoach)
    }

    /// The coach chooser: the student's coach and every coach with times, their free times in the shown week.
    static func coachScreen(_ ctx: RequestContext) throws -> BookCoachScreen {
        let inputs = try BookingInputs.load(ctx, coach: ctx.request.query["coach"])
        let world = inputs.world
        let store = BookingStore(database: ctx.environment.database)
        let offered = OneToOneCoachChoice.offered(to: world.student, from: try ProgrammeStore(database: ctx.environment.database).coaches(),
                                                  availability: try store.windowsByCoach())
        let ledgers = try offered.map { try store.ledger(coach: $0.coachID, student: world.student.id, term: world.term.id) }
        return BookCoachScreen.make(world, offered: Array(zip(offered, ledgers)), chosen: inputs.availability.coachID,
                                    weekly: ctx.request.query["mode"] != "week", week: try requestedWeek(ctx, term: world.term),
                                    defaultCoach: inputs.defaultCoach)
    }

    /// The `week` query, when given: a week of `term`, else 400.
    static func requestedWeek(_ ctx: RequestContext, term: Term) throws -> Int? {
        guard let text = ctx.request.query["week"] else { return nil }
        guard let value = Int(text), term.weeks.contains(value) else {
            throw HTTPError(.badRequest, "week must be a week of \(term.name).", field: "week")
        }
        return value
    }
}
