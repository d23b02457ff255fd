import Calendar
import Foundation
import Identifiers

/// A group of habits (HB-05): a visual bundle with a name, shown collapsed or expanded on the Habits overview.
/// Membership lives on the habit (``Habit/groupID``); a group with no members is still kept.
///
/// ```swift
/// let mornings = try HabitGroup(id: ID("g-mornings"), name: "Mornings")
/// ```
public struct HabitGroup: Hashable, Codable, Sendable {
    /// The longest name allowed.
    public static let nameLimit = 30

    public let id: ID<HabitGroup>
    public let name: String

    /// A group with a checked name (trimmed, not blank, at most 30 characters).
    public init(id: ID<HabitGroup>, name: String) throws(JamaalError) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .groupNeedsName }
        guard trimmed.count <= Self.nameLimit else { throw .groupNameTooLong(limit: Self.nameLimit) }
        self.id = id
        self.name = trimmed
    }

    /// The group renamed, checked the same way.
    public func renamed(_ name: String) throws(JamaalError) -> HabitGroup { try HabitGroup(id: id, name: name) }
}

/// Reads a date the person sent as `YYYY-MM-DD`: a real date, or a refusal that says what to do — a date that
/// does not exist ("There is no 31 February.") or text that is not a date at all.
///
/// ```swift
/// try checkedDate(iso: "2026-11-29")   // 29 November 2026
/// try checkedDate(iso: "2026-02-31")   // throws "There is no 31 February."
/// ```
public func checkedDate(iso text: String) throws(JamaalError) -> LocalDate {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
        let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year > 0, month >= 0, day >= 0
    else { throw .dateNotReadable }
    return try checkedDate(year: year, month: month, day: day)
}
