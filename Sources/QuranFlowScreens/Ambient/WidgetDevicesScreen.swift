import Calendar
import Foundation
import Identifiers
import QuranFlowRoutes

/// Widgets (reached from Profile, and from the coach's You tab): the devices whose widgets read the person's ambient
/// timelines, each with a read-only token of its own (never the sign-in session), when it was added and last read, and
/// Revoke; the form that adds one; and, right after adding, the token — shown this once.
///
/// ```swift
/// WidgetDevicesScreen.make(devices: [], zone: "America/Toronto", isCoach: false, now: now)
/// ```
public struct WidgetDevicesScreen: Codable, Sendable {
    /// One device, as its owner sees it.
    public struct Device: Codable, Sendable, Hashable {
        public let id: String
        public let label: String
        /// "Added 2 Dec".
        public let added: String
        /// "Last read 3 min ago" or "Not read yet".
        public let lastRead: String
        /// Where its Revoke posts.
        public let revokePath: String

        public init(id: String, label: String, createdAt: Date, lastUsedAt: Date?, zone: TimeZone, now: Date) {
            self.id = id
            self.label = label
            added = "Added \(LocalFormat.dayMonth(createdAt, in: zone))"
            lastRead = lastUsedAt.map { "Last read \(Clock.ago($0, now: now))" } ?? "Not read yet"
            revokePath = QuranFlowRoute.revokeWidgetDevice.path(ID<WidgetDevice>(id))
        }
    }

    /// A token just made: shown once, with how a widget uses it.
    public struct NewToken: Codable, Sendable, Hashable {
        public let label: String
        public let token: String
        /// "Paste it into the widget's settings. It is shown only now."
        public let note: String
        /// The address a widget reads.
        public let endpoint: String
    }

    public let screenID: String
    public let eyebrow: String
    public let title: String
    public let intro: String
    /// Back to Profile (or You).
    public let back: ScreenAction
    /// "See your widgets": the ambient board.
    public let board: ScreenAction
    public let devices: [Device]
    /// The add form's action, or nil when the limit is reached.
    public let addPath: String?
    /// Why adding is off (the limit), when it is.
    public let limitLine: String?
    public let newToken: NewToken?
    public let emptyLine: String

    public static func make(
        devices: [Device], limit: Int, isCoach: Bool, newToken: (label: String, token: String)? = nil
    ) -> WidgetDevicesScreen {
        WidgetDevicesScreen(
            screenID: "Widgets", eyebrow: isCoach ? "You" : "Profile", title: "Widgets",
            intro: "A widget on another device reads your week with a token of its own. It can only read: it cannot "
                + "submit, message or change anything, and revoking it stops it at once.",
            back: ScreenAction(
                label: isCoach ? "You" : "Profile", destination: Destination(isCoach ? QuranFlowRoute.coachYou : QuranFlowRoute.profile)),
            board: ScreenAction(label: "See your widgets", destination: Destination(QuranFlowRoute.ambient)), devices: devices,
            addPath: devices.count < limit ? QuranFlowRoute.addWidgetDevice.path() : nil,
            limitLine: devices.count < limit ? nil : "You have \(limit) widget devices. Revoke one to add another.",
            newToken: newToken.map {
                NewToken(
                    label: $0.label, token: $0.token,
                    note: "Paste this token into the widget's settings on \($0.label). It is shown only now.",
                    endpoint: QuranFlowRoute.apiAmbient.path())
            },
            emptyLine: "No widget devices yet.")
    }
}
