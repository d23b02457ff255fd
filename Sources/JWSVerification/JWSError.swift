/// Why a signed JWS was refused, in words a person can act on (nothing is trusted from it).
///
///     catch let error as JWSError { print(error.message) }   // "The signature does not match the transaction."
public struct JWSError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, for the person.
    public let message: String
    /// OpenSSL's own reason, for the log (empty when ours).
    public let detail: String

    public init(_ message: String, detail: String = "") {
        self.message = message
        self.detail = detail
    }

    public var description: String { detail.isEmpty ? message : "\(message) (\(detail))" }
}
