import Foundation
import JWSVerification
import StoreKitTestSupport
import Testing

@testable import JamaalCore

/// StoreKit 2 signed transactions against a root made for the test (no Apple certificate anywhere).
@Suite("Signed transaction verification (ES256, x5c to a configured root)")
struct TransactionVerificationTests {
    static let store = Result { try TestAppStore() }
    static let other = Result { try TestAppStore(name: "Other") }
    let now = Date()
    let bundle = "app.jamaal.Jamaal"

    func verify(_ jws: String, root: TestAppStore) throws -> Subscription {
        let verifier = try ES256ChainVerifier(rootCertificate: [UInt8](try Data(contentsOf: URL(fileURLWithPath: root.rootPath))))
        let parsed = try CompactJWS(jws)
        let signed = AppStoreTransaction.signedDate(of: parsed.payload) ?? now
        let payload = try verifier.verify(
            parsed, at: signed, leafExtension: "1.2.840.113635.100.6.11.1", intermediateExtension: "1.2.840.113635.100.6.2.1")
        return try AppStoreTransaction(payload: payload).subscription(bundleID: bundle, now: now)
    }

    @Test("A good yearly transaction gives the subscription with its expiry and original transaction id")
    func good() throws {
        let store = try Self.store.get()
        let expiry = now.addingTimeInterval(365 * 86_400)
        let jws = try store.signedTransaction(TestAppStore.payload(product: "jamaal.yearly", expires: expiry))
        let subscription = try verify(jws, root: store)
        #expect(subscription.product == .yearly)
        #expect(abs(subscription.expiresAt.timeIntervalSince(expiry)) < 0.001)
        #expect(subscription.originalTransactionID == "2000000000000001")
        let monthly = try store.signedTransaction(TestAppStore.payload(product: "jamaal.monthly", expires: expiry))
        #expect(try verify(monthly, root: store).product == .monthly)
    }

    @Test("A tampered payload is refused: the signature no longer matches")
    func tampered() throws {
        let store = try Self.store.get()
        let jws = try store.signedTransaction(TestAppStore.payload(expires: now.addingTimeInterval(86_400)))
        let longer = try TestAppStore.tampered(jws, payload: TestAppStore.payload(expires: now.addingTimeInterval(3650 * 86_400)))
        #expect(throws: JWSError.self) { try verify(longer, root: store) }
        do {
            _ = try verify(longer, root: store)
        } catch let error as JWSError {
            #expect(error.message.contains("signature does not match"))
        }
    }

    @Test("A chain that does not lead to the configured root is refused")
    func wrongChain() throws {
        let store = try Self.store.get()
        let other = try Self.other.get()
        let jws = try other.signedTransaction(TestAppStore.payload(expires: now.addingTimeInterval(86_400)))
        do {
            _ = try verify(jws, root: store)
            Issue.record("a foreign chain verified")
        } catch let error as JWSError {
            #expect(error.message.contains("does not lead to the trusted App Store root"))
        }
        #expect(try verify(jws, root: other).product == .yearly)
    }

    @Test("Expired, wrong product and wrong bundle are refused with a message naming the problem")
    func payloadRules() throws {
        let store = try Self.store.get()
        let cases: [([String: Any], String)] = [
            (TestAppStore.payload(expires: now.addingTimeInterval(-1)), "expired"),
            (TestAppStore.payload(product: "jamaal.lifetime", expires: now.addingTimeInterval(86_400)), "not a Jamaal subscription"),
            (TestAppStore.payload(bundle: "com.example.other", expires: now.addingTimeInterval(86_400)), "another app"),
        ]
        for (payload, words) in cases {
            let jws = try store.signedTransaction(payload)
            do {
                _ = try verify(jws, root: store)
                Issue.record("accepted: \(words)")
            } catch let refusal as AppStoreTransaction.Refusal {
                #expect(refusal.message.contains(words))
            }
        }
    }

    @Test("Garbage, a wrong algorithm and an unreadable root are refused, never a crash")
    func malformed() throws {
        for text in ["", "a.b", "not.a.jws", "....", String(repeating: "x", count: 70_000)] {
            #expect(throws: JWSError.self) { _ = try CompactJWS(text) }
        }
        let header = TestAppStore.base64URL(Data(#"{"alg":"none","x5c":["AAAA"]}"#.utf8))
        let parsed = try CompactJWS(header + ".e30.")
        let store = try Self.store.get()
        let verifier = try ES256ChainVerifier(rootCertificate: [UInt8](try Data(contentsOf: URL(fileURLWithPath: store.rootPath))))
        #expect(throws: JWSError.self) { _ = try verifier.verify(parsed, at: now) }
        #expect(throws: JWSError.self) { _ = try ES256ChainVerifier(rootCertificate: Array("not a certificate".utf8)) }
    }
}
