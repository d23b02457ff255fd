import Accounts
import Calendar
import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Security
import Synchronization
import Testing
import WebPush

/// A push service on loopback: records every message (headers and body) and answers with a chosen status, the way
/// RFC 8030's push services do — enough to see what the sender sends, decrypt it, and make it fail on purpose.
final class LoopbackPushService: Sendable {
    struct Received: Sendable {
        let path: String
        let headers: [String: String]
        let body: [UInt8]
    }

    /// What arrived, and the status to answer with (shared with the server's handler).
    final class State: Sendable {
        let received = Mutex<[Received]>([])
        let status = Mutex<Int>(201)
    }

    let server: HTTPServer
    let state = State()

    init() throws {
        let router = Router()
        let state = state
        router.post("/push/*id", maxBodyBytes: 8192) { request in
            var headers: [String: String] = [:]
            for name in ["TTL", "Topic", "Urgency", "Content-Encoding", "Authorization", "Content-Type"] {
                headers[name] = request.headers[name]
            }
            state.received.withLock { $0.append(Received(path: request.path, headers: headers, body: request.body)) }
            return Response(status: HTTPStatus(code: state.status.withLock { $0 }))
        }
        server = HTTPServer(application: Application(router: router), host: "127.0.0.1", port: 0, threads: 2, maxBodyBytes: 8192)
        try server.start()
    }

    var base: String { "http://127.0.0.1:\(server.port)/push/" }

    deinit { server.stop() }
}

/// Delivery through the whole pipeline: subscriptions stored and refused, a notification encrypted for the device and
/// handed to a (loopback) push service with its thread as `Topic`, retries and back-off, a gone subscription dropped,
/// the coach's own settings, and the Weekly digest once per student per week with two senders at once.
@Suite(.serialized) struct DeliveryTests {
    /// A browser's subscription: its key pair and auth secret (kept to decrypt what arrives).
    struct Device {
        let keys: P256KeyPair
        let auth: [UInt8]
        let endpoint: String

        init(endpoint: String) throws {
            keys = try OpenSSLCrypto.generateP256()
            auth = try OpenSSLCrypto.randomBytes(16)
            self.endpoint = endpoint
        }

        var json: String {
            """
            {"endpoint":"\(endpoint)","expirationTime":null,"keys":{"p256dh":"\(Base64URL.encode(keys.publicKey))","auth":"\(Base64URL.encode(auth))"}}
            """
        }
    }

    static func app(allowing prefix: String, now: Date = TestApp.demoNow) throws -> TestApp {
        let app = try TestApp(now: now)
        var env = app.env
        env.delivery.extraEndpointPrefixes = [prefix]
        return TestApp(environment: env)
    }

