import COpenSSL

/// A failed OpenSSL operation or rejected input, with OpenSSL's own reason when it gave one.
///
///     do { _ = try OpenSSLCrypto.ecdh(privateKey: key, peerPublicKey: browserKey) }
///     catch let error as OpenSSLError { log("push: \(error)") }  // "ECDH: peer public key is not on P-256 (...)"
public struct OpenSSLError: Error, CustomStringConvertible, Sendable {
    /// What was being done, e.g. "ECDH" or "AES-128-GCM open".
    public let operation: String
    /// Why it failed: our own message, followed by OpenSSL's error queue when it had entries.
    public let reason: String

    /// An error for `operation`; drains OpenSSL's thread-local error queue into the message.
    ///
    ///     throw OpenSSLError("ES256 sign", "EVP_DigestSign failed")
    public init(_ operation: String, _ message: String) {
        self.operation = operation
        let queue = OpenSSLError.drainQueue()
        self.reason = queue.isEmpty ? message : "\(message) (\(queue.joined(separator: "; ")))"
    }

    public var description: String { "\(operation): \(reason)" }

    /// Empties OpenSSL's error queue for this thread and returns its entries as text (oldest first).
    static func drainQueue() -> [String] {
        var entries: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            entries.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return entries
    }
}
