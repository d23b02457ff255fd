import Calendar
import Foundation
import Identifiers

/// Reading and writing stored Anchor rules without ever losing one (AN-07, F15).
///
/// A rule is stored as a JSON object `{"version":1,"id":…,"title":…,"type":"prayer","prayer":{…},…}`.
/// Reading never fails: a payload with a newer `version`, an unknown `type`, or anything this version
/// cannot decode becomes a rule of kind ``AnchorRuleKind/needsAttention(_:)`` holding the bytes exactly as
/// read, and writing such a rule writes those bytes back unchanged.
///
/// ```swift
/// let rule = AnchorRuleCoding.decode(bytes, storedID: ID("row-17"))
/// let bytes = try AnchorRuleCoding.encode(rule)
/// ```
public enum AnchorRuleCoding {
    /// The rule in `bytes`; `storedID` names it when the payload is too damaged to say its own id.
    public static func decode(_ bytes: Data, storedID: ID<AnchorRule>) -> AnchorRule {
        let object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any]
        let version = object?["version"] as? Int ?? 0
        if version > AnchorRule.formatVersion {
            return raw(bytes, object: object, storedID: storedID, reason: .newerVersion(version))
        }
        do {
            return try JSONDecoder().decode(Envelope.self, from: bytes).rule
        } catch {
            return raw(bytes, object: object, storedID: storedID, reason: .undecodable(detail: "\(error)"))
        }
    }

    /// The rule in `bytes` as an import reads it: a payload from a newer version is kept as it is (a rule that needs
    /// attention), but one of this version that its own checks refuse — a number outside its form's range
    /// (``AnchorError``), a day or an instant outside ``StoredBounds`` (``BoundsProblem``), a missing field
    /// (`DecodingError`) — throws that refusal instead of being kept.
    public static func decodeChecked(_ bytes: Data, storedID: ID<AnchorRule>) throws -> AnchorRule {
        let object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any]
        let version = object?["version"] as? Int ?? 0
        if version > AnchorRule.formatVersion {
            return raw(bytes, object: object, storedID: storedID, reason: .newerVersion(version))
        }
        if let version = object?["version"] as? Int, version < 1 {
            throw BoundsProblem(field: "version", message: "A rule's format version starts at 1.")
        }
        return try JSONDecoder().decode(Envelope.self, from: bytes).rule
    }

    /// The stored form of `rule`: its raw bytes if it needs attention, otherwise JSON with sorted keys.
    public static func encode(_ rule: AnchorRule) throws -> Data {
        if case .needsAttention(let raw) = rule.kind { return raw.bytes }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return try encoder.encode(Envelope(rule: rule))
    }

    /// A needs-attention rule, salvaging the id and title for AN-01's row where the payload still has them.
    private static func raw(_ bytes: Data, object: [String: Any]?, storedID: ID<AnchorRule>, reason: AnchorRawRule.Reason) -> AnchorRule {
        let id = (object?["id"] as? String).map { ID<AnchorRule>($0) } ?? storedID
        let title = object?["title"] as? String ?? "Anchor"
        let created = (object?["createdOn"] as? String).flatMap(LocalDate.init(iso:)) ?? LocalDate(year: 1970, month: 1, day: 1)
        return AnchorRule(id: id, title: title, kind: .needsAttention(AnchorRawRule(bytes: bytes, reason: reason)), createdOn: created)
    }

    /// The stored shape.
    private struct Envelope: Codable {
        let version: Int
        let id: ID<AnchorRule>
        let title: String
        let type: String
        let prayer: PrayerAnchor?
        let scheduled: ScheduledAnchor?
        let oneOff: OneOffAnchor?
        let exceptions: [AnchorException]
        let pauses: [AnchorPause]
        let archivedAt: Double?
        let createdOn: LocalDate
        let createdAt: Double?

        init(rule: AnchorRule) {
            version = AnchorRule.formatVersion
            id = rule.id
            title = rule.title
            type = rule.kind.typeName ?? ""
            if case .prayer(let value) = rule.kind { prayer = value } else { prayer = nil }
            if case .scheduled(let value) = rule.kind { scheduled = value } else { scheduled = nil }
            if case .oneOff(let value) = rule.kind { oneOff = value } else { oneOff = nil }
            exceptions = rule.exceptions
            pauses = rule.pauses
            archivedAt = rule.archivedAt?.timeIntervalSince1970
            createdOn = rule.createdOn
            createdAt = rule.createdAt?.timeIntervalSince1970
        }

        var rule: AnchorRule {
            get throws {
                let kind: AnchorRuleKind
                switch (type, prayer, scheduled, oneOff) {
                case ("prayer", let value?, _, _): kind = .prayer(value)
                case ("scheduled", _, let value?, _): kind = .scheduled(value)
                case ("oneOff", _, _, let value?): kind = .oneOff(value)
                default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown type \(type)"))
                }
                let rule = AnchorRule(
                    id: id, title: title, kind: kind, exceptions: exceptions, pauses: pauses,
                    archivedAt: archivedAt.map(Date.init(timeIntervalSince1970:)), createdOn: createdOn,
                    // An instant outside 1970…9999 is not one this version wrote: the rule is bounded by its day only.
                    createdAt: createdAt.flatMap { (0...253_402_300_799).contains($0) ? Date(timeIntervalSince1970: $0) : nil })
                try rule.checkBounds()  // a day or an instant no form gives: kept, but as a rule that needs attention
                return rule
            }
        }
    }
}
