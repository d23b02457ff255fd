import Foundation
import Identifiers

/// Something a person can ask to be reminded of, 15 minutes before each time it happens:
/// one weekly session, or the weekly submission deadline.
///
/// Stored as its ``rawValue`` ("session:<id>", "deadline").
///
/// ```swift
/// ReminderItem(rawValue: "session:abc")   // .session(ID("abc"))
/// ```
public enum ReminderItem: Hashable, Sendable, Codable {
    /// Every meeting of a live session.
    case session(Identifiers.ID<LiveSession>)
    /// The weekly submission deadline (Sunday 11:59 PM in the student's zone).
    case deadline

    /// How long before the start a reminder fires: 15 minutes.
    public static let lead: TimeInterval = 15 * 60

    /// "session:<id>" or "deadline".
    public var rawValue: String {
        switch self {
        case .session(let id): "session:\(id.rawValue)"
        case .deadline: "deadline"
        }
    }

    /// Parses ``rawValue``; `nil` for anything else.
    public init?(rawValue: String) {
        if rawValue == "deadline" {
            self = .deadline
        } else if rawValue.hasPrefix("session:"), rawValue.count > 8 {
            self = .session(Identifiers.ID(String(rawValue.dropFirst(8))))
        } else {
            return nil
        }
    }

    /// Decodes the raw value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let item = ReminderItem(rawValue: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "“\(text)” is not a reminder item")
        }
        self = item
    }

    /// Encodes the raw value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
