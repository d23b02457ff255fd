import Foundation
import HTTPServer
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import Security
import ServerSupport
import WebPush

/// Web Push's web side: the service worker (served from the root so its scope is the app), the VAPID public key a
/// browser subscribes with, and storing or removing this device's subscription. The subscription is validated whole
/// before anything is stored: the endpoint must be https on a browser push service (``DeliverySettings/allowsEndpoint(_:)``
/// — the server will POST to it, so it may point nowhere else), `p256dh` a point on P-256, `auth` 16 bytes; each
/// failure is a 422 naming the field.
enum PushRoutes {
    /// The service worker's source, read once from the bundle.
    static let serviceWorker: [UInt8] = {
        guard let url = Bundle.module.url(forResource: "Public/sw", withExtension: "js"), let data = try? Data(contentsOf: url) else {
            return Array("/* service worker missing from the bundle */".utf8)
        }
        return Array(data)
    }()

    /// The key a browser subscribes with.
    struct PushKey: Codable, Equatable {
        /// Base64url of the uncompressed P-256 public key; empty when push is off on this server.
        let publicKey: String
        let enabled: Bool
    }

    /// `PushSubscription.toJSON()`.
    struct SubscriptionBody: Decodable {
        struct Keys: Decodable {
            let p256dh: String
            let auth: String
        }
        let endpoint: String
        let keys: Keys
    }

    struct EndpointBody: Decodable {
        let endpoint: String
    }

    /// A stored subscription as the API answers it.
    struct PushDevice: Codable, Equatable {
        let id: String
        let device: String
        let createdAt: Date
    }

    struct PushRemoval: Codable, Equatable {
        let removed: Bool
    }

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.serviceWorker) { _ in
            var response = Response(status: .ok, body: .bytes(serviceWorker))
            response.headers.set(name: "Content-Type", value: "text/javascript; charset=utf-8")
            response.headers.set(name: "Cache-Control", value: "no-cache")
            response.headers.set(name: "Service-Worker-Allowed", value: "/")
            return response
        }
        routes.add(QuranFlowRoute.apiPushKey, response: .json(PushKey.self)) { ctx in
            let key = ctx.environment.delivery.vapid
            return try .json(PushKey(publicKey: key?.publicKeyBase64URL ?? "", enabled: key != nil))
        }
        routes.add(
            QuranFlowRoute.apiPushSubscribe,
            body: .json(.object([("endpoint", .string()), ("keys", .object([("p256dh", .string()), ("auth", .string())]))])),
            response: .json(PushDevice.self, status: 201)
        ) { ctx in
            let account = try ctx.requireAccount()
            let body = try ctx.request.decodeJSON(SubscriptionBody.self)
            let settings = ctx.environment.delivery
            guard let vapid = settings.vapid else {
                throw DeviceRefusal.pushNotConfigured
            }
            guard settings.allowsEndpoint(body.endpoint) else {
                throw DeviceRefusal.endpointNotPushService
            }
            guard let point = Base64URL.decode(body.keys.p256dh), point.count == 65,
                (try? OpenSSLCrypto.ecdh(privateKey: vapid.keyPair.privateKey, peerPublicKey: point)) != nil
            else {
                throw DeviceRefusal.p256dhNotAKey
            }
            guard let auth = Base64URL.decode(body.keys.auth), auth.count == 16 else {
                throw DeviceRefusal.authNotASecret
            }
            let stored = try PushSubscriptionStore(database: ctx.environment.database).subscribe(
                account: account.id, session: ctx.session?.tokenDigest, endpoint: body.endpoint, p256dh: body.keys.p256dh,
                auth: body.keys.auth, device: DeviceName.from(userAgent: ctx.request.headers["User-Agent"] ?? ""), now: ctx.now)
            return try .json(PushDevice(id: stored.id, device: stored.device, createdAt: stored.createdAt), status: .created)
        }
        routes.add(
            QuranFlowRoute.apiPushUnsubscribe, body: .json(.object([("endpoint", .string())])), response: .json(PushRemoval.self)
        ) { ctx in
            let account = try ctx.requireAccount()
            let body = try ctx.request.decodeJSON(EndpointBody.self)
            let removed = try PushSubscriptionStore(database: ctx.environment.database).unsubscribe(
                endpoint: body.endpoint, account: account.id)
            return try .json(PushRemoval(removed: removed))
        }
    }
}

/// "Chrome on Android" from a user agent: what a person recognises their device by.
enum DeviceName {
    static func from(userAgent: String) -> String {
        let agent = userAgent.prefix(512)
        let browser =
            agent.contains("Edg/")
            ? "Edge"
            : agent.contains("Firefox/")
                ? "Firefox"
                : agent.contains("Chrome/")
                    ? "Chrome"
                    : agent.contains("Safari/") ? "Safari" : "A browser"
        let system =
            agent.contains("Android")
            ? "Android"
            : agent.contains("iPhone") || agent.contains("iPad")
                ? "iOS"
                : agent.contains("Mac OS X") ? "macOS" : agent.contains("Windows") ? "Windows" : agent.contains("Linux") ? "Linux" : ""
        return system.isEmpty ? browser : "\(browser) on \(system)"
    }
}
