/// A Web Push input or message that cannot be used, with a message naming what is wrong.
///
///     do { _ = try WebPushEncryption.encrypt(plaintext: big, userAgentPublicKey: key, authSecret: auth) }
///     catch let error as WebPushError { print(error) }  // "Web Push payload of 5000 bytes exceeds 3993"
public struct WebPushError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong, for a log line.
    public let message: String

    /// An error with `message`.
    ///
    ///     throw WebPushError("auth secret must be 16 bytes")
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
