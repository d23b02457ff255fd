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

/// Week at a glance (SakWeekAtGlance), per-item reminders from its bells, "Add the week to my calendar" (.ics), and
/// the private subscription feed at a secret URL the person can reset.
enum CalendarRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        let shell = StudentShell.make(current: .sessions, destinations: destinations)

        routes.screen(
            QuranFlowRoute.weekAtGlance, model: { ctx, query in try screen(ctx, week: query.week) },
            page: { ctx, screen in .html(StudentPages.weekAtGlance(screen, csrfToken: ctx.csrfToken, shell: shell)) })
        routes.add(QuranFlowRoute.reminders, form: ReminderForm.self) { ctx, form in
            guard let item = form.item.text.flatMap(ReminderItem.init(rawValue:)) else {
                throw FieldRefusal(form.item, "item must be a session or the deadline.", malformed: true)
            }
            let on = try SessionRoutes.onValue(form.on.text)
            let world = try SessionRoutes.world(ctx)
            // A session of the student's, or one of their booked one-to-ones (its bell turns the booking's reminder).
            if case .session(let id) = item,
                !world.sessions.contains(where: { $0.id == id && ($0.kind != .oneToOne || OneToOneAccess.allows(world.student, .view)) }),
                !world.bookings.contains(where: { $0.reminderItem == item })
            {
                throw Refusal.noSuchSession
            }
            try SessionRoutes.setReminder(item, on: on, ctx: ctx, world: world)
            return .redirect(to: SessionRoutes.safeBack(form.back.text, world: world))
        }
        routes.add(QuranFlowRoute.termStartCalendar) { ctx in
            let world = try SessionRoutes.world(ctx)
            let event = StudentCalendar.termStart(arc: world.arc)
            return ics(
                ICalendarWriter(name: "QuranFlow · \(world.term.name)", now: ctx.now).document([event]),
                filename: "quranflow-term-start.ics")
        }
        routes.add(QuranFlowRoute.weekCalendar) { ctx, week in
            let world = try SessionRoutes.world(ctx)
            guard world.term.weeks.contains(week) else {
                throw ScheduleRefusal.weekOutsideTerm(week: week, termName: world.term.name)
            }
            let reminders = try ReminderStore(database: ctx.environment.database).items(of: try ctx.requireAccount().id)
            let events = StudentCalendar.week(
                week, sessions: world.weeklySessions, lessons: world.lessons, bookings: world.bookings, arc: world.arc,
                student: world.student, reminders: reminders)
            return ics(
                ICalendarWriter(name: "QuranFlow · Week \(week)", now: ctx.now).document(events), filename: "quranflow-week-\(week).ics")
        }
        routes.add(QuranFlowRoute.calendarFeed) { ctx, secret in
            let env = ctx.environment
            guard let accountID = try CalendarFeedStore(database: env.database).account(forToken: secret),
                let account = try env.accounts.account(id: accountID), account.role == .student
            else { throw ScheduleRefusal.noSuchFeed }
            // The feed is a function of the database and the minute (DTSTAMP, the term in force): kept by both.
            let key = StudentWorldKey(account: accountID, minute: StudentWorldKey.minute(of: ctx.now))
            let counter = try env.database.changeCounter()
            let text: String
            if let cached = env.calendarFeeds.value(for: key, counter: counter) {
                text = cached
            } else {
                let world = try WorldLoader(environment: env.store, now: key.minute).studentWorld(for: account)
                let reminders = try ReminderStore(database: env.database).items(of: accountID)
                let events = StudentCalendar.term(
                    sessions: world.weeklySessions, lessons: world.lessons, oneToOnes: world.oneToOnes, arc: world.arc,
                    student: world.student, reminders: reminders)
                text = ICalendarWriter(name: "QuranFlow · \(world.term.name)", now: key.minute).document(events)
                env.calendarFeeds.store(text, for: key, counter: counter)
            }
            var response = ics(text, filename: nil)
            response.headers.set(name: "Cache-Control", value: "private, max-age=300")
            return response
        }
        routes.add(QuranFlowRoute.resetCalendarFeed) { ctx in
            try CalendarFeedStore(database: ctx.environment.database).reset(for: try ctx.requireAccount().id, now: ctx.now)
            let glance = QuranFlowRoute.weekAtGlance.path()
            let back = try ctx.request.form(CalendarFeedResetForm.self).back.text
            return .redirect(to: back.map { $0.hasPrefix(glance) && !$0.contains("//") ? $0 : glance } ?? glance)
        }
        routes.add(QuranFlowRoute.apiCalendarFeed, response: .json(FeedAddress.self)) { ctx in
            try .json(FeedAddress(url: try feedURL(ctx)))
        }
        routes.add(QuranFlowRoute.apiResetCalendarFeed, response: .json(FeedAddress.self)) { ctx in
            let token = try CalendarFeedStore(database: ctx.environment.database).reset(for: try ctx.requireAccount().id, now: ctx.now)
            return try .json(FeedAddress(url: feedURL(token: token, ctx)))
        }
    }

    /// The private feed's address.
    struct FeedAddress: Codable, Sendable {
        let url: String
    }

    static func ics(_ text: String, filename: String?) -> Response {
        var response = Response.text(text)
        response.headers.set(name: "Content-Type", value: "text/calendar; charset=utf-8")
        if let filename { response.headers.set(name: "Content-Disposition", value: "attachment; filename=\"\(filename)\"") }
        return response
    }

    static func feedURL(_ ctx: RequestContext) throws -> String {
        feedURL(token: try CalendarFeedStore(database: ctx.environment.database).token(for: try ctx.requireAccount().id, now: ctx.now), ctx)
    }

    /// The feed's absolute address for `token` (calendar apps need the host).
    static func feedURL(token: String, _ ctx: RequestContext) -> String {
        ctx.environment.publicBaseURL + QuranFlowRoute.calendarFeed.path(token)
    }

    static func screen(_ ctx: RequestContext, week: Int?) throws -> WeekAtGlanceScreen {
        if let week, !(1...52).contains(week) { throw Refusal.weekNotATermWeek }
        let world = try SessionRoutes.world(ctx)
        if let week, !world.term.weeks.contains(week) {
            throw ScheduleRefusal.requestedWeekOutsideTerm(week: week, termName: world.term.name)
        }
        let reminders = try ReminderStore(database: ctx.environment.database).items(of: try ctx.requireAccount().id)
        return WeekAtGlanceScreen.make(world, week: week, reminders: reminders, feedURL: try feedURL(ctx), destinations: destinations)
    }
}
