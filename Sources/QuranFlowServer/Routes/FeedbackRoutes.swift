import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowMediaPipeline
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// The student's side of a sent review: Feedback ready (SakSubmissionFeedback), Mark as heard, the note played to its
/// end, Practice (SakRecPractice / SakRecPracticeReview) with its takes, and the loop's audio for those allowed to hear
/// it. Every status move is decided by ``StatusEvent`` and refused with 409 when illegal.
enum FeedbackRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.feedback, model: { ctx, id in try feedbackScreen(ctx, id) },
            page: { ctx, screen in
                .html(
                    ReviewPages.feedback(
                        screen, shell: StudentShell.make(current: .today, destinations: destinations), csrfToken: ctx.csrfToken))
            })
        routes.add(QuranFlowRoute.markHeard) { ctx, id in
            try move(ctx, id, event: .markedHeard)
            return .redirect(to: QuranFlowRoute.feedback.path(id))
        }
        routes.add(QuranFlowRoute.notePlayed) { ctx, id in
            // A coach's note is at most ten minutes long (the recording policy); an hour bounds any position in it.
            let position = try RequestField.seconds(try ctx.request.form(PlaybackPositionForm.self).position, in: 0...3600) ?? 0
            try move(ctx, id, event: .notePlayed(upTo: position))
            return Response(status: .noContent, headers: HTTPHeaders(), body: .bytes([]))
        }
        routes.screen(
            QuranFlowRoute.practice, model: { ctx, id, mark in try practiceScreen(ctx, id, mark: mark) },
            page: { ctx, screen in
                .html(
                    ReviewPages.practice(
                        screen, shell: StudentShell.make(current: .today, destinations: destinations), csrfToken: ctx.csrfToken))
            })
        routes.add(QuranFlowRoute.attachTake, maxBodyBytes: AudioUpload.maxBytes, spoolsBody: true) { ctx, id, mark in
            try attach(ctx, id, mark: mark)
        }
        registerMedia(on: routes)
    }

    // MARK: Feedback

    static func feedbackScreen(_ ctx: RequestContext, _ id: ID<Submission>) throws -> FeedbackScreen {
        let subject = try LoopSubject.load(ctx, id: id)
        try subject.requireStudent(ctx)
        let (_, view) = try subject.sentView()
        let takes = try subject.takes(ctx.environment).map { (markNumber: $0.markNumber, audio: LoopSubject.takeCard($0)) }
        return FeedbackScreen.make(
            submission: subject.submission, view: view, coach: subject.coach, passage: subject.passage,
            note: try subject.noteCard(ctx.environment), recording: try subject.recordingCard(ctx.environment),
            takes: takes, now: ctx.now, destinations: destinations,
            preparing: try MediaPreparation.isRunning(in: ctx.environment.database),
            canMessageCoach: try MessageStore(database: ctx.environment.database).coaches(ofStudent: subject.submission.studentID.rawValue)
                .contains(subject.coach.id.rawValue))
    }

    /// Applies a student's status event (heard, played through) if the loop allows it.
    static func move(_ ctx: RequestContext, _ id: ID<Submission>, event: StatusEvent) throws {
        let subject = try LoopSubject.load(ctx, id: id)
        try subject.requireStudent(ctx)
        let (review, _) = try subject.sentView()
        do {
            let moved = try event.apply(to: subject.submission, review: review, at: ctx.now)
            guard
                try ReviewStore(database: ctx.environment.database).move(
                    subject.submission.id, from: subject.submission.status,
                    to: moved.status, at: ctx.now)
            else {
                // Another tab moved it first: refuse as the loop would from the stored state.
                let fresh = try ReviewStore(database: ctx.environment.database).submission(id: subject.submission.id) ?? subject.submission
                throw LoopError.illegalTransition(from: fresh.status, to: moved.status)
            }
        }
    }

    // MARK: Practice

    /// `mark` when it can name a correction (1 or more), else 404.
    static func markNumber(_ mark: Int) throws -> Int {
        guard mark >= 1 else { throw NotFound("correction") }
        return mark
    }

    static func practiceScreen(_ ctx: RequestContext, _ id: ID<Submission>, mark: Int) throws -> PracticeScreen {
        let subject = try LoopSubject.load(ctx, id: id)
        try subject.requireStudent(ctx)
        let (_, view) = try subject.sentView()
        let takes = Set(try subject.takes(ctx.environment).map(\.markNumber))
        guard
            let screen = PracticeScreen.make(
                submission: subject.submission, view: view, coach: subject.coach, passage: subject.passage,
                markNumber: try markNumber(mark), note: try subject.noteCard(ctx.environment), takes: takes,
                destinations: destinations)
        else {
            throw NotFound("correction to practise")
        }
        return screen
    }

    /// "Attach to feedback": validates and stores the take, and moves the submission to practiced once every correction
    /// has one. Answers where to go next.
    static func attach(_ ctx: RequestContext, _ id: ID<Submission>, mark: Int) throws -> Response {
        let subject = try LoopSubject.load(ctx, id: id)
        try subject.requireStudent(ctx)
        let (review, _) = try subject.sentView()
        let number = try markNumber(mark)
        guard review.correctionNumbers.contains(number) else { throw NotFound("correction to practise") }
        let upload = try AudioUpload.store(
            UploadSource(body: ctx.request), declaredType: ctx.request.contentType, in: ctx.environment.store, folder: "practice")
        let store = PracticeStore(database: ctx.environment.database)
        let before = try store.takes(of: subject.submission.id)
        let done = Set(before.map(\.markNumber)).union([number])
        let moving: (from: SubmissionStatus, to: SubmissionStatus)? =
            (try? StatusEvent.practiced(takes: done).apply(to: subject.submission, review: review, at: ctx.now)).map {
                (subject.submission.status, $0.status)
            }
        let take = PracticeTake(
            id: RandomName.make(), submissionID: subject.submission.id, markNumber: number, path: upload.relativePath,
            contentType: "audio/mp4", bytes: upload.bytes, durationMilliseconds: max(1, Int((upload.duration * 1000).rounded())),
            peaks: upload.peaks, createdAt: ctx.now)
        do {
            try store.attach(take, moving: moving)
        } catch {
            AudioUpload.remove(upload.relativePath, in: ctx.environment.store)
            throw error
        }
        for old in before where old.markNumber == number { AudioUpload.remove(old.path, in: ctx.environment.store) }
        let next = review.correctionNumbers.first { !done.contains($0) }
        struct Answer: Encodable { let next: String; let duration: String; let practiced: Bool }
        return try .json(
            Answer(
                next: next.map { QuranFlowRoute.practice.path(subject.submission.id, $0) }
                    ?? QuranFlowRoute.feedback.path(subject.submission.id),
                duration: AudioCard.clock(upload.duration), practiced: moving != nil), status: .created)
    }

    // MARK: Audio

    /// The loop's audio, with Range support, only to those allowed to hear it: the recitation to its student and their
    /// coach; the coach's note to the coach, and to the student once sent; a practice take to its student and their coach.
    static func registerMedia(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.reviewMedia) { ctx, id, requested in
            let subject = try LoopSubject.load(ctx, id: id)
            let account = try ctx.requireAccount()
            let isStudent = account.id.rawValue == subject.submission.studentID.rawValue
            let isCoach = account.id.rawValue == subject.student.coachID.rawValue
            let kind: MediaKind =
                switch requested {
                case .recitation: .recitation
                case .note: .coachNote
                }
            guard isCoach || (isStudent && (kind == .recitation || subject.review?.sentAt != nil)) else {
                throw LoopSubject.noSuchRecording
            }
            guard let record = try MediaStore(database: ctx.environment.database).medium(kind, owner: .submission(subject.submission.id))
            else {
                throw Refusal.recordingBeingPrepared
            }
            return try file(record.path, contentType: record.contentType, ctx)
        }
        routes.add(QuranFlowRoute.takeMedia) { ctx, takeID in
            guard let take = try PracticeStore(database: ctx.environment.database).take(id: takeID.rawValue) else {
                throw NotFound("take")
            }
            let subject = try LoopSubject.load(ctx, id: take.submissionID)
            let account = try ctx.requireAccount()
            let isStudent = account.id.rawValue == subject.submission.studentID.rawValue
            let isCoach = account.role == .coach && account.id.rawValue == subject.student.coachID.rawValue
            let worked =
                account.role == .coach
                ? try StudentRecordRoutes.hasWorkedWith(subject.student.id, coach: ID(account.id.rawValue), in: ctx.environment) : false
            let allowed = isStudent || isCoach || worked
            guard allowed else { throw LoopSubject.noSuchRecording }
            return try file(take.path, contentType: take.contentType, ctx)
        }
    }

    static func file(_ relative: String, contentType: String, _ ctx: RequestContext) throws -> Response {
        guard !ctx.environment.dataDirectory.isEmpty, StaticFiles.isSafe(relative) else {
            throw Refusal.recordingBeingPrepared
        }
        return try MediaResponse.serve(relative, contentType: contentType, cacheControl: "private, max-age=300", ctx: ctx)
    }
}
