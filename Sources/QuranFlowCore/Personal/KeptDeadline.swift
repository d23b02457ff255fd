import Foundation
import Identifiers

/// A week whose deadline stays where it was when the student changed city: its deadline in the new zone had already
/// passed at the moment of the change, so the old one is kept (see ``ZoneChange``).
///
/// ```swift
/// KeptDeadline(termID: fall.id, week: 8, deadline: torontoSunday2359)
/// ```
public struct KeptDeadline: Hashable, Codable, Sendable {
    /// The term of the week.
    public let termID: Identifiers.ID<Term>
    /// The week number in that term.
    public let week: Int
    /// The deadline the week keeps (the last minute that is on time begins here).
    public let deadline: Date

    /// A kept deadline of week `week` of `termID`.
    public init(termID: Identifiers.ID<Term>, week: Int, deadline: Date) {
        self.termID = termID
        self.week = week
        self.deadline = deadline
    }
}
