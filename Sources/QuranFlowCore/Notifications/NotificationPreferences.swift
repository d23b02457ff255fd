import Foundation

/// One account's notification preferences (SakNotifSettings) and the rule every producer asks: is this notification
/// delivered by push? The in-app notification (the sheet) is not governed by these settings — they are "push/email
/// notification preferences" — so a producer always stores the sheet row and asks only about the push row.
///
/// Rules:
/// - Defaults (no stored row): push on, every type on (the student's four and the coach's four), Weekly digest off.
/// - Master off → no push of any type; the types keep their own state, so turning the master back on restores them.
/// - The master is "a convenience toggle for all push types together": turning it on while every type is off turns
///   every type on (otherwise the switch would say "On" and deliver nothing).
/// - Each type toggles independently of the others and of the master.
///
/// ```swift
/// let prefs = NotificationPreferences.defaults.setting(.type(.feedbackAlerts), on: false)
/// prefs.deliversPush(.feedbackAlerts)   // false
/// prefs.masterSubtitle                  // "On · 3 types"
/// ```
public struct NotificationPreferences: Hashable, Sendable, Codable {
    /// The master switch, "Push notifications".
    public let pushEnabled: Bool
    /// The push types switched on (their own state, kept while the master is off).
    public let pushTypes: Set<PushType>
    /// "Weekly digest" by email.
    public let weeklyDigest: Bool

    /// Preferences as given.
    public init(pushEnabled: Bool, pushTypes: Set<PushType>, weeklyDigest: Bool) {
        self.pushEnabled = pushEnabled
        self.pushTypes = pushTypes
        self.weeklyDigest = weeklyDigest
    }

    /// An account that never changed anything: push on, every type on, Weekly digest off.
    public static let defaults = NotificationPreferences(pushEnabled: true, pushTypes: Set(PushType.allCases), weeklyDigest: false)

    /// Whether a notification of `type` goes out by push: the master and that type both on.
    public func deliversPush(_ type: PushType) -> Bool {
        pushEnabled && pushTypes.contains(type)
    }

    /// Whether `setting` is on as stored (a type shows its own state even while the master is off).
    public func isOn(_ setting: NotificationSetting) -> Bool {
        switch setting {
        case .push: pushEnabled
        case .type(let type): pushTypes.contains(type)
        case .weeklyDigest: weeklyDigest
        }
    }

    /// The master's second line for the student: "On · 4 types", "On · 1 type", "On · 0 types", or "Off".
    public var masterSubtitle: String { masterSubtitle(for: .student) }

    /// The master's second line counting `audience`'s types: "On · 4 types", "On · 1 type", "On · 0 types", or "Off".
    public func masterSubtitle(for audience: PushAudience) -> String {
        guard pushEnabled else { return "Off" }
        let count = pushTypes.filter { $0.audience == audience }.count
        return "On · \(count) \(count == 1 ? "type" : "types")"
    }

    /// These preferences with `setting` turned `on` or off (see the type's rules for the master).
    public func setting(_ setting: NotificationSetting, on: Bool) -> NotificationPreferences {
        switch setting {
        case .push:
            // Per audience: a master turned on over none of an audience's types turns that audience's types on.
            var types = pushTypes
            if on {
                for audience in PushAudience.allCases where !PushType.types(for: audience).contains(where: pushTypes.contains) {
                    types.formUnion(PushType.types(for: audience))
                }
            }
            return NotificationPreferences(pushEnabled: on, pushTypes: types, weeklyDigest: weeklyDigest)
        case .type(let type):
            var types = pushTypes
            if on { types.insert(type) } else { types.remove(type) }
            return NotificationPreferences(pushEnabled: pushEnabled, pushTypes: types, weeklyDigest: weeklyDigest)
        case .weeklyDigest:
            return NotificationPreferences(pushEnabled: pushEnabled, pushTypes: pushTypes, weeklyDigest: on)
        }
    }

    /// These preferences with every change applied in order.
    ///
    /// ```swift
    /// NotificationPreferences.defaults.applying([(.push, false), (.weeklyDigest, true)]).masterSubtitle   // "Off"
    /// ```
    public func applying(_ changes: [(NotificationSetting, Bool)]) -> NotificationPreferences {
        changes.reduce(self) { $0.setting($1.0, on: $1.1) }
    }
}
