import Foundation
import Security
import Testing

/// Stripe's documented scheme: `t=…,v1=…` over `"<t>.<body>"`, 5-minute tolerance, every `v1` tried. The expected MACs
/// below were computed independently (Python's `hmac` module), not by the code under test.
@Suite("Stripe webhook signatures")
struct StripeWebhookSignatureTests {
    let payload = Array(#"{"id":"evt_1","type":"invoice.paid"}"#.utf8)
    let secret = "whsec_test_secret"
    let signedAt: Int64 = 1_764_763_200
    let good = "834654a5084349ce61b6df00f8fed3b150a9e890c036d527e0210c725b4ead75"
    /// The same payload signed with the endpoint's previous secret (as during a roll).
    let old = "548ae7e5fb0a43ff279647f595e1a98457ee78fcca6575b36160210db3633bf2"
    var now: Date { Date(timeIntervalSince1970: TimeInterval(signedAt) + 42) }

    func verify(_ header: String?, payload: [UInt8]? = nil, now: Date? = nil) throws(StripeWebhookSignature.Failure) -> Int64 {
        try StripeWebhookSignature.verify(header: header, payload: payload ?? self.payload, secret: secret, now: now ?? self.now)
    }

    @Test("The right signature is accepted and gives its timestamp; the header the demo signs with is the same")
    func right() throws {
        #expect(try verify("t=\(signedAt),v1=\(good)") == signedAt)
        #expect(StripeWebhookSignature.header(payload: payload, secret: secret, timestamp: signedAt) == "t=\(signedAt),v1=\(good)")
        #expect(try verify("t=\(signedAt),v1=\(good.uppercased()),v0=deadbeef") == signedAt)
    }

    @Test("Two v1 values (a rolled secret): accepted when either matches, in either order")
    func twoSignatures() throws {
        #expect(try verify("t=\(signedAt),v1=\(old),v1=\(good)") == signedAt)
        #expect(try verify("t=\(signedAt),v1=\(good),v1=\(old)") == signedAt)
        #expect(throws: StripeWebhookSignature.Failure.noMatchingSignature) { try verify("t=\(signedAt),v1=\(old),v1=\(old)") }
    }

    @Test("A wrong signature, a changed payload or another secret is refused")
    func wrong() {
        #expect(throws: StripeWebhookSignature.Failure.noMatchingSignature) { try verify("t=\(signedAt),v1=\(old)") }
        #expect(throws: StripeWebhookSignature.Failure.noMatchingSignature) {
            try verify("t=\(signedAt),v1=\(good)", payload: Array(#"{"id":"evt_1","type":"invoice.paid" }"#.utf8))
        }
        #expect(throws: StripeWebhookSignature.Failure.noMatchingSignature) { try verify("t=\(signedAt + 1),v1=\(good)") }
        #expect(throws: StripeWebhookSignature.Failure.noMatchingSignature) { try verify("t=\(signedAt),v1=zz\(good.dropFirst(2))") }
    }

    @Test("Stale: the last second inside the 5-minute tolerance passes, the next is refused, both ways")
    func stale() throws {
        let header = "t=\(signedAt),v1=\(good)"
        #expect(try verify(header, now: Date(timeIntervalSince1970: TimeInterval(signedAt + 300))) == signedAt)
        #expect(throws: StripeWebhookSignature.Failure.timestampOutsideTolerance(seconds: 301)) {
            try verify(header, now: Date(timeIntervalSince1970: TimeInterval(signedAt + 301)))
        }
        #expect(try verify(header, now: Date(timeIntervalSince1970: TimeInterval(signedAt - 300))) == signedAt)
        #expect(throws: StripeWebhookSignature.Failure.timestampOutsideTolerance(seconds: -301)) {
            try verify(header, now: Date(timeIntervalSince1970: TimeInterval(signedAt - 301)))
        }
    }

    @Test("Malformed headers are refused with their reason, never a trap")
    func malformed() {
        #expect(throws: StripeWebhookSignature.Failure.missingHeader) { try verify(nil) }
        #expect(throws: StripeWebhookSignature.Failure.missingHeader) { try verify("") }
        #expect(throws: StripeWebhookSignature.Failure.malformedHeader) { try verify("v1=\(good)") }
        #expect(throws: StripeWebhookSignature.Failure.malformedHeader) { try verify("t=abc,v1=\(good)") }
        #expect(throws: StripeWebhookSignature.Failure.malformedHeader) { try verify("t=\(signedAt),t=\(signedAt),v1=\(good)") }
        #expect(throws: StripeWebhookSignature.Failure.malformedHeader) { try verify("t=\(signedAt),garbage") }
        #expect(throws: StripeWebhookSignature.Failure.noV1Signature) { try verify("t=\(signedAt),v0=\(good)") }
        #expect(throws: StripeWebhookSignature.Failure.malformedHeader) { try verify("t=99999999999999999999,v1=\(good)") }
        #expect(throws: StripeWebhookSignature.Failure.timestampOutsideTolerance(seconds: Int64.max)) {
            try verify("t=\(Int64.max),v1=\(good)", now: Date(timeIntervalSince1970: -1e300))
        }
    }
}
