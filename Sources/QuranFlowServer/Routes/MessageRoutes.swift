import Accounts
import Foundation
import HTTPServer
import Identifiers
import Media
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// Messages between a student and the coaches they work with (SakMessageThread and the coach's mirrored side): the
/// threads, sending text within the student's weekly cap (``MessageCap``, enforced by ``MessageStore``), unread state
/// (opening a thread reads it), and the coach's Messages list. A thread with anyone else is a 404.
enum MessageRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        let studentShell = MessagePages.Shell.student(StudentShell.make(current: .profile, destinations: destinations))
        routes.add(QuranFlowRoute.messageThread) { ctx, query, coach in
            try kept(ctx, other: coach.rawValue, query, json: false) {
                MessagePages.thread(
                    try studentThread(ctx, coach: coach, before: query.before, about: query.about), shell: studentShell,
                    csrfToken: ctx.csrfToken)
            }
        }
        routes.twin(of: QuranFlowRoute.messageThread, model: MessageThreadScreen.self) { ctx, query, coach in
            try kept(ctx, other: coach.rawValue, query, json: true) {
                try json(try studentThread(ctx, coach: coach, before: query.before, about: query.about))
            }
        }
        routes.add(QuranFlowRoute.sendMessage, form: MessageForm.self) { ctx, form, coach in
            try studentSend(ctx, coach: coach, body: form.body.text)
            return .redirect(to: QuranFlowRoute.messageThread.path(coach))
        }
        routes.add(
            QuranFlowRoute.apiSendMessage, body: messageBody, response: .json(Message.self, status: 201)
        ) { ctx, coach in
            try .json(try studentSend(ctx, coach: coach, body: try ctx.request.form(MessageForm.self).body.text), status: .created)
        }
        routes.add(QuranFlowRoute.sendVoiceMessage, maxBodyBytes: RecordingUpload.maxBodyBytes, spoolsBody: true) { ctx, coach in
            let message = try studentSendVoice(ctx, coach: coach)
            return try voiceAnswer(ctx, message, next: QuranFlowRoute.messageThread.path(coach))
        }
        routes.add(
            QuranFlowRoute.apiSendVoiceMessage, body: voiceBody(about: true), response: .json(VoiceSent.self, status: 201),
            maxBodyBytes: RecordingUpload.maxBodyBytes, spoolsBody: true
        ) { ctx, coach in
            let message = try studentSendVoice(ctx, coach: coach)
            return try .json(VoiceSent(message: message, next: QuranFlowRoute.messageThread.path(coach)), status: .created)
        }
        routes.add(QuranFlowRoute.messageVoice) { ctx, id in try voiceFile(ctx, id) }
        routes.add(QuranFlowRoute.messageEvents) { ctx, query, coach in
            let (world, found) = try studentCoach(ctx, coach)
            return events(
                ctx, student: world.student.id.rawValue, coach: found.id.rawValue, viewer: world.student.id.rawValue,
                zoneIdentifier: world.student.zoneIdentifier, after: query.after)
        }
        routes.add(QuranFlowRoute.coachMessageEvents) { ctx, query, student in
            let (coach, found) = try coachStudent(ctx, student)
            let zone = try ProgrammeStore(database: ctx.environment.database).coach(id: ID(coach))?.zoneIdentifier ?? "UTC"
            return events(ctx, student: found.id.rawValue, coach: coach, viewer: coach, zoneIdentifier: zone, after: query.after)
        }
        routes.screen(
            QuranFlowRoute.coachMessages, model: { ctx in try coachList(ctx) },
            page: { _, screen in
                .html(MessagePages.coachList(screen, shell: CoachShell.make(current: .queue, destinations: destinations)))
            })
        let coachShell = MessagePages.Shell.coach(CoachShell.make(current: .queue, destinations: destinations))
        routes.add(QuranFlowRoute.coachMessageThread) { ctx, query, student in
            try kept(ctx, other: student.rawValue, query, json: false) {
                MessagePages.thread(
                    try coachThread(ctx, student: student, before: query.before), shell: coachShell, csrfToken: ctx.csrfToken)
            }
        }
        routes.twin(of: QuranFlowRoute.coachMessageThread, model: MessageThreadScreen.self) { ctx, query, student in
            try kept(ctx, other: student.rawValue, query, json: true) {
                try json(try coachThread(ctx, student: student, before: query.before))
            }
        }
        routes.add(QuranFlowRoute.coachSendVoiceMessage, maxBodyBytes: RecordingUpload.maxBodyBytes, spoolsBody: true) { ctx, student in
            let message = try coachSendVoice(ctx, student: student)
            return try voiceAnswer(ctx, message, next: QuranFlowRoute.coachMessageThread.path(student))
        }
        routes.add(
            QuranFlowRoute.apiCoachSendVoiceMessage, body: voiceBody(about: false), response: .json(VoiceSent.self, status: 201),
            maxBodyBytes: RecordingUpload.maxBodyBytes, spoolsBody: true
        ) { ctx, student in
            let message = try coachSendVoice(ctx, student: student)
            return try .json(VoiceSent(message: message, next: QuranFlowRoute.coachMessageThread.path(student)), status: .created)
        }
        routes.add(QuranFlowRoute.coachSendMessage, form: MessageForm.self) { ctx, form, student in
            try coachSend(ctx, student: student, body: form.body.text)
            return .redirect(to: QuranFlowRoute.coachMessageThread.path(student))
        }
        routes.add(
            QuranFlowRoute.apiCoachSendMessage, body: messageBody, response: .json(Message.self, status: 201)
        ) { ctx, student in
            try .json(try coachSend(ctx, student: student, body: try ctx.request.form(MessageForm.self).body.text), status: .created)
        }
    }

    /// A thread's event stream for `viewer`: "messages" events carrying the days of what arrives after position `after`
    /// (what the page shows), rendered on the viewer's clock.
    static func events(
        _ ctx: RequestContext, student: String, coach: String, viewer: String, zoneIdentifier: String, after: Int?
    ) -> Response {
        let hub = ctx.environment.messages
        let key = MessageStore.pairKey(student: student, coach: coach)
        let id = hub.makeID()
        let stream = EventStream(retry: 2000) { hub.remove(thread: key, id: id) }
        let encoder = JSONEncoder()
        hub.add(
            thread: key,
            viewer: MessageHub.Viewer(
                id: id, account: viewer, stream: stream,
                render: { messages in
                    let days = MessageThreadScreen.days(messages, viewerID: viewer, zoneIdentifier: zoneIdentifier)
                    return (try? encoder.encode(days)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
                }, seq: Int64(max(0, after ?? 0))))
        try? hub.refresh(thread: key)  // anything sent between the page and its stream
        var response = Response.eventStream(stream)
        response.headers.set(name: "Cache-Control", value: "no-store")
        return response
    }

    /// Sends the pair's new messages to the streams open in this process (others see them within a poll).
    static func delivered(_ ctx: RequestContext, student: String, coach: String) {
        try? ctx.environment.messages.refresh(thread: MessageStore.pairKey(student: student, coach: coach))
    }

    /// A thread's page or JSON, kept while nothing is written and the minute has not turned: a long thread's page is
    /// then one cache lookup (opening a thread with nothing new writes nothing — see
    /// ``MessageStore/markRead(thread:account:at:)``). A page carries a CSRF token, valid for its browser's CSRF
    /// identifier (any token the identifier's MAC signs is), so a page is kept per identifier.
    static func kept(
        _ ctx: RequestContext, other: String, _ query: MessagesQuery, json: Bool, render: () throws -> String
    ) throws -> Response {
        let key = MessagePageKey(
            thread: MessageThreadKey(
                account: try ctx.requireAccount().id, other: other, query: query, minute: StudentWorldKey.minute(of: ctx.now)),
            json: json, csrfID: json ? "" : ctx.csrfIdentity)
        let type = json ? "application/json; charset=utf-8" : "text/html; charset=utf-8"
        if let page = ctx.environment.messagePages.value(for: key, counter: ctx.changeCounter) {
            return .shared(page, contentType: type)
        }
        let page = SharedBytes(try render())
        ctx.environment.messagePages.store(page, for: key, counter: ctx.changeCounter)
        return .shared(page, contentType: type)
    }

    /// The screen model as JSON text.
    static func json(_ screen: MessageThreadScreen) throws -> String {
        guard case .bytes(let bytes) = try Response.json(screen).body else { return "{}" }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Voice

    /// The answer to a voice upload: the message and the thread to go back to.
    struct VoiceSent: Codable, Sendable {
        let message: Message
        let next: String
    }

    static func voiceBody(about: Bool) -> RequestBodyDoc {
        let recording = VoiceMessageForm.name(.recording)
        return .multipart(
            .object(
                [(recording, .string(format: "binary"))] + (about ? [(VoiceMessageForm.name(.about), .string())] : []),
                required: [recording]))
    }

    /// A typed message's body: its one field, required.
    static var messageBody: RequestBodyDoc { .form(.object(MessageForm.fieldNames.map { ($0, .string()) })) }

    /// JSON (201) for the recorder's script and the API; a redirect to the thread for the page's file form.
    static func voiceAnswer(_ ctx: RequestContext, _ message: Message, next: String) throws -> Response {
        if ctx.request.asksForJSON {
            return try .json(VoiceSent(message: message, next: next), status: .created)
        }
        return .redirect(to: next)
    }

    /// The uploaded voice note, checked by the recording pipeline with a two-minute cap and stored under
    /// `<data>/media/messages/`.
    static func storedVoice(_ ctx: RequestContext) throws -> (clip: VoiceClip, path: String, form: VoiceMessageForm) {
        let form = try ctx.request.form(VoiceMessageForm.self)
        guard let file = form.recording.file else {
            throw FieldRefusal(form.recording, "Attach the voice message (field “recording”).", malformed: true)
        }
        let upload = try AudioUpload.store(
            UploadSource(file), declaredType: file.contentType, in: ctx.environment.store, folder: "messages",
            maxDuration: VoiceClip.maxDuration)
        // Measured, so finite and at most two minutes: the conversion cannot trap.
        let milliseconds = max(1, Int((min(upload.duration, VoiceClip.maxDuration + 1) * 1000).rounded()))
        return (VoiceClip(durationMilliseconds: milliseconds, peaks: upload.peaks), upload.relativePath, form)
    }

    /// Sends a stored voice note; a refusal (the cap, an unknown `about`) removes the file so nothing is left behind.
    static func sendStored(
        _ ctx: RequestContext, _ stored: (clip: VoiceClip, path: String, form: VoiceMessageForm), about: String?,
        send: (MessageStore.Content) throws -> Message
    ) throws -> Message {
        do {
            return try send(.voice(stored.clip, path: stored.path, about: about))
        } catch {
            AudioUpload.remove(stored.path, in: ctx.environment.store)
            throw error
        }
    }

    @discardableResult
    static func studentSendVoice(_ ctx: RequestContext, coach id: ID<Coach>) throws -> Message {
        let (world, coach) = try studentCoach(ctx, id)
        let store = MessageStore(database: ctx.environment.database)
        let cap = MessageCap(zoneIdentifier: world.student.zoneIdentifier)
        let student = world.student.id.rawValue
        // At the cap, refuse before decoding anything.
        try cap.check(sent: try store.studentSends(student, since: cap.week(containing: ctx.now).lowerBound), at: ctx.now)
        let stored = try storedVoice(ctx)
        let about = stored.form.about.text.flatMap { $0.isEmpty ? nil : $0 }
        let message = try sendStored(ctx, stored, about: about) { content in
            try store.send(
                content, student: student, coach: coach.id.rawValue, fromStudent: true, cap: cap, senderName: world.student.shortName,
                studentLink: QuranFlowRoute.messageThread.path(coach.id), at: ctx.now)
        }
        delivered(ctx, student: student, coach: coach.id.rawValue)
        return message
    }

    /// A voice message's audio, with Range, to the thread's student or coach only (404 to anyone else: no trace).
    static func voiceFile(_ ctx: RequestContext, _ id: ID<Message>) throws -> Response {
        let account = try ctx.requireAccount().id.rawValue
        guard let voice = try MessageStore(database: ctx.environment.database).voice(id.rawValue),
            voice.studentID == account || voice.coachID == account, !voice.path.contains(".."),
            !ctx.environment.dataDirectory.isEmpty
        else { throw LoopRefusal.noSuchVoiceMessage }
        do {
            return try MediaResponse.serve(voice.path, contentType: NormalizedAudio.mimeType, ctx: ctx)
        } catch let error as HTTPError where error.status == .notFound {
            throw LoopRefusal.voiceMessageFileMissing
        }
    }

    // MARK: The student's side

    /// The coach of `id` if the signed-in student works with them (or has written to them); else 404.
    static func studentCoach(_ ctx: RequestContext, _ id: ID<Coach>) throws -> (StudentWorld, Coach) {
        let world = try SessionRoutes.world(ctx)
        let store = MessageStore(database: ctx.environment.database)
        let student = world.student.id.rawValue
        guard try store.coaches(ofStudent: student).contains(id.rawValue) || store.thread(student: student, coach: id.rawValue) != nil,
            let coach = try ProgrammeStore(database: ctx.environment.database).coach(id: id)
        else { throw MessageError.noSuchThread }
        return (world, coach)
    }

    static func studentThread(
        _ ctx: RequestContext, coach id: ID<Coach>, before: Int?, about: ID<Submission>?
    ) throws -> MessageThreadScreen {
        let (world, coach) = try studentCoach(ctx, id)
        let store = MessageStore(database: ctx.environment.database)
        let student = world.student.id.rawValue
        let thread = try store.thread(student: student, coach: coach.id.rawValue)
        let page = try thread.map { try store.messages(in: $0.id, beforeSeq: before.map(Int64.init)) } ?? .empty
        // A "Voice reply" names feedback this coach sent the student; anything else is a 422 naming `about`.
        let replyingTo = try about.map { submission -> MessageSubject in
            guard let subject = try store.subject(submission.rawValue, student: student, coach: coach.id.rawValue) else {
                throw MessageError.unknownSubject
            }
            return subject
        }
        if let thread, before == nil { try store.markRead(thread: thread.id, account: student, at: ctx.now) }
        let cap = MessageCap(zoneIdentifier: world.student.zoneIdentifier)
        return MessageThreadScreen.student(
            page.messages, earlierThan: page.firstSeq, hasEarlier: page.hasEarlier, coach: coach, studentID: student,
            zoneIdentifier: world.student.zoneIdentifier,
            sentThisWeek: try store.studentSends(student, since: cap.week(containing: ctx.now).lowerBound),
            replyLine: ReplyTime.label(firstReplies: try firstReplies(of: coach.id.rawValue, store: store, now: ctx.now)), now: ctx.now,
            replyingTo: replyingTo,
            eventsURL: before == nil
                ? QuranFlowRoute.messageEvents.path(
                    coach.id, query: MessageEventsQuery(after: Int(try store.latestSeq(student: student, coach: coach.id.rawValue))))
                : nil)
    }

    @discardableResult
    static func studentSend(_ ctx: RequestContext, coach id: ID<Coach>, body: String?) throws -> Message {
        let (world, coach) = try studentCoach(ctx, id)
        let message = try MessageStore(database: ctx.environment.database).send(
            try MessageText(body ?? ""), student: world.student.id.rawValue, coach: coach.id.rawValue, fromStudent: true,
            cap: MessageCap(zoneIdentifier: world.student.zoneIdentifier), senderName: world.student.shortName,
            studentLink: QuranFlowRoute.messageThread.path(coach.id), at: ctx.now)
        delivered(ctx, student: world.student.id.rawValue, coach: coach.id.rawValue)
        return message
    }

    /// The coach's first replies over every thread (``ReplyTime``).
    static func firstReplies(of coach: String, store: MessageStore, now: Date) throws -> [TimeInterval] {
        try store.firstReplyWaits(ofCoach: coach, now: now)
    }

    // MARK: The coach's side

    static func coachID(_ ctx: RequestContext) throws -> String {
        let account = try ctx.requireAccount()
        guard try ProgrammeStore(database: ctx.environment.database).coach(id: ID(account.id.rawValue)) != nil else {
            throw Refusal.coachProfilePending
        }
        return account.id.rawValue
    }

    /// The student of `id` if the signed-in coach works with them; else 404.
    static func coachStudent(_ ctx: RequestContext, _ id: ID<Student>) throws -> (coach: String, student: Student) {
        let coach = try coachID(ctx)
        guard try MessageStore(database: ctx.environment.database).students(ofCoach: coach).contains(id.rawValue),
            let found = try ProgrammeStore(database: ctx.environment.database).student(id: id, at: ctx.now)
        else { throw MessageError.noSuchThread }
        return (coach, found.student)
    }

    static func coachList(_ ctx: RequestContext) throws -> CoachMessagesScreen {
        let coach = try coachID(ctx)
        let programme = ProgrammeStore(database: ctx.environment.database)
        let inputs = try MessageStore(database: ctx.environment.database).summaries(ofCoach: coach).map { summary in
            let name = try programme.student(id: ID(summary.thread.studentID), at: ctx.now)?.student.shortName ?? "A student"
            return CoachMessagesScreen.Input(
                studentID: ID(summary.thread.studentID), studentName: name, last: summary.last, waitingSince: summary.waitingSince,
                unread: summary.unread)
        }
        return CoachMessagesScreen.make(inputs, now: ctx.now)
    }

    static func coachThread(_ ctx: RequestContext, student id: ID<Student>, before: Int?) throws -> MessageThreadScreen {
        let (coach, student) = try coachStudent(ctx, id)
        let store = MessageStore(database: ctx.environment.database)
        let thread = try store.thread(student: student.id.rawValue, coach: coach)
        let page = try thread.map { try store.messages(in: $0.id, beforeSeq: before.map(Int64.init)) } ?? .empty
        if let thread, before == nil { try store.markRead(thread: thread.id, account: coach, at: ctx.now) }
        let zone = try ProgrammeStore(database: ctx.environment.database).coach(id: ID(coach))?.zoneIdentifier ?? "UTC"
        return MessageThreadScreen.coach(
            page.messages, earlierThan: page.firstSeq, hasEarlier: page.hasEarlier, studentID: student.id, studentName: student.shortName,
            eyebrow: "\(student.level.title) · Year \(student.year.rawValue)", coachID: coach, zoneIdentifier: zone,
            eventsURL: before == nil
                ? QuranFlowRoute.coachMessageEvents.path(
                    student.id, query: MessageEventsQuery(after: Int(try store.latestSeq(student: student.id.rawValue, coach: coach))))
                : nil)
    }

    @discardableResult
    static func coachSend(_ ctx: RequestContext, student id: ID<Student>, body: String?) throws -> Message {
        let (coach, student) = try coachStudent(ctx, id)
        let name = try ProgrammeStore(database: ctx.environment.database).coach(id: ID(coach))?.displayName ?? "Your coach"
        let message = try MessageStore(database: ctx.environment.database).send(
            try MessageText(body ?? ""), student: student.id.rawValue, coach: coach, fromStudent: false,
            cap: MessageCap(zoneIdentifier: student.zoneIdentifier), senderName: name,
            studentLink: QuranFlowRoute.messageThread.path(ID<Coach>(coach)), at: ctx.now)
        delivered(ctx, student: student.id.rawValue, coach: coach)
        return message
    }

    @discardableResult
    static func coachSendVoice(_ ctx: RequestContext, student id: ID<Student>) throws -> Message {
        let (coach, student) = try coachStudent(ctx, id)
        let name = try ProgrammeStore(database: ctx.environment.database).coach(id: ID(coach))?.displayName ?? "Your coach"
        let stored = try storedVoice(ctx)
        let message = try sendStored(ctx, stored, about: nil) { content in
            try MessageStore(database: ctx.environment.database).send(
                content, student: student.id.rawValue, coach: coach, fromStudent: false,
                cap: MessageCap(zoneIdentifier: student.zoneIdentifier), senderName: name,
                studentLink: QuranFlowRoute.messageThread.path(ID<Coach>(coach)), at: ctx.now)
        }
        delivered(ctx, student: student.id.rawValue, coach: coach)
        return message
    }
}
