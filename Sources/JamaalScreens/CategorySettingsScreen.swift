import Foundation
import Identifiers
import JamaalCore
import JamaalRoutes
import Routing

/// ST-04 Categories: the active list in the person's order (rename, recolour, move up or down, archive), Add (one of
/// five label colours; at most eight active — past that, the line says to archive one first), and a collapsed
/// Archived section with Restore. A colour from a newer version shows as "Update Jamaal to see this".
///
/// ```swift
/// let screen = CategorySettingsScreen(list: categories, editing: nil, error: nil)
/// screen.canAdd   // false with eight active
/// ```
public struct CategorySettingsScreen: Codable, Hashable, Sendable {
    public struct ColorChoice: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
    }

    public struct Row: Codable, Hashable, Sendable {
        public let id: String
        public let name: String
        public let color: String
        public let colorLabel: String
        public let updatePath: String
        public let moveUpPath: String?
        public let moveDownPath: String?
        public let archivePath: String?
        public let restorePath: String?
        public let editPath: String
        public let isEditing: Bool
    }

    public let title: String
    public let rows: [Row]
    public let archivedTitle: String
    public let archived: [Row]
    public let colors: [ColorChoice]
    public let canAdd: Bool
    /// "8 of 8 active — archive one to add another." at the limit; otherwise how many are active.
    public let limitLine: String
    public let addPath: String
    public let error: String?
    public let backPath: String

    public init(list: CategoryList, editing: ID<Category>?, error: String?) {
        title = "Categories"
        func colorLabel(_ color: LabelColor) -> String {
            if case .unknown = color { return JamaalCopy.newerVersion }
            return color.rawValue.prefix(1).uppercased() + color.rawValue.dropFirst()
        }
        let active = list.active
        rows = active.enumerated().map { index, category in
            Row(
                id: category.id.rawValue, name: category.name, color: category.color.rawValue, colorLabel: colorLabel(category.color),
                updatePath: JamaalRoute.updateCategory.path(category.id),
                moveUpPath: index > 0 ? JamaalRoute.moveCategory.path(category.id, query: MoveCategoryQuery(to: .up)) : nil,
                moveDownPath: index < active.count - 1
                    ? JamaalRoute.moveCategory.path(category.id, query: MoveCategoryQuery(to: .down)) : nil,
                archivePath: JamaalRoute.archiveCategory.path(category.id), restorePath: nil,
                editPath: JamaalRoute.categories.path(query: CategoriesQuery(edit: category.id)), isEditing: editing == category.id)
        }
        archivedTitle = "Archived"
        archived = list.archived.map { category in
            Row(
                id: category.id.rawValue, name: category.name, color: category.color.rawValue, colorLabel: colorLabel(category.color),
                updatePath: JamaalRoute.updateCategory.path(category.id), moveUpPath: nil, moveDownPath: nil, archivePath: nil,
                restorePath: JamaalRoute.restoreCategory.path(category.id),
                editPath: JamaalRoute.categories.path(query: CategoriesQuery(edit: category.id)), isEditing: false)
        }
        colors = LabelColor.allCases.map { ColorChoice(value: $0.rawValue, label: colorLabel($0)) }
        canAdd = active.count < CategoryList.maxActive
        limitLine =
            canAdd
            ? "\(active.count) of \(CategoryList.maxActive) active."
            : "\(active.count) of \(CategoryList.maxActive) active — archive one to add another."
        addPath = JamaalRoute.addCategory.path()
        self.error = error
        backPath = JamaalRoute.settings.path()
    }
}
