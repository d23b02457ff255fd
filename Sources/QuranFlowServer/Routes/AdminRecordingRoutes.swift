import Calendar
import Foundation
import HTTPServer
import Identifiers
import Media
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import ServerSupport

/// Recordings of a live session's past meetings: the admin attaches one (audio or video) to a meeting that has ended;
/// a media-processing job converts it and it appears on students' Recordings screen.
enum AdminRecordingRoutes {
    /// How far back the page offers meetings.
    static let lookBack: TimeInterval = 180 * 24 * 3600

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminSessionRecordings) { ctx, id in
            let session = try session(ctx, id)
            return .html(try page(ctx, session: session))
        }
        routes.add(QuranFlowRoute.uploadSessionRecording, maxBodyBytes: AdminMediaRoutes.uploadLimit) { ctx, id in
            let session = try session(ctx, id)
            let form = try ctx.request.form(SessionRecordingUploadForm.self)
            let dates = pastMeetings(of: session, now: ctx.now).map(\.ownerDate)
            guard let date = LocalDate(iso: form.date.or("")), dates.contains(date) else {
                throw FieldRefusal(form.date, "Choose a meeting of this session that has already ended.")
            }
            _ = try AdminMediaRoutes.accept(
                ctx, form.recording.file, field: form.recording.name, kind: .sessionRecording,
                owner: .session(session.id, on: date), position: 1, title: session.title)
            return .redirect(to: QuranFlowRoute.adminSessionRecordings.path(id))
        }
    }

    /// The live session `id` in any term; 404 otherwise.
    static func session(_ ctx: RequestContext, _ id: ID<LiveSession>) throws -> LiveSession {
        let store = ProgrammeStore(database: ctx.environment.database)
        for term in try store.terms() {
            if let found = try store.liveSessions(ofTerm: term.id).first(where: { $0.id == id }) { return found }
        }
        throw NotFound("live session")
    }

    /// The session's meetings that ended in the last 180 days, newest first.
    static func pastMeetings(of session: LiveSession, now: Date) -> [SessionOccurrence] {
        session.occurrences(from: now.addingTimeInterval(-lookBack), to: now).filter { $0.end <= now }.reversed()
    }

    static func page(_ ctx: RequestContext, session: LiveSession) throws -> String {
        let media = MediaStore(database: ctx.environment.database)
        let jobs = MediaJobStore(database: ctx.environment.database)
        let meetings = try pastMeetings(of: session, now: ctx.now).map { meeting in
            let owner = MediaOwner.session(session.id, on: meeting.ownerDate)
            return AdminRecordingsScreen.Meeting(
                date: meeting.ownerDate, recordingSeconds: try media.medium(.sessionRecording, owner: owner)?.duration,
                uploads: try jobs.unfinished(owner: owner).map(AdminUpload.init))
        }
        return AdminRecordingsPage.render(AdminRecordingsScreen(session: session, meetings: meetings), csrfToken: ctx.csrfToken)
    }
}
