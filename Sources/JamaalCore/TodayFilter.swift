import Calendar
import Identifiers

/// The Today category filter (TD-03): narrows the Tasks section only (Anchors, habits, the meter and the
/// load stay whole-day), lives only on this device, and clears at rollover (it belongs to the logical day
/// it was set on) and at relaunch (the app does not store it).
///
/// ```swift
/// let filter = TodayFilter(categoryID: family.id, day: today)
/// filter.apply(to: ordered, categories: list, today: today).emptyLine   // "Nothing in Family today."
/// ```
public struct TodayFilter: Hashable, Sendable {
    public let categoryID: ID<Category>
    /// The logical day it was set on.
    public let day: LocalDate

    public init(categoryID: ID<Category>, day: LocalDate) {
        self.categoryID = categoryID
        self.day = day
    }

    /// Whether the filter still applies on `today` (it clears at rollover).
    public func isActive(today: LocalDate) -> Bool { day == today }

    /// The filtered tasks (order kept) and, when none match, the empty line with Show all.
    public func apply(to tasks: [TaskItem], categories: CategoryList, today: LocalDate) -> Result {
        guard isActive(today: today) else { return Result(tasks: tasks, emptyLine: nil) }
        let matching = tasks.filter { $0.categoryID == categoryID }
        guard matching.isEmpty else { return Result(tasks: matching, emptyLine: nil) }
        let name = categories.category(categoryID)?.name ?? "this category"
        return Result(tasks: [], emptyLine: "Nothing in \(name) today.")
    }

    /// The category a task added while the filter is on starts with (TK-06), if the filter is still active.
    public func inheritedCategory(today: LocalDate) -> ID<Category>? { isActive(today: today) ? categoryID : nil }

    /// What the filter leaves of the Tasks section.
    public struct Result: Hashable, Sendable {
        public let tasks: [TaskItem]
        /// "Nothing in Family today." when the filter leaves nothing (shown with Show all).
        public let emptyLine: String?
        /// The Show all button's words.
        public static let showAll = "Show all"
    }
}
