import Database
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import Security
import ServerSupport
import WebAuthn

/// Passkeys (#42): Settings → Passkeys and Sign in with a passkey, verified by the `WebAuthn` module.
///
/// | route | what |
/// | --- | --- |
/// | ``JamaalRoute/passkeys`` | the person's passkeys (added, last used, Remove) and Add a passkey |
/// | ``JamaalRoute/passkeyRegistrationOptions`` | `navigator.credentials.create`'s options, with a challenge for this person |
/// | ``JamaalRoute/registerPasskey`` | verifies the browser's answer and stores the passkey |
/// | ``JamaalRoute/removePasskey`` | removes one of the person's passkeys (404 for anyone else's) |
/// | ``JamaalRoute/passkeySignInOptions`` | `navigator.credentials.get`'s options, with a challenge for this browser |
/// | ``JamaalRoute/passkeySignIn`` | verifies the browser's answer and signs it in as a new device, like a password |
///
/// A challenge is 32 random bytes kept for five minutes — a registration's bound to its person, a sign-in's to the
/// browser's CSRF identity — and deleted in the transaction that checks the answer to it, whether the answer passes or
/// not: it is answered once. The relying party is the request's own site as the server sees it: its `Host` (allowed by
/// ``HostAllowList``) is the id, and the origin is that host over HTTPS when the request came over it (or the host's
/// `--public-url` is https), else over HTTP (`http://localhost` is a secure context for the browser). Every refusal is
/// a 4xx with one sentence (``PasskeyRefusal``, ``WebAuthn/WebAuthnError``) and stores nothing; a refused sign-in counts
/// against its address like a wrong password.
enum PasskeyRoutes {
    /// The largest answer accepted: a browser's is a few kilobytes (clientDataJSON at most 8 KiB, authenticator data at
    /// most 16 KiB, both in base64url).
    static let maximumAnswerBytes = 48 * 1024
    /// An options call carries nothing to read (the script sends `{}`).
    static let maximumOptionsRequestBytes = 1024
    /// How a refused passkey sign-in is remembered by the throttle (it has no email; its address is what counts).
    static let failureKey = "(passkey)"
    /// The one algorithm offered and accepted: ES256 (COSE -7).
    static let es256 = -7

    // MARK: What the script is sent

    /// `PublicKeyCredentialCreationOptions` in its JSON form (buffers in base64url), under `publicKey`.
    struct CreationOptions: Codable, Sendable {
        struct RelyingParty: Codable, Sendable {
            let id: String
            let name: String
        }
        struct User: Codable, Sendable {
            let id: String
            let name: String
            let displayName: String
        }
        struct Parameter: Codable, Sendable {
            let type: String
            let alg: Int
        }
        struct Selection: Codable, Sendable {
            let residentKey: String
            let requireResidentKey: Bool
            let userVerification: String
        }
        struct Descriptor: Codable, Sendable {
            let type: String
            let id: String
        }
        struct PublicKey: Codable, Sendable {
            let rp: RelyingParty
            let user: User
            let challenge: String
            let pubKeyCredParams: [Parameter]
            let timeout: Int
            let attestation: String
            let authenticatorSelection: Selection
            let excludeCredentials: [Descriptor]
        }
        let publicKey: PublicKey
    }

    /// `PublicKeyCredentialRequestOptions` in its JSON form, under `publicKey`.
    struct RequestOptions: Codable, Sendable {
        struct PublicKey: Codable, Sendable {
            let challenge: String
            let rpId: String
            let timeout: Int
            let userVerification: String
            let allowCredentials: [CreationOptions.Descriptor]
        }
        let publicKey: PublicKey
    }

    /// A passkey just registered, and the page to show it on.
    struct Registered: Codable, Sendable {
        let id: String
        let name: String
        let next: String
    }

    /// Signed in: where to go.
    struct SignedIn: Codable, Sendable {
        let next: String
    }

