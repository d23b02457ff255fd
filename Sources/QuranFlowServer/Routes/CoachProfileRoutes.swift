import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb

/// Coach detail (SakCoach) for the student's own coach, and the coach's own profile on You: its form and the save
/// (422 naming the field), plus the hours logged that You shows.
enum CoachProfileRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.coachDetail, model: { ctx, coach in try detail(ctx, coach) },
            page: { ctx, screen in
                .html(
                    StudentPages.coachDetail(
                        screen, shell: StudentShell.make(current: .profile, destinations: destinations), csrfToken: ctx.csrfToken))
            })
        routes.screen(
            QuranFlowRoute.coachProfileForm, model: { ctx in try form(ctx) },
            page: { ctx, screen in .html(CoachPages.profileForm(screen, shell: shell, csrfToken: ctx.csrfToken)) })
        routes.add(QuranFlowRoute.saveCoachProfile, form: CoachProfileForm.self) { ctx, fields in
            let typed = CoachProfileFormScreen.Values(
                honorific: fields.honorific.or(""), name: fields.name.or(""), city: fields.city.or(""),
                ijazah: fields.ijazah.or(""), levels: fields.levels.texts.compactMap { Int($0) },
                meetingLink: fields.meetingLink.or(""))
            do {
                try save(ctx, fields: fields)
            } catch let error as CoachProfileError {
                let (coach, account) = try me(ctx)
                let screen = CoachProfileFormScreen.make(
                    coach, levels: try ProgrammeStore(database: ctx.environment.database).levels(), cityName: account.cityName,
                    typed: typed,
                    errorField: error.field, error: error.message, destinations: destinations)
                return .html(CoachPages.profileForm(screen, shell: shell, csrfToken: ctx.csrfToken), status: .unprocessableEntity)
            }
            return .redirect(to: QuranFlowRoute.coachYou.path())
        }
    }

    static var shell: CoachShell { CoachShell.make(current: .you, destinations: destinations) }

    /// The signed-in coach and their account (409 while the programme has not made them a coach yet).
    static func me(_ ctx: RequestContext) throws -> (Coach, Account) {
        let account = try ctx.requireAccount()
        guard let coach = try ProgrammeStore(database: ctx.environment.database).coach(id: ID(account.id.rawValue)) else {
            throw Refusal.coachProfilePendingWithAdmin
        }
        return (coach, account)
    }

    /// Coach detail of `id`, which must be the signed-in student's own coach (any other is a 404).
    static func detail(_ ctx: RequestContext, _ id: ID<Coach>) throws -> CoachDetailScreen {
        let world = try SessionRoutes.world(ctx)
        guard world.coach.id == id else { throw NotFound("coach") }
        let env = ctx.environment
        let reviews = try ReviewStore(database: env.database).sentReviews(ofStudent: world.student.id).filter { $0.coachID == id }
        let notes = CoachWelcomeNotes(database: env.database)
        let welcome = try notes.note(of: id).map { note in
            (
                audio: Optional(AudioCard(src: QuranFlowRoute.media.path(ID(note.id)), seconds: note.duration, peaks: note.peaks ?? [])),
                mediaID: Optional(note.id),
                played: try notes.hasPlayedWelcomeNote(student: world.student.id)
            )
        }
        // Notes from earlier terms name their week and passage too.
        let programme = ProgrammeStore(database: env.database)
        let snapshot = try env.programmeCache.snapshot(programme)
        let current = Set(world.submissions.map(\.id))
        var contexts: [ID<Submission>: CoachFeedbackNote.Context] = [:]
        for review in reviews where !current.contains(review.submissionID) {
            guard let submission = try ReviewStore(database: env.database).submission(id: review.submissionID) else { continue }
            let lesson = snapshot.lessons[submission.termID]?.first { $0.week == submission.week }
            contexts[review.submissionID] = CoachFeedbackNote.Context(week: submission.week, assignment: lesson?.assignment)
        }
        return CoachDetailScreen.make(world, reviews: reviews, contexts: contexts, welcome: welcome, destinations: destinations)
    }

    static func form(_ ctx: RequestContext) throws -> CoachProfileFormScreen {
        let (coach, account) = try me(ctx)
        return CoachProfileFormScreen.make(
            coach, levels: try ProgrammeStore(database: ctx.environment.database).levels(), cityName: account.cityName,
            destinations: destinations)
    }

    /// Checks and stores the form; throws ``CoachProfileError`` naming the first bad field.
    static func save(_ ctx: RequestContext, fields: CoachProfileForm) throws {
        let (coach, account) = try me(ctx)
        let programme = ProgrammeStore(database: ctx.environment.database)
        let input = try CoachProfileInput(
            honorific: fields.honorific.or(""), name: fields.name.or(""), ijazah: fields.ijazah.or(""), levels: fields.levels.texts,
            meetingLink: fields.meetingLink.or(""), programmeLevels: Set(try programme.levels().map(\.number)))
        let cityText = fields.city.or("").trimmingCharacters(in: .whitespacesAndNewlines)
        let cities = ctx.environment.cities
        let city =
            cityText.count > 200
            ? nil
            : cities.named(cityText)
                ?? cities.search(cityText, limit: 1).first.flatMap { $0.name.lowercased() == cityText.lowercased() ? $0 : nil }
        guard let city else { throw CoachProfileError.unknownCity }
        if city.id != account.cityID { _ = try ctx.environment.accounts.setCity(city.id, for: account.id) }
        try programme.setCoachProfile(
            coach.id, honorific: input.honorific, calledName: input.calledName, ijazah: input.ijazah, levels: input.levels,
            meetingLink: input.meetingLink)
    }

    /// The coach's hours logged this week and this term (the term in progress on the coach's clock, if any).
    static func hours(_ ctx: RequestContext, coach: Coach) throws -> CoachHoursCard {
        let programme = ProgrammeStore(database: ctx.environment.database)
        let week = CoachHours.week(containing: ctx.now, zoneIdentifier: coach.zoneIdentifier)
        let term = TermSelection.current(among: try programme.terms(), zoneIdentifier: coach.zoneIdentifier, at: ctx.now)
            .map { CoachHours.term($0, zoneIdentifier: coach.zoneIdentifier) }
            .flatMap { $0.contains(ctx.now) ? $0 : nil }
        let span = DateInterval(start: min(week.start, term?.start ?? week.start), end: max(week.end, term?.end ?? week.end))
        let work = try CoachHoursStore(database: ctx.environment.database).work(of: coach.id, overlapping: span)
        return CoachHoursCard.make(
            week: CoachHours(work: work, in: week), term: term.map { CoachHours(work: work, in: $0) }, zoneIdentifier: coach.zoneIdentifier)
    }
}
