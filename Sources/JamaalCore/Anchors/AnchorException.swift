import Calendar
import Foundation

/// Why a rule is suspended for a while (AN-06). A kind from a newer version is kept as ``unknown(_:)``.
///
/// ```swift
/// AnchorExceptionKind(rawValue: "holiday").label   // "Holiday"
/// ```
public enum AnchorExceptionKind: OpenVocabulary {
    case term, holiday, travel, illness, other
    case unknown(String)

    /// The five kinds a person can pick.
    public static let allCases: [AnchorExceptionKind] = [.term, .holiday, .travel, .illness, .other]

    public var rawValue: String {
        switch self {
        case .term: "term"
        case .holiday: "holiday"
        case .travel: "travel"
        case .illness: "illness"
        case .other: "other"
        case .unknown(let raw): raw
        }
    }

    /// "Term", "Holiday", "Travel", "Illness", "Other", or "Update Jamaal to see this".
    public var label: String {
        if case .unknown = self { return "Update Jamaal to see this" }
        return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

/// An exception (AN-06): from the logical day `starts` through `ends` (inclusive), or open-ended.
/// No instance opens on a covered day; the rule itself stays as it was.
///
/// ```swift
/// let halfTerm = try AnchorException(kind: .term, starts: LocalDate(iso: "2026-10-26")!, ends: LocalDate(iso: "2026-10-30")!)
/// ```
public struct AnchorException: Hashable, Codable, Sendable {
    public let kind: AnchorExceptionKind
    public let starts: LocalDate
    /// The last day covered; `nil` is open-ended (until the person ends it).
    public let ends: LocalDate?
    /// An optional note ("Umrah").
    public let note: String?

    /// A checked exception; throws ``AnchorError/exceptionEndsBeforeStart`` when `ends` is before `starts`.
    public init(kind: AnchorExceptionKind, starts: LocalDate, ends: LocalDate? = nil, note: String? = nil) throws(AnchorError) {
        if let ends, ends < starts { throw .exceptionEndsBeforeStart }
        self.kind = kind
        self.starts = starts
        self.ends = ends
        self.note = note
    }

    /// Whether logical day `day` is covered.
    public func covers(_ day: LocalDate) -> Bool { day >= starts && (ends.map { day <= $0 } ?? true) }

    /// The same exception ended on `day` (the last covered day); refused if that is before it begins.
    public func ended(on day: LocalDate) throws(AnchorError) -> AnchorException {
        try AnchorException(kind: kind, starts: starts, ends: day, note: note)
    }

    /// "Holiday · 26 Oct – 30 Oct" or "Illness · from 3 Nov".
    public var summary: String {
        func text(_ date: LocalDate) -> String { "\(date.day) \(JamaalError.monthNames[date.month - 1].prefix(3))" }
        if let ends { return "\(kind.label) · \(text(starts)) – \(text(ends))" }
        return "\(kind.label) · from \(text(starts))"
    }

    private enum CodingKeys: String, CodingKey { case kind, starts, ends, note }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            kind: c.decode(AnchorExceptionKind.self, forKey: .kind), starts: c.decode(LocalDate.self, forKey: .starts),
            ends: c.decodeIfPresent(LocalDate.self, forKey: .ends), note: c.decodeIfPresent(String.self, forKey: .note))
    }
}