    // MARK: Routes

    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.passkeys) { req in try page(req) }
        routes.add(
            JamaalRoute.passkeyRegistrationOptions, response: .json(CreationOptions.self), maxBodyBytes: maximumOptionsRequestBytes
        ) { req in try registrationOptions(req) }
        routes.add(
            JamaalRoute.registerPasskey, body: .json(PasskeyRegistrationBody.self), response: .json(Registered.self, status: 201),
            maxBodyBytes: maximumAnswerBytes
        ) { req in
            do {
                return try registerPasskey(req)
            } catch let error as WebAuthnError {
                req.environment.log("passkey registration refused: \(error.description)")
                throw error
            }
        }
        routes.add(JamaalRoute.removePasskey) { req, id in
            guard try req.store.write({ try $0.removePasskey(id) }) else { throw PasskeyRefusal.noSuchPasskey }
            return .redirect(to: JamaalRoute.passkeys.path())
        }
        routes.add(JamaalRoute.passkeySignInOptions, response: .json(RequestOptions.self), maxBodyBytes: maximumOptionsRequestBytes) {
            req in try signInOptions(req)
        }
        routes.add(
            JamaalRoute.passkeySignIn, body: .json(PasskeySignInBody.self), response: .json(SignedIn.self),
            maxBodyBytes: maximumAnswerBytes
        ) { req in try signIn(req) }
    }

    static func page(_ req: JamaalRequest) throws -> Response {
        guard let person = req.person else { throw AccountRefusal.signInRequired }
        let account = try req.environment.people.account(person)
        let passkeys = try req.store.read { try $0.passkeys() }
        let owner = try TodayLoader.person(req.store, now: req.now)
        let screen = PasskeysScreen(
            email: account?.email ?? "",
            passkeys: passkeys.map { .init(id: $0.id.rawValue, name: $0.name, createdAt: $0.createdAt, lastUsedAt: $0.lastUsedAt) },
            now: req.now, zone: owner.clock.calendar, suggestedName: DeviceName.from(userAgent: req.request.headers["User-Agent"]))
        return try JamaalShell.page(req, title: "Passkeys", tab: .settings, person: owner) {
            PasskeysView.render(screen, csrf: req.csrfToken)
        }
    }

    // MARK: Registering

    static func registrationOptions(_ req: JamaalRequest) throws -> Response {
        guard let person = req.person else { throw AccountRefusal.signInRequired }
        let email = try req.environment.people.account(person)?.email ?? ""
        let (handle, existing) = try req.store.read { db in (try db.passkeyUserHandle(), try db.passkeys()) }
        // One opaque handle per person (random, never their id or email), so an authenticator that already holds a
        // passkey for this account replaces it rather than keeping two.
        let userHandle = handle ?? Base64URL.encode(SecureRandom.bytes(32))
        let challenge = try req.environment.people.issueRegistrationChallenge(for: person, userHandle: userHandle, now: req.now)
        let site = PasskeySite(req)
        let options = CreationOptions(
            publicKey: .init(
                rp: .init(id: site.id, name: "Jamaal"), user: .init(id: userHandle, name: email, displayName: email),
                challenge: Base64URL.encode(challenge), pubKeyCredParams: [.init(type: "public-key", alg: es256)],
                timeout: Passkey.challengeLifetimeSeconds * 1000, attestation: "none",
                authenticatorSelection: .init(residentKey: "required", requireResidentKey: true, userVerification: "preferred"),
                excludeCredentials: existing.map { .init(type: "public-key", id: $0.credentialID) }))
        return try .json(options)
    }

    static func registerPasskey(_ req: JamaalRequest) throws -> Response {
        let body = try decode(PasskeyRegistrationBody.self, req)
        guard body.type == "public-key" else { throw PasskeyRefusal.notAPublicKey }
        let credentialID = try bytes(body.rawId, field: "rawId")
        let clientDataJSON = try bytes(body.response.clientDataJSON, field: "response.clientDataJSON")
        let attestationObject = try bytes(body.response.attestationObject, field: "response.attestationObject")
        let name = try passkeyName(body.name, req)
        let client = try ClientData(json: clientDataJSON)
        let site = PasskeySite(req)
        let challengeID = JamaalPeople.challengeID(client.challenge)
        let outcome: Result<PasskeyRecord, any Error>
        do {
            outcome = try req.store.write { db -> Result<PasskeyRecord, any Error> in
                // The challenge is used up whatever the answer's fate: a refused answer commits only its deletion.
                guard let issued = try db.consumeRegistrationChallenge(id: challengeID, now: req.now),
                    let expected = Base64URL.decode(issued.challenge)
                else { return .failure(WebAuthnError.challengeMismatch) }
                let credential: RegisteredCredential
                do {
                    credential = try WebAuthnRelyingParty.verifyRegistration(
                        attestationObject: attestationObject, clientDataJSON: clientDataJSON, expectedChallenge: expected,
                        expectedOrigin: site.origin, rpID: site.id, requireUserVerification: false)
                } catch {
                    return .failure(error)
                }
                guard credential.id == credentialID else { return .failure(PasskeyRefusal.unreadable(field: "rawId")) }
                let encodedID = Base64URL.encode(credential.id)
                guard try !db.isPasskeyRegistered(credentialID: encodedID) else { return .failure(PasskeyRefusal.alreadyRegistered) }
                let record = PasskeyRecord(
                    id: req.environment.ids.next(), credentialID: encodedID, userHandle: issued.userHandle,
                    publicKey: credential.publicKey.spkiDER, signCount: credential.signCount, name: name, createdAt: req.now,
                    backedUp: credential.flags.contains(.backedUp))
                try db.save(record)
                return .success(record)
            }
        } catch let error as DatabaseError where error.kind == .uniqueViolation {
            throw PasskeyRefusal.alreadyRegistered  // registered by another request in the same moment
        }
        let record = try outcome.get()
        return try .json(
            Registered(id: record.id.rawValue, name: record.name, next: JamaalRoute.passkeys.path()), status: .created)
    }

    /// The name the person typed, on one line and trimmed, or the browser's device name ("Mac · Chrome") when they left
    /// it empty; 422 past ``JamaalCore/Passkey/maximumNameLength``.
    static func passkeyName(_ typed: String?, _ req: JamaalRequest) throws -> String {
        let scalars = (typed ?? "").unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }
        let name = String(scalars).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !name.isEmpty else { return DeviceName.from(userAgent: req.request.headers["User-Agent"]) }
        guard name.count <= Passkey.maximumNameLength else { throw PasskeyRefusal.nameTooLong }
        return name
    }

    // MARK: Signing in

    static func signInOptions(_ req: JamaalRequest) throws -> Response {
        let challenge = try req.environment.people.issueSignInChallenge(browser: browser(req), now: req.now)
        let site = PasskeySite(req)
        return try .json(
            RequestOptions(
                publicKey: .init(
                    challenge: Base64URL.encode(challenge), rpId: site.id, timeout: Passkey.challengeLifetimeSeconds * 1000,
                    userVerification: "preferred", allowCredentials: [])))
    }

    static func signIn(_ req: JamaalRequest) throws -> Response {
        let address = req.request.remoteAddress ?? "unknown"
        if let wait = try AccountRoutes.throttled(req, email: nil, address: address) {
            throw PasskeyRefusal.tooManyAttempts(seconds: wait.seconds)
        }
        let (person, next): (ID<Person>, String)
        do {
            (person, next) = try verifySignIn(req)
        } catch let error as PasskeyRefusal {
            try req.environment.people.recordFailure(email: failureKey, address: address, now: req.now)
            throw error
        } catch let error as WebAuthnError {
            req.environment.log("passkey sign-in refused: \(error.description)")
            try req.environment.people.recordFailure(email: failureKey, address: address, now: req.now)
            throw error
        }
        var response = try Response.json(SignedIn(next: next))
        try AccountRoutes.startDevice(req, person: person, on: &response)
        return response
    }

    /// Whose passkey answered, and where to go: the answer read, the passkey found by its credential id, and — in one
    /// transaction of its owner's store — the challenge used up, the assertion verified and the new counter kept.
    static func verifySignIn(_ req: JamaalRequest) throws -> (ID<Person>, String) {
        let body = try decode(PasskeySignInBody.self, req)
        guard body.type == "public-key" else { throw PasskeyRefusal.notAPublicKey }
        let credentialID = Base64URL.encode(try bytes(body.rawId, field: "rawId"))
        let clientDataJSON = try bytes(body.response.clientDataJSON, field: "response.clientDataJSON")
        let authenticatorData = try bytes(body.response.authenticatorData, field: "response.authenticatorData")
        let signature = try bytes(body.response.signature, field: "response.signature")
        let userHandle = try body.response.userHandle.map { Base64URL.encode(try bytes($0, field: "response.userHandle")) }
        let client = try ClientData(json: clientDataJSON)
        let people = req.environment.people
        let browser = try browser(req)
        let challengeID = JamaalPeople.challengeID(client.challenge)
        guard let owner = try people.passkeyOwner(credentialID: credentialID) else {
            try people.discardSignInChallenge(id: challengeID, browser: browser)
            throw PasskeyRefusal.unknownPasskey
        }
        let site = PasskeySite(req)
        let outcome = try req.environment.store(for: owner).write { db -> Result<Void, any Error> in
            guard let issued = try db.consumeSignInChallenge(id: challengeID, browser: browser, now: req.now),
                let expected = Base64URL.decode(issued)
            else { return .failure(WebAuthnError.challengeMismatch) }
            guard let passkey = try db.passkey(credentialID: credentialID) else { return .failure(PasskeyRefusal.unknownPasskey) }
            if let userHandle, userHandle != passkey.userHandle { return .failure(PasskeyRefusal.wrongUser) }
            let verified: VerifiedAssertion
            do {
                verified = try WebAuthnRelyingParty.verifyAssertion(
                    credential: StoredCredential(publicKey: try P256PublicKey(spkiDER: passkey.publicKey), signCount: passkey.signCount),
                    authenticatorData: authenticatorData, clientDataJSON: clientDataJSON, signature: signature,
                    expectedChallenge: expected, expectedOrigin: site.origin, rpID: site.id, requireUserVerification: false)
            } catch {
                return .failure(error)
            }
            try db.recordPasskeyUse(
                passkey.id, signCount: verified.signCount, backedUp: verified.flags.contains(.backedUp), at: req.now)
            return .success(())
        }
        try outcome.get()
        return (owner, body.next.flatMap(SignInQuery.localPath) ?? JamaalRoute.root.path())
    }

    /// The digest of the browser's CSRF identity (its `jm_csrf` cookie), which a sign-in's challenge is bound to. The
    /// kernel has checked the request's CSRF token against it, so it is there.
    static func browser(_ req: JamaalRequest) throws -> String {
        guard let id = req.csrfID else { throw AccountRefusal.signInRequired }
        return TokenDigest.sha256Hex(id)
    }

    // MARK: Reading the answer

    /// The JSON body as `T`: 415 unless it is JSON, 413 past ``maximumAnswerBytes``, 400 naming the first part that is missing or of the wrong kind.
    static func decode<T: Decodable>(_ type: T.Type, _ req: JamaalRequest) throws -> T {
        guard let contentType = req.request.contentType, contentType == "application/json" || contentType.hasSuffix("+json") else {
            throw PasskeyRefusal.notJSON
        }
        guard req.request.body.count <= maximumAnswerBytes else { throw PasskeyRefusal.answerTooLarge }
        do {
            return try JSONDecoder().decode(type, from: Data(req.request.body))
        } catch let DecodingError.keyNotFound(key, context) {
            throw PasskeyRefusal.unreadable(field: (context.codingPath + [key]).map(\.stringValue).joined(separator: "."))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw PasskeyRefusal.unreadable(field: context.codingPath.map(\.stringValue).joined(separator: "."))
        } catch {
            throw PasskeyRefusal.unreadable(field: nil)
        }
    }

    /// The bytes of a base64url field (padding tolerated): 400 naming it when it is empty or not base64url.
    static func bytes(_ text: String, field: String) throws -> [UInt8] {
        var encoded = Substring(text)
        while encoded.hasSuffix("=") { encoded = encoded.dropLast() }
        guard !encoded.isEmpty, let bytes = Base64URL.decode(String(encoded)), !bytes.isEmpty else {
            throw PasskeyRefusal.unreadable(field: field)
        }
        return bytes
    }
}

/// The relying party a request addresses: its `Host` as the id (without the port) and the origin its page had.
///
///     PasskeySite(req)   // id "localhost", origin "http://localhost:8090"
struct PasskeySite: Equatable {
    let id: String
    let origin: String

    init(id: String, origin: String) {
        self.id = id
        self.origin = origin
    }

    init(_ req: JamaalRequest) {
        self.init(host: req.request.headers["Host"], isHTTPS: req.request.isHTTPS, hosts: req.environment.hosts)
    }

    init(host: String?, isHTTPS: Bool, hosts: HostAllowList) {
        let authority = (host ?? "localhost").lowercased()
        let name = HostAllowList.name(ofHost: authority) ?? "localhost"
        let secure = isHTTPS || hosts.secureNames.contains(name)
        let defaultPort = secure ? ":443" : ":80"
        let origin = authority.hasSuffix(defaultPort) ? String(authority.dropLast(defaultPort.count)) : authority
        id = name
        self.origin = (secure ? "https://" : "http://") + origin
    }
}
