import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowJobs
import QuranFlowMediaPipeline
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// The student's Learn tab, a week's lesson, its video player and the recording screen, each as a page and as JSON;
/// and the upload that submits a recording (see ``SubmissionStore``).
enum LearnRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.learn, model: { ctx in try learn(ctx) },
            page: { _, model in .html(LoopPages.learn(model, shell: StudentShell.make(current: .learn, destinations: destinations))) })
        routes.screen(
            QuranFlowRoute.lesson, model: { ctx, week in try lesson(ctx, week: week) },
            page: { _, model in .html(LoopPages.lesson(model, shell: StudentShell.make(current: .learn, destinations: destinations))) })
        routes.screen(
            QuranFlowRoute.video, model: { ctx, week, position in try video(ctx, week: week, position: position) },
            page: { ctx, model in .html(LoopPages.video(model, csrfToken: ctx.csrfToken)) })
        routes.add(QuranFlowRoute.record) { ctx, week in
            let world = try world(ctx)
            let week = try checkedWeek(week, ctx, world: world)
            let state = world.recordingState(week: week)
            // One recording in flight at a time: its page is where the student is.
            if let inFlight = state.inFlight { return .redirect(to: QuranFlowRoute.submission.path(inFlight.id)) }
            guard let model = RecordingScreen.make(world, week: week, destinations: destinations) else { throw noLesson(week) }
            return .html(LoopPages.recording(model, csrfToken: ctx.csrfToken))
        }
        routes.twin(of: QuranFlowRoute.record, model: RecordingScreen.self) { ctx, week in
            let world = try world(ctx)
            let week = try checkedWeek(week, ctx, world: world)
            guard let model = RecordingScreen.make(world, week: week, destinations: destinations) else { throw noLesson(week) }
            return try .json(model)
        }
        // The page's form (and script) posts the recording here; the JSON API takes the same multipart body.
        routes.add(QuranFlowRoute.submitRecording, maxBodyBytes: RecordingUpload.maxBodyBytes, spoolsBody: true) { ctx, week in
            let submission = try submit(ctx, week: week)
            let next = QuranFlowRoute.submissionSent.path(submission.id)
            if ctx.request.asksForJSON {
                return try .json(Submitted(id: submission.id.rawValue, next: next), status: .created)
            }
            return .redirect(to: next)
        }
        routes.add(
            QuranFlowRoute.apiSubmitRecording,
            body: .multipart(.object([("recording", .string(format: "binary"))], required: ["recording"])),
            response: .json(Submitted.self, status: 201), maxBodyBytes: RecordingUpload.maxBodyBytes, spoolsBody: true
        ) { ctx, week in
            let submission = try submit(ctx, week: week)
            return try .json(
                Submitted(id: submission.id.rawValue, next: QuranFlowRoute.submissionSent.path(submission.id)), status: .created)
        }
    }

    /// The upload's answer.
    struct Submitted: Codable, Sendable {
        let id: String
        let next: String
    }

    static func submit(_ ctx: RequestContext, week: Int) throws -> Submission {
        let account = try ctx.requireAccount()
        let form = try ctx.request.form(RecordingUploadForm.self)
        guard let file = form.recording.file else {
            throw FieldRefusal(form.recording, "Attach the recording (field “recording”).", malformed: true)
        }
        return try SubmissionStore(environment: ctx.environment.store)
            .submit(student: ID(account.id.rawValue), week: week, upload: UploadSource(file), declaredType: file.contentType, at: ctx.now)
    }

    static func world(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment.store, now: ctx.now).studentWorld(for: try ctx.requireAccount())
    }

    static func learn(_ ctx: RequestContext) throws -> LearnScreen {
        let world = try world(ctx)
        let outcome = try ProgrammeStore(database: ctx.environment.database).outcome(ofTerm: world.term.id)
        return LearnScreen.make(world, outcome: outcome, destinations: destinations)
    }

    static func lesson(_ ctx: RequestContext, week: Int) throws -> LessonScreen {
        let world = try world(ctx)
        let week = try checkedWeek(week, ctx, world: world)
        let videos = try lessonVideos(ctx, world: world, week: week)
        let media = MediaStore(database: ctx.environment.database)
        let reviews = ReviewStore(database: ctx.environment.database)
        // Step 3 reads one submission (the latest reviewed): its sent review and its note's file (or that the file is
        // still being made).
        let preparing = try MediaPreparation.isRunning(in: ctx.environment.database)
        var readError: (any Error)?
        let feedback = { (submission: Submission) -> LessonScreen.SentFeedback? in
            do {
                guard let review = try reviews.review(of: submission.id), review.sentAt != nil else { return nil }
                let view = review.studentView
                let note = try media.medium(.coachNote, owner: .submission(submission.id)).map {
                    AudioCard(src: QuranFlowRoute.reviewMedia.path(submission.id, .note), seconds: $0.duration, peaks: $0.peaks ?? [])
                }
                return LessonScreen.SentFeedback(
                    note: note, hasAudioNote: view.audioNote != nil || note != nil || preparing, sentAt: view.sentAt,
                    firstNote: view.notes.first?.text)
            } catch {
                readError = error
                return nil
            }
        }
        let made = LessonScreen.make(world, week: week, videos: videos, feedback: feedback, destinations: destinations)
        if let readError { throw readError }
        guard let model = made else {
            throw noLesson(week)
        }
        return model
    }

    static func video(_ ctx: RequestContext, week: Int, position: Int) throws -> VideoPlayerScreen {
        let world = try world(ctx)
        let week = try checkedWeek(week, ctx, world: world)
        let videos = try lessonVideos(ctx, world: world, week: week)
        guard let model = VideoPlayerScreen.make(world, week: week, videos: videos, position: position, destinations: destinations)
        else { throw LearnRefusal.noSuchVideo }
        return model
    }

    /// The week's stored videos with this student's progress in each.
    static func lessonVideos(_ ctx: RequestContext, world: StudentWorld, week: Int) throws -> [LessonVideo] {
        let records = try MediaStore(database: ctx.environment.database).media(owner: .lesson(term: world.term.id, week: week))
            .filter { $0.kind == .lessonVideo }
        let account = try ctx.requireAccount().id.rawValue
        let positions = try PlaybackStore(database: ctx.environment.database).positions(account: account, media: records.map(\.id))
        return records.map { record in
            let stored = positions[record.id]
            return LessonVideo(
                id: record.id, position: record.position, count: records.count,
                title: record.title.isEmpty ? "Video \(record.position)" : record.title, duration: record.duration,
                furthest: stored?.furthest ?? 0,
                resumeAt: VideoProgress.resumePosition(stored: stored?.position ?? 0, duration: record.duration),
                transcript: record.transcript)
        }
    }

    /// `week` when it is one of the term's weeks that has begun, else 404.
    static func checkedWeek(_ week: Int, _ ctx: RequestContext, world: StudentWorld) throws -> Int {
        guard world.term.weeks.contains(week) else {
            throw NotFound("week in this term")
        }
        guard world.arc.interval(ofWeek: week).start <= ctx.now else {
            throw LearnRefusal.weekNotStarted(week)
        }
        return week
    }

    static func noLesson(_ week: Int) -> LearnRefusal {
        .noLessonYet(week: week)
    }
}
