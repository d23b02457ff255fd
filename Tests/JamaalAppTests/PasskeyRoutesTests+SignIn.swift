import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence
import Security
import Testing
import WebAuthn
import WebAuthnTestSupport
@testable import JamaalApp

/// Signing in with a passkey refused, each way; the throttle; hostile answers; the relying party; every refusal's status.
extension PasskeyRoutesTests {
    @Test("Sign-in refusals: each a 4xx with its sentence; no device, the counter kept, the challenge used up")
    func signInRefusals() throws {
        let app = try JamaalTestApp()
        let authenticator = try TestAuthenticator()
        let handle = try #require(
            (try Ceremony.register(app.client(), authenticator).publicKey["user"] as? [String: Any])?["id"] as? String)
        #expect(try Ceremony.signIn(app.anonymousClient(), authenticator, userHandle: handle, signCount: 5).status == .ok)
        let devices = try Self.devices(app)
        var address = 0

        /// A fresh browser (each from its own address, so the throttle stays out of it) answering its own challenge.
        func attempt(
            signCount: UInt32 = 6, origin: String = Ceremony.origin, rpID: String = Ceremony.rpID, with signer: TestKey? = nil,
            handle userHandle: String? = handle, credentialID: [UInt8]? = nil, challenge fixed: [UInt8]? = nil,
            change: (inout TestAuthenticator.Assertion) -> Void = { _ in }, edit: (inout [String: Any]) -> Void = { _ in }
        ) throws -> Response {
            address += 1
            let browser = app.anonymousClient()
            browser.remoteAddress = "10.0.0.\(address)"
            let csrf = Ceremony.csrf(browser, from: "/sign-in")
            let options = try Ceremony.signInOptions(browser, csrf: csrf)
            var assertion = try authenticator.assert(
                challenge: fixed ?? options.challenge, origin: origin, rpID: rpID, signCount: signCount, signer: signer)
            change(&assertion)
            var body = Ceremony.assertionBody(
                assertion, credentialID: credentialID ?? authenticator.credentialID, userHandle: userHandle)
            edit(&body)
            return Ceremony.post(browser, "/api/passkeys/sign-in", body, csrf: csrf)
        }
        let cases: [(String, Response, HTTPStatus, String)] = [
            (
                "a counter going backwards", try attempt(signCount: 3), .unprocessableEntity,
                "The authenticator’s counter went backwards: this passkey may have been cloned."
            ),
            (
                "the same counter again", try attempt(signCount: 5), .unprocessableEntity,
                "The authenticator’s counter went backwards: this passkey may have been cloned."
            ),
            (
                "an unknown passkey", try attempt(credentialID: SecureRandom.bytes(32)), .unauthorized,
                "This passkey isn’t registered with Jamaal. Sign in with your email and password, then add it in Settings → Passkeys."
            ),
            (
                "another origin", try attempt(origin: "http://localhost:9999"), .unprocessableEntity,
                "This passkey request came from a different web address."
            ),
            ("another site's id", try attempt(rpID: "jamaal.example"), .unprocessableEntity, "This passkey answered for a different site."),
            (
                "another key's signature", try attempt(with: try TestKey()), .unprocessableEntity,
                "This passkey’s signature does not match: the answer was changed, or signed by another key."
            ),
            (
                "a challenge never issued", try attempt(challenge: SecureRandom.bytes(32)), .unprocessableEntity,
                "This passkey answered a different or expired request. Please try again."
            ),
            (
                "another account's user handle", try attempt(handle: Base64URL.encode(SecureRandom.bytes(32))), .unauthorized,
                "This passkey belongs to a different account."
            ),
            (
                "malformed authenticator data",
                try attempt(change: { $0.authenticatorData = Array($0.authenticatorData.prefix(20)) }), .badRequest,
                "This passkey’s answer could not be read."
            ),
            (
                "a signature that is not DER", try attempt(change: { $0.signature = SecureRandom.bytes(64) }), .badRequest,
                "This passkey’s signature could not be read."
            ),
            (
                "a registration's answer",
                try attempt(change: {
                    $0.clientDataJSON = Array(
                        String(decoding: $0.clientDataJSON, as: UTF8.self).replacingOccurrences(of: "webauthn.get", with: "webauthn.create")
                            .utf8)
                }), .unprocessableEntity, "This passkey answered a registration, not the sign-in that was asked for."
            ),
            (
                "malformed JSON", try attempt(edit: { $0 = ["rawId": 7] }), .badRequest,
                "The browser’s passkey answer could not be read. Please try again."
            ),
        ]
        for (name, response, status, message) in cases {
            #expect(response.status == status, "\(name): \(response.status) \(response.text.prefix(200))")
            #expect(Ceremony.message(response) == message, "\(name)")
            #expect(!response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("jm_session=") }, "\(name)")
        }
        #expect(try Self.devices(app) == devices)
        #expect(try Self.passkeys(app).first?.signCount == 5)

