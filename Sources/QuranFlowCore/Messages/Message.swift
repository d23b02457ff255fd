import Foundation

/// One message in a student–coach thread, as stored: text, or a voice note (``VoiceClip``) optionally about one week's
/// feedback (``MessageSubject``).
///
/// ```swift
/// Message(id: "m1", threadID: "t1", senderID: sarah.rawValue, fromStudent: true, body: "Can I move to Thursday?", sentAt: now)
/// ```
public struct Message: Hashable, Sendable, Codable {
    public let id: String
    public let threadID: String
    /// The sender's account id.
    public let senderID: String
    /// Whether the student wrote it (the coach otherwise).
    public let fromStudent: Bool
    /// The text; empty for a voice message.
    public let body: String
    public let sentAt: Date
    /// The voice note, when this is a voice message.
    public let voice: VoiceClip?
    /// The feedback this message answers ("About Week 7 feedback"), when sent from it.
    public let about: MessageSubject?

    public init(
        id: String, threadID: String, senderID: String, fromStudent: Bool, body: String, sentAt: Date, voice: VoiceClip? = nil,
        about: MessageSubject? = nil
    ) {
        self.id = id
        self.threadID = threadID
        self.senderID = senderID
        self.fromStudent = fromStudent
        self.body = body
        self.sentAt = sentAt
        self.voice = voice
        self.about = about
    }

    /// One line for a list or a notification: the text (cut at 80 characters) or "Voice message · 0:22".
    public var preview: String {
        if let voice { return "Voice message · \(voice.clock)" }
        return body.count > 80 ? String(body.prefix(79)) + "…" : body
    }
}

/// A conversation between one student and one coach they work with.
public struct MessageThread: Hashable, Sendable, Codable {
    public let id: String
    public let studentID: String
    public let coachID: String

    public init(id: String, studentID: String, coachID: String) {
        self.id = id
        self.studentID = studentID
        self.coachID = coachID
    }
}
