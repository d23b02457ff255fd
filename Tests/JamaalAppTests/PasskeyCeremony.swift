import Foundation
import HTTPServer
import HTTPTestSupport
import Security
import WebAuthn
import WebAuthnTestSupport

/// A browser's side of Jamaal's passkey ceremonies for the route tests: the page script's JSON calls (with the page's
/// CSRF token, as `js/passkeys.js` sends it) and a software authenticator's answers (`WebAuthnTestSupport`), for the
/// site the test client addresses (`Host: localhost:8090`, so the relying party is `localhost`).
enum PasskeyCeremony {
    static let rpID = "localhost"
    static let origin = "http://localhost:8090"

    /// The options a ceremony's first call answered, as JSON, and its challenge's bytes.
    struct Options {
        let json: [String: Any]
        let challenge: [UInt8]

        var publicKey: [String: Any] { json["publicKey"] as? [String: Any] ?? [:] }
    }

    /// Posts `object` as JSON (or `raw` bytes with `contentType`) with the CSRF token.
    @discardableResult
    static func post(
        _ client: JamaalTestClient, _ path: String, _ object: Any? = nil, raw: [UInt8]? = nil, contentType: String = "application/json",
        csrf: String
    ) -> Response {
        let body = raw ?? (try? JSONSerialization.data(withJSONObject: object ?? [String: Any]())).map { Array($0) } ?? []
        return client.send(
            .post, path, body: body,
            headers: [("Content-Type", contentType), ("Accept", "application/json"), ("X-CSRF-Token", csrf)])
    }

    /// The CSRF token of `page` (Settings → Passkeys for a signed-in client, Sign in for anyone else).
    /// The page script reads it from the page's `<meta name="csrf-token">`.
    static func csrf(_ client: JamaalTestClient, from page: String) -> String {
        let html = client.get(page).text
        guard let range = html.range(of: #"<meta name="csrf-token" content=""#) else { return "" }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }

    static func options(_ response: Response) throws -> Options {
        guard response.status == .ok, let json = response.json, let publicKey = json["publicKey"] as? [String: Any],
            let challenge = publicKey["challenge"] as? String,
            let bytes = Base64URL.decode(challenge)
        else { throw CeremonyFailure("no options: \(response.status) \(response.text.prefix(200))") }
        return Options(json: json, challenge: bytes)
    }

    static func registrationOptions(_ client: JamaalTestClient, csrf: String) throws -> Options {
        try options(post(client, "/api/passkeys/registration-options", csrf: csrf))
    }

    static func signInOptions(_ client: JamaalTestClient, csrf: String) throws -> Options {
        try options(post(client, "/api/passkeys/sign-in-options", csrf: csrf))
    }

    /// `navigator.credentials.create`'s answer as the page script posts it.
    static func registrationBody(
        _ registration: TestAuthenticator.Registration, credentialID: [UInt8], name: String? = nil
    ) -> [String: Any] {
        var body: [String: Any] = [
            "id": Base64URL.encode(credentialID), "rawId": Base64URL.encode(credentialID), "type": "public-key",
            "response": [
                "clientDataJSON": Base64URL.encode(registration.clientDataJSON),
                "attestationObject": Base64URL.encode(registration.attestationObject), "transports": ["internal"],
            ],
        ]
        if let name { body["name"] = name }
        return body
    }

    /// `navigator.credentials.get`'s answer as the page script posts it.
    static func assertionBody(
        _ assertion: TestAuthenticator.Assertion, credentialID: [UInt8], userHandle: String?, next: String? = nil
    ) -> [String: Any] {
        var response: [String: Any] = [
            "clientDataJSON": Base64URL.encode(assertion.clientDataJSON),
            "authenticatorData": Base64URL.encode(assertion.authenticatorData), "signature": Base64URL.encode(assertion.signature),
        ]
        if let userHandle { response["userHandle"] = userHandle }
        var body: [String: Any] = [
            "id": Base64URL.encode(credentialID), "rawId": Base64URL.encode(credentialID), "type": "public-key", "response": response,
        ]
        if let next { body["next"] = next }
        return body
    }

    /// Registers `authenticator`'s passkey for the signed-in `client` through both calls; the options it answered.
    @discardableResult
    static func register(_ client: JamaalTestClient, _ authenticator: TestAuthenticator, name: String? = nil) throws -> Options {
        let csrf = Self.csrf(client, from: "/settings/passkeys")
        let options = try registrationOptions(client, csrf: csrf)
        let registration = try authenticator.register(challenge: options.challenge, origin: origin, rpID: rpID)
        let answer = post(
            client, "/api/passkeys", registrationBody(registration, credentialID: authenticator.credentialID, name: name), csrf: csrf)
        guard answer.status == .created else { throw CeremonyFailure("registration: \(answer.status) \(answer.text.prefix(200))") }
        return options
    }

    /// Signs `client` in with `authenticator`'s passkey (its counter at `signCount`): the verify call's answer.
    static func signIn(
        _ client: JamaalTestClient, _ authenticator: TestAuthenticator, userHandle: String?, signCount: UInt32, next: String? = nil
    ) throws -> Response {
        let csrf = Self.csrf(client, from: "/sign-in")
        let options = try signInOptions(client, csrf: csrf)
        let assertion = try authenticator.assert(challenge: options.challenge, origin: origin, rpID: rpID, signCount: signCount)
        return post(
            client, "/api/passkeys/sign-in",
            assertionBody(assertion, credentialID: authenticator.credentialID, userHandle: userHandle, next: next), csrf: csrf)
    }

    /// The `{"error": {...}}` message of a refused call.
    static func message(_ response: Response) -> String {
        guard let error = response.json?["error"] as? [String: Any] else { return "" }
        return error["message"] as? String ?? ""
    }
}

struct CeremonyFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
