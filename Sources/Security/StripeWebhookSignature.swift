import Foundation

/// Stripe's webhook signature scheme: the `Stripe-Signature` header carries `t=<unix seconds>` and one or more
/// `v1=<hex HMAC-SHA256>` values (several while an endpoint secret is being rolled); the signed payload is
/// `"<t>.<raw body>"` under the endpoint secret (`whsec_…`, used as its bytes). A request is genuine when any `v1` matches
/// (compared in constant time) and `t` is within the tolerance of now (5 minutes by default), which bounds replays.
///
///     try StripeWebhookSignature.verify(header: request.headers["Stripe-Signature"], payload: request.body,
///                                       secret: "whsec_…", now: now)
public enum StripeWebhookSignature {
    /// Why a webhook request is refused — each answered with 400 and this description.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case missingHeader
        case malformedHeader
        case noV1Signature
        case timestampOutsideTolerance(seconds: Int64)
        case noMatchingSignature

        public var description: String {
            switch self {
            case .missingHeader: "The request has no Stripe-Signature header."
            case .malformedHeader: "The Stripe-Signature header is malformed: it needs t=<timestamp> and v1=<signature>."
            case .noV1Signature: "The Stripe-Signature header has no v1 signature."
            case .timestampOutsideTolerance(let seconds):
                "The Stripe-Signature timestamp is \(seconds) seconds from now, outside the 5-minute tolerance (a stale or replayed request)."
            case .noMatchingSignature: "No v1 signature in Stripe-Signature matches this payload and the endpoint secret."
            }
        }
    }

    /// The default tolerance between the signature's timestamp and now, in seconds (Stripe's own libraries use 300).
    public static let defaultTolerance: Int64 = 300

    /// Checks `header` against `payload` (the raw body bytes, exactly as received) and `secret`; returns the signed
    /// timestamp.
    @discardableResult
    public static func verify(
        header: String?, payload: [UInt8], secret: String, now: Date, tolerance: Int64 = defaultTolerance
    ) throws(Failure) -> Int64 {
        guard let header, !header.isEmpty else { throw .missingHeader }
        var timestamp: Int64?
        var signatures: [[UInt8]] = []
        for item in header.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { throw .malformedHeader }
            switch pair[0] {
            case "t":
                guard timestamp == nil, let value = Int64(pair[1]), value >= 0 else { throw .malformedHeader }
                timestamp = value
            case "v1":
                // A value that is not 64 hex digits can never match; it is skipped, not an error (another may match).
                if let bytes = Hex.decode(pair[1]), bytes.count == HMACSHA256.macLength { signatures.append(bytes) }
            default:
                continue  // v0 and schemes this version does not know are ignored, as Stripe documents
            }
        }
        guard let timestamp else { throw .malformedHeader }
        guard header.contains("v1=") else { throw .noV1Signature }
        let nowSeconds = Int64(now.timeIntervalSince1970.rounded(.down).clamped(to: -9.0e15...9.0e15))
        let (difference, overflow) = nowSeconds.subtractingReportingOverflow(timestamp)
        guard !overflow, difference.magnitude <= UInt64(max(tolerance, 0)) else {
            throw .timestampOutsideTolerance(seconds: overflow ? Int64.max : difference)
        }
        let expected = HMACSHA256.authenticate(Array("\(timestamp).".utf8) + payload, key: Array(secret.utf8))
        var matched = false
        for signature in signatures where constantTimeEquals(signature, expected) { matched = true }
        guard matched else { throw .noMatchingSignature }
        return timestamp
    }

    /// A header signing `payload` at `timestamp` (for tests and the demo world, which post events the way Stripe does).
    public static func header(payload: [UInt8], secret: String, timestamp: Int64) -> String {
        "t=\(timestamp),v1=" + Hex.encode(HMACSHA256.authenticate(Array("\(timestamp).".utf8) + payload, key: Array(secret.utf8)))
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        isNaN ? 0 : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
