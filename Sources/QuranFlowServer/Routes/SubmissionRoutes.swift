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

/// A student's submissions: the archive, one submission as sent (with its revoke window), the confirmation after
/// submitting, revoking; and the media files (videos and recordings) served with Range to those allowed to have them,
/// with the player's position reports.
enum SubmissionRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.submissions, model: { ctx in try archive(ctx) },
            page: { _, model in .html(LoopPages.submissions(model, shell: StudentShell.make(current: .profile, destinations: destinations)))
            })
        routes.screen(
            QuranFlowRoute.submission, model: { ctx, id in try pending(ctx, id) },
            page: { ctx, model in .html(LoopPages.pending(model, csrfToken: ctx.csrfToken)) })
        routes.screen(
            QuranFlowRoute.submissionSent, model: { ctx, id in try submitted(ctx, id) },
            page: { _, model in .html(LoopPages.submitted(model)) })
        routes.add(QuranFlowRoute.revoke) { ctx, id in
            .redirect(to: QuranFlowRoute.record.path(try revoke(ctx, id)))
        }
        routes.add(QuranFlowRoute.apiRevoke, response: .json(Revoked.self)) { ctx, id in
            let week = try revoke(ctx, id)
            return try .json(Revoked(week: week, next: QuranFlowRoute.record.path(week)))
        }

        routes.add(QuranFlowRoute.media) { ctx, id in
            let record = try MediaAccess(environment: ctx.environment.store).allowedRecord(
                id.rawValue, for: try ctx.requireAccount(), at: ctx.now)
            return try MediaResponse.serve(record.path, contentType: record.contentType, ctx: ctx)
        }
        routes.add(QuranFlowRoute.mediaPosition) { ctx, id in
            try .json(try savePosition(ctx, id))
        }
        routes.add(
            QuranFlowRoute.apiMediaPosition, body: .json(.object([("position", .number)])), response: .json(SavedPosition.self)
        ) { ctx, id in
            try .json(try savePosition(ctx, id))
        }
    }

    struct Revoked: Codable, Sendable {
        let week: Int
        let next: String
    }

    struct SavedPosition: Codable, Sendable {
        let position: Double
        let furthest: Double
        let watched: Bool
    }

    static func savePosition(_ ctx: RequestContext, _ id: ID<MediaItem>) throws -> SavedPosition {
        let account = try ctx.requireAccount()
        let record = try MediaAccess(environment: ctx.environment.store).allowedRecord(id.rawValue, for: account, at: ctx.now)
        // Lesson videos keep a position; so does a coach's welcome note ("Meet your coach" is done once it was played).
        guard record.kind == .lessonVideo || record.owner.key.hasPrefix("coach:") else {
            throw LoopRefusal.positionNotKept
        }
        let text: String?
        if ctx.request.contentType == "application/json" {
            struct Body: Decodable { let position: Double }
            text = (try? JSONDecoder().decode(Body.self, from: Data(ctx.request.body))).map { String($0.position) }
        } else {
            text = try ctx.request.form(PlaybackPositionForm.self).position.text
        }
        guard let value = text.flatMap(Double.init), value.isFinite, value >= 0 else {
            throw FieldRefusal(
                PlaybackPositionForm.CodingKeys.position, "position must be a number of seconds from the start, like 42.5.", malformed: true
            )
        }
        let saved = try PlaybackStore(database: ctx.environment.database)
            .record(account: account.id.rawValue, media: record.id, position: value, duration: record.duration, at: ctx.now)
        return SavedPosition(position: saved.position, furthest: saved.furthest, watched: saved.watchedAt != nil)
    }

    static func world(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment.store, now: ctx.now).studentWorld(for: try ctx.requireAccount())
    }

    static func archive(_ ctx: RequestContext) throws -> SubmissionsScreen {
        SubmissionsScreen.make(try world(ctx), destinations: destinations)
    }

    /// The signed-in student's own submission `id` (another's is a 404: it is not theirs to know about).
    static func ownSubmission(_ ctx: RequestContext, _ id: ID<Submission>, world: StudentWorld) throws -> Submission {
        guard let submission = world.submissions.first(where: { $0.id == id }) else {
            let revoked = try ReviewStore(database: ctx.environment.database).wasRevoked(id, by: world.student.id)
            if revoked { throw Gone(LoopError.alreadyRevoked.message) }
            throw NotFound("recording")
        }
        return submission
    }

    static func pending(_ ctx: RequestContext, _ id: ID<Submission>) throws -> SubmissionPendingScreen {
        let world = try world(ctx)
        let submission = try ownSubmission(ctx, id, world: world)
        let recording = try MediaStore(database: ctx.environment.database).medium(.recitation, owner: .submission(submission.id))
        return SubmissionPendingScreen.make(
            world, submission: submission, source: recording.map { QuranFlowRoute.media.path(ID($0.id)) },
            peaks: recording?.peaks ?? [], destinations: destinations)
    }

    static func submitted(_ ctx: RequestContext, _ id: ID<Submission>) throws -> RecordingSubmittedScreen {
        let world = try world(ctx)
        return RecordingSubmittedScreen.make(world, submission: try ownSubmission(ctx, id, world: world), destinations: destinations)
    }

    static func revoke(_ ctx: RequestContext, _ id: ID<Submission>) throws -> Int {
        let account = try ctx.requireAccount()
        return try SubmissionStore(environment: ctx.environment.store).revoke(id, student: ID(account.id.rawValue), at: ctx.now)
    }
}
