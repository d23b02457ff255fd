import Accounts
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb

/// The student and coach app shells: each screen as an HTML page and as its JSON screen model.
enum ShellRoutes {
    /// The destinations that exist in this build. A control leading anywhere else is not shown.
    static let destinations = Destinations.current

    static func register(on routes: AppRoutes) {
        // Today changes only on whole minutes, so its world is read at the minute and the page is kept by its inputs.
        routes.add(QuranFlowRoute.today) { ctx in
            let key = try todayKey(ctx)
            if let html = ctx.environment.todayPages.value(for: key, counter: ctx.changeCounter) { return .html(html) }
            let html = StudentPages.today(
                try todayScreen(ctx, try todayWorld(ctx, key)),
                shell: StudentShell.make(current: .today, destinations: destinations))
            ctx.environment.todayPages.store(html, for: key, counter: ctx.changeCounter)
            return .html(html)
        }
        routes.twin(of: QuranFlowRoute.today, model: TodayScreen.self) { ctx in
            let key = try todayKey(ctx)
            if let json = ctx.environment.todayJSON.value(for: key, counter: ctx.changeCounter) { return .json(encoded: json) }
            let response = try Response.json(try todayScreen(ctx, try todayWorld(ctx, key)))
            if case .bytes(let bytes) = response.body {
                ctx.environment.todayJSON.store(String(decoding: bytes, as: UTF8.self), for: key, counter: ctx.changeCounter)
            }
            return response
        }
        routes.screen(
            QuranFlowRoute.profile, model: { ctx in try profile(ctx, destinations: destinations) },
            page: { ctx, screen in
                .html(
                    StudentPages.profile(
                        screen, shell: StudentShell.make(current: .profile, destinations: destinations), csrfToken: ctx.csrfToken))
            })
        QueueRoutes.register(on: routes)  // the queue, kept by coach, order and minute (Routes/QueueRoutes.swift)
        routes.screen(
            QuranFlowRoute.coachStudents, model: { ctx in CoachStudentsScreen.make(try coachWorld(ctx), destinations: destinations) },
            page: { _, screen in .html(CoachPages.students(screen, shell: CoachShell.make(current: .students, destinations: destinations)))
            })
        routes.screen(
            QuranFlowRoute.coachYou,
            model: { ctx in
                let world = try coachWorld(ctx)
                return CoachYouScreen.make(
                    world, hours: try CoachProfileRoutes.hours(ctx, coach: world.coach),
                    hasPhoto: try hasPhoto(ctx, try ctx.requireAccount()), destinations: destinations)
            },
            page: { ctx, screen in
                .html(CoachPages.you(screen, shell: CoachShell.make(current: .you, destinations: destinations), csrfToken: ctx.csrfToken))
            })
    }

    /// Today is a function of the student's world at the minute; the world is a function of the database (whose change
    /// counter is part of every cache check) and that minute. So (account, minute) keys the world, the page and the JSON.
    private static func todayKey(_ ctx: RequestContext) throws -> StudentWorldKey {
        StudentWorldKey(account: try ctx.requireAccount().id, minute: StudentWorldKey.minute(of: ctx.now))
    }

    /// Today, with "While you wait" read from data before the term begins.
    private static func todayScreen(_ ctx: RequestContext, _ world: StudentWorld) throws -> TodayScreen {
        let waiting = world.now < world.arc.interval(ofWeek: 1).start
        return TodayScreen.make(
            world, welcome: waiting ? try WelcomeRoutes.inputs(ctx, world: world) : nil, destinations: destinations)
    }

    private static func todayWorld(_ ctx: RequestContext, _ key: StudentWorldKey) throws -> StudentWorld {
        if let world = ctx.environment.studentWorlds.value(for: key, counter: ctx.changeCounter) { return world }
        let world = try WorldLoader(environment: ctx.environment.store, now: key.minute).studentWorld(for: try ctx.requireAccount())
        ctx.environment.studentWorlds.store(world, for: key, counter: ctx.changeCounter)
        return world
    }

    private static func studentWorld(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment.store, now: ctx.now).studentWorld(for: try ctx.requireAccount())
    }

    /// Profile, with the attendance stat read from the presence logs (``AttendanceShare``).
    private static func profile(_ ctx: RequestContext, destinations: Destinations) throws -> ProfileScreen {
        let world = try studentWorld(ctx)
        let meetings = AttendanceShare.meetings(sessions: world.weeklySessions, bookings: world.bookings, arc: world.arc, now: world.now)
        let since = world.arc.interval(ofWeek: 1).start.addingTimeInterval(-86_400)  // a join just before Week 1's first meeting
        let account = try ctx.requireAccount()
        let presence = try AttendanceStore(database: ctx.environment.database).presence(of: account.id, since: since)
        return ProfileScreen.make(
            world, attendance: AttendanceShare.percent(of: meetings, presence: presence), hasPhoto: try hasPhoto(ctx, account),
            firstWeek: try WelcomeRoutes.firstWeekDay(ctx, world: world).map {
                (day: $0, inputs: try WelcomeRoutes.inputs(ctx, world: world))
            },
            destinations: destinations)
    }

    /// Whether `account` has a profile photo on file.
    static func hasPhoto(_ ctx: RequestContext, _ account: Account) throws -> Bool {
        try AvatarStore(environment: ctx.environment.store).key(of: account.id) != nil
    }

    private static func coachWorld(_ ctx: RequestContext) throws -> CoachWorld {
        try WorldLoader(environment: ctx.environment.store, now: ctx.now).coachWorld(for: try ctx.requireAccount())
    }

    /// Where each role lands after signing in.
    static func home(for account: Account) -> String {
        switch account.role {
        case .student: QuranFlowRoute.today.path()
        case .coach: QuranFlowRoute.coachQueue.path()
        case .admin: QuranFlowRoute.admin.path()
        }
    }
}
