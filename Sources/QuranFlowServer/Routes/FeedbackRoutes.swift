import Accounts
import Foundation
import HTTPServer
import ServerSupport
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// The student's side of a sent review: Feedback ready (SakSubmissionFeedback), Mark as heard, the note played to its
/// end, Practice (SakRecPractice / SakRecPracticeReview) with its takes, and the loop's audio for those allowed to hear
/// it. Every status move is decided by ``StatusEvent`` and refused with 409 when illegal.
enum FeedbackRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        let student = Access.roles([.student])
        routes.add(.GET, "/submissions/:submission/feedback", access: student) { ctx in
            .html(ReviewPages.feedback(try feedbackScreen(ctx), shell: StudentShell.make(current: .today, destinations: destinations),
                                     csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/submissions/:submission/feedback", access: student, api: APIDoc(
            "The feedback on one of the student's submissions (SakSubmissionFeedback). Never carries the coach's private notes.",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try feedbackScreen(ctx))
        }
        routes.add(.POST, "/submissions/:submission/feedback/heard", access: student) { ctx in
            try move(ctx, event: .markedHeard)
            return .redirect(to: Destination.feedback(ID(ctx.request.pathParameters["submission"] ?? "")).path)
        }
        routes.add(.POST, "/submissions/:submission/feedback/played", access: student) { ctx in
            let position = try ReviewRoutes.seconds(try ctx.request.formData()["position"], field: "position") ?? 0
            try move(ctx, event: .notePlayed(upTo: position))
            return Response(status: .noContent, headers: HTTPHeaders(), body: .bytes([]))
        }
        routes.add(.GET, "/submissions/:submission/practice/:mark", access: student) { ctx in
            .html(ReviewPages.practice(try practiceScreen(ctx), shell: StudentShell.make(current: .today, destinations: destinations),
                                     csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/submissions/:submission/practice/:mark", access: student, api: APIDoc(
            "Practising one correction mark of the student's feedback (SakRecPractice; SakRecPracticeReview once a take is recorded).",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try practiceScreen(ctx))
        }
        routes.add(.POST, "/submissions/:submission/practice/:mark", access: student, maxBodyBytes: AudioUpload.maxBytes) { ctx in
            try attach(ctx)
        }
        registerMedia(on: routes)
    }

    // MARK: Feedback

    static func feedbackScreen(_ ctx: RequestContext) throws -> FeedbackScreen {
        let subject = try LoopSubject.load(ctx, id: ctx.request.pathParameters["submission"])
        try subject.requireStudent(ctx)
        let (_, view) = try subject.sentView()
        let takes = try subject.takes(ctx.environment).map { (markNumber: $0.markNumber, audio: LoopSubject.takeCard($0)) }
        return FeedbackScreen.make(submission: subject.submission, view: view, coach: subject.coach, passage: subject.passage,
                                   note: try subject.noteCard(ctx.environment), recording: try subject.recordingCard(ctx.environment),
                                   takes: takes, now: ctx.now, destinations: destinations)
    }

    /// Applies a student's status event (heard, played through) if the loop allows it.
    static func move(_ ctx: RequestContext, event: StatusEvent) throws {
        let subject = try LoopSubject.load(ctx, id: ctx.request.pathParameters["submission"])
        try subject.requireStudent(ctx)
        let (review, _) = try subject.sentView()
        try loopRule {
            let moved = try event.apply(to: subject.submission, review: review, at: ctx.now)
            guard try ReviewStore(database: ctx.environment.database).move(subject.submission.id, from: subject.submission.status,
                                                                           to: moved.status, at: ctx.now) else {
                // Another tab moved it first: refuse as the loop would from the stored state.
                let fresh = try ReviewStore(database: ctx.environment.database).submission(id: subject.submission.id) ?? subject.submission
                throw LoopError.illegalTransition(from: fresh.status, to: moved.status)
            }
        }
    }

    // MARK: Practice

    static func markNumber(_ ctx: RequestContext) throws -> Int {
        guard let number = Int(ctx.request.pathParameters["mark"] ?? ""), number >= 1 else {
            throw HTTPError(.notFound, "There is no such correction.")
        }
        return number
    }

    static func practiceScreen(_ ctx: RequestContext) throws -> PracticeScreen {
        let subject = try LoopSubject.load(ctx, id: ctx.request.pathParameters["submission"])
        try subject.requireStudent(ctx)
        let (_, view) = try subject.sentView()
        let takes = Set(try subject.takes(ctx.environment).map(\.markNumber))
        guard let screen = PracticeScreen.make(submission: subject.submission, view: view, coach: subject.coach, passage: subject.passage,
                                               markNumber: try markNumber(ctx), note: try subject.noteCard(ctx.environment), takes: takes,
                                               destinations: destinations) else {
            throw HTTPError(.notFound, "There is no such correction to practise.")
        }
        return screen
    }

    /// "Attach to feedback": validates and stores the take, and moves the submission to practiced once every correction
    /// has one. Answers where to go next.
    static func attach(_ ctx: RequestContext) throws -> Response {
        let subject = try LoopSubject.load(ctx, id: ctx.request.pathParameters["submission"])
        try subject.requireStudent(ctx)
        let (review, _) = try subject.sentView()
        let number = try markNumber(ctx)
        guard review.correctionNumbers.contains(number) else { throw HTTPError(.notFound, "There is no such correction to practise.") }
        let upload = try AudioUpload.store(ctx.request.body, declaredType: ctx.request.contentType, in: ctx.environment, folder: "practice")
        let store = PracticeStore(database: ctx.environment.database)
        let before = try store.takes(of: subject.submission.id)
        let done = Set(before.map(\.markNumber)).union([number])
        let moving: (from: SubmissionStatus, to: SubmissionStatus)? =
            (try? StatusEvent.practiced(takes: done).apply(to: subject.submission, review: review, at: ctx.now)).map { (subject.submission.status, $0.status) }
        let take = PracticeTake(id: RandomName.make(), submissionID: subject.submission.id, markNumber: number, path: upload.relativePath,
                                contentType: "audio/mp4", bytes: upload.bytes, durationMilliseconds: max(1, Int((upload.duration * 1000).rounded())),
                                peaks: upload.peaks, createdAt: ctx.now)
        do {
            try store.attach(take, moving: moving)
        } catch {
            AudioUpload.remove(upload.relativePath, in: ctx.environment)
            throw error
        }
        for old in before where old.markNumber == number { AudioUpload.remove(old.path, in: ctx.environment) }
        let next = review.correctionNumbers.first { !done.contains($0) }
        struct Answer: Encodable { let next: String; let duration: String; let practiced: Bool }
        return try .json(Answer(next: next.map { Destination.practice(subject.submission.id, mark: $0).path } ?? Destination.feedback(subject.submission.id).path,
                                duration: AudioCard.clock(upload.duration), practiced: moving != nil), status: .created)
    }

    // MARK: Audio

    /// The loop's audio, with Range support, only to those allowed to hear it: the recitation to its student and their
    /// coach; the coach's note to the coach, and to the student once sent; a practice take to its student and their coach.
    static func registerMedia(on routes: RouteTable) {
        routes.add(.GET, "/review-media/:submission/:kind", access: .signedIn) { ctx in
            let subject = try LoopSubject.load(ctx, id: ctx.request.pathParameters["submission"])
            let account = try ctx.requireAccount()
            let isStudent = account.id.rawValue == subject.submission.studentID.rawValue
            let isCoach = account.id.rawValue == subject.student.coachID.rawValue
            let kind: MediaKind
            switch ctx.request.pathParameters["kind"] {
            case "recitation": kind = .recitation
            case "note": kind = .coachNote
            default: throw HTTPError(.notFound, "There is no such recording.")
            }
            guard isCoach || (isStudent && (kind == .recitation || subject.review?.sentAt != nil)) else {
                throw HTTPError(.forbidden, "You can't listen to this recording.")
            }
            guard let record = try MediaStore(database: ctx.environment.database).medium(kind, owner: .submission(subject.submission.id)) else {
                throw HTTPError(.notFound, "This recording is still being prepared.")
            }
            return try file(record.path, contentType: record.contentType, ctx)
        }
        routes.add(.GET, "/review-media/takes/:take", access: .signedIn) { ctx in
            guard let take = try PracticeStore(database: ctx.environment.database).take(id: ctx.request.pathParameters["take"] ?? "") else {
                throw HTTPError(.notFound, "There is no such take.")
            }
            let subject = try LoopSubject.load(ctx, id: take.submissionID.rawValue)
            let account = try ctx.requireAccount()
            let isStudent = account.id.rawValue == subject.submission.studentID.rawValue
            let isCoach = account.role == .coach && account.id.rawValue == subject.student.coachID.rawValue
            let worked = account.role == .coach
                ? try StudentRecordRoutes.hasWorkedWith(subject.student.id, coach: ID(account.id.rawValue), in: ctx.environment) : false
            let allowed = isStudent || isCoach || worked
            guard allowed else { throw HTTPError(.forbidden, "You can't listen to this recording.") }
            return try file(take.path, contentType: take.contentType, ctx)
        }
    }

    static func file(_ relative: String, contentType: String, _ ctx: RequestContext) throws -> Response {
        guard !ctx.environment.dataDirectory.isEmpty, StaticFiles.isSafe(relative) else {
            throw HTTPError(.notFound, "This recording is still being prepared.")
        }
        var response = try Response.file(at: ctx.environment.dataDirectory + "/media/" + relative, contentType: contentType, for: ctx.request)
        response.headers.set(name: "Cache-Control", value: "private, max-age=300")
        return response
    }
}
