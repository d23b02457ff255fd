import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// Year-2 one-to-one booking through the JSON API (the booking screens are not built yet): the coach's slots for a
/// week in the student's zone, "pick each week" and "same time weekly", cancel a week, and the coach's availability.
/// Every decision is `BookingRules` (QuranFlowCore); the database's key on the slot turns a lost race into a 409.
enum BookingRoutes {
    struct BookBody: Decodable {
        /// "week" (pick each week) or "weekly" (same time weekly).
        let mode: String
        /// The occurrence's start instant, ISO 8601 (for "weekly": any week's, usually the first).
        let start: String
    }

    struct CancelBody: Decodable { let week: Int }

    struct SwapBody: Decodable {
        let week: Int
        /// The new slot's start instant that week.
        let start: String
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
            "The coach's 20-minute slots of a term week (query week = 1…15) in the student's zone, free or taken. Year 2 only (403).",
            response: .object([("slots", .array(.object([("start", .string(format: "date-time")), ("time", .string()),
                                                          ("taken", .boolean)], required: [])))], required: []))) { ctx in
            let (world, availability, ledger) = try inputs(ctx)
            guard let text = ctx.request.query["week"], let week = Int(text) else {
                throw HTTPError(.badRequest, "week must be a term week number.", field: "week")
            }
            let offers = try run { () throws(BookingError) in
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
            "Books a one-to-one: {\"mode\": \"week\" | \"weekly\", \"start\": ISO instant of the slot}. 201; 409 naming a taken slot; "
                + "422 outside the coach's availability or the term; 403 for Year 1.",
            request: .object([("mode", .string()), ("start", .string(format: "date-time"))], required: ["mode", "start"]),
            response: .object([("booked", .array(.string()))], required: ["booked"]), status: 201)) { ctx in
            let body = try ctx.request.decodeJSON(BookBody.self)
            let change = try book(ctx, mode: body.mode, start: body.start)
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
            let change = try book(ctx, mode: form["mode"] ?? "", start: form["start"] ?? "")
            let world = try SessionRoutes.world(ctx)
            let first = change.claimed.map(\.start).min() ?? ctx.now
            let day = (ZonedCalendar(identifier: world.student.zoneIdentifier) ?? ZonedCalendar(zone: TimeZone(secondsFromGMT: 0)!)).localDate(of: first)
            return .redirect(to: "/sessions?day=\(day)")
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
            let answers = try run { () throws(BookingError) in try StudentAvailability.record(student: world.student, cells: cells, now: ctx.now) }
            try BookingStore(database: ctx.environment.database).saveAvailability(answers, cellIDs: cells.map(AvailabilityScreen.id))
            return .redirect(to: "/sessions/book")
        }
        routes.add(.GET, "/sessions/appointments/:id/:week", access: student) { ctx in
            .html(StudentPages.appointment(try appointment(ctx).screen, csrfToken: ctx.csrfToken,
                                           shell: StudentShell.make(current: .sessions, destinations: ShellRoutes.destinations)))
        }
        routes.add(.GET, "/api/screens/sessions/appointments/:id/:week", access: student, api: APIDoc(
            "One booked one-to-one (SakAppointmentDetail) by booking id and term week. Year 2 only (403).",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try appointment(ctx).screen)
        }
        routes.add(.POST, "/sessions/appointments/:id/:week/cancel", access: student) { ctx in
            let (_, booked) = try appointment(ctx)
            let (world, availability, ledger) = try inputs(ctx)
            let change: BookingChange = try run { () throws(BookingError) in
                if case .series(let series) = booked.source {
                    return try BookingRules.cancelWeek(student: world.student, seriesID: series, week: booked.occurrence.week, term: world.term,
                                                       ledger: ledger, now: ctx.now)
                }
                return try BookingRules.cancel(student: world.student, singleID: ID(booked.bookingID), ledger: ledger, now: ctx.now)
            }
            try run {
                try BookingStore(database: ctx.environment.database).apply(change, coach: availability.coachID, term: world.term.id, now: ctx.now) {
                    BookingCopy.moment($0.start, in: world.student.zoneIdentifier)
                }
            }
            let day = (ZonedCalendar(identifier: world.student.zoneIdentifier) ?? ZonedCalendar(zone: TimeZone(secondsFromGMT: 0)!))
                .localDate(of: booked.occurrence.start)
            return .redirect(to: "/sessions?day=\(day)")
        }
        routes.add(.POST, "/sessions/appointments/:id/:week/reminder", access: student) { ctx in
            let (_, booked) = try appointment(ctx)
            try setReminder(booked, on: try SessionRoutes.onValue(try ctx.request.formData()["on"]), ctx: ctx)
            return .redirect(to: "/sessions/appointments/\(booked.bookingID)/\(booked.occurrence.week)")
        }
        routes.add(.POST, "/api/bookings/:id/:week/reminder", access: student, api: APIDoc(
            "Turns a booked one-to-one's reminder on or off ({\"on\": true}): for a weekly booking every week (a swapped week "
                + "follows its series), else that week. It fires 15 minutes before each meeting's true instant. Year 2 only (403).",
            request: .object([("on", .boolean)], required: ["on"]),
            response: .object([("item", .string()), ("on", .boolean), ("nextAt", .string())], required: ["item", "on"]))) { ctx in
            let (_, booked) = try appointment(ctx)
            let body = try ctx.request.decodeJSON(SessionRoutes.ReminderToggle.self)
            let next = try setReminder(booked, on: body.on, ctx: ctx)
            return try .json(SessionRoutes.ReminderState(item: booked.reminderItem.rawValue, on: body.on,
                                                         nextAt: next.map { BookingCopy.utcStamp($0, separators: true) }))
        }
        routes.add(.POST, "/sessions/appointments/:id/:week/swap", access: student) { ctx in
            let week = Int(ctx.request.pathParameters["week"] ?? "") ?? 0
            let change = try swap(ctx, seriesID: ctx.request.pathParameters["id"] ?? "", week: week, start: try ctx.request.formData()["start"] ?? "")
            let world = try SessionRoutes.world(ctx)
            let day = (ZonedCalendar(identifier: world.student.zoneIdentifier) ?? ZonedCalendar(zone: TimeZone(secondsFromGMT: 0)!))
                .localDate(of: change.claimed.first?.start ?? ctx.now)
            return .redirect(to: "/sessions?day=\(day)")
        }
        routes.add(.POST, "/api/bookings/:id/cancel", access: student, api: APIDoc(
            "Cancels one week of a booking ({\"week\": 9}); the slot is free again at once, even a minute before; the week stays cancelled.",
            request: .object([("week", .integer)], required: ["week"]),
            response: .object([("freed", .array(.string()))], required: ["freed"]))) { ctx in
            let body = try ctx.request.decodeJSON(CancelBody.self)
            let (world, availability, ledger) = try inputs(ctx)
            let id = ctx.request.pathParameters["id"] ?? ""
            let change: BookingChange = try run { () throws(BookingError) in
                if ledger.series.contains(where: { $0.id.rawValue == id }) {
                    return try BookingRules.cancelWeek(student: world.student, seriesID: ID(id), week: body.week, term: world.term,
                                                       ledger: ledger, now: ctx.now)
                }
                return try BookingRules.cancel(student: world.student, singleID: ID(id), ledger: ledger, now: ctx.now)
            }
            try run {
                try BookingStore(database: ctx.environment.database).apply(change, coach: availability.coachID, term: world.term.id, now: ctx.now) {
                    BookingCopy.moment($0.start, in: world.student.zoneIdentifier)
                }
            }
            struct Answer: Encodable { let freed: [String] }
            return try .json(Answer(freed: change.freed.map { BookingCopy.utcStamp($0.start, separators: true) }))
        }
        routes.add(.POST, "/api/bookings/:id/swap", access: student, api: APIDoc(
            "Swaps one week of a weekly booking to another free slot that week ({\"week\": 10, \"start\": ISO instant}); the series keeps every other week.",
            request: .object([("week", .integer), ("start", .string(format: "date-time"))], required: ["week", "start"]),
            response: .object([("booked", .array(.string())), ("freed", .array(.string()))], required: ["booked", "freed"]))) { ctx in
            let body = try ctx.request.decodeJSON(SwapBody.self)
            let change = try swap(ctx, seriesID: ctx.request.pathParameters["id"] ?? "", week: body.week, start: body.start)
            struct Answer: Encodable { let booked: [String]; let freed: [String] }
            return try .json(Answer(booked: change.claimed.map { BookingCopy.utcStamp($0.start, separators: true) },
                                    freed: change.freed.map { BookingCopy.utcStamp($0.start, separators: true) }))
        }
        routes.add(.GET, "/api/bookings", access: student, api: APIDoc(
            "The signed-in Year-2 student's one-to-ones this term, with their ids and labels.",
            response: .object([("bookings", .array(.object([("id", .string()), ("label", .string())], required: [])))], required: []))) { ctx in
            let (world, _, ledger) = try inputs(ctx)
            struct Item: Encodable { let id: String; let week: Int; let start: String; let time: String; let label: String }
            struct Answer: Encodable { let bookings: [Item] }
            return try .json(Answer(bookings: ledger.booked(by: world.student.id, in: world.term).map { booked in
                let id: String = switch booked.source {
                case .series(let series): series.rawValue
                case .single(let single, _): single.rawValue
                }
                return Item(id: id, week: booked.occurrence.week, start: BookingCopy.utcStamp(booked.occurrence.start, separators: true),
                            time: booked.occurrence.timeLabel(in: world.student.zoneIdentifier), label: booked.scheduleLabel)
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

    /// Turns `booked`'s reminder item on or off; when on, schedules its next firing. Returns when that fires.
    @discardableResult
    static func setReminder(_ booked: BookedOneToOne, on: Bool, ctx: RequestContext) throws -> Date? {
        try SessionRoutes.setReminder(booked.reminderItem, on: on, ctx: ctx, world: try SessionRoutes.world(ctx))
    }

    /// Decides and stores a booking of `mode` ("week" / "weekly") at the slot starting `start`.
    static func book(_ ctx: RequestContext, mode: String, start: String) throws -> BookingChange {
        let (world, availability, ledger) = try inputs(ctx)
        guard let instant = ISO8601.parse(start) else {
            throw HTTPError(.badRequest, "start must be an ISO 8601 instant like 2026-11-03T14:20:00Z.", field: "start")
        }
        guard mode == "week" || mode == "weekly" else { throw HTTPError(.badRequest, "mode must be week or weekly.", field: "mode") }
        let coachCalendar = ZonedCalendar(identifier: availability.zoneIdentifier) ?? ZonedCalendar(zone: TimeZone(secondsFromGMT: 0)!)
        let ownerDate = coachCalendar.localDate(of: instant)
        let slot = WeeklySlot(coachID: availability.coachID, zoneIdentifier: availability.zoneIdentifier, weekday: ownerDate.weekday,
                              start: coachCalendar.localTime(of: instant))
        let days = world.term.firstMonday.days(until: ownerDate)
        let week = days >= 0 ? days / 7 + 1 : 0
        let change: BookingChange = try run { () throws(BookingError) in
            mode == "week"
                ? try BookingRules.bookWeek(student: world.student, slot: slot, week: week, term: world.term, availability: availability,
                                            ledger: ledger, now: ctx.now, id: .random())
                : try BookingRules.bookWeekly(student: world.student, slot: slot, term: world.term, availability: availability,
                                              ledger: ledger, now: ctx.now, id: .random())
        }
        try run {
            try BookingStore(database: ctx.environment.database).apply(change, coach: availability.coachID, term: world.term.id, now: ctx.now) {
                BookingCopy.moment($0.start, in: world.student.zoneIdentifier)
            }
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

    /// Decides and stores "Swap this week's time": week `week` of series `seriesID` moves to the slot starting `start`.
    static func swap(_ ctx: RequestContext, seriesID: String, week: Int, start: String) throws -> BookingChange {
        let (world, availability, ledger) = try inputs(ctx)
        guard let instant = ISO8601.parse(start) else {
            throw HTTPError(.badRequest, "start must be an ISO 8601 instant like 2026-11-10T15:00:00Z.", field: "start")
        }
        let coachCalendar = ZonedCalendar(identifier: availability.zoneIdentifier) ?? ZonedCalendar(zone: TimeZone(secondsFromGMT: 0)!)
        let slot = WeeklySlot(coachID: availability.coachID, zoneIdentifier: availability.zoneIdentifier,
                              weekday: coachCalendar.localDate(of: instant).weekday, start: coachCalendar.localTime(of: instant))
        guard world.term.weeks.contains(week), slot.occurrence(inWeek: week, of: world.term).start == instant else {
            throw HTTPError(.unprocessableEntity, "That time is not in Week \(week).", field: "start")
        }
        let change: BookingChange = try run { () throws(BookingError) in
            try BookingRules.swapWeek(student: world.student, seriesID: ID(seriesID), week: week, to: slot, term: world.term,
                                      availability: availability, ledger: ledger, now: ctx.now, id: .random())
        }
        try run {
            try BookingStore(database: ctx.environment.database).apply(change, coach: availability.coachID, term: world.term.id, now: ctx.now) {
                BookingCopy.moment($0.start, in: world.student.zoneIdentifier)
            }
        }
        try remindersChanged(ctx)
        return change
    }

    /// The caller's booked meeting named by the path (booking id and term week), or 404.
    static func appointment(_ ctx: RequestContext) throws -> (screen: AppointmentDetailScreen, booked: BookedOneToOne) {
        let (world, availability, ledger) = try inputs(ctx)
        let id = ctx.request.pathParameters["id"] ?? ""
        guard let week = Int(ctx.request.pathParameters["week"] ?? ""),
              let booked = ledger.booked(by: world.student.id, in: world.term).first(where: { $0.bookingID == id && $0.occurrence.week == week })
        else { throw HTTPError(.notFound, "That one-to-one was not found.") }
        let reminderOn = try ReminderStore(database: ctx.environment.database).isOn(booked.reminderItem, for: try ctx.requireAccount().id)
        let free = availability.offers(inWeek: week, of: world.term, ledger: ledger, now: ctx.now).filter { !$0.isTaken && $0.isAhead }.map(\.occurrence)
        return (AppointmentDetailScreen.make(booked, world: world, reminderOn: reminderOn, swapTimes: free), booked)
    }

    static func availabilityScreen(_ ctx: RequestContext) throws -> AvailabilityScreen {
        let (world, _, _) = try inputs(ctx)
        let saved = try BookingStore(database: ctx.environment.database).availabilityCells(student: world.student.id)
        return AvailabilityScreen.make(world, picked: Set(saved.compactMap(AvailabilityScreen.cell)))
    }

    static func bookScreen(_ ctx: RequestContext) throws -> BookAppointmentScreen {
        let (world, availability, ledger) = try inputs(ctx)
        let weekly = ctx.request.query["mode"] != "week"
        var week: Int?
        if let text = ctx.request.query["week"] {
            guard let value = Int(text), world.term.weeks.contains(value) else {
                throw HTTPError(.badRequest, "week must be a week of \(world.term.name).", field: "week")
            }
            week = value
        }
        let selected = try ctx.request.query["start"].map { text -> Date in
            guard let instant = ISO8601.parse(text) else { throw HTTPError(.badRequest, "start must be an ISO 8601 instant.", field: "start") }
            return instant
        }
        return BookAppointmentScreen.make(world, availability: availability, ledger: ledger, weekly: weekly, week: week, selected: selected)
    }

    /// Runs a booking decision, turning its refusal into the HTTP status and sentence it carries.
    static func run<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as BookingError {
            throw HTTPError(HTTPStatus(code: error.httpStatus), error.message)
        }
    }

    /// The student (Year 2 checked by the rules), their coach's availability and the coach's ledger for the term.
    static func inputs(_ ctx: RequestContext) throws -> (StudentWorld, CoachAvailability, OneToOneLedger) {
        let world = try SessionRoutes.world(ctx)
        guard OneToOneAccess.allows(world.student, .viewSlots) else {
            throw HTTPError(.forbidden, BookingError.yearOneStudent.message)
        }
        let store = BookingStore(database: ctx.environment.database)
        let availability = CoachAvailability(coach: world.coach, windows: try store.windows(coach: world.coach.id))
        return (world, availability, try store.ledger(coach: world.coach.id, term: world.term.id))
    }
}
