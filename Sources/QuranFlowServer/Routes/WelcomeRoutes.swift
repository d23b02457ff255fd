import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing

/// A new student's first steps: the term's welcome lesson, and the facts "While you wait" (Today's countdown) and
/// "Next steps" (the first-week Profile) are computed from.
enum WelcomeRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.welcomeLesson, model: { ctx in try welcomeLesson(ctx) },
            page: { ctx, model in .html(LoopPages.video(model, csrfToken: ctx.csrfToken)) })
    }

    static func welcomeLesson(_ ctx: RequestContext) throws -> VideoPlayerScreen {
        let world = try SessionRoutes.world(ctx)
        guard let video = try welcomeVideo(ctx, world: world) else {
            throw LearnRefusal.noWelcomeLesson(termName: world.term.name)
        }
        return VideoPlayerScreen.welcome(world, video: video, destinations: destinations)
    }

    /// The term's welcome video with this student's progress in it, or nil when the term has none.
    static func welcomeVideo(_ ctx: RequestContext, world: StudentWorld) throws -> LessonVideo? {
        guard
            let record = try MediaStore(database: ctx.environment.database).media(owner: .welcome(term: world.term.id))
                .first(where: { $0.kind == .lessonVideo })
        else { return nil }
        let account = try ctx.requireAccount().id.rawValue
        let stored = try PlaybackStore(database: ctx.environment.database).positions(account: account, media: [record.id])[record.id]
        return LessonVideo(
            id: record.id, position: 1, count: 1, title: record.title.isEmpty ? "Welcome" : record.title, duration: record.duration,
            furthest: stored?.furthest ?? 0,
            resumeAt: VideoProgress.resumePosition(stored: stored?.position ?? 0, duration: record.duration),
            transcript: record.transcript)
    }

    /// The day of the student's first week (1…7), or nil when they are not in it.
    static func firstWeekDay(_ ctx: RequestContext, world: StudentWorld) throws -> Int? {
        guard world.arc.week(containing: world.now) == 1 else { return nil }
        let first = try ProgrammeStore(database: ctx.environment.database).isFirstTerm(world.term, of: world.student.id)
        return WelcomeChecklist.firstWeekDay(arc: world.arc, isFirstTerm: first, at: world.now)
    }

    /// What the checklists read, from data.
    static func inputs(_ ctx: RequestContext, world: StudentWorld) throws -> WelcomeInputs {
        let database = ctx.environment.database
        let account = try ctx.requireAccount()
        let welcome = try welcomeVideo(ctx, world: world)
        let week1 = world.arc.interval(ofWeek: 1).start
        let presence = try AttendanceStore(database: database).presence(of: account.id, since: week1.addingTimeInterval(-86_400))
        let circles = AttendanceShare.meetings(sessions: world.weeklySessions, bookings: [], arc: world.arc, now: world.now)
        let attended = AttendanceShare.percent(of: circles, presence: presence).map { $0 > 0 } ?? false
        let upcoming = world.weeklySessions.filter { AttendanceShare.counts($0.kind) && $0.kind != .oneToOne }
            .flatMap { $0.occurrences(from: world.now, to: min(world.now.addingTimeInterval(8 * 86_400), world.arc.span.end)) }
            .filter { $0.start >= max(world.now, week1) }.min { $0.start < $1.start }
        let notes = CoachWelcomeNotes(database: database)
        let facts = WelcomeFacts(
            heardWelcomeNote: try notes.hasPlayedWelcomeNote(student: world.student.id),
            choseScript: try QuranScriptStore(database: database).choice(of: account.id) != nil,
            watchedWelcomeLesson: welcome?.progress.isWatched ?? false,
            recordedFirstVerse: world.submissions.contains { $0.week == 1 }, attendedCircle: attended)
        return WelcomeInputs(
            facts: facts, meetCoach: Destination(QuranFlowRoute.coachDetail, world.coach.id),
            chooseScript: Destination(QuranFlowRoute.quranScript),
            welcomeNoteSeconds: try notes.note(of: world.coach.id)?.duration, welcomeLessonSeconds: welcome?.duration,
            nextCircle: upcoming)
    }
}
