import Foundation

/// A stored rule this version cannot read — undecodable, or written by a newer Jamaal — kept byte for byte.
///
/// ```swift
/// raw.reason.message   // "Written by a newer version of Jamaal — update Jamaal to see it."
/// ```
public struct AnchorRawRule: Hashable, Sendable {
    /// Why it could not be read.
    public enum Reason: Hashable, Sendable {
        /// Stored with format version `version`, newer than this app's ``AnchorRule/formatVersion``.
        case newerVersion(Int)
        /// Not readable as a rule at all (`detail` is for logs, not for the person).
        case undecodable(detail: String)

        /// The line AN-07 shows under the rule.
        public var message: String {
            switch self {
            case .newerVersion: "Written by a newer version of Jamaal — update Jamaal to see it."
            case .undecodable: "Jamaal couldn't read this rule — it's kept as it was; update Jamaal or contact support."
            }
        }
    }

    /// The stored payload exactly as it was read; written back unchanged.
    public let bytes: Data
    public let reason: Reason

    public init(bytes: Data, reason: Reason) {
        self.bytes = bytes
        self.reason = reason
    }
}

/// The type of an Anchor rule (AN-03), or the raw payload of one that needs attention (AN-07).
///
/// ```swift
/// if case .needsAttention(let raw) = rule.kind { show(raw.reason.message) }
/// ```
public enum AnchorRuleKind: Hashable, Sendable {
    case prayer(PrayerAnchor)
    case scheduled(ScheduledAnchor)
    case oneOff(OneOffAnchor)
    /// Kept, never dropped or rewritten; yields no instances and refuses edits.
    case needsAttention(AnchorRawRule)

    /// The stored type name: "prayer", "scheduled", "oneOff" (`nil` for a raw rule).
    var typeName: String? {
        switch self {
        case .prayer: "prayer"
        case .scheduled: "scheduled"
        case .oneOff: "oneOff"
        case .needsAttention: nil
        }
    }

    /// Whether the rule needs attention.
    public var needsAttention: Bool {
        if case .needsAttention = self { return true }
        return false
    }
}
