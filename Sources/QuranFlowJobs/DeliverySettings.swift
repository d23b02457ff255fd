import Foundation
import Outbound
import WebPush

/// How this server takes notifications and mail off the machine, from `serve`'s flags: the VAPID key (RFC 8292, from
/// the database's secrets, shared by every process), the contact it signs with, the mail server (`--smtp-url`; none:
/// mail waits in the outbox), the sender address, and which push services a browser's subscription may point at.
///
/// ```swift
/// let settings = DeliverySettings(vapid: key, smtp: try SMTPSettings.parse("smtp://127.0.0.1:2525"))
/// settings.allowsEndpoint("https://fcm.googleapis.com/fcm/send/abc")   // true
/// settings.allowsEndpoint("http://10.0.0.5/anything")                  // false
/// ```
public struct DeliverySettings: Sendable {
    /// The application server's key pair; nil: push is not sent (no subscription is accepted either).
    public var vapid: VAPIDKey?
    /// The VAPID `sub` claim: a contact for the push services ("mailto:…" or an https URL).
    public var vapidSubject: String
    /// The mail server; nil: mail stays in the outbox.
    public var smtp: SMTPSettings?
    /// The `From` address and display name.
    public var mailFrom: String
    public var mailFromName: String
    /// The domain of `Message-ID`s.
    public var mailDomain: String
    /// Endpoint prefixes allowed besides the known push services (`--push-endpoint-allow`, for a loopback push service in
    /// tests or a self-hosted one).
    public var extraEndpointPrefixes: [String]

    /// The push services browsers use (Chrome/Edge via FCM, Firefox, Safari, Windows), by host suffix; endpoints must be
    /// https on one of them — a subscription is a URL the server will POST to, so it must not point anywhere else.
    public static let knownPushHosts = ["fcm.googleapis.com", "push.services.mozilla.com", "push.apple.com", "notify.windows.com"]

    public init(
        vapid: VAPIDKey?, vapidSubject: String = "mailto:admin@quranflow.invalid", smtp: SMTPSettings? = nil,
        mailFrom: String = "no-reply@quranflow.invalid", mailFromName: String = "QuranFlow", mailDomain: String = "quranflow.invalid",
        extraEndpointPrefixes: [String] = []
    ) {
        self.vapid = vapid
        self.vapidSubject = vapidSubject
        self.smtp = smtp
        self.mailFrom = mailFrom
        self.mailFromName = mailFromName
        self.mailDomain = mailDomain
        self.extraEndpointPrefixes = extraEndpointPrefixes
    }

    /// Whether a subscription may point at `endpoint`: https on a known push service, or under an allowed prefix.
    public func allowsEndpoint(_ endpoint: String) -> Bool {
        guard endpoint.utf8.count <= 2048 else { return false }
        if extraEndpointPrefixes.contains(where: { !$0.isEmpty && endpoint.hasPrefix($0) }) { return true }
        guard let url = URL(string: endpoint), url.scheme == "https", let host = url.host?.lowercased(), url.user == nil
        else { return false }
        return Self.knownPushHosts.contains { host == $0 || host.hasSuffix("." + $0) }
    }
}
