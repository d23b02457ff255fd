import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// The student's Learn tab, a week's lesson, its video player and the recording screen, each as a page and as JSON;
/// and the upload that submits a recording (see ``SubmissionStore``).
enum LearnRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        let student = Access.roles([.student])
        let screen = APIDoc.screen

        routes.add(.GET, "/learn", access: student) { ctx in
            let model = try learn(ctx)
            return .html(LoopPages.learn(model, shell: StudentShell.make(current: .learn, destinations: destinations)))
        }
        routes.add(.GET, "/api/screens/learn", access: student, api: screen("The Learn tab (SakLearn) for the signed-in student.")) { ctx in
            try .json(try learn(ctx))
        }
        routes.add(.GET, "/learn/week/:week", access: student) { ctx in
            .html(LoopPages.lesson(try lesson(ctx), shell: StudentShell.make(current: .learn, destinations: destinations)))
        }
        routes.add(.GET, "/api/screens/learn/week/:week", access: student,
                   api: screen("A week's lesson (SakLesson): Watch → Record → Hear back.")) { ctx in
            try .json(try lesson(ctx))
        }
        routes.add(.GET, "/learn/week/:week/video/:position", access: student) { ctx in
            .html(LoopPages.video(try video(ctx), csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/learn/week/:week/video/:position", access: student,
                   api: screen("One lesson video (SakVideoPlayer) with its resume position, progress, chapter list and, when it has one, the transcript teaser (each line with its start in seconds).")) { ctx in
            try .json(try video(ctx))
        }
        routes.add(.GET, "/learn/week/:week/record", access: student) { ctx in
            let world = try world(ctx)
            let week = try weekParameter(ctx, world: world)
            let state = world.recordingState(week: week)
            // One recording in flight at a time: its page is where the student is.
            if let inFlight = state.inFlight { return .redirect(to: Destination.submission(inFlight.id).path) }
            guard let model = RecordingScreen.make(world, week: week, destinations: destinations) else { throw noLesson(week) }
            return .html(LoopPages.recording(model, csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/learn/week/:week/record", access: student,
                   api: screen("Recording a week's submission: SakRecReady or SakRecNoAttempts, with the copy of the states the browser moves through.")) { ctx in
            let world = try world(ctx)
            let week = try weekParameter(ctx, world: world)
            guard let model = RecordingScreen.make(world, week: week, destinations: destinations) else { throw noLesson(week) }
            return try .json(model)
        }
        // The page's form (and script) posts the recording here; the JSON API takes the same multipart body.
        routes.add(.POST, "/learn/week/:week/record", access: student, maxBodyBytes: RecordingUpload.maxBodyBytes) { ctx in
            let submission = try submit(ctx)
            if ctx.request.headers["Accept"]?.contains("application/json") == true {
                return try .json(Submitted(id: submission.id.rawValue, next: "/submissions/\(submission.id.rawValue)/sent"), status: .created)
            }
            return .redirect(to: "/submissions/\(submission.id.rawValue)/sent")
        }
        var upload = APIDoc(
            "Submits a recording for the week (multipart/form-data, field `recording`: WebM/Opus or MP4/AAC, at most 20 MB and 10 minutes). "
                + "It is decoded and measured on the server; refusals are 413/415/422 (the file) or 409 (the week's attempts or deadline).",
            request: .object([("recording", .string(format: "binary"))], required: ["recording"]),
            response: .object([("id", .string()), ("next", .string())], required: ["id", "next"]), status: 201)
        upload.requestContentType = "multipart/form-data"
        routes.add(.POST, "/api/learn/week/:week/submissions", access: student, api: upload, maxBodyBytes: RecordingUpload.maxBodyBytes) { ctx in
            let submission = try submit(ctx)
            return try .json(Submitted(id: submission.id.rawValue, next: "/submissions/\(submission.id.rawValue)/sent"), status: .created)
        }
    }

    /// The upload's answer.
    struct Submitted: Encodable {
        let id: String
        let next: String
    }

    static func submit(_ ctx: RequestContext) throws -> Submission {
        let account = try ctx.requireAccount()
        guard let week = Int(ctx.request.pathParameters["week"] ?? "") else { throw HTTPError(.notFound, "There is no such week.") }
        let form = try ctx.request.formData()
        guard let file = form.file(named: "recording") else {
            throw HTTPError(.badRequest, "Attach the recording (field “recording”).", field: "recording")
        }
        return try SubmissionStore(environment: ctx.environment)
            .submit(student: ID(account.id.rawValue), week: week, bytes: file.data, declaredType: file.contentType, at: ctx.now)
    }

    static func world(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: try ctx.requireAccount())
    }

    static func learn(_ ctx: RequestContext) throws -> LearnScreen {
        let world = try world(ctx)
        let outcome = try ProgrammeStore(database: ctx.environment.database).outcome(ofTerm: world.term.id)
        return LearnScreen.make(world, outcome: outcome, destinations: destinations)
    }

    static func lesson(_ ctx: RequestContext) throws -> LessonScreen {
        let world = try world(ctx)
        let week = try weekParameter(ctx, world: world)
        let videos = try lessonVideos(ctx, world: world, week: week)
        let media = MediaStore(database: ctx.environment.database)
        let note = { (submission: Submission) -> String? in
            (try? media.medium(.coachNote, owner: .submission(submission.id))).flatMap { $0.map { "/media/\($0.id)" } }
        }
        guard let model = LessonScreen.make(world, week: week, videos: videos, coachNote: note, destinations: destinations) else {
            throw noLesson(week)
        }
        return model
    }

    static func video(_ ctx: RequestContext) throws -> VideoPlayerScreen {
        let world = try world(ctx)
        let week = try weekParameter(ctx, world: world)
        let videos = try lessonVideos(ctx, world: world, week: week)
        guard let position = Int(ctx.request.pathParameters["position"] ?? ""),
              let model = VideoPlayerScreen.make(world, week: week, videos: videos, position: position, destinations: destinations)
        else { throw HTTPError(.notFound, "This lesson has no such video.") }
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
            return LessonVideo(id: record.id, position: record.position, count: records.count,
                               title: record.title.isEmpty ? "Video \(record.position)" : record.title, duration: record.duration,
                               furthest: stored?.furthest ?? 0,
                               resumeAt: VideoProgress.resumePosition(stored: stored?.position ?? 0, duration: record.duration),
                               transcript: record.transcript)
        }
    }

    /// `:week`, which must be one of the term's weeks that has begun.
    static func weekParameter(_ ctx: RequestContext, world: StudentWorld) throws -> Int {
        guard let week = Int(ctx.request.pathParameters["week"] ?? ""), world.term.weeks.contains(week) else {
            throw HTTPError(.notFound, "There is no such week in this term.")
        }
        guard world.arc.interval(ofWeek: week).start <= ctx.now else {
            throw HTTPError(.notFound, "Week \(week) has not started yet.")
        }
        return week
    }

    static func noLesson(_ week: Int) -> HTTPError {
        HTTPError(.notFound, "Week \(week) has no lesson yet.")
    }
}

extension APIDoc {
    /// A screen model's documentation: an object carrying its `screenID`.
    static func screen(_ summary: String) -> APIDoc {
        APIDoc(summary, response: .object([("screenID", .string())], required: ["screenID"]))
    }
}
