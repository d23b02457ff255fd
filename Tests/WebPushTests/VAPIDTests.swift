import Foundation
import Security
import Testing

@testable import WebPush

@Suite struct VAPIDTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func theTokenIsASignedES256JWTForTheEndpointsOrigin() throws {
        let vapid = VAPIDKey(keyPair: try OpenSSLCrypto.generateP256())
        let value = try vapid.authorization(
            for: "https://fcm.googleapis.com/fcm/send/abc", subject: "mailto:ops@example.org",
            expiresAt: now.addingTimeInterval(12 * 3600), now: now)
        #expect(value.hasPrefix("vapid t="))
        #expect(value.hasSuffix(", k=\(vapid.publicKeyBase64URL)"))
        #expect(try bytes(vapid.publicKeyBase64URL) == vapid.keyPair.publicKey)
        let token = String(value.dropFirst("vapid t=".count).prefix { $0 != "," })
        let parts = token.split(separator: ".").map(String.init)
        try #require(parts.count == 3)
        #expect(String(decoding: try bytes(parts[0]), as: UTF8.self) == #"{"typ":"JWT","alg":"ES256"}"#)
        let claims = try #require(try JSONSerialization.jsonObject(with: Data(bytes(parts[1]))) as? [String: Any])
        #expect(claims["aud"] as? String == "https://fcm.googleapis.com")
        #expect(claims["exp"] as? Int == 1_800_043_200)
        #expect(claims["sub"] as? String == "mailto:ops@example.org")
        let signature = try bytes(parts[2])
        #expect(signature.count == 64)
        #expect(OpenSSLCrypto.verifyES256(signature, message: Array("\(parts[0]).\(parts[1])".utf8), publicKey: vapid.keyPair.publicKey))
    }

    @Test func originsKeepOnlyNonDefaultPorts() throws {
        #expect(try VAPIDKey.origin(of: "https://fcm.googleapis.com/fcm/send/abc") == "https://fcm.googleapis.com")
        #expect(try VAPIDKey.origin(of: "http://127.0.0.1:9999/push/x") == "http://127.0.0.1:9999")
        #expect(
            try VAPIDKey.origin(of: "https://updates.push.services.mozilla.com:443/wpush/v2/x")
                == "https://updates.push.services.mozilla.com")
        #expect(try VAPIDKey.origin(of: "HTTPS://Web.Push.Apple.com/QGx") == "https://web.push.apple.com")
        for bad in ["", "ftp://example.org/x", "/relative/path", "https:///nohost"] {
            #expect(throws: WebPushError.self) { try VAPIDKey.origin(of: bad) }
        }
    }

    @Test func refusesExpiriesBeyondADayOrInThePastAndBadSubjects() throws {
        let vapid = VAPIDKey(keyPair: try OpenSSLCrypto.generateP256())
        let endpoint = "https://fcm.googleapis.com/fcm/send/abc"
        #expect(throws: WebPushError.self) {
            try vapid.authorization(for: endpoint, subject: "mailto:a@b.c", expiresAt: now.addingTimeInterval(86_401), now: now)
        }
        #expect(throws: WebPushError.self) {
            try vapid.authorization(for: endpoint, subject: "mailto:a@b.c", expiresAt: now.addingTimeInterval(-1), now: now)
        }
        #expect(throws: WebPushError.self) {
            try vapid.authorization(for: endpoint, subject: "ops@example.org", expiresAt: now.addingTimeInterval(60), now: now)
        }
        _ = try vapid.authorization(for: endpoint, subject: "https://example.org", expiresAt: now.addingTimeInterval(86_400), now: now)
    }
}

@Suite struct PushTopicTests {
    @Test func topicsAreThirtyTwoURLSafeCharactersStableAndDistinct() {
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let topic = PushTopic.topic(for: "thread-42")
        #expect(topic.count == 32)
        #expect(topic.allSatisfy { alphabet.contains($0) })
        #expect(PushTopic.topic(for: "thread-42") == topic)
        #expect(PushTopic.topic(for: "thread-43") != topic)
        #expect(PushTopic.topic(for: "").count == 32)
        #expect(PushTopic.topic(for: "محادثة").count == 32)
    }
}
