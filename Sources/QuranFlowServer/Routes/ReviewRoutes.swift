import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing
import Security
import ServerSupport

/// The coach's review workspace (SakCoachReview): the page and its JSON, marks, notes, the audio reply, activity
/// heartbeats and Send. Only the student's own coach may use any of it.
enum ReviewRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.review) { ctx, id in
            let screen = try screen(ctx, id, logOpen: true)
            return .html(
                ReviewPages.review(screen, shell: CoachShell.make(current: .queue, destinations: destinations), csrfToken: ctx.csrfToken))
        }
        routes.twin(of: QuranFlowRoute.review, model: CoachReviewScreen.self) { ctx, id in
            try .json(try screen(ctx, id, logOpen: false))
        }
        routes.add(QuranFlowRoute.addMark) { ctx, id in
            let subject = try LoopSubject.load(ctx, id: id)
            _ = try subject.requireCoach(ctx)
            let form = try ctx.request.form(ReviewMarkForm.self)
            guard let word = form.word.text.flatMap(wordReference),
                subject.passage.words.contains(where: { WordReference(word: $0) == word })
            else {
                throw FieldRefusal(form.word, "Tap a word of the passage to mark it.", malformed: true)
            }
            guard let kind = ReviewMark.Kind(rawValue: form.kind.or("")) else {
                throw FieldRefusal(form.kind, "Choose correction or praise.", malformed: true)
            }
            guard let category = TajweedCategory(rawValue: form.category.or("")) else {
                throw FieldRefusal(form.category, "Choose a tajweed category.", malformed: true)
            }
            let playhead = try playhead(form.playhead, of: subject) ?? 0
            let mark = ReviewMark(
                kind: kind, word: word, title: trimmed(form.title.text, limit: 120), detail: trimmed(form.detail.text, limit: 300),
                category: category, playhead: playhead)
            do {
                try mark.validate(recordingSeconds: subject.submission.durationSeconds)
                try ReviewStore(database: ctx.environment.database).addMark(
                    mark, to: subject.submission.id, week: subject.submission.week, at: ctx.now)
            }
            return try placed(ctx, subject.submission.id)
        }
        routes.add(QuranFlowRoute.addReviewNote) { ctx, id in
            let subject = try LoopSubject.load(ctx, id: id)
            _ = try subject.requireCoach(ctx)
            let form = try ctx.request.form(ReviewNoteForm.self)
            guard let audience = NoteAudience(rawValue: form.audience.or("")) else {
                throw FieldRefusal(form.audience, "Choose who the note is for.", malformed: true)
            }
            let text = trimmed(form.text.text, limit: 2000)
            guard !text.isEmpty else { throw FieldRefusal(form.text, "Write the note first.", malformed: true) }
            let playhead = try playhead(form.playhead, of: subject)
            do {
                try ReviewStore(database: ctx.environment.database).addNote(
                    text, for: audience, playhead: playhead, to: subject.submission.id,
                    week: subject.submission.week, at: ctx.now)
            }
            return try placed(ctx, subject.submission.id)
        }
        routes.add(QuranFlowRoute.reviewReply, maxBodyBytes: AudioUpload.maxBytes, spoolsBody: true) { ctx, id in
            let subject = try LoopSubject.load(ctx, id: id)
            _ = try subject.requireCoach(ctx)
            guard subject.review?.sentAt == nil else { throw LoopError.feedbackAlreadySent(week: subject.submission.week).httpError }
            let upload = try AudioUpload.store(
                UploadSource(body: ctx.request), declaredType: ctx.request.contentType, in: ctx.environment.store, folder: "replies")
            let media = MediaStore(database: ctx.environment.database)
            let old = try media.medium(.coachNote, owner: .submission(subject.submission.id))
            let record = MediaRecord(
                kind: .coachNote, owner: .submission(subject.submission.id), title: "Notes from \(subject.coach.displayName)",
                path: upload.relativePath, contentType: "audio/mp4", bytes: upload.bytes,
                durationMilliseconds: max(1, Int((upload.duration * 1000).rounded())), peaks: upload.peaks, createdAt: ctx.now)
            do {
                do {
                    try ReviewStore(database: ctx.environment.database).saveReply(
                        record, to: subject.submission.id, week: subject.submission.week)
                }
            } catch {
                AudioUpload.remove(upload.relativePath, in: ctx.environment.store)
                throw error
            }
            if let old, old.path != record.path { AudioUpload.remove(old.path, in: ctx.environment.store) }
            struct Answer: Encodable { let duration: String; let seconds: Double }
            return try .json(Answer(duration: AudioCard.clock(upload.duration), seconds: upload.duration), status: .created)
        }
        routes.add(QuranFlowRoute.reviewActivity) { ctx, id in
            let subject = try LoopSubject.load(ctx, id: id)
            _ = try subject.requireCoach(ctx)
            struct Event: Decodable { let kind: String; let ago: Double; let lasting: Double? }
            let field = try ctx.request.form(ReviewActivityForm.self).events
            let text = field.or("[]")
            guard text.utf8.count <= 20_000, let events = try? JSONDecoder().decode([Event].self, from: Data(text.utf8)),
                events.count <= 200
            else {
                throw FieldRefusal(field, "events must be a JSON list of {kind, ago, lasting}.", malformed: true)
            }
            // The page reports how long ago each event happened; the server's clock stamps it (so the test clock holds).
            let logged = try events.map { event -> ActivityEvent in
                guard let kind = ActivityEvent.Kind(rawValue: event.kind), event.ago.isFinite, (event.lasting ?? 0).isFinite else {
                    throw FieldRefusal(field, "Unknown activity “\(event.kind)”.", malformed: true)
                }
                return ActivityEvent(
                    kind, at: ctx.now.addingTimeInterval(-min(max(event.ago, 0), 3600)), lasting: min(max(event.lasting ?? 0, 0), 900))
            }
            if subject.review != nil, subject.review?.sentAt == nil {
                try ReviewStore(database: ctx.environment.database).log(logged, for: subject.submission.id)
            }
            return Response(status: .noContent, headers: HTTPHeaders(), body: .bytes([]))
        }
        routes.add(QuranFlowRoute.sendReview) { ctx, id in
            let subject = try LoopSubject.load(ctx, id: id)
            let coach = try subject.requireCoach(ctx)
            let form = try ctx.request.form(SendReviewForm.self)
            let key = form.key.or("")
            guard !key.isEmpty, key.count <= 64 else { throw FieldRefusal(form.key, "Reload the review and send again.", malformed: true) }
            let outcome = form.outcome.text.flatMap(ReviewOutcome.init(rawValue:))
            if form.outcome.text.map({ !$0.isEmpty && outcome == nil }) == true {
                throw FieldRefusal(form.outcome, "Choose Accepted or Another attempt before sending.", malformed: true)
            }
            try send(subject, coach: coach, key: key, outcome: outcome, ctx: ctx)
            let next = QuranFlowRoute.review.path(subject.submission.id)
            // The page's script (and any client asking for JSON) reads where to go; a refusal reaches it as JSON too.
            if ctx.request.asksForJSON { return try .json(Sent(next: next)) }
            return .redirect(to: next)
        }
        StudentRecordRoutes.register(on: routes)
    }

    /// The answer to a placed mark or note: back to the page for its form; for the page's script (asking for JSON), the
    /// parts of the page that changed, so the recording keeps playing and the page keeps its place.
    static func placed(_ ctx: RequestContext, _ id: ID<Submission>) throws -> Response {
        guard ctx.request.asksForJSON else { return .redirect(to: QuranFlowRoute.review.path(id)) }
        return try .json(ReviewPageUpdate(try screen(ctx, id, logOpen: false)))
    }

    /// The answer to a Send asked for JSON: the review's page, now read-only.
    struct Sent: Codable, Sendable {
        let next: String
    }

    /// Send: decided by ``SendDecision`` from the stored review and applied in one transaction; if another press got
    /// there first the decision is taken again from what it stored (same key: success; another key: 409).
    static func send(_ subject: LoopSubject, coach: Coach, key: String, outcome: ReviewOutcome?, ctx: RequestContext) throws {
        let store = ReviewStore(database: ctx.environment.database)
        let base = subject.review ?? Review(submissionID: subject.submission.id, coachID: coach.id)
        let draft = outcome.map { base.choosing($0) } ?? base
        let attemptsLeft = try subject.attemptsLeft(ctx)
        do {
            let decision = try SendDecision.decide(
                draft: draft, key: key, submission: subject.submission, student: subject.student, coach: coach,
                stored: subject.review, attemptsLeft: attemptsLeft, at: ctx.now)
            guard case .send(let moved, let review, let notification) = decision else { return }
            if subject.review == nil { try store.start(submission: subject.submission.id, coach: coach.id, at: ctx.now) }
            let applied = try store.apply(
                send: moved, review: review, notification: notification, studentAccount: subject.student.id.rawValue,
                target: QuranFlowRoute.feedback.path(moved.id))
            if !applied {
                let stored = try store.review(of: subject.submission.id)
                let fresh = try store.submission(id: subject.submission.id) ?? subject.submission
                _ = try SendDecision.decide(
                    draft: draft, key: key, submission: fresh, student: subject.student, coach: coach, stored: stored,
                    attemptsLeft: attemptsLeft, at: ctx.now)
            }
        }
    }

    static func screen(_ ctx: RequestContext, _ id: ID<Submission>, logOpen: Bool) throws -> CoachReviewScreen {
        var subject = try LoopSubject.load(ctx, id: id)
        let coach = try subject.requireCoach(ctx)
        let store = ReviewStore(database: ctx.environment.database)
        if subject.review == nil {
            guard subject.submission.status == .inReview else { throw LoopRefusal.noReview }
            guard subject.submission.isWaitingForReview(at: ctx.now) else { throw LoopError.stillInRevokeWindow.httpError }
            try store.start(submission: subject.submission.id, coach: coach.id, at: ctx.now)
            subject = try LoopSubject.load(ctx, id: subject.submission.id)
        }
        guard let review = subject.review else { throw NotFound("recording") }
        if logOpen, review.sentAt == nil { try store.log([ActivityEvent(.open, at: ctx.now)], for: subject.submission.id) }
        return CoachReviewScreen.make(
            submission: subject.submission, student: subject.student, review: review, passage: subject.passage,
            recording: try subject.recordingCard(ctx.environment), reply: try subject.noteCard(ctx.environment),
            activeTime: ActiveReviewTime(events: try store.activity(of: subject.submission.id)),
            attemptsLeft: try subject.attemptsLeft(ctx), sendKey: SecureRandom.token(byteCount: 12), destinations: destinations)
    }

    /// "67:1:3" → the word reference.
    static func wordReference(_ text: String) -> WordReference? {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return WordReference(surah: parts[0], ayah: parts[1], index: parts[2])
    }

    /// The form's `playhead` (the page fills it from the audio element's `currentTime`): seconds into the recording,
    /// stored bounded by its length; `nil` when absent or empty. The length is kept in whole seconds, rounded, so the
    /// player may stand up to half a second past it: that is the recording's end. Further out is a 422 naming the field,
    /// not a number a 400.
    static func playhead(_ field: FormText, of subject: LoopSubject) throws -> TimeInterval? {
        let length = Double(max(0, subject.submission.durationSeconds))
        return try RequestField.seconds(field, in: 0...(length + 0.5)).map { min($0, length) }
    }

    static func trimmed(_ text: String?, limit: Int) -> String {
        String((text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).prefix(limit))
    }
}
