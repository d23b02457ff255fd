import Foundation

/// Who an announcement is for: everyone, one level, one year, or one cohort. Its wire form is one word or a
/// "kind:value" pair — "everyone", "level:2", "year:1", "cohort:<id>" — parsed once at the edge.
///
/// ```swift
/// let audience = try AnnouncementAudience(parsing: "level:2")
/// audience.includes(AnnouncementReader(level: 2, year: 2, cohortID: "c1"))   // true
/// ```
public enum AnnouncementAudience: Hashable, Sendable {
    /// Every student of the programme.
    case everyone
    /// The students at one level (its number).
    case level(Int)
    /// The students in one year of the programme (1 or 2).
    case year(Int)
    /// The students of one cohort (its id).
    case cohort(String)

    /// The one rule of who reads a post: whether `reader` is in this audience.
    public func includes(_ reader: AnnouncementReader) -> Bool {
        switch self {
        case .everyone: true
        case .level(let number): reader.level == number
        case .year(let year): reader.year == year
        case .cohort(let id): reader.cohortIDs.contains(id)
        }
    }

    /// "everyone", "level:2", "year:1", "cohort:<id>".
    public var rawValue: String {
        switch self {
        case .everyone: "everyone"
        case .level(let number): "level:\(number)"
        case .year(let year): "year:\(year)"
        case .cohort(let id): "cohort:\(id)"
        }
    }

    /// Parses the wire form; anything else is ``AnnouncementError/unknownAudience(_:)``.
    public init(parsing raw: String) throws(AnnouncementError) {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text == "everyone" {
            self = .everyone
            return
        }
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].count <= 64 else { throw .unknownAudience(raw) }
        switch parts[0] {
        case "level":
            guard let number = Int(parts[1]), (1...99).contains(number) else { throw .unknownAudience(raw) }
            self = .level(number)
        case "year":
            guard let year = Int(parts[1]), (1...2).contains(year) else { throw .unknownAudience(raw) }
            self = .year(year)
        case "cohort":
            guard parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { throw .unknownAudience(raw) }
            self = .cohort(parts[1])
        default: throw .unknownAudience(raw)
        }
    }

    /// The audience line a post shows: "Everyone", "Level II", "Year 2", or the cohort's name (from `cohortNames`).
    public func label(cohortNames: [String: String] = [:]) -> String {
        switch self {
        case .everyone: "Everyone"
        case .level(let number): (try? Level(number: number, name: "").title) ?? "Level \(number)"
        case .year(let year): "Year \(year)"
        case .cohort(let id): cohortNames[id] ?? "One cohort"
        }
    }

    /// Whether the post is addressed to the reader's level or cohort rather than to all ("My level" on the board).
    public func isMyLevel(for reader: AnnouncementReader) -> Bool {
        switch self {
        case .level, .cohort: includes(reader)
        case .everyone, .year: false
        }
    }
}

extension AnnouncementAudience: Codable {
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(parsing: raw) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// What the audience rule needs to know of a student: their level, their year and their cohorts.
///
/// ```swift
/// AnnouncementReader(level: sarah.level.number, year: sarah.year.rawValue, cohortIDs: [sarah.cohortID.rawValue])
/// ```
public struct AnnouncementReader: Hashable, Sendable {
    public let level: Int
    public let year: Int
    public let cohortIDs: Set<String>

    public init(level: Int, year: Int, cohortIDs: Set<String>) {
        self.level = level
        self.year = year
        self.cohortIDs = cohortIDs
    }

    /// The reader a student is.
    public init(_ student: Student) {
        self.init(level: student.level.number, year: student.year.rawValue, cohortIDs: [student.cohortID.rawValue])
    }
}
