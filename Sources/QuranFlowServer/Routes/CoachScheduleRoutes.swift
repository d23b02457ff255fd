import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// The coach's own schedule (SakCoachSchedule) at `/coach/schedule` (`?day=YYYY-MM-DD`, default today on the coach's
/// clock), as a page and as JSON.
enum CoachScheduleRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.coachSchedule, model: { ctx, query in try screen(ctx, day: query.day) },
            page: { _, screen in .html(CoachPages.schedule(screen, shell: CoachShell.make(current: .schedule, destinations: destinations)))
            })
    }

    static func screen(_ ctx: RequestContext, day requested: LocalDate?) throws -> CoachScheduleScreen {
        let env = ctx.environment
        let programme = ProgrammeStore(database: env.database)
        let account = try ctx.requireAccount()
        guard let me = try programme.coach(id: ID(account.id.rawValue)) else {
            throw HTTPError(.conflict, "Your coach profile is still being set up by your programme admin.")
        }
        let calendar = ZonedCalendar.resolving(me.zoneIdentifier)
        let day = requested ?? calendar.localDate(of: ctx.now)
        let snapshot = try env.programmeCache.snapshot(programme)
        var sources: [CoachDay.Source] = []
        let cohorts = Dictionary(grouping: try programme.cohorts(), by: \.termID)
        for (termID, term) in snapshot.terms {
            let lessons = snapshot.lessons[termID] ?? []
            let audience = CoachDay.Source.audience(cohorts: cohorts[termID] ?? [], level: term.level)
            for session in snapshot.groupSessions[termID] ?? [] {
                sources.append(
                    .init(
                        session: session, term: term, studentID: nil, substitutes: try programme.substitutions(ofSession: session.id),
                        lessons: lessons, audience: audience))
            }
            for (student, sessions) in snapshot.oneToOnes[termID] ?? [:] {
                for session in sessions {
                    sources.append(
                        .init(
                            session: session, term: term, studentID: student,
                            substitutes: try programme.substitutions(ofSession: session.id), lessons: lessons))
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
        return CoachScheduleScreen.make(
            coachDay, coach: me, studentNames: names, registered: registered,
            loggedMinutesThisWeek: logged, now: ctx.now, destinations: destinations)
    }
}