        // A challenge belongs to the browser it was issued to, and lasts five minutes.
        let first = app.anonymousClient()
        let firstCSRF = Ceremony.csrf(first, from: "/sign-in")
        let issued = try Ceremony.signInOptions(first, csrf: firstCSRF)
        let elsewhere = try attempt(challenge: issued.challenge)
        #expect(elsewhere.status == .unprocessableEntity && Ceremony.message(elsewhere).contains("different or expired request"))
        app.advance(301)
        let late = Ceremony.post(
            first, "/api/passkeys/sign-in",
            Ceremony.assertionBody(
                try authenticator.assert(challenge: issued.challenge, origin: Ceremony.origin, rpID: Ceremony.rpID, signCount: 9),
                credentialID: authenticator.credentialID, userHandle: handle), csrf: firstCSRF)
        #expect(late.status == .unprocessableEntity && Ceremony.message(late).contains("different or expired request"))
        #expect(try Self.devices(app) == devices)
        // Not JSON at all, and no CSRF token.
        let browser = app.anonymousClient()
        let csrf = Ceremony.csrf(browser, from: "/sign-in")
        #expect(
            Ceremony.post(
                browser, "/api/passkeys/sign-in", raw: Array("x".utf8), contentType: "application/x-www-form-urlencoded", csrf: csrf
            )
            .status == .unsupportedMediaType)
        #expect(Ceremony.post(browser, "/api/passkeys/sign-in-options", csrf: "forged").status == .forbidden)
    }

    @Test("Refused passkey sign-ins count against their address like wrong passwords: past the throttle, 429 even for a good one")
    func throttle() throws {
        let app = try JamaalTestApp()
        let authenticator = try TestAuthenticator()
        let handle = try #require(
            (try Ceremony.register(app.client(), authenticator).publicKey["user"] as? [String: Any])?["id"] as? String)
        let stranger = try TestAuthenticator()
        let browser = app.anonymousClient()
        browser.remoteAddress = "192.0.2.7"
        var throttled: Response?
        for _ in 0..<30 {
            let answer = try Ceremony.signIn(browser, stranger, userHandle: nil, signCount: 1)
            if answer.status == .tooManyRequests {
                throttled = answer
                break
            }
            #expect(answer.status == .unauthorized)
        }
        let refusal = try #require(throttled)
        #expect(Ceremony.message(refusal).hasPrefix("Too many attempts. Try again in "))
        #expect(refusal.headers["Retry-After"] != nil)
        #expect(try Ceremony.signIn(browser, authenticator, userHandle: handle, signCount: 1).status == .tooManyRequests)
        // The password form from that address waits too; another address is not held up.
        let password = AccountRoutesTests.post(
            browser, "/sign-in", [("email", JamaalDemo.email), ("password", JamaalDemo.password)], from: "/sign-in")
        #expect(password.status == .tooManyRequests)
        let elsewhere = app.anonymousClient()
        elsewhere.remoteAddress = "192.0.2.8"
        #expect(try Ceremony.signIn(elsewhere, authenticator, userHandle: handle, signCount: 2).status == .ok)
        app.advance(31 * 60)
        #expect(try Ceremony.signIn(browser, authenticator, userHandle: handle, signCount: 3).status == .ok)
    }

    @Test("Hostile answers: random and mutated bodies are refused with a 4xx or pass; nothing traps, nothing extra is stored")
    func hostileAnswers() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let csrf = Ceremony.csrf(client, from: "/settings/passkeys")
        let authenticator = try TestAuthenticator()
        var generator = SystemRandomNumberGenerator()
        var created = 0
        for round in 0..<120 {
            let options = try Ceremony.registrationOptions(client, csrf: csrf)
            var registration = try authenticator.register(challenge: options.challenge, origin: Ceremony.origin, rpID: Ceremony.rpID)
            var bytes = round % 2 == 0 ? registration.attestationObject : registration.clientDataJSON
            for _ in 0..<(1 + round % 4) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch round % 3 {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.removeSubrange(index...)
                default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
                }
            }
            if round % 2 == 0 { registration.attestationObject = bytes } else { registration.clientDataJSON = bytes }
            let answer = Ceremony.post(
                client, "/api/passkeys", Ceremony.registrationBody(registration, credentialID: authenticator.credentialID), csrf: csrf)
            #expect((400..<500).contains(answer.status.code) || answer.status == .created, "round \(round): \(answer.status)")
            #expect(answer.status == .created || !Ceremony.message(answer).isEmpty, "round \(round): no sentence")
            if answer.status == .created { created += 1 }
        }
        #expect(try Self.passkeys(app).count == created && created <= 1)
        for junk in ["", "null", "[]", "{}", "{\"rawId\":null}", "\"x\"", String(repeating: "[", count: 5000), "{\"response\":{}}"] {
            let answer = Ceremony.post(client, "/api/passkeys/sign-in", raw: Array(junk.utf8), csrf: csrf)
            #expect((400..<500).contains(answer.status.code), "\(junk.prefix(20)) → \(answer.status)")
        }
    }

    @Test("The relying party is the request's own site: its Host as the id, https from a TLS proxy or an https --public-url")
    func relyingParty() throws {
        let local = HostAllowList.loopbackOnly
        #expect(
            PasskeySite(host: "localhost:8090", isHTTPS: false, hosts: local)
                == PasskeySite(id: "localhost", origin: "http://localhost:8090"))
        #expect(PasskeySite(host: "LOCALHOST", isHTTPS: false, hosts: local).origin == "http://localhost")
        #expect(PasskeySite(host: "localhost:80", isHTTPS: false, hosts: local).origin == "http://localhost")
        let publicHosts = try HostAllowList(publicURLs: ["https://jamaal.example", "http://192.168.1.20:8090"])
        #expect(
            PasskeySite(host: "jamaal.example", isHTTPS: false, hosts: publicHosts)
                == PasskeySite(id: "jamaal.example", origin: "https://jamaal.example"))
        #expect(PasskeySite(host: "jamaal.example:443", isHTTPS: true, hosts: publicHosts).origin == "https://jamaal.example")
        #expect(PasskeySite(host: "192.168.1.20:8090", isHTTPS: false, hosts: publicHosts).origin == "http://192.168.1.20:8090")
        #expect(PasskeySite(host: nil, isHTTPS: false, hosts: local).id == "localhost")
    }

    @Test("Every refusal says a sentence with a 4xx: 400 for what cannot be read, 422 for a rule broken")
    func refusalStatuses() {
        let errors: [WebAuthnError] = [
            .tooLarge(part: "x", limit: 1), .malformedClientData("x"), .wrongType(expected: "webauthn.get", received: "x"),
            .challengeMismatch, .originMismatch(received: "x"), .crossOriginNotAllowed, .malformedAttestationObject("x"),
            .unsupportedAttestationFormat("x"), .invalidAttestationStatement("x"), .malformedAuthenticatorData("x"),
            .relyingPartyMismatch, .userNotPresent, .userNotVerified, .missingCredentialData, .credentialIDTooLong(2000),
            .unsupportedKey("x"), .invalidPublicKey, .malformedSignature, .invalidSignature,
            .counterWentBackwards(stored: 2, received: 1),
        ]
        for error in errors {
            #expect([400, 422].contains(error.httpError.status.code), "\(error)")
            #expect(RefusalStatusTests.isSentence(error), "\(error)")
        }
        #expect(PasskeyRefusal.tooManyAttempts(seconds: 90).httpError.headers["Retry-After"] == "90")
        #expect(PasskeyRefusal.noSuchPasskey.httpError.status == .notFound)
        #expect(PasskeyRefusal.alreadyRegistered.httpError.status == .conflict)
    }
}
