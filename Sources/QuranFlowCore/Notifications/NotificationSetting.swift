import Foundation

/// One switch of SakNotifSettings, by the name forms and JSON use: the push master, the four push types, and the
/// email Weekly digest.
///
/// ```swift
/// NotificationSetting(rawValue: "feedbackAlerts")   // .type(.feedbackAlerts)
/// NotificationSetting(rawValue: "sms")              // nil
/// ```
public enum NotificationSetting: Hashable, Sendable {
    /// "Push notifications", the master switch.
    case push
    /// One push type.
    case type(PushType)
    /// "Weekly digest" (email).
    case weeklyDigest

    /// Every setting, in screen order.
    public static let all: [NotificationSetting] = [.push] + PushType.allCases.map { .type($0) } + [.weeklyDigest]

    /// "push", a push type's raw value ("sessionReminders"…), or "weeklyDigest".
    public var rawValue: String {
        switch self {
        case .push: "push"
        case .type(let type): type.rawValue
        case .weeklyDigest: "weeklyDigest"
        }
    }

    /// Parses ``rawValue``; `nil` for anything else (case-sensitive).
    public init?(rawValue: String) {
        guard let match = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = match
    }
}
