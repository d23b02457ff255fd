import Foundation

/// One message in a student–coach thread, as stored.
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
    public let body: String
    public let sentAt: Date

    public init(id: String, threadID: String, senderID: String, fromStudent: Bool, body: String, sentAt: Date) {
        self.id = id
        self.threadID = threadID
        self.senderID = senderID
        self.fromStudent = fromStudent
        self.body = body
        self.sentAt = sentAt
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
