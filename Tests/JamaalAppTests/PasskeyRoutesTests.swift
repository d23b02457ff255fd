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
}
