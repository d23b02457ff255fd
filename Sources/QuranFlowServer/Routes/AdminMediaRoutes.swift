import Calendar
import Foundation
import HTTPServer
import Identifiers
import Media
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowMediaPipeline
import QuranFlowPersistence
import QuranFlowRoutes
import Routing
import ServerSupport

/// Lesson videos and session recordings for the admin: an upload is stored raw, probed at once (a file that is not a
/// video, is damaged or claims over 60 minutes is refused here), and a media-processing job turns it into its `media`
/// row; the page polls the job's progress.
enum AdminMediaRoutes {
    /// The body cap of the upload routes: 1 GiB of video and the form around it.
    static let uploadLimit = LessonVideoProcessor.maxBytes + (1 << 20)

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminVideos) { ctx in
            let store = ProgrammeStore(database: ctx.environment.database)
            return .html(
                AdminVideosPage.renderIndex(AdminVideosScreen(terms: try store.terms().map { ($0, try store.liveSessions(ofTerm: $0.id)) }))
            )
        }
        routes.add(QuranFlowRoute.adminLessonVideos) { ctx, termID, week in
            let term = try checkedTerm(ctx, termID, week)
            return .html(try page(ctx, term: term, week: week))
        }
        routes.add(QuranFlowRoute.uploadLessonVideo, maxBodyBytes: uploadLimit) { ctx, termID, week in
            let term = try checkedTerm(ctx, termID, week)
            let form = try ctx.request.form(LessonVideoUploadForm.self)
            let title = form.title.or("").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !title.isEmpty, title.count <= 120 else {
                throw FieldRefusal(form.title, "Give the video a title (at most 120 characters).")
            }
            let positionText = form.position.or("").trimmingCharacters(in: .whitespaces)
            var position = 0
            if !positionText.isEmpty {
                guard let value = Int(positionText), (1...50).contains(value) else {
                    throw FieldRefusal(form.position, "The position is a number from 1 to 50 (or empty: after the last).")
                }
                position = value
            }
            let job = try accept(
                ctx, form.video.file, field: form.video.name, kind: .lessonVideo, owner: .lesson(term: term.id, week: week),
                position: position, title: title)
            if ctx.request.asksForJSON {
                return try .json(MediaJobJSON(job), status: .accepted)
            }
            return .redirect(to: QuranFlowRoute.adminLessonVideos.path(termID, week))
        }
        routes.add(QuranFlowRoute.moveLessonVideo, form: LessonVideoMoveForm.self) { ctx, form, media in
            let offset: Int
            switch form.direction.text {
            case "up": offset = -1
            case "down": offset = 1
            default: throw FieldRefusal(form.direction, "Choose up or down.")
            }
            let catalog = LessonVideoCatalog(environment: ctx.environment.store)
            try catalog.move(media.rawValue, by: offset, by: AuditActor(account: try ctx.requireAccount()), at: ctx.now)
            return try backToLesson(ctx, catalog, media)
        }
        routes.add(QuranFlowRoute.removeLessonVideo) { ctx, media in
            let catalog = LessonVideoCatalog(environment: ctx.environment.store)
            let back = try backToLesson(ctx, catalog, media)
            try catalog.remove(media.rawValue, by: AuditActor(account: try ctx.requireAccount()), at: ctx.now)
            return back
        }
        routes.add(QuranFlowRoute.saveVideoTranscript) { ctx, media in
            let catalog = LessonVideoCatalog(environment: ctx.environment.store)
            guard let video = try catalog.video(id: media.rawValue) else { throw StoreError.noSuchMedia }
            let form = try ctx.request.form(VideoTranscriptForm.self)
            var text = form.transcript.or("")
            if let file = form.vttFile.file, file.size > 0 {
                guard file.size <= WebVTTTranscript.maxBytes, file.path == nil else {
                    throw AdminRefusal.transcriptTooLarge
                }
                text = String(decoding: file.data, as: UTF8.self)
            }
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                try catalog.setTranscript(nil, of: video.id, by: AuditActor(account: try ctx.requireAccount()), at: ctx.now)
            } else {
                do {
                    let transcript = try WebVTTTranscript(validating: text, videoDuration: video.duration)
                    try catalog.setTranscript(
                        transcript.text, of: video.id, by: AuditActor(account: try ctx.requireAccount()), at: ctx.now)
                } catch let problem as WebVTTTranscript.Problem {
                    throw FieldRefusal(form.transcript, problem.description)
                }
            }
            return try backToLesson(ctx, catalog, media)
        }
        routes.add(QuranFlowRoute.videoPoster) { ctx, media in
            guard !ctx.environment.dataDirectory.isEmpty,
                try LessonVideoCatalog(environment: ctx.environment.store).video(id: media.rawValue) != nil
            else { throw StoreError.noSuchMedia }
            return try MediaResponse.serve(MediaProcessing.posterPath(of: media.rawValue), contentType: "image/jpeg", ctx: ctx)
        }
        routes.add(QuranFlowRoute.apiMediaJob, response: .json(MediaJobJSON.self)) { ctx, id in
            guard let job = try MediaJobStore(database: ctx.environment.database).job(id: id.rawValue) else {
                throw NotFound("upload")
            }
            return try .json(MediaJobJSON(job))
        }
        routes.add(QuranFlowRoute.apiLessonVideos, response: .json(LessonVideosJSON.self)) { ctx, termID, week in
            let term = try checkedTerm(ctx, termID, week)
            let (videos, jobs) = try contents(ctx, owner: .lesson(term: term.id, week: week))
            return try .json(LessonVideosJSON(videos: videos.map(LessonVideoJSON.init), uploads: jobs.map(MediaJobJSON.init)))
        }
        AdminRecordingRoutes.register(on: routes)
    }

    /// Checks the form's file is there and looks like what `kind` accepts, then hands it to ``MediaUpload`` (stored raw,
    /// probed, its job queued; a refused file removed).
    static func accept(
        _ ctx: RequestContext, _ file: UploadedFile?, field: String, kind: MediaKind, owner: MediaOwner, position: Int, title: String
    ) throws -> MediaJob {
        let account = try ctx.requireAccount()
        guard let file, file.size > 0 else {
            throw AdminRefusal.noFileChosen(field: field)
        }
        let header = file.prefix(64)
        let recognised = kind == .lessonVideo ? LessonVideoProcessor.isVideo(header) : LessonVideoProcessor.isVideoOrAudio(header)
        guard recognised else {
            throw AdminRefusal.unusableUpload(lessonVideo: kind == .lessonVideo, field: field)
        }
        do {
            let job = try MediaUpload(environment: ctx.environment.store).submit(
                kind: kind, owner: owner, position: position, title: title, by: account.id, now: ctx.now
            ) { path in try file.store(at: path) }
            ctx.environment.jobsWanted()  // processing starts now, while the admin watches the page
            return job
        } catch let error as MediaError {
            throw error.httpError(field: field, noun: kind == .lessonVideo ? "video" : "recording")
        }
    }

    /// The term, when `week` is one of its weeks; 404 otherwise.
    static func checkedTerm(_ ctx: RequestContext, _ id: ID<Term>, _ week: Int) throws -> Term {
        guard let term = try ProgrammeStore(database: ctx.environment.database).term(id: id) else {
            throw NotFound("term")
        }
        guard (1...term.weekCount).contains(week) else { throw LearnRefusal.termHasNoWeek(termName: term.name, week: week) }
        return term
    }

    /// The owner's lesson videos in order and its unfinished uploads.
    static func contents(_ ctx: RequestContext, owner: MediaOwner) throws -> ([MediaRecord], [MediaJob]) {
        let videos = try MediaStore(database: ctx.environment.database).media(owner: owner).filter { $0.kind == .lessonVideo }
        return (videos, try MediaJobStore(database: ctx.environment.database).unfinished(owner: owner))
    }

    static func page(_ ctx: RequestContext, term: Term, week: Int) throws -> String {
        let (videos, jobs) = try contents(ctx, owner: .lesson(term: term.id, week: week))
        let screen = AdminLessonVideosScreen(
            term: term, week: week,
            videos: videos.map {
                AdminLessonVideosScreen.Video(
                    id: $0.id, position: $0.position, title: $0.title, seconds: $0.duration, transcript: $0.transcript)
            }, uploads: jobs.map(AdminUpload.init))
        return AdminVideosPage.render(screen, csrfToken: ctx.csrfToken)
    }

    /// A redirect to the lesson page of video `media` (404 when it is not a lesson video).
    static func backToLesson(_ ctx: RequestContext, _ catalog: LessonVideoCatalog, _ media: ID<MediaItem>) throws -> Response {
        guard let video = try catalog.video(id: media.rawValue) else { throw StoreError.noSuchMedia }
        // Owner key: "term:<id>/week:<n>".
        let parts = video.owner.key.split(separator: "/")
        guard parts.count == 2, parts[0].hasPrefix("term:"), parts[1].hasPrefix("week:"), let week = Int(parts[1].dropFirst(5)) else {
            return .redirect(to: QuranFlowRoute.adminVideos.path())
        }
        return .redirect(to: QuranFlowRoute.adminLessonVideos.path(ID(String(parts[0].dropFirst(5))), week))
    }
}