    static func token(_ app: TestApp, _ email: String) throws -> String {
        try #require(
            app.client().postJSON("/api/session", "{\"email\":\"\(email)\",\"password\":\"quranflow-demo\"}").json?["token"] as? String)
    }

    @Test func aSubscriptionIsStoredOnlyWhenEveryPartIsValid() throws {
        let service = try LoopbackPushService()
        let app = try Self.app(allowing: service.base)
        let token = try Self.token(app, "sarah@quranflow.test")
        let client = app.client()
        let device = try Device(endpoint: service.base + "sarah-phone")
        let bad: [(String, String)] = [
            (device.json.replacingOccurrences(of: service.base, with: "http://10.0.0.5/push/"), "endpoint"),
            (device.json.replacingOccurrences(of: service.base, with: "https://evil.example/fcm.googleapis.com/"), "endpoint"),
            (device.json.replacingOccurrences(of: Base64URL.encode(device.keys.publicKey), with: "AAAA"), "keys.p256dh"),
            (
                device.json.replacingOccurrences(
                    of: Base64URL.encode(device.keys.publicKey), with: Base64URL.encode([4] + [UInt8](repeating: 7, count: 64))),
                "keys.p256dh"
            ),
            (device.json.replacingOccurrences(of: Base64URL.encode(device.auth), with: Base64URL.encode([1, 2, 3])), "keys.auth"),
        ]
        for (body, field) in bad {
            let response = client.postJSON("/api/push/subscriptions", body, bearer: token)
            #expect(response.status.code == 422, "\(field)")
            #expect(response.text.contains("\"field\":\"\(field)\""), "\(response.text)")
        }
        #expect(client.postJSON("/api/push/subscriptions", "{\"endpoint\":\"x\"}", bearer: token).status.code == 400)
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        #expect(try PushSubscriptionStore(database: app.env.database).subscriptions(of: sarah.id).isEmpty)

        let stored = client.postJSON("/api/push/subscriptions", device.json, bearer: token)
        #expect(stored.status.code == 201)
        // Again (the page re-syncs): one row still.
        #expect(client.postJSON("/api/push/subscriptions", device.json, bearer: token).status.code == 201)
        #expect(try PushSubscriptionStore(database: app.env.database).subscriptions(of: sarah.id).count == 1)
        // The key a browser subscribes with is the server's VAPID public key.
        let key = try #require(client.send(.get, "/api/push/key", headers: [("Authorization", "Bearer \(token)")]).json)
        #expect(key["publicKey"] as? String == app.env.delivery.vapid?.publicKeyBase64URL)
        #expect((key["publicKey"] as? String)?.count == 87)
        // Removing it.
        let removed = client.postJSON("/api/push/subscriptions/remove", "{\"endpoint\":\"\(device.endpoint)\"}", bearer: token)
        #expect(removed.json?["removed"] as? Bool == true)
        #expect(try PushSubscriptionStore(database: app.env.database).subscriptions(of: sarah.id).isEmpty)
    }

    @Test func aNotificationReachesTheDeviceEncryptedWithItsThreadAsTopicAndAGoneDeviceIsDropped() throws {
        let service = try LoopbackPushService()
        let app = try Self.app(allowing: service.base)
        let token = try Self.token(app, "sarah@quranflow.test")
        let phone = try Device(endpoint: service.base + "phone")
        #expect(app.client().postJSON("/api/push/subscriptions", phone.json, bearer: token).status.code == 201)
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let now = app.env.now
        let reminders = ReminderStore(database: app.env.database)
        try reminders.deliver(
            to: sarah.id, item: .session(ID("qrc")), occursAt: now.addingTimeInterval(900), title: "Qari circle at 7:00 PM",
            body: "Join opens 15 minutes before start.", link: "/sessions", now: now)
        #expect(app.app.delivery.runDue(now: now).push == 1)
        let first = try #require(service.state.received.withLock { $0.first })
        #expect(first.path == "/push/phone")
        #expect(first.headers["Topic"] == PushTopic.topic(for: "next-session"))
        #expect(first.headers["Content-Encoding"] == "aes128gcm")
        #expect(first.headers["Urgency"] == "high")
        #expect(Int(first.headers["TTL"] ?? "") == 1800 + 900)
        let authorization = try #require(first.headers["Authorization"])
        #expect(authorization.hasPrefix("vapid t=") && authorization.hasSuffix(", k=\(app.env.delivery.vapid?.publicKeyBase64URL ?? "-")"))
        let plaintext = try WebPushEncryption.decrypt(
            body: first.body, userAgentPrivateKey: phone.keys.privateKey, userAgentPublicKey: phone.keys.publicKey, authSecret: phone.auth)
        let payload = try #require(try JSONSerialization.jsonObject(with: Data(plaintext)) as? [String: Any])
        #expect(payload["title"] as? String == "Qari circle at 7:00 PM")
        #expect(payload["tag"] as? String == "next-session")
        #expect(payload["url"] as? String == "/sessions")
        // Delivered once: a second run sends nothing.
        #expect(app.app.delivery.runDue(now: now).push == 0)

        // The service fails: retried after 30 s, not before.
        service.state.status.withLock { $0 = 503 }
        try reminders.deliver(
            to: sarah.id, item: .deadline, occursAt: now.addingTimeInterval(7200), title: "Week 8 is due tonight", body: "", link: "/today",
            week: 8, now: now)
        #expect(app.app.delivery.runDue(now: now).push == 1)
        #expect(app.app.delivery.runDue(now: now.addingTimeInterval(29)).push == 0)
        // Then the device is gone (410): dropped with what waited for it.
        service.state.status.withLock { $0 = 410 }
        #expect(app.app.delivery.runDue(now: now.addingTimeInterval(30)).push == 1)
        #expect(try PushSubscriptionStore(database: app.env.database).subscriptions(of: sarah.id).isEmpty)
        #expect(service.state.received.withLock { $0.count } == 3)
        #expect(service.state.received.withLock { $0.last?.headers["Topic"] } == PushTopic.topic(for: "week-8"))
    }

    @Test func aTypeTurnedOffSendsNothingAndCoachesHaveTheirOwnSwitches() throws {
        let service = try LoopbackPushService()
        let app = try Self.app(allowing: service.base)
        let amina = try #require(try app.env.accounts.account(email: "amina@quranflow.test"))
        let coach = app.client()
        coach.signIn("amina@quranflow.test")
        let screen = try #require(coach.get("/api/screens/coach/notifications").json)
        #expect(screen["screenID"] as? String == "SakCoachNotifSettings")
        #expect(
            (screen["types"] as? [[String: Any]])?.map { $0["title"] as? String ?? "" }
                == ["New submissions", "Waiting 36 hours", "Messages", "Schedule changes"])
        #expect(screen["weeklyDigest"] == nil)
        #expect(coach.get("/coach/notifications").status.code == 200)
        // A student's switch is not the coach's: 400 naming it, nothing stored.
        let refused = coach.post(
            "/coach/notifications", form: [("setting", "feedbackAlerts"), ("on", "0")], csrfFrom: "/coach/notifications")
        #expect(refused.status.code == 400)
        // Students cannot open the coach's page.
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(sarah.get("/coach/notifications").status.code == 403)

        // Sarah writes: Amina's "Messages" push is queued; turned off, the next is not.
        func pushRows() throws -> Int {
            try app.env.database.read { db in
                try db.queryOne(
                    "SELECT COUNT(*) AS n FROM push_outbox WHERE account_id = $1 AND thread LIKE 'messages:%'", [.text(amina.id.rawValue)])?
                    .int("n") ?? 0
            }
        }
        let thread = "/messages/\(amina.id.rawValue)"
        #expect(sarah.post(thread, form: [("body", "As-salāmu ʿalaykum, a question about Week 8")], csrfFrom: thread).status.code < 400)
        #expect(try pushRows() == 1)
        #expect(
            coach.post("/coach/notifications", form: [("setting", "studentMessages"), ("on", "0")], csrfFrom: "/coach/notifications")
                .status.code == 303)
        #expect(sarah.post(thread, form: [("body", "And one more")], csrfFrom: thread).status.code < 400)
        #expect(try pushRows() == 1)
    }

    @Test func signingOutStopsThisDevicesPush() throws {
        let service = try LoopbackPushService()
        let app = try Self.app(allowing: service.base)
        let browser = app.client()
        browser.signIn("sarah@quranflow.test")
        let device = try Device(endpoint: service.base + "laptop")
        let page = browser.get("/profile/notifications")
        #expect(page.text.contains("data-push"))
        let csrf = try #require(browser.csrfToken(in: page))
        let stored = browser.send(
            .post, "/api/push/subscriptions", body: Array(device.json.utf8),
            headers: [("Content-Type", "application/json"), ("X-CSRF-Token", csrf)])
        #expect(stored.status.code == 201)
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        #expect(try PushSubscriptionStore(database: app.env.database).subscriptions(of: sarah.id).count == 1)
        browser.post("/sign-out", form: [], csrfFrom: "/profile/notifications")
        #expect(try PushSubscriptionStore(database: app.env.database).subscriptions(of: sarah.id).isEmpty)
    }

    /// Push sending across processes: two senders (each a process's ``DeliveryWorker``) racing over the same queue send
    /// every (notification, device) pair exactly once — each row is leased by one claim.
    @Test func twoSendersAtOnceSendEachPushToEachDeviceOnce() throws {
        let service = try LoopbackPushService()
        let app = try Self.app(allowing: service.base)
        let token = try Self.token(app, "sarah@quranflow.test")
        let devices = try ["phone", "laptop"].map { try Device(endpoint: service.base + $0) }
        for device in devices {
            #expect(app.client().postJSON("/api/push/subscriptions", device.json, bearer: token).status.code == 201)
        }
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let now = app.env.now
        let reminders = ReminderStore(database: app.env.database)
        for index in 0..<12 {
            try reminders.deliver(
                to: sarah.id, item: .session(ID("circle-\(index)")), occursAt: now.addingTimeInterval(900),
                title: "Circle \(index) at 7:00 PM", body: "", link: "/sessions", now: now)
        }
        let senders = [app.app.delivery, DeliveryWorker(environment: app.env.store, settings: app.env.delivery)]
        let sent = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let count = senders[index % 2].runDue(now: now).push
            sent.withLock { $0 += count }
        }
        #expect(sent.withLock { $0 } == 24)
        let received = service.state.received.withLock { $0 }
        var pairs: [String] = []
        for message in received {
            let device = try #require(devices.first { $0.endpoint.hasSuffix(message.path.replacingOccurrences(of: "/push/", with: "")) })
            let plaintext = try WebPushEncryption.decrypt(
                body: message.body, userAgentPrivateKey: device.keys.privateKey, userAgentPublicKey: device.keys.publicKey,
                authSecret: device.auth)
            let payload = try #require(try JSONSerialization.jsonObject(with: Data(plaintext)) as? [String: Any])
            pairs.append("\(message.path) \(payload["title"] as? String ?? "?")")
        }
        #expect(pairs.count == 24 && Set(pairs).count == 24, "\(pairs.sorted())")
        #expect(senders.map { $0.runDue(now: now).push } == [0, 0])
    }

    @Test func theWeeklyDigestGoesOutOncePerStudentPerWeekWithTwoSendersAtOnce() throws {
        // Sunday 1 Nov 2026, 8:00 AM in Toronto (EST, the day the clocks went back): Sarah's digest is due; Maryam's in
        // Chicago is an hour away.
        let sunday = try #require(ISO8601.parse("2026-11-01T08:00:00-05:00"))
        let app = try TestApp(now: sunday)
        let store = NotificationPreferencesStore(database: app.env.database)
        var ids: [String: ID<Account>] = [:]
        for email in ["sarah@quranflow.test", "maryam@quranflow.test", "noor@quranflow.test"] {
            let id = try #require(try app.env.accounts.account(email: email)?.id)
            ids[email] = id
            if email != "noor@quranflow.test" { try store.change(for: id, now: sunday) { $0.setting(.weeklyDigest, on: true) } }
        }
        let sent = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let count = (try? WeeklyDigestJobs.sendDue(now: sunday, env: app.env.store)) ?? -100
            sent.withLock { $0 += count }
        }
        #expect(sent.withLock { $0 } == 1)
        let digests = try app.env.outbox.recent().filter { $0.kind == "digest" }
        #expect(digests.map(\.recipient) == ["sarah@quranflow.test"])
        let digest = try #require(digests.first)
        #expect(digest.subject == "Your week in QuranFlow · Week 8 of 15")
        #expect(digest.body.contains("NEXT WEEK'S SESSIONS"))
        #expect(digest.html?.contains("<!doctype html>") == true)
        // Later that morning, again: nothing new for Sarah; Maryam's hour has come.
        let chicago = try #require(ISO8601.parse("2026-11-01T08:00:00-06:00"))
        #expect(try WeeklyDigestJobs.sendDue(now: chicago, env: app.env.store) == 1)
        #expect(try WeeklyDigestJobs.sendDue(now: chicago.addingTimeInterval(3600), env: app.env.store) == 0)
        // Monday is too late for last week's; next Sunday is the next.
        #expect(try WeeklyDigestJobs.sendDue(now: sunday.addingTimeInterval(86_400), env: app.env.store) == 0)
        #expect(try WeeklyDigestJobs.sendDue(now: sunday.addingTimeInterval(7 * 86_400), env: app.env.store) == 1)
        #expect(try app.env.outbox.recent().filter { $0.recipient == "noor@quranflow.test" }.isEmpty)
    }
}
