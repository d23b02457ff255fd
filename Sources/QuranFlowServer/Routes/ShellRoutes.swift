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
        let screen = JSONSchema.object([], required: [])

        routes.add(.GET, "/today", access: student) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: try ctx.requireAccount())
            return .html(StudentPages.today(TodayScreen.make(world, destinations: destinations),
                                            shell: StudentShell.make(current: .today, destinations: destinations)))
        }
        routes.add(.GET, "/api/screens/today", access: student, api: APIDoc("The Today screen (SakToday and its states) for the signed-in student.",
                                                                             response: screen)) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: try ctx.requireAccount())
            return try .json(TodayScreen.make(world, destinations: destinations))
        }
        routes.add(.GET, "/profile", access: student) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: try ctx.requireAccount())
            return .html(StudentPages.profile(ProfileScreen.make(world, destinations: destinations),
                                              shell: StudentShell.make(current: .profile, destinations: destinations), csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/profile", access: student, api: APIDoc("The Profile screen for the signed-in student.", response: screen)) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: try ctx.requireAccount())
            return try .json(ProfileScreen.make(world, destinations: destinations))
        }

        routes.add(.GET, "/coach", access: coach) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).coachWorld(for: try ctx.requireAccount())
            return .html(CoachPages.queue(CoachQueueScreen.make(world, sort: try sortOrder(ctx), destinations: destinations),
                                          shell: CoachShell.make(current: .queue, destinations: destinations)))
        }
        routes.add(.GET, "/api/screens/coach/queue", access: coach, api: APIDoc(
            "The review queue (SakCoachQueue) of the signed-in coach. Query: sort = oldest | level | fewest.", response: screen)) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).coachWorld(for: try ctx.requireAccount())
            return try .json(CoachQueueScreen.make(world, sort: try sortOrder(ctx), destinations: destinations))
        }
        routes.add(.GET, "/coach/students", access: coach) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).coachWorld(for: try ctx.requireAccount())
            return .html(CoachPages.students(CoachStudentsScreen.make(world, destinations: destinations),
                                             shell: CoachShell.make(current: .students, destinations: destinations)))
        }
        routes.add(.GET, "/api/screens/coach/students", access: coach, api: APIDoc("The signed-in coach's students.", response: screen)) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).coachWorld(for: try ctx.requireAccount())
            return try .json(CoachStudentsScreen.make(world, destinations: destinations))
        }
        routes.add(.GET, "/coach/you", access: coach) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).coachWorld(for: try ctx.requireAccount())
            return .html(CoachPages.you(CoachYouScreen.make(world, destinations: destinations),
                                        shell: CoachShell.make(current: .you, destinations: destinations), csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/coach/you", access: coach, api: APIDoc("The coach's own page (You).", response: screen)) { ctx in
            let world = try WorldLoader(environment: ctx.environment, now: ctx.now).coachWorld(for: try ctx.requireAccount())
            return try .json(CoachYouScreen.make(world, destinations: destinations))
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
