import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// The student's Sessions tab (SakSchedule), the session detail deep links (SakSessionDetail / …QRC), and reminders:
/// each as a page and as its JSON screen model.
enum SessionRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        let student = Access.roles([.student])
        let shell = StudentShell.make(current: .sessions, destinations: destinations)

        // Like Today, Sessions changes only on whole minutes and with the database (reminders, programme): the page is
        // kept by (account, minute, day, format) and checked against the change counter.
        routes.add(.GET, "/sessions", access: student) { ctx in
            let key = try pageKey(ctx, json: false)
            if let html = ctx.environment.sessionsPages.value(for: key, counter: ctx.changeCounter) { return .html(html) }
            let html = StudentPages.sessions(try sessionsScreen(ctx, minute: key.minute), shell: shell)
            ctx.environment.sessionsPages.store(html, for: key, counter: ctx.changeCounter)
            return .html(html)
        }
        routes.add(.GET, "/api/screens/sessions", access: student, api: APIDoc(
            "The Sessions tab (SakSchedule) for the signed-in student. Query: day = YYYY-MM-DD (default today, student's zone).",
            response: .object([("screenID", .string())], required: []))) { ctx in
            let key = try pageKey(ctx, json: true)
            if let json = ctx.environment.sessionsPages.value(for: key, counter: ctx.changeCounter) { return .json(encoded: json) }
            let response = try Response.json(try sessionsScreen(ctx, minute: key.minute))
            if case .bytes(let bytes) = response.body {
                ctx.environment.sessionsPages.store(String(decoding: bytes, as: UTF8.self), for: key, counter: ctx.changeCounter)
            }
            return response
        }
        routes.add(.GET, "/sessions/:id/on/:date", access: student) { ctx in
            .html(StudentPages.sessionDetail(try detailScreen(ctx), shell: shell))
        }
        routes.add(.GET, "/api/screens/sessions/:id/on/:date", access: student, api: APIDoc(
            "One meeting's detail (SakSessionDetail or SakSessionDetailQRC): the session and its date on the owner's calendar.",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try detailScreen(ctx))
        }
        routes.add(.GET, "/sessions/:id/reminder", access: student) { ctx in
            let (world, session) = try sessionOfWorld(ctx)
            let isOn = try ReminderStore(database: ctx.environment.database).isOn(.session(session.id), for: try ctx.requireAccount().id)
            let back = safeBack(ctx.request.query["back"], world: world)
            return .html(StudentPages.reminder(title: session.title, isOn: isOn, action: "/sessions/\(session.id.rawValue)/reminder",
                                               back: back, csrfToken: ctx.csrfToken, shell: shell))
        }
        routes.add(.POST, "/sessions/:id/reminder", access: student) { ctx in
            let (world, session) = try sessionOfWorld(ctx)
            let form = try ctx.request.formData()
            let on = try onValue(form["on"])
            try setReminder(.session(session.id), on: on, ctx: ctx, world: world)
            return .redirect(to: safeBack(form["back"], world: world))
        }
        routes.add(.POST, "/api/sessions/:id/reminder", access: student, api: APIDoc(
            "Turns the reminder of one weekly session on or off: {\"on\": true}. Reminders arrive 15 minutes before each meeting.",
            request: .object([("on", .boolean)], required: ["on"]),
            response: .object([("item", .string()), ("on", .boolean), ("nextAt", .string())], required: ["item", "on"]))) { ctx in
            let (world, session) = try sessionOfWorld(ctx)
            let body = try ctx.request.decodeJSON(ReminderToggle.self)
            let next = try setReminder(.session(session.id), on: body.on, ctx: ctx, world: world)
            return try .json(ReminderState(item: ReminderItem.session(session.id).rawValue, on: body.on,
                                           nextAt: next.map { BookingCopy.utcStamp($0, separators: true) }))
        }
        routes.add(.GET, "/api/notifications/reminders", access: student, api: APIDoc(
            "The signed-in student's session reminders that have fired (in-app notifications), newest first; each links to the session detail.",
            response: .object([("notifications", .array(.object([("title", .string()), ("link", .string())], required: [])))], required: []))) { ctx in
            try .json(ReminderList(notifications: try ReminderStore(database: ctx.environment.database).notifications(of: try ctx.requireAccount().id)))
        }
    }

    struct ReminderToggle: Decodable { let on: Bool }
    struct ReminderState: Encodable { let item: String; let on: Bool; let nextAt: String? }
    struct ReminderList: Encodable { let notifications: [SessionNotification] }

    /// Stores the choice and, when on, schedules the next reminder job. Returns when it fires.
    @discardableResult
    static func setReminder(_ item: ReminderItem, on: Bool, ctx: RequestContext, world: StudentWorld) throws -> Date? {
        let account = try ctx.requireAccount().id
        try ReminderStore(database: ctx.environment.database).set(item, on: on, for: account, now: ctx.now)
        guard on else { return nil }
        return try SessionReminderJobs.schedule(item, for: account, world: world, environment: ctx.environment, after: ctx.now)
    }

    static func onValue(_ value: String?) throws -> Bool {
        switch value {
        case "1", "true", "on": return true
        case "0", "false", "off": return false
        default: throw HTTPError(.badRequest, "on must be 1 or 0.", field: "on")
        }
    }

    /// Only the app's own Sessions pages are places to go back to.
    static func safeBack(_ value: String?, world: StudentWorld) -> String {
        guard let value, value.hasPrefix("/sessions"), !value.hasPrefix("//"), !value.contains("\\"),
              value.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return "/sessions" }
        return value
    }

    static func world(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: try ctx.requireAccount())
    }

    static func day(_ ctx: RequestContext) throws -> LocalDate? {
        guard let text = ctx.request.query["day"] else { return nil }
        guard let parsed = LocalDate(iso: text) else { throw HTTPError(.badRequest, "day must be a date like 2026-10-27.", field: "day") }
        return parsed
    }

    static func pageKey(_ ctx: RequestContext, json: Bool) throws -> SessionsPageKey {
        SessionsPageKey(account: try ctx.requireAccount().id, minute: StudentWorldKey.minute(of: ctx.now), day: try day(ctx), json: json)
    }

    /// The screen at `minute` (Sessions reads the world at the minute, like Today), the world shared with Today's cache.
    static func sessionsScreen(_ ctx: RequestContext, minute: Date) throws -> SessionsScreen {
        let day = try day(ctx)
        let worldKey = StudentWorldKey(account: try ctx.requireAccount().id, minute: minute)
        let world: StudentWorld
        if let cached = ctx.environment.studentWorlds.value(for: worldKey, counter: ctx.changeCounter) {
            world = cached
        } else {
            world = try WorldLoader(environment: ctx.environment, now: minute).studentWorld(for: try ctx.requireAccount())
            ctx.environment.studentWorlds.store(world, for: worldKey, counter: ctx.changeCounter)
        }
        let reminders = try ReminderStore(database: ctx.environment.database).items(of: try ctx.requireAccount().id)
        return SessionsScreen.make(world, day: day, reminders: reminders, destinations: destinations, bookings: world.bookings)
    }

    /// The session named in the path, if the student may see it (a Year-1 student has no one-to-ones: 404, no trace).
    static func sessionOfWorld(_ ctx: RequestContext) throws -> (StudentWorld, LiveSession) {
        let world = try world(ctx)
        let id = ctx.request.pathParameters["id"] ?? ""
        guard let session = world.sessions.first(where: { $0.id.rawValue == id }),
              session.kind != .oneToOne || OneToOneAccess.allows(world.student, .view)
        else { throw HTTPError(.notFound, "That session was not found.") }
        return (world, session)
    }

    static func detailScreen(_ ctx: RequestContext) throws -> SessionDetailScreen {
        let (world, session) = try sessionOfWorld(ctx)
        guard let date = LocalDate(iso: ctx.request.pathParameters["date"] ?? "") else {
            throw HTTPError(.badRequest, "The date must be like 2026-10-27.", field: "date")
        }
        let calendar = session.ownerCalendar
        let arc = world.arc
        guard let occurrence = session.occurrences(from: calendar.startOfDay(date), to: calendar.startOfDay(date.adding(days: 1))).first,
              arc.week(containing: occurrence.start) != nil
        else { throw HTTPError(.notFound, "\(session.title) does not meet on \(date).") }
        let reminders = try ReminderStore(database: ctx.environment.database).items(of: try ctx.requireAccount().id)
        return SessionDetailScreen.make(occurrence, world: world, reminderOn: reminders.contains(.session(session.id)), destinations: destinations)
    }
}

/// The inputs of a Sessions page: who, which minute, which day, HTML or JSON.
struct SessionsPageKey: Hashable, Sendable {
    let account: ID<Account>
    let minute: Date
    let day: LocalDate?
    let json: Bool
}
