import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// The coach's own schedule (SakCoachSchedule) at `/coach/schedule` (`?day=YYYY-MM-DD`, default today on the coach's
/// clock), as a page and as JSON.
enum CoachScheduleRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        let coach = Access.roles([.coach])
        routes.add(.GET, "/coach/schedule", access: coach) { ctx in
            .html(CoachPages.schedule(try screen(ctx), shell: CoachShell.make(current: .schedule, destinations: destinations)))
        }
        routes.add(.GET, "/api/screens/coach/schedule", access: coach, api: APIDoc(
            "The signed-in coach's day (SakCoachSchedule) in the coach's zone. Query: day = YYYY-MM-DD (default today).",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try screen(ctx))
        }
    }

    static func screen(_ ctx: RequestContext) throws -> CoachScheduleScreen {
        let env = ctx.environment
        let programme = ProgrammeStore(database: env.database)
        let account = try ctx.requireAccount()
        guard let me = try programme.coach(id: ID(account.id.rawValue)) else {
            throw HTTPError(.conflict, "Your coach profile is still being set up by your programme admin.")
        }
        let calendar = ZonedCalendar.resolving(me.zoneIdentifier)
        var day = calendar.localDate(of: ctx.now)
        if let text = ctx.request.query["day"] {
            guard let parsed = LocalDate(iso: text) else { throw HTTPError(.badRequest, "day must be a date like 2026-10-27.", field: "day") }
            day = parsed
        }
        let snapshot = try env.programmeCache.snapshot(programme)
        var sources: [CoachDay.Source] = []
        for (termID, term) in snapshot.terms {
            for session in snapshot.groupSessions[termID] ?? [] {
                sources.append(.init(session: session, term: term, studentID: nil, substitutes: try programme.substitutions(ofSession: session.id)))
            }
            for (student, sessions) in snapshot.oneToOnes[termID] ?? [:] {
                for session in sessions {
                    sources.append(.init(session: session, term: term, studentID: student, substitutes: try programme.substitutions(ofSession: session.id)))
                }
            }
        }
        // Booked one-to-ones (Year-2 booking) the coach takes: their own, and any they cover for a colleague.
        let bookings = BookingStore(database: env.database)
        var booked: [BookedOneToOne] = []
        for term in snapshot.terms.values {
            booked += try bookings.ledger(term: term.id).booked(in: term)
        }
        let coachDay = CoachDay(sources: sources, booked: booked, coach: me, date: day)
        var names: [ID<Student>: String] = [:]
        for id in Set(coachDay.entries.compactMap(\.studentID)) {
            names[id] = try programme.student(id: id, at: ctx.now)?.student.shortName
        }
        let live = LiveClassStore(database: env.database)
        var registered: [ID<LiveSession>: Int] = [:]
        for entry in coachDay.entries where entry.studentID == nil {
            registered[entry.occurrence.session.id] = try live.registeredCount(session: entry.occurrence.session.id)
        }
        let week = calendar.weekInterval(containing: ctx.now)
        let logged = try live.loggedMinutes(by: account.id, from: week.start, to: week.end)
        return CoachScheduleScreen.make(coachDay, coach: me, studentNames: names, registered: registered,
                                        loggedMinutesThisWeek: logged, now: ctx.now, destinations: destinations)
    }
}
