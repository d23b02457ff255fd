import Calendar
import Foundation
import QuranFlowCore

/// Small shared pieces of screen copy.
enum Copy {
    /// The first letter of a name, upper-cased, for an avatar ("S" for "Sarah Ahmed").
    static func initial(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return trimmed.first.map { String($0).uppercased() } ?? "?"
    }

    /// The calendar for an IANA identifier, or UTC when unknown (zones are validated on entry).
    static func calendar(_ zoneIdentifier: String) -> ZonedCalendar {
        ZonedCalendar.resolving(zoneIdentifier)
    }

    /// The coach's honorific and full name, "Ust. Amina al-Qārī", from display name "Ust. Amina"
    /// and name "Amina al-Qārī"; the display name alone when it has no honorific.
    static func coachFullName(_ coach: Coach) -> String {
        let first = coach.displayName.split(separator: " ").first.map(String.init) ?? ""
        return first.hasSuffix(".") ? "\(first) \(coach.name)" : coach.displayName
    }

    /// `value` percent-encoded for a query string (everything but letters, digits and `-._~`).
    static func queryValue(_ value: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        allowed.formIntersection(.urlQueryAllowed)
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
    }

    /// "Salaam, Ust. Amina."
    static func salaam(_ name: String) -> String {
        "Salaam, \(name)."
    }
}

extension QueueSortOrder {
    /// The `?sort=` value: "oldest", "level", "fewest".
    public var queryValue: String {
        switch self {
        case .oldestFirst: "oldest"
        case .byLevel: "level"
        case .fewestSubmissions: "fewest"
        }
    }

    /// The order for a `?sort=` value; `nil` for anything else (the caller falls back to oldest first).
    ///
    /// ```swift
    /// QueueSortOrder(queryValue: "level")   // .byLevel
    /// ```
    public init?(queryValue: String) {
        guard let order = Self.allCases.first(where: { $0.queryValue == queryValue }) else { return nil }
        self = order
    }
}
