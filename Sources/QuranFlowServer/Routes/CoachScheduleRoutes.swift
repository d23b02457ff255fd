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
/// clock), as a page and as JSON; and each row's detail at `/coach/sessions/<id>/on/<day>` (its coach and admins).
enum CoachScheduleRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.coachSchedule, model: { ctx, query in try screen(ctx, day: query.day) },
            page: { _, screen in .html(CoachPages.schedule(screen, shell: CoachShell.make(current: .schedule, destinations: destinations)))
            })
        routes.screen(
            QuranFlowRoute.coachSessionDetail, model: { ctx, _, id, date in try detail(ctx, session: id, on: date) },
            page: { _, screen in
                .html(CoachPages.sessionDetail(screen, shell: CoachShell.make(current: .schedule, destinations: destinations)))
            })
    }

    /// One meeting of a coach's day: for its coach, their own day's meeting of `session` on `date` (their calendar);
    /// for an admin, the teacher's. Anyone else — another coach, a session not met that day — is a 404.
    static func detail(_ ctx: RequestContext, session: ID<LiveSession>, on date: LocalDate) throws -> CoachSessionDetailScreen {
        let env = ctx.environment
        let programme = ProgrammeStore(database: env.database)
        let account = try ctx.requireAccount()
        let notFound = ScheduleRefusal.notOnSchedule
        let teacher: Coach
        let isTeacher = account.role == .coach
        if isTeacher {
            guard let me = try programme.coach(id: ID(account.id.rawValue)) else { throw notFound }
            teacher = me
        } else {
            guard let id = try teacherID(ctx, session: session), let found = try programme.coach(id: id) else { throw notFound }
            teacher = found
        }
        let (day, names) = try coachDay(ctx, coach: teacher, date: date)
        guard let entry = day.entries.first(where: { $0.occurrence.session.id == session }) else { throw notFound }
        let registered = entry.studentID == nil ? try LiveClassStore(database: env.database).registeredCount(session: session) : nil
        // The same rule the message routes apply: the coach may write to their students, those booked with them, and
        // anyone they already have a thread with.
        var canMessage = false
        if isTeacher, let student = entry.studentID {
            canMessage = try MessageStore(database: env.database).students(ofCoach: teacher.id.rawValue).contains(student.rawValue)
        }
        return CoachSessionDetailScreen.make(
            entry, day: date, coach: teacher, studentName: entry.studentID.flatMap { names[$0] }, registered: registered,
            viewerIsTeacher: isTeacher, canMessage: canMessage, now: ctx.now, destinations: destinations)
    }

    /// Who teaches `session`: a weekly session's teacher, or a booking's coach (for an admin's look at its detail).
    static func teacherID(_ ctx: RequestContext, session: ID<LiveSession>) throws -> ID<Coach>? {
        let env = ctx.environment
        let snapshot = try env.programmeCache.snapshot(ProgrammeStore(database: env.database))
        let weekly = snapshot.groupSessions.values.flatMap { $0 } + snapshot.oneToOnes.values.flatMap { $0.values.flatMap { $0 } }
        if let found = weekly.first(where: { $0.id == session }) { return found.teacherID }
        let bookings = BookingStore(database: env.database)
        guard let termID = try bookings.term(ofBooking: session.rawValue), let term = snapshot.terms[termID] else { return nil }
        return try bookings.ledger(term: termID).booked(in: term).first { $0.bookingID == session.rawValue }?.teacherID
    }

    static func screen(_ ctx: RequestContext, day requested: LocalDate?) throws -> CoachScheduleScreen {
        let env = ctx.environment
        let programme = ProgrammeStore(database: env.database)
        let account = try ctx.requireAccount()
        guard let me = try programme.coach(id: ID(account.id.rawValue)) else {
            throw Refusal.coachProfilePendingWithAdmin
        }
        let calendar = ZonedCalendar.resolving(me.zoneIdentifier)
        let (day, names) = try coachDay(ctx, coach: me, date: requested ?? calendar.localDate(of: ctx.now))
        let live = LiveClassStore(database: env.database)
        var registered: [ID<LiveSession>: Int] = [:]
        for entry in day.entries where entry.studentID == nil {
            registered[entry.occurrence.session.id] = try live.registeredCount(session: entry.occurrence.session.id)
        }
        let week = calendar.weekInterval(containing: ctx.now)
        let logged = try live.loggedMinutes(by: account.id, from: week.start, to: week.end)
        return CoachScheduleScreen.make(
            day, coach: me, studentNames: names, registered: registered,
            loggedMinutesThisWeek: logged, now: ctx.now, destinations: destinations)
    }

    /// `coach`'s day `date` (their calendar): the weekly sessions they teach (or cover) and the booked one-to-ones they
    /// take, with the short names of the students in it.
    static func coachDay(_ ctx: RequestContext, coach me: Coach, date day: LocalDate) throws -> (CoachDay, [ID<Student>: String]) {
        let env = ctx.environment
        let programme = ProgrammeStore(database: env.database)
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
        return (coachDay, names)
    }
}
