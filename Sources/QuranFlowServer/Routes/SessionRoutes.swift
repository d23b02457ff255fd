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
import ServerSupport

/// The student's Sessions tab (SakSchedule), the session detail deep links (SakSessionDetail / …QRC), and reminders:
/// each as a page and as its JSON screen model.
enum SessionRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        let shell = StudentShell.make(current: .sessions, destinations: destinations)

        // Like Today, Sessions changes only on whole minutes and with the database (reminders, programme): the page is
        // kept by (account, minute, day, format) and checked against the change counter.
        routes.add(QuranFlowRoute.sessions) { ctx, query in
            let key = try pageKey(ctx, day: query.day, json: false)
            if let html = ctx.environment.sessionsPages.value(for: key, counter: ctx.changeCounter) { return .html(html) }
            let html = StudentPages.sessions(try sessionsScreen(ctx, day: query.day, minute: key.minute), shell: shell)
            ctx.environment.sessionsPages.store(html, for: key, counter: ctx.changeCounter)
            return .html(html)
        }
        routes.twin(of: QuranFlowRoute.sessions, model: SessionsScreen.self) { ctx, query in
            let key = try pageKey(ctx, day: query.day, json: true)
            if let json = ctx.environment.sessionsPages.value(for: key, counter: ctx.changeCounter) { return .json(encoded: json) }
            let response = try Response.json(try sessionsScreen(ctx, day: query.day, minute: key.minute))
            if case .bytes(let bytes) = response.body {
                ctx.environment.sessionsPages.store(String(decoding: bytes, as: UTF8.self), for: key, counter: ctx.changeCounter)
            }
            return response
        }
        routes.screen(
            QuranFlowRoute.sessionDetail, model: { ctx, id, date in try detailScreen(ctx, id, date: date) },
            page: { _, screen in .html(StudentPages.sessionDetail(screen, shell: shell)) })
        routes.add(QuranFlowRoute.sessionReminderPage) { ctx, query, id in
            let (world, session) = try sessionOfWorld(ctx, id)
            let isOn = try ReminderStore(database: ctx.environment.database).isOn(.session(session.id), for: try ctx.requireAccount().id)
            let back = safeBack(query.back?.text, world: world)
            return .html(
                StudentPages.reminder(
                    title: session.title, isOn: isOn, action: QuranFlowRoute.sessionReminder.path(session.id),
                    back: back, csrfToken: ctx.csrfToken, shell: shell))
        }
        routes.add(QuranFlowRoute.sessionReminder) { ctx, id in
            let (world, session) = try sessionOfWorld(ctx, id)
            let form = try ctx.request.form(ReminderForm.self)
            let on = try onValue(form.on.text)
            try setReminder(.session(session.id), on: on, ctx: ctx, world: world)
            return .redirect(to: safeBack(form.back.text, world: world))
        }
        routes.add(QuranFlowRoute.apiSessionReminder, body: .json(ReminderToggle.self), response: .json(ReminderState.self)) { ctx, id in
            let (world, session) = try sessionOfWorld(ctx, id)
            let body = try ctx.request.decodeJSON(ReminderToggle.self)
            let next = try setReminder(.session(session.id), on: body.on, ctx: ctx, world: world)
            return try .json(
                ReminderState(
                    item: ReminderItem.session(session.id).rawValue, on: body.on,
                    nextAt: next.map { BookingCopy.utcStamp($0, separators: true) }))
        }
        routes.add(QuranFlowRoute.apiReminderNotifications, response: .json(ReminderList.self)) { ctx in
            try .json(
                ReminderList(
                    notifications: try ReminderStore(database: ctx.environment.database).notifications(of: try ctx.requireAccount().id)))
        }
    }

    struct ReminderToggle: Codable, Sendable { let on: Bool }
    struct ReminderState: Codable, Sendable { let item: String; let on: Bool; let nextAt: String? }
    struct ReminderList: Codable, Sendable { let notifications: [SessionNotification] }

    /// Stores the choice and, when on, schedules the next reminder job. Returns when it fires.
    @discardableResult
    static func setReminder(_ item: ReminderItem, on: Bool, ctx: RequestContext, world: StudentWorld) throws -> Date? {
        let account = try ctx.requireAccount().id
        try ReminderStore(database: ctx.environment.database).set(item, on: on, for: account, now: ctx.now)
        guard on else { return nil }
        return try SessionReminderJobs.schedule(item, for: account, world: world, environment: ctx.environment.store, after: ctx.now)
    }

    static func onValue(_ value: String?) throws -> Bool {
        switch value {
        case "1", "true", "on": return true
        case "0", "false", "off": return false
        default: throw Refusal.onNotABoolean
        }
    }

    /// Only the app's own Sessions pages are places to go back to.
    static func safeBack(_ value: String?, world: StudentWorld) -> String {
        let sessions = QuranFlowRoute.sessions.path()
        guard let path = LocalPath.checked(value), path.hasPrefix(sessions) else { return sessions }
        return path
    }

    static func world(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment.store, now: ctx.now).studentWorld(for: try ctx.requireAccount())
    }

    static func pageKey(_ ctx: RequestContext, day: LocalDate?, json: Bool) throws -> SessionsPageKey {
        SessionsPageKey(account: try ctx.requireAccount().id, minute: StudentWorldKey.minute(of: ctx.now), day: day, json: json)
    }

    /// The screen at `minute` (Sessions reads the world at the minute, like Today), the world shared with Today's cache.
    static func sessionsScreen(_ ctx: RequestContext, day: LocalDate?, minute: Date) throws -> SessionsScreen {
        let worldKey = StudentWorldKey(account: try ctx.requireAccount().id, minute: minute)
        let world: StudentWorld
        if let cached = ctx.environment.studentWorlds.value(for: worldKey, counter: ctx.changeCounter) {
            world = cached
        } else {
            world = try WorldLoader(environment: ctx.environment.store, now: minute).studentWorld(for: try ctx.requireAccount())
            ctx.environment.studentWorlds.store(world, for: worldKey, counter: ctx.changeCounter)
        }
        let reminders = try ReminderStore(database: ctx.environment.database).items(of: try ctx.requireAccount().id)
        var recordings: [String: String] = [:]
        for (record, session, date) in try RecordingRoutes.recordedMeetings(ctx, world: world) {
            recordings[SessionsScreen.recordingKey(session: session, ownerDate: date)] = record.id
        }
        return SessionsScreen.make(
            world, day: day, reminders: reminders, destinations: destinations, bookings: world.bookings, recordings: recordings)
    }

    /// Session `id`, if the student may see it (a Year-1 student has no one-to-ones: 404, no trace).
    static func sessionOfWorld(_ ctx: RequestContext, _ id: ID<LiveSession>) throws -> (StudentWorld, LiveSession) {
        let world = try world(ctx)
        guard let session = world.sessions.first(where: { $0.id == id }),
            session.kind != .oneToOne || OneToOneAccess.allows(world.student, .view)
        else { throw Refusal.noSuchSession }
        return (world, session)
    }

    static func detailScreen(_ ctx: RequestContext, _ id: ID<LiveSession>, date: LocalDate) throws -> SessionDetailScreen {
        let (world, thisWeek) = try sessionOfWorld(ctx, id)
        let session = world.weeklySessions.first { $0.id == id } ?? thisWeek
        let calendar = session.ownerCalendar
        let arc = world.arc
        guard let meeting = session.occurrences(from: calendar.startOfDay(date), to: calendar.startOfDay(date.adding(days: 1))).first,
            arc.week(containing: meeting.start) != nil
        else { throw ScheduleRefusal.doesNotMeet(title: thisWeek.title, on: date) }
        // The meeting as it is that week: its lesson, its Level Class title and what it covers.
        let occurrence = meeting.titled(lessons: world.lessons, term: world.term)
        let env = ctx.environment
        let reminders = try ReminderStore(database: env.database).items(of: try ctx.requireAccount().id)
        let live = LiveClassStore(database: env.database)
        let present = Set(try env.liveClasses.participants(room: live.room(session: session.id, on: meeting.ownerDate)).map(\.id))
        return SessionDetailScreen.make(
            occurrence, world: world, reminderOn: reminders.contains(.session(session.id)), destinations: destinations,
            registered: try live.registered(session: session.id), presentIDs: present)
    }
}

/// The inputs of a Sessions page: who, which minute, which day, HTML or JSON.
struct SessionsPageKey: Hashable, Sendable {
    let account: ID<Account>
    let minute: Date
    let day: LocalDate?
    let json: Bool
}
