import Calendar
import Foundation
import QuranFlowCore
import QuranFlowPersistence
import Security
import WebPush

/// The HTTP request that hands one notification to one device's push service (RFC 8030 §5): the encrypted payload
/// (RFC 8291, `Content-Encoding: aes128gcm`), `TTL` until the notification expires, `Topic` from its thread (a later
/// message of the thread replaces an undelivered one), `Urgency`, and the VAPID `Authorization` (RFC 8292).
///
/// The payload the service worker reads is JSON: `{"id", "title", "body", "url", "tag", "createdAt"}` — `tag` is the
/// thread (a shown notification of the same tag is replaced), `id` the row (a retry is recognised as the same one).
///
/// ```swift
/// let request = try PushRequest.make(task, vapid: key, subject: "mailto:ops@example.com", now: now)
/// try Curl.post(url: task.subscription.endpoint, headers: request.headers, body: request.body, timeout: 15)
/// ```
struct PushRequest {
    let headers: [String: String]
    let body: [UInt8]

    /// What the service worker shows.
    struct Payload: Codable, Equatable {
        let id: String
        let title: String
        let body: String
        let url: String
        let tag: String
        let createdAt: String
    }

    struct DamagedSubscription: Error, CustomStringConvertible {
        let description: String
    }

    static func make(_ task: PushDeliveryTask, vapid: VAPIDKey, subject: String, now: Date) throws -> PushRequest {
        guard let p256dh = Base64URL.decode(task.subscription.p256dh), p256dh.count == 65,
            let auth = Base64URL.decode(task.subscription.auth), auth.count == 16
        else { throw DamagedSubscription(description: "the subscription's keys are not a P-256 point and a 16-byte secret") }
        let payload = Payload(
            id: task.outboxID, title: task.title, body: task.body, url: task.link, tag: task.thread,
            createdAt: ISO8601.format(task.createdAt))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let plaintext = Array(try encoder.encode(payload))
        let body = try WebPushEncryption.encrypt(plaintext: plaintext, userAgentPublicKey: p256dh, authSecret: auth)
        let ttl = max(0, Int(min(max(task.expiresAt.timeIntervalSince(now), 0), 28 * 86_400)))
        let urgency = task.thread == NotificationThread.nextSession.key ? "high" : "normal"
        // The VAPID token is checked by the push service against its own (real) clock, never the app's (a test clock).
        let wall = Date()
        return PushRequest(
            headers: [
                "Content-Type": "application/octet-stream",
                "Content-Encoding": "aes128gcm",
                "TTL": String(ttl),
                "Topic": PushTopic.topic(for: task.thread),
                "Urgency": urgency,
                "Authorization": try vapid.authorization(
                    for: task.subscription.endpoint, subject: subject, expiresAt: wall.addingTimeInterval(12 * 3600), now: wall),
            ], body: body)
    }
}
