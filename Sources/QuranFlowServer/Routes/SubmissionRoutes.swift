import Accounts
import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// A student's submissions: the archive, one submission as sent (with its revoke window), the confirmation after
/// submitting, revoking; and the media files (videos and recordings) served with Range to those allowed to have them,
/// with the player's position reports.
enum SubmissionRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        let student = Access.roles([.student])
        let screen = APIDoc.screen

        routes.add(.GET, "/submissions", access: student) { ctx in
            .html(LoopPages.submissions(try archive(ctx), shell: StudentShell.make(current: .profile, destinations: destinations)))
        }
        routes.add(.GET, "/api/screens/submissions", access: student,
                   api: screen("The submissions archive (SakSubmissions, or SakSubmissionsEmpty) of the signed-in student.")) { ctx in
            try .json(try archive(ctx))
        }
        routes.add(.GET, "/submissions/:id", access: student) { ctx in
            .html(LoopPages.pending(try pending(ctx), csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/submissions/:id", access: student,
                   api: screen("One submission as sent (SakSubmissionPending): the recording and, while it is open, the revoke window.")) { ctx in
            try .json(try pending(ctx))
        }
        routes.add(.GET, "/submissions/:id/sent", access: student) { ctx in
            .html(LoopPages.submitted(try submitted(ctx)))
        }
        routes.add(.GET, "/api/screens/submissions/:id/sent", access: student,
                   api: screen("The confirmation right after submitting (SakRecSubmitted).")) { ctx in
            try .json(try submitted(ctx))
        }
        routes.add(.POST, "/submissions/:id/revoke", access: student) { ctx in
            let week = try revoke(ctx)
            return .redirect(to: Destination.record(week: week).path)
        }
        routes.add(.POST, "/api/submissions/:id/revoke", access: student, api: APIDoc(
            "Takes a submission back inside its revoke window (the attempt is given back); 409 once the window has closed.",
            response: .object([("week", .integer), ("next", .string())]))) { ctx in
            let week = try revoke(ctx)
            return try .json(Revoked(week: week, next: Destination.record(week: week).path))
        }

        routes.add(.GET, "/media/:id", access: .signedIn) { ctx in
            let record = try MediaAccess(environment: ctx.environment).allowedRecord(ctx.request.pathParameters["id"] ?? "",
                                                                                      for: try ctx.requireAccount(), at: ctx.now)
            let path = ((ctx.environment.dataDirectory as NSString).appendingPathComponent("media") as NSString).appendingPathComponent(record.path)
            var response = try Response.file(at: path, contentType: record.contentType, for: ctx.request)
            response.headers.set(name: "Cache-Control", value: "private, max-age=3600")
            return response
        }
        routes.add(.POST, "/media/:id/position", access: .signedIn) { ctx in
            try .json(try savePosition(ctx))
        }
        routes.add(.POST, "/api/media/:id/position", access: .signedIn, api: APIDoc(
            "Stores where the signed-in person is in a lesson video (form or JSON field `position`, seconds); returns the furthest point and whether it now counts as watched (≥ 90 %).",
            request: .object([("position", .number)]),
            response: .object([("position", .number), ("furthest", .number), ("watched", .boolean)]))) { ctx in
            try .json(try savePosition(ctx))
        }
    }

    struct Revoked: Encodable {
        let week: Int
        let next: String
    }

    struct SavedPosition: Encodable {
        let position: Double
        let furthest: Double
        let watched: Bool
    }

    static func savePosition(_ ctx: RequestContext) throws -> SavedPosition {
        let account = try ctx.requireAccount()
        let record = try MediaAccess(environment: ctx.environment).allowedRecord(ctx.request.pathParameters["id"] ?? "", for: account, at: ctx.now)
        guard record.kind == .lessonVideo else { throw HTTPError(.badRequest, "Only lesson videos keep a position.") }
        let text: String?
        if ctx.request.contentType == "application/json" {
            struct Body: Decodable { let position: Double }
            text = (try? JSONDecoder().decode(Body.self, from: Data(ctx.request.body))).map { String($0.position) }
        } else {
            text = try ctx.request.formData()["position"]
        }
        guard let value = text.flatMap(Double.init), value.isFinite, value >= 0 else {
            throw HTTPError(.badRequest, "position must be a number of seconds from the start, like 42.5.", field: "position")
        }
        let saved = try PlaybackStore(database: ctx.environment.database)
            .record(account: account.id.rawValue, media: record.id, position: value, duration: record.duration, at: ctx.now)
        return SavedPosition(position: saved.position, furthest: saved.furthest, watched: saved.watchedAt != nil)
    }

    static func world(_ ctx: RequestContext) throws -> StudentWorld {
        try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: try ctx.requireAccount())
    }

    static func archive(_ ctx: RequestContext) throws -> SubmissionsScreen {
        SubmissionsScreen.make(try world(ctx), destinations: destinations)
    }

    /// The signed-in student's own submission named by `:id` (another's is a 404: it is not theirs to know about).
    static func ownSubmission(_ ctx: RequestContext, world: StudentWorld) throws -> Submission {
        let id = ctx.request.pathParameters["id"] ?? ""
        guard let submission = world.submissions.first(where: { $0.id.rawValue == id }) else {
            let revoked = try ctx.environment.database.read { db in
                try db.queryOne("SELECT submission_id FROM submission_revocations WHERE submission_id = $1 AND student_id = $2",
                                [.text(id), .text(world.student.id.rawValue)]) != nil
            }
            throw revoked ? HTTPError(HTTPStatus(code: 410), LoopError.alreadyRevoked.message) : HTTPError(.notFound, "There is no such recording.")
        }
        return submission
    }

    static func pending(_ ctx: RequestContext) throws -> SubmissionPendingScreen {
        let world = try world(ctx)
        let submission = try ownSubmission(ctx, world: world)
        let recording = try MediaStore(database: ctx.environment.database).medium(.recitation, owner: .submission(submission.id))
        return SubmissionPendingScreen.make(world, submission: submission, source: recording.map { "/media/\($0.id)" },
                                            peaks: recording?.peaks ?? [], destinations: destinations)
    }

    static func submitted(_ ctx: RequestContext) throws -> RecordingSubmittedScreen {
        let world = try world(ctx)
        return RecordingSubmittedScreen.make(world, submission: try ownSubmission(ctx, world: world), destinations: destinations)
    }

    static func revoke(_ ctx: RequestContext) throws -> Int {
        let account = try ctx.requireAccount()
        return try SubmissionStore(environment: ctx.environment)
            .revoke(ID(ctx.request.pathParameters["id"] ?? ""), student: ID(account.id.rawValue), at: ctx.now)
    }
}
