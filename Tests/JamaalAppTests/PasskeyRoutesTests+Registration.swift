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

/// Registering a passkey refused, each way (the suite's helpers are in `PasskeyRoutesTests.swift`).
extension PasskeyRoutesTests {
    @Test("Registration refusals: each a 4xx with its sentence, nothing stored, the challenge used up")
    func registrationRefusals() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        let csrf = Ceremony.csrf(client, from: "/settings/passkeys")
        let authenticator = try TestAuthenticator()

        /// Posts `body(challenge)` to a fresh registration challenge.
        func answer(_ make: ([UInt8]) throws -> [String: Any]) throws -> Response {
            let options = try Ceremony.registrationOptions(client, csrf: csrf)
            return Ceremony.post(client, "/api/passkeys", try make(options.challenge), csrf: csrf)
        }
        func registration(_ challenge: [UInt8], origin: String = Ceremony.origin, rpID: String = Ceremony.rpID) throws
            -> TestAuthenticator.Registration
        {
            try authenticator.register(challenge: challenge, origin: origin, rpID: rpID)
        }
        func body(_ registration: TestAuthenticator.Registration, name: String? = nil) -> [String: Any] {
            Ceremony.registrationBody(registration, credentialID: authenticator.credentialID, name: name)
        }
        var cases: [(String, Response, HTTPStatus, String)] = []
        cases.append(
            (
                "malformed JSON", Ceremony.post(client, "/api/passkeys", raw: Array("{\"rawId\": ".utf8), csrf: csrf), .badRequest,
                "The browser’s passkey answer could not be read. Please try again."
            ))
        cases.append(
            (
                "not JSON", Ceremony.post(client, "/api/passkeys", raw: Array("rawId=x".utf8), contentType: "text/plain", csrf: csrf),
                .unsupportedMediaType, "Send the passkey’s answer as JSON."
            ))
        cases.append(
            (
                "a part missing", Ceremony.post(client, "/api/passkeys", ["rawId": "AAAA", "type": "public-key"], csrf: csrf),
                .badRequest, "The browser’s passkey answer could not be read. Please try again."
            ))
        cases.append(
            (
                "not base64url",
                try answer { challenge in
                    var made = body(try registration(challenge))
                    made["response"] = ["clientDataJSON": "%%%", "attestationObject": "AAAA"]
                    return made
                }, .badRequest, "The browser’s passkey answer could not be read. Please try again."
            ))
        cases.append(
            (
                "malformed CBOR",
                try answer { challenge in
                    var made = try registration(challenge)
                    made.attestationObject = [0xa3, 0x63, 0x66, 0x6d] + SecureRandom.bytes(40)
                    return body(made)
                }, .badRequest, "This passkey’s registration could not be read."
            ))
        cases.append(
            (
                "truncated CBOR",
                try answer { challenge in
                    var made = try registration(challenge)
                    made.attestationObject = Array(made.attestationObject.prefix(made.attestationObject.count - 9))
                    return body(made)
                }, .badRequest, "This passkey’s registration could not be read."
            ))
        cases.append(
            (
                "malformed client data",
                try answer { challenge in
                    var made = try registration(challenge)
                    made.clientDataJSON = Array("{\"type\":".utf8)
                    return body(made)
                }, .badRequest, "The browser’s account of this passkey request could not be read."
            ))
        cases.append(
            (
                "another origin", try answer { body(try registration($0, origin: "https://jamaal.evil.example")) },
                .unprocessableEntity, "This passkey request came from a different web address."
            ))
        cases.append(
            (
                "another site's id", try answer { body(try registration($0, rpID: "evil.example")) }, .unprocessableEntity,
                "This passkey answered for a different site."
            ))
        cases.append(
            (
                "a challenge never issued", try answer { _ in body(try registration(SecureRandom.bytes(32))) }, .unprocessableEntity,
                "This passkey answered a different or expired request. Please try again."
            ))
        cases.append(
            (
                "a sign-in's answer",
                try answer { challenge in
                    body(
                        try authenticator.register(challenge: challenge, origin: Ceremony.origin, rpID: Ceremony.rpID, type: "webauthn.get")
                    )
                }, .unprocessableEntity, "This passkey answered a sign-in, not the registration that was asked for."
            ))
        cases.append(
            (
                "a name too long", try answer { body(try registration($0), name: String(repeating: "n", count: 61)) },
                .unprocessableEntity, "Give the passkey a name of at most 60 characters."
            ))
        cases.append(
            (
                "not a public key",
                try answer { challenge in
                    var made = body(try registration(challenge))
                    made["type"] = "password"
                    return made
                }, .unprocessableEntity, "That answer is not a passkey."
            ))
        cases.append(
            (
                "rawId not the attested credential",
                try answer { challenge in
                    var made = body(try registration(challenge))
                    made["rawId"] = Base64URL.encode(SecureRandom.bytes(16))
                    return made
                }, .badRequest, "The browser’s passkey answer could not be read. Please try again."
            ))
        let huge = Ceremony.post(
            client, "/api/passkeys", ["rawId": String(repeating: "A", count: 70_000), "type": "public-key"], csrf: csrf)
        cases.append(("too large", huge, .payloadTooLarge, "This passkey answer is larger than any browser sends."))
        for (name, response, status, message) in cases {
            #expect(response.status == status, "\(name): \(response.status) \(response.text.prefix(200))")
            if !message.isEmpty { #expect(Ceremony.message(response) == message, "\(name)") }
        }
        #expect(try Self.passkeys(app).isEmpty)

        // A challenge is answered once: the refused answers used theirs up, and a good answer's challenge cannot be
        // answered again; nor once it has expired, nor when it was issued to someone else.
        let options = try Ceremony.registrationOptions(client, csrf: csrf)
        let good = body(try registration(options.challenge))
        #expect(Ceremony.post(client, "/api/passkeys", good, csrf: csrf).status == .created)
        let replay = Ceremony.post(client, "/api/passkeys", good, csrf: csrf)
        #expect(replay.status == .unprocessableEntity && Ceremony.message(replay).contains("different or expired request"))
        let second = try TestAuthenticator()
        let expiring = try Ceremony.registrationOptions(client, csrf: csrf)
        app.advance(301)
        let late = Ceremony.post(
            client, "/api/passkeys",
            Ceremony.registrationBody(
                try second.register(challenge: expiring.challenge, origin: Ceremony.origin, rpID: Ceremony.rpID),
                credentialID: second.credentialID), csrf: csrf)
        #expect(late.status == .unprocessableEntity && Ceremony.message(late).contains("different or expired request"))

        let other = try app.env.people.create(email: "bilal@jamaal.test", passwordHash: "x", now: app.env.now)
        let bilal = app.anonymousClient()
        bilal.signIn(as: other)
        let bilalCSRF = Ceremony.csrf(bilal, from: "/settings/passkeys")
        let maryams = try Ceremony.registrationOptions(client, csrf: csrf)
        let stolen = Ceremony.post(
            bilal, "/api/passkeys",
            Ceremony.registrationBody(
                try second.register(challenge: maryams.challenge, origin: Ceremony.origin, rpID: Ceremony.rpID),
                credentialID: second.credentialID), csrf: bilalCSRF)
        #expect(stolen.status == .unprocessableEntity && Ceremony.message(stolen).contains("different or expired request"))

        // The same passkey again, by its person or by anyone else, is already registered.
        let twice = try Ceremony.registrationOptions(client, csrf: csrf)
        let duplicate = Ceremony.post(client, "/api/passkeys", body(try registration(twice.challenge)), csrf: csrf)
        #expect(duplicate.status == .conflict && Ceremony.message(duplicate) == "This passkey is already registered.")
        let hers = try Ceremony.registrationOptions(bilal, csrf: bilalCSRF)
        let taken = Ceremony.post(bilal, "/api/passkeys", body(try registration(hers.challenge)), csrf: bilalCSRF)
        #expect(taken.status == .conflict)
        #expect(try Self.passkeys(app).count == 1 && Self.passkeys(app, of: other).isEmpty)
        // Without a session the JSON routes answer 401.
        #expect(Ceremony.post(app.anonymousClient(), "/api/passkeys/registration-options", csrf: csrf).status == .unauthorized)
    }
}
