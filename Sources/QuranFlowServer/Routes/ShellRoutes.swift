import Accounts
import Foundation
import HTTPServer
import QuranFlowCore
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
                TodayScreen.make(try todayWorld(ctx, key), destinations: destinations),
                shell: StudentShell.make(current: .today, destinations: destinations))
            ctx.environment.todayPages.store(html, for: key, counter: ctx.changeCounter)
            return .html(html)
        }
        routes.twin(of: QuranFlowRoute.today, model: TodayScreen.self) { ctx in
            let key = try todayKey(ctx)
            if let json = ctx.environment.todayJSON.value(for: key, counter: ctx.changeCounter) { return .json(encoded: json) }
            let response = try Response.json(TodayScreen.make(try todayWorld(ctx, key), destinations: destinations))
            if case .bytes(let bytes) = response.body {
                ctx.environment.todayJSON.store(String(decoding: bytes, as: UTF8.self), for: key, counter: ctx.changeCounter)
            }
            return response
        }
        routes.screen(
            QuranFlowRoute.profile, model: { ctx in ProfileScreen.make(try studentWorld(ctx), destinations: destinations) },
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
                return CoachYouScreen.make(world, hours: try CoachProfileRoutes.hours(ctx, coach: world.coach), destinations: destinations)
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

    private static func todayWorld(_ ctx: RequestContext, _ key: StudentWorldKey) throws -> StudentWorld {
        if let world = ctx.environment.studentWorlds.value(for: key, counter: ctx.changeCounter) { return world }
        let world = try WorldLoader(environment: ctx.environment.store, now: key.minute).studentWorld(for: try ctx.requireAccount())
        ctx.environment.studentWorlds.store(world, for: key, counter: ctx.changeCounter)
        return world
    }

    private static func studentWorld(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment.store, now: ctx.now).studentWorld(for: try ctx.requireAccount())
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
