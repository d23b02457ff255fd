import Foundation

/// Why a message cannot be sent, in words the sender can act on.
///
/// ```swift
/// MessageError.tooLong(count: 2_400).message   // "A message is at most 2000 characters; this one has 2400."
/// ```
public enum MessageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// This week's messages are used; the next opens at `opensAt` (Monday 00:00 on the student's clock).
    case weeklyCapReached(opensAt: Date)
    /// Nothing to send.
    case empty
    /// Longer than ``MessageText/maxLength``.
    case tooLong(count: Int)
    /// The other person is not someone the sender works with (no thread).
    case noSuchThread
    /// A "Voice reply" names feedback that is not the student's, not sent, or from another coach.
    case unknownSubject

    /// The refusal in plain words.
    public var message: String {
        switch self {
        case .weeklyCapReached: MessageCap.closedLine
        case .empty: "Write your message first."
        case .tooLong(let count): "A message is at most \(MessageText.maxLength) characters; this one has \(count)."
        case .noSuchThread: "There is no conversation with that person."
        case .unknownSubject: "That feedback is not one this coach sent you, so the reply cannot be linked to it."
        }
    }

    public var description: String { message }
}

/// A message's text: trimmed, 1…2000 characters.
///
/// ```swift
/// try MessageText("  Can I move to Thursday?  ").value   // "Can I move to Thursday?"
/// ```
public struct MessageText: Hashable, Sendable {
    /// The longest message, in characters.
    public static let maxLength = 2000

    public let value: String

    public init(_ raw: String) throws(MessageError) {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        guard trimmed.count <= Self.maxLength else { throw .tooLong(count: trimmed.count) }
        value = trimmed
    }
}
