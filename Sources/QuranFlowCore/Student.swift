import Identifiers

/// Which year of the programme a student is in; Year 2 adds the one-to-one.
public enum StudentYear: Int, Hashable, Codable, Sendable, CaseIterable {
    /// Year 1: submissions and group circles.
    case one = 1
    /// Year 2: everything in Year 1 plus a recurring or week-to-week one-to-one.
    case two = 2

    /// "Year 1" / "Year 2".
    public var label: String {
        "Year \(rawValue)"
    }
}

/// A student: who they are, their level, their coach and their zone.
///
/// ```swift
/// let sarah = Student(id: ID("sarah"), displayName: "Sarah Ahmed", shortName: "Sarah A.", year: .two,
///                     level: levelII, coachID: amina.id, zoneIdentifier: "America/Toronto", cohortID: cohort.id)
/// ```
public struct Student: Hashable, Codable, Sendable, Identifiable {
    /// The student's identifier; its raw value is the account id string.
    public let id: Identifiers.ID<Student>
    /// The full display name, e.g. "Sarah Ahmed".
    public let displayName: String
    /// The short name coach screens use, e.g. "Sarah A.".
    public let shortName: String
    /// Year 1 or Year 2.
    public let year: StudentYear
    /// The student's level.
    public let level: Level
    /// The student's one coach (single-coach model).
    public let coachID: Identifiers.ID<Coach>
    /// The student's IANA zone; weeks and deadlines are read in it.
    public let zoneIdentifier: String
    /// The cohort the student belongs to.
    public let cohortID: Identifiers.ID<Cohort>
    /// Deadlines kept from a previous zone when the student changed city (``ZoneChange``); ``WeekArc`` reads them.
    public let keptDeadlines: [KeptDeadline]

    /// A student.
    public init(
        id: Identifiers.ID<Student>, displayName: String, shortName: String, year: StudentYear, level: Level,
        coachID: Identifiers.ID<Coach>, zoneIdentifier: String, cohortID: Identifiers.ID<Cohort>,
        keptDeadlines: [KeptDeadline] = []
    ) {
        self.id = id
        self.displayName = displayName
        self.shortName = shortName
        self.year = year
        self.level = level
        self.coachID = coachID
        self.zoneIdentifier = zoneIdentifier
        self.cohortID = cohortID
        self.keptDeadlines = keptDeadlines
    }

    /// The first word of the display name, e.g. "Sarah" (greetings, "Oldest is Sarah's").
    public var firstName: String {
        displayName.split(separator: " ").first.map(String.init) ?? displayName
    }
}
