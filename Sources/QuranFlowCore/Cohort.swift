import Identifiers

/// A group of students who take one term at one level together (the Level Class audience).
///
/// ```swift
/// let cohort = Cohort(id: ID("fall-2026-level-2"), name: "Level II · Fall 2026", termID: fall.id, level: levelII)
/// ```
public struct Cohort: Hashable, Codable, Sendable, Identifiable {
    /// The cohort's identifier.
    public let id: Identifiers.ID<Cohort>
    /// A display name, e.g. "Level II · Fall 2026".
    public let name: String
    /// The term the cohort takes.
    public let termID: Identifiers.ID<Term>
    /// The level the cohort studies.
    public let level: Level

    /// A cohort of `level` in the term `termID`.
    public init(id: Identifiers.ID<Cohort>, name: String, termID: Identifiers.ID<Term>, level: Level) {
        self.id = id
        self.name = name
        self.termID = termID
        self.level = level
    }
}
