import Foundation

/// One switch of the notification settings, by the name forms and JSON use: the push master, the push types, and the
/// email Weekly digest (students only).
///
/// ```swift
/// NotificationSetting(rawValue: "feedbackAlerts")   // .type(.feedbackAlerts)
/// NotificationSetting(rawValue: "sms")              // nil
/// NotificationSetting.all(for: .coach).map(\.rawValue)   // ["push", "newSubmissions", … "scheduleChanges"]
/// ```
public enum NotificationSetting: Hashable, Sendable {
    /// "Push notifications", the master switch.
    case push
    /// One push type.
    case type(PushType)
    /// "Weekly digest" (email).
    case weeklyDigest

    /// Every setting of every audience.
    public static let all: [NotificationSetting] = [.push] + PushType.allCases.map { .type($0) } + [.weeklyDigest]

    /// The settings `audience` sees, in screen order: the master, its types, and (students) the Weekly digest.
    public static func all(for audience: PushAudience) -> [NotificationSetting] {
        [.push] + PushType.types(for: audience).map { .type($0) } + (audience == .student ? [.weeklyDigest] : [])
    }

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
