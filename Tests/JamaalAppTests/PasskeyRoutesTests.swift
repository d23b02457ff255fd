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

/// #42 passkeys through the whole pipeline, with a software authenticator (real P-256 keys, CBOR as authenticators
/// write it): register one in Settings → Passkeys, sign in with it as a new device, remove it; and every bad answer —
/// unreadable JSON or CBOR, another origin or site, a used, expired or someone else's challenge, a counter going back,
/// an unknown passkey, another person's passkey id — refused with a sentence and a 4xx, nothing stored.
@Suite("Jamaal passkeys: register, sign in, remove, and every refusal")
struct PasskeyRoutesTests {
    typealias Ceremony = PasskeyCeremony

    static func passkeys(_ app: JamaalTestApp, of person: ID<Person> = Person.firstID) throws -> [PasskeyRecord] {
        try app.env.store(for: person).read { try $0.passkeys() }
    }

    static func devices(_ app: JamaalTestApp) throws -> Int {
        try app.env.people.devices(of: Person.firstID, now: app.env.now).count
    }

    @Test("Register a passkey in Settings, sign in with it on another browser (a new device, next= kept), see it used")
    func registerAndSignIn() throws {
        let app = try JamaalTestApp()
        let phone = app.client()
        let empty = phone.get("/settings/passkeys")
        #expect(empty.status == .ok && empty.text.contains("No passkeys yet.") && empty.text.contains("js/passkeys.js"))
        #expect(empty.text.contains("data-passkey-register=\"\" hidden"), "Add a passkey waits for the script to see support")

        let csrf = Ceremony.csrf(phone, from: "/settings/passkeys")
        let options = try Ceremony.registrationOptions(phone, csrf: csrf)
        let publicKey = options.publicKey
        #expect((publicKey["rp"] as? [String: Any])?["id"] as? String == "localhost")
        #expect((publicKey["rp"] as? [String: Any])?["name"] as? String == "Jamaal")
        let user = try #require(publicKey["user"] as? [String: Any])
        #expect(user["name"] as? String == JamaalDemo.email && user["displayName"] as? String == JamaalDemo.email)
        let handle = try #require(user["id"] as? String)
        #expect(Base64URL.decode(handle)?.count == 32 && handle != Person.firstID.rawValue)
        #expect(options.challenge.count == 32)
        #expect((publicKey["pubKeyCredParams"] as? [[String: Any]])?.compactMap { $0["alg"] as? Int } == [-7])
        #expect(publicKey["attestation"] as? String == "none")
        let selection = try #require(publicKey["authenticatorSelection"] as? [String: Any])
        #expect(selection["residentKey"] as? String == "required" && selection["userVerification"] as? String == "preferred")
        #expect((publicKey["excludeCredentials"] as? [Any])?.isEmpty == true)
        #expect(publicKey["timeout"] as? Int == 300_000)

        let authenticator = try TestAuthenticator()
        let registration = try authenticator.register(challenge: options.challenge, origin: Ceremony.origin, rpID: Ceremony.rpID)
        let created = Ceremony.post(
            phone, "/api/passkeys",
            Ceremony.registrationBody(registration, credentialID: authenticator.credentialID, name: "  Maryam's\nlaptop  "), csrf: csrf)
        #expect(created.status == .created, "\(created.text)")
        #expect(created.json?["name"] as? String == "Maryam's laptop" && created.json?["next"] as? String == "/settings/passkeys")
        let stored = try #require(Self.passkeys(app).first)
        #expect(stored.credentialID == Base64URL.encode(authenticator.credentialID) && stored.userHandle == handle)
        #expect(stored.publicKey == (try authenticator.key.spkiDER()) && stored.signCount == 0 && stored.backedUp)
        let listed = phone.get("/settings/passkeys").text
        #expect(listed.contains("Maryam&#39;s laptop") && listed.contains("Added today at 10:05"))
        #expect(listed.contains("Not used to sign in yet") && listed.contains("aria-label=\"Remove Maryam&#39;s laptop\""))

        // A second registration names the first to exclude it, with the same user handle.
        let again = try Ceremony.registrationOptions(phone, csrf: csrf).publicKey
        #expect((again["user"] as? [String: Any])?["id"] as? String == handle)
        #expect(
            (again["excludeCredentials"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [stored.credentialID])

        // Another browser: Sign in offers the passkey (hidden until the script sees support) and signs in with it.
        app.advance(3600)
        let laptop = app.anonymousClient()
        let signInPage = laptop.get("/sign-in?next=%2Fhabits")
        #expect(signInPage.text.contains("Sign in with a passkey") && signInPage.text.contains("data-passkey-sign-in=\"\""))
        #expect(signInPage.text.contains("data-next=\"/habits\""))
        let before = try Self.devices(app)
        let signInCSRF = Ceremony.csrf(laptop, from: "/sign-in")
        let request = try Ceremony.signInOptions(laptop, csrf: signInCSRF)
        #expect(request.publicKey["rpId"] as? String == "localhost" && request.challenge.count == 32)
        #expect((request.publicKey["allowCredentials"] as? [Any])?.isEmpty == true)
        #expect(request.publicKey["userVerification"] as? String == "preferred")
        let assertion = try authenticator.assert(
            challenge: request.challenge, origin: Ceremony.origin, rpID: Ceremony.rpID, signCount: 1)
        let body = Ceremony.assertionBody(assertion, credentialID: authenticator.credentialID, userHandle: handle, next: "/habits")
        let signedIn = Ceremony.post(laptop, "/api/passkeys/sign-in", body, csrf: signInCSRF)
        #expect(signedIn.status == .ok, "\(signedIn.text)")
        #expect(signedIn.json?["next"] as? String == "/habits")
        #expect(signedIn.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("jm_session=") && $0.contains("HttpOnly") })
        #expect(laptop.get("/habits").status == .ok)
        #expect(try Self.devices(app) == before + 1)
        let used = try #require(Self.passkeys(app).first)
        #expect(used.signCount == 1 && used.lastUsedAt == app.env.now)
        #expect(phone.get("/settings/passkeys").text.contains("Last used today at 11:05"))

        // The same answer again is a used challenge: refused, no new device.
        let replayed = Ceremony.post(app.anonymousClient(), "/api/passkeys/sign-in", body, csrf: signInCSRF)
        #expect(replayed.status == .forbidden || replayed.status == .unprocessableEntity)
        let sameBrowser = Ceremony.post(laptop, "/api/passkeys/sign-in", body, csrf: signInCSRF)
        #expect(sameBrowser.status == .unprocessableEntity)
        #expect(Ceremony.message(sameBrowser) == "This passkey answered a different or expired request. Please try again.")
        #expect(try Self.devices(app) == before + 1)
    }

    @Test("A passkey without a counter signs in every time at zero; without a user handle it is found by its id alone")
    func zeroCounterAndNoHandle() throws {
        let app = try JamaalTestApp()
        let authenticator = try TestAuthenticator()
        try Ceremony.register(app.client(), authenticator)
        for _ in 0..<2 {
            let browser = app.anonymousClient()
            let answer = try Ceremony.signIn(browser, authenticator, userHandle: nil, signCount: 0)
            #expect(answer.status == .ok && answer.json?["next"] as? String == "/", "\(answer.text)")
            #expect(browser.get("/today").status == .ok)
        }
    }

    @Test("Remove: the person's own passkey goes (and can no longer sign in); another person's id, or none, is 404")
    func remove() throws {
        let app = try JamaalTestApp()
        let maryam = app.client()
        let authenticator = try TestAuthenticator()
        let handle = try #require(
            (try Ceremony.register(maryam, authenticator).publicKey["user"] as? [String: Any])?["id"] as? String)
        let id = try #require(Self.passkeys(app).first?.id)

        let other = try app.env.people.create(email: "bilal@jamaal.test", passwordHash: "x", now: app.env.now)
        try app.env.store(for: other).write { db in
            try db.save(try Person.fresh(now: app.env.now))
            try db.save(OnboardingProgress.completed(at: app.env.now))
        }
        let bilal = app.anonymousClient()
        bilal.signIn(as: other)
        let refused = bilal.post("/settings/passkeys/\(id.rawValue)/remove", csrfFrom: "/settings/devices")
        #expect(refused.status == .notFound && refused.text.contains("That passkey isn"))
        #expect(!bilal.get("/settings/passkeys").text.contains(authenticator.credentialID.description))
        #expect(try Self.passkeys(app).count == 1)
        #expect(maryam.post("/settings/passkeys/nothing-here/remove", csrfFrom: "/settings/devices").status == .notFound)

        #expect(maryam.post("/settings/passkeys/\(id.rawValue)/remove", csrfFrom: "/settings/passkeys").location == "/settings/passkeys")
        #expect(try Self.passkeys(app).isEmpty)
        #expect(maryam.get("/settings/passkeys").text.contains("No passkeys yet."))
        let afterwards = try Ceremony.signIn(app.anonymousClient(), authenticator, userHandle: handle, signCount: 1)
        #expect(afterwards.status == .unauthorized)
        #expect(Ceremony.message(afterwards).hasPrefix("This passkey isn’t registered with Jamaal."))
    }

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
