import Foundation
import Identifiers
import QuranFlowCore
import Routing

/// A thread's page: `?before=<position>` shows the messages before that position ("Show earlier"); `?about=<submission>`
/// opens the voice composer as a "Voice reply" to that week's feedback.
public struct MessagesQuery: RouteQuery {
    public var before: Int?
    public var about: ID<Submission>?
    public init(before: Int? = nil, about: ID<Submission>? = nil) {
        self.before = before
        self.about = about
    }
}

/// `?after=<position>`: the last message position a thread's page shows; its stream sends what comes after.
public struct MessageEventsQuery: RouteQuery {
    public var after: Int?
    public init(after: Int? = nil) { self.after = after }
}

extension QuranFlowRoute {
    /// The student's thread with one coach (SakMessageThread).
    public static let messageThread = QuranFlowEndpoint(
        .get, "/messages/:coach", ID<Coach>.self, query: MessagesQuery.self, access: .students, feature: .messages,
        kind: .screen(
            summary: "The signed-in student's thread with one coach they work with (SakMessageThread): the latest 50 messages by day, "
                + "the weekly cap line. Query: before = a message position, for earlier messages; about = a submission whose "
                + "feedback a voice reply answers. 404 for a coach they do not work with.",
            name: "Messages", spec: "SakMessageThread"), usesMicrophone: true)
    /// The student sends a text message (form `body`).
    public static let sendMessage = QuranFlowEndpoint(
        .post, "/messages/:coach", ID<Coach>.self, access: .students, statuses: [404, 422, 429], rateLimit: QuranFlowRateLimit.messages)
    /// The student sends a text message as JSON.
    public static let apiSendMessage = QuranFlowEndpoint(
        .post, "/api/messages/:coach", ID<Coach>.self, access: .students,
        kind: .api(
            summary: "Sends a text message (form or JSON field `body`, 1–2000 characters) to a coach the student works with. 201 with "
                + "the message; 422 empty or too long; 429 at the weekly cap of 3, naming when the next opens; 404 not their coach."),
        statuses: [404, 422, 429], rateLimit: QuranFlowRateLimit.messages)
    /// The student sends a voice message from the page (multipart `recording`, ≤ 2 minutes; optional `about` = a
    /// submission whose feedback it answers): JSON for the recorder's script (Accept: application/json), else a redirect.
    public static let sendVoiceMessage = QuranFlowEndpoint(
        .post, "/messages/:coach/voice", ID<Coach>.self, access: .students, statuses: [400, 404, 413, 415, 422, 429, 503],
        rateLimit: QuranFlowRateLimit.messages)
    /// The student sends a voice message as JSON.
    public static let apiSendVoiceMessage = QuranFlowEndpoint(
        .post, "/api/messages/:coach/voice", ID<Coach>.self, access: .students,
        kind: .api(
            summary: "Sends a voice message (multipart `recording`: WebM/Opus or MP4/AAC, at most 2 minutes, decoded and measured on "
                + "the server; optional `about` = a submission of the student's whose feedback this coach sent). Counts against the "
                + "weekly cap like text. 201 with the message and `next` (the thread); 413 too large; 415 not audio or mislabelled; "
                + "422 empty, damaged, too long or an unknown `about`; 429 at the weekly cap."),
        statuses: [400, 404, 413, 415, 422, 429, 503], rateLimit: QuranFlowRateLimit.messages)
    /// A voice message's audio, served (with Range) only to the thread's student and coach.
    public static let messageVoice = QuranFlowEndpoint(
        .get, "/message-audio/:message", ID<Message>.self, access: .signedIn, kind: .file, statuses: [404])
    /// The student's thread's server-sent events: the messages that arrive while it is open.
    public static let messageEvents = QuranFlowEndpoint(
        .get, "/messages/:coach/events", ID<Coach>.self, query: MessageEventsQuery.self, access: .students, kind: .file)
    /// The coach's Messages list.
    public static let coachMessages = QuranFlowEndpoint(
        .get, "/coach/messages", access: .coaches, feature: .messages,
        kind: .screen(summary: "The signed-in coach's threads, unanswered first with how long each student has waited.", name: "Messages"),
        statuses: [409])
    /// The coach's thread with one student.
    public static let coachMessageThread = QuranFlowEndpoint(
        .get, "/coach/messages/:student", ID<Student>.self, query: MessagesQuery.self, access: .coaches, feature: .messages,
        kind: .screen(
            summary: "The signed-in coach's thread with one of their students (no cap). 404 for a student they do not work with.",
            name: "Messages", spec: "SakMessageThread"),
        statuses: [409], usesMicrophone: true)
    /// The coach's thread's server-sent events.
    public static let coachMessageEvents = QuranFlowEndpoint(
        .get, "/coach/messages/:student/events", ID<Student>.self, query: MessageEventsQuery.self, access: .coaches, kind: .file)
    /// The coach sends a voice message from the page (multipart `recording`, ≤ 2 minutes).
    public static let coachSendVoiceMessage = QuranFlowEndpoint(
        .post, "/coach/messages/:student/voice", ID<Student>.self, access: .coaches, statuses: [400, 404, 409, 413, 415, 422, 503],
        rateLimit: QuranFlowRateLimit.messages)
    /// The coach sends a voice message as JSON.
    public static let apiCoachSendVoiceMessage = QuranFlowEndpoint(
        .post, "/api/coach/messages/:student/voice", ID<Student>.self, access: .coaches,
        kind: .api(
            summary: "Sends a voice message (multipart `recording`, at most 2 minutes, decoded and measured on the server) to one of "
                + "the coach's students. 201 with the message and `next`; 413, 415, 422 as for the student's."),
        statuses: [400, 404, 409, 413, 415, 422, 503], rateLimit: QuranFlowRateLimit.messages)
    /// The coach sends a text message (form `body`).
    public static let coachSendMessage = QuranFlowEndpoint(
        .post, "/coach/messages/:student", ID<Student>.self, access: .coaches, statuses: [404, 409, 422],
        rateLimit: QuranFlowRateLimit.messages)
    /// The coach sends a text message as JSON.
    public static let apiCoachSendMessage = QuranFlowEndpoint(
        .post, "/api/coach/messages/:student", ID<Student>.self, access: .coaches,
        kind: .api(
            summary: "Sends a text message (field `body`, 1–2000 characters) to one of the coach's students. 201 with the message; "
                + "422 empty or too long; 404 not their student. The student gets a notification (\"Ust. Amina replied\")."),
        statuses: [404, 409, 422], rateLimit: QuranFlowRateLimit.messages)
}
