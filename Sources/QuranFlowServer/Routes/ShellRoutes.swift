import Accounts
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// The student and coach app shells: each screen as an HTML page and as its JSON screen model.
enum ShellRoutes {
    /// The destinations that exist in this build. A control leading anywhere else is not shown.
    static let destinations = Destinations.current

    static func register(on routes: RouteTable) {
        let student = Access.roles([.student])
        let coach = Access.roles([.coach])

        // Today changes only on whole minutes, so its world is read at the minute and the page is kept by its inputs.
        routes.add(.GET, "/today", access: student) { ctx in
            let key = try todayKey(ctx)
            if let html = ctx.environment.todayPages.value(for: key, counter: ctx.changeCounter) { return .html(html) }
            let html = StudentPages.today(TodayScreen.make(try todayWorld(ctx, key), destinations: destinations),
                                          shell: StudentShell.make(current: .today, destinations: destinations))
            ctx.environment.todayPages.store(html, for: key, counter: ctx.changeCounter)
            return .html(html)
        }
        routes.add(.GET, "/api/screens/today", access: student, api: APIDoc(
            "The Today screen (SakToday and its states) for the signed-in student.", response: .object([("screenID", .string())], required: []))) { ctx in
            let key = try todayKey(ctx)
            if let json = ctx.environment.todayJSON.value(for: key, counter: ctx.changeCounter) { return .json(encoded: json) }
            let response = try Response.json(TodayScreen.make(try todayWorld(ctx, key), destinations: destinations))
            if case .bytes(let bytes) = response.body {
                ctx.environment.todayJSON.store(String(decoding: bytes, as: UTF8.self), for: key, counter: ctx.changeCounter)
            }
            return response
        }
        addScreen(on: routes, page: "/profile", api: "/api/screens/profile", access: student,
                  summary: "The Profile screen for the signed-in student.",
                  model: { ProfileScreen.make(try studentWorld($0), destinations: destinations) },
                  html: { screen, ctx in
                      StudentPages.profile(screen, shell: StudentShell.make(current: .profile, destinations: destinations), csrfToken: ctx.csrfToken)
                  })
        QueueRoutes.register(on: routes)   // the queue, kept by coach, order and minute (Routes/QueueRoutes.swift)
        addScreen(on: routes, page: "/coach/students", api: "/api/screens/coach/students", access: coach,
                  summary: "The signed-in coach's students.",
                  model: { CoachStudentsScreen.make(try coachWorld($0), destinations: destinations) },
                  html: { screen, _ in CoachPages.students(screen, shell: CoachShell.make(current: .students, destinations: destinations)) })
        addScreen(on: routes, page: "/coach/you", api: "/api/screens/coach/you", access: coach,
                  summary: "The coach's own page (You).",
                  model: { CoachYouScreen.make(try coachWorld($0), destinations: destinations) },
                  html: { screen, ctx in
                      CoachPages.you(screen, shell: CoachShell.make(current: .you, destinations: destinations), csrfToken: ctx.csrfToken)
                  })
    }

    /// Today is a function of the student's world at the minute; the world is a function of the database (whose change
    /// counter is part of every cache check) and that minute. So (account, minute) keys the world, the page and the JSON.
    private static func todayKey(_ ctx: RequestContext) throws -> StudentWorldKey {
        StudentWorldKey(account: try ctx.requireAccount().id, minute: StudentWorldKey.minute(of: ctx.now))
    }

    private static func todayWorld(_ ctx: RequestContext, _ key: StudentWorldKey) throws -> StudentWorld {
        if let world = ctx.environment.studentWorlds.value(for: key, counter: ctx.changeCounter) { return world }
        let world = try WorldLoader(environment: ctx.environment, now: key.minute).studentWorld(for: try ctx.requireAccount())
        ctx.environment.studentWorlds.store(world, for: key, counter: ctx.changeCounter)
        return world
    }

    private static func studentWorld(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: try ctx.requireAccount())
    }

    private static func coachWorld(_ ctx: RequestContext) throws -> CoachWorld {
        try WorldLoader(environment: ctx.environment, now: ctx.now).coachWorld(for: try ctx.requireAccount())
    }

    /// One screen, served twice from the same model: as a page for people and as JSON for the API.
    private static func addScreen<Model: Encodable & Sendable>(
        on routes: RouteTable, page: String, api: String, access: Access, summary: String,
        model: @escaping @Sendable (RequestContext) throws -> Model,
        html: @escaping @Sendable (Model, RequestContext) -> String
    ) {
        routes.add(.GET, page, access: access) { ctx in .html(html(try model(ctx), ctx)) }
        routes.add(.GET, api, access: access, api: APIDoc(summary, response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try model(ctx))
        }
    }

    /// `?sort=oldest|level|fewest`; anything else is a 400 that names the parameter.
    static func sortOrder(_ ctx: RequestContext) throws -> QueueSortOrder {
        guard let value = ctx.request.query["sort"] else { return .oldestFirst }
        guard let order = QueueSortOrder(queryValue: value) else {
            throw HTTPError(.badRequest, "sort must be oldest, level or fewest.", field: "sort")
        }
        return order
    }

    /// Where each role lands after signing in.
    static func home(for account: Account) -> String {
        switch account.role {
        case .student: "/today"
        case .coach: "/coach"
        case .admin: "/admin"
        }
    }
}
