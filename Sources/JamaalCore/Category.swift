import Foundation
import Identifiers

/// One of the five label colours a category can wear (ST-04; decided in Journey 11).
/// A colour from a newer version is kept as ``unknown(_:)`` (drawn neutrally, saved back unchanged).
public enum LabelColor: OpenVocabulary {
    case accent, blue, ochre, plum, slate
    case unknown(String)

    /// The five colours a person can pick.
    public static let allCases: [LabelColor] = [.accent, .blue, .ochre, .plum, .slate]

    public var rawValue: String {
        switch self {
        case .accent: "accent"
        case .blue: "blue"
        case .ochre: "ochre"
        case .plum: "plum"
        case .slate: "slate"
        case .unknown(let raw): raw
        }
    }
}

/// A category: a name, a label colour, its place in the list, and whether it is archived.
public struct Category: Hashable, Codable, Sendable {
    public let id: ID<Category>
    public let name: String
    public let color: LabelColor
    /// When it was archived; `nil` while active. Archiving keeps every task's link to it.
    public let archivedAt: Date?

    public init(id: ID<Category>, name: String, color: LabelColor, archivedAt: Date? = nil) {
        self.id = id
        self.name = name
        self.color = color
        self.archivedAt = archivedAt
    }

    /// Whether the category can be picked for a task.
    public var isActive: Bool { archivedAt == nil }
}

/// The person's categories in their chosen order, with the rules of ST-04: at most eight active,
/// names unique among the active ones, archive and restore. Archived ones are kept (after the active
/// ones) and appear in the picker only as a task's current selection.
///
/// ```swift
/// let list = try CategoryList().adding(id: .random(), name: "Family", color: .plum)
/// ```
public struct CategoryList: Hashable, Codable, Sendable {
    /// The most active categories a person can have.
    public static let maxActive = 8
    /// The longest name allowed.
    public static let nameLimit = 30

    /// Every category, active ones first in the person's order, then archived ones.
    public let categories: [Category]

    public init(_ categories: [Category] = []) {
        self.categories = categories.filter(\.isActive) + categories.filter { !$0.isActive }
    }

    /// The active categories in order.
    public var active: [Category] { categories.filter(\.isActive) }
    /// The archived categories (ST-04's collapsed Archived section).
    public var archived: [Category] { categories.filter { !$0.isActive } }

    /// Looks a category up by id.
    public func category(_ id: ID<Category>) -> Category? { categories.first { $0.id == id } }

    /// Adds an active category at the end. Refused past eight active, for a blank, long or duplicate name.
    public func adding(id: ID<Category>, name: String, color: LabelColor) throws(JamaalError) -> CategoryList {
        guard active.count < Self.maxActive else { throw .tooManyCategories }
        let name = try checkedName(name, excluding: nil)
        return CategoryList(active + [Category(id: id, name: name, color: color)] + archived)
    }

    /// Renames (and optionally recolours) a category.
    public func renaming(_ id: ID<Category>, to name: String, color: LabelColor? = nil) throws(JamaalError) -> CategoryList {
        guard let existing = category(id) else { throw .unknownCategory }
        let name = try checkedName(name, excluding: id)
        return replacing(Category(id: id, name: name, color: color ?? existing.color, archivedAt: existing.archivedAt))
    }

    /// Puts the active categories in `order`, which must list each active id exactly once.
    public func reordered(_ order: [ID<Category>]) throws(JamaalError) -> CategoryList {
        let activeIDs = active.map(\.id)
        guard order.count == activeIDs.count, Set(order) == Set(activeIDs) else { throw .reorderMismatch }
        return CategoryList(order.compactMap(category) + archived)
    }

    /// Archives a category at `now`; tasks keep it as their current selection.
    public func archiving(_ id: ID<Category>, now: Date) throws(JamaalError) -> CategoryList {
        guard let existing = category(id) else { throw .unknownCategory }
        guard existing.isActive else { throw .categoryAlreadyArchived }
        return replacing(Category(id: id, name: existing.name, color: existing.color, archivedAt: now))
    }

    /// Restores an archived category to the end of the active list — refused if eight are already active.
    public func restoring(_ id: ID<Category>) throws(JamaalError) -> CategoryList {
        guard let existing = category(id) else { throw .unknownCategory }
        guard !existing.isActive else { throw .categoryNotArchived }
        guard active.count < Self.maxActive else { throw .tooManyCategories }
        let restored = Category(id: id, name: existing.name, color: existing.color)
        return CategoryList(active + [restored] + archived.filter { $0.id != id })
    }

    /// What the category picker (TK-06) lists: the active categories, plus `current` if it is archived.
    public func pickerOptions(current: ID<Category>?) -> [Category] {
        guard let current, let selected = category(current), !selected.isActive else { return active }
        return active + [selected]
    }

    private func checkedName(_ raw: String, excluding id: ID<Category>?) throws(JamaalError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .categoryNeedsName }
        guard name.count <= Self.nameLimit else { throw .categoryNameTooLong(limit: Self.nameLimit) }
        if let clash = active.first(where: { $0.id != id && $0.name.lowercased() == name.lowercased() }) {
            throw .categoryNameTaken(clash.name)
        }
        return name
    }

    private func replacing(_ updated: Category) -> CategoryList {
        CategoryList(categories.map { $0.id == updated.id ? updated : $0 })
    }
}
