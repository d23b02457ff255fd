import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// ST-04 Categories (the endpoints in `JamaalRoute+Settings.swift`): the list (`?edit=ID` opens a rename) and its JSON
/// twin, add, rename and recolour, move up or down (`?to=up|down`), archive and restore. The rules (eight active at most,
/// names, five colours, archive/restore) are ``CategoryList``'s; a refusal re-renders the page with its message
/// (422 / 409) and saves nothing.
///
///     CategoryRoutes.register(on: routes)
enum CategoryRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.categories,
            model: { req, query in CategorySettingsScreen(list: try req.store.read { try $0.categories() }, editing: query.edit, error: nil)
            },
            page: { req, screen in try page(req, screen) })
        routes.add(JamaalRoute.addCategory, form: CategoryForm.self) { req, form in
            let color = try chosenColor(form)
            return try apply(req) { list in try list.adding(id: req.environment.ids.next(), name: form.name.or(""), color: color) }
        }
        routes.add(JamaalRoute.updateCategory, form: CategoryForm.self) { req, form, id in
            let color = try form.color.text.map { _ in try chosenColor(form) }
            return try apply(req, editing: id) { list in try list.renaming(id, to: form.name.or(""), color: color) }
        }
        routes.add(JamaalRoute.moveCategory, form: CategoryForm.self) { req, query, form, id in
            let sent = form.to.text
            guard let direction = query.to ?? sent.flatMap(MoveCategoryQuery.Direction.init(rawValue:)) else {
                throw FieldRefusal(form.to, "Move a category up or down.")
            }
            return try apply(req) { list in
                var order = list.active.map(\.id)
                guard let index = order.firstIndex(of: id) else {
                    throw list.category(id) == nil ? JamaalError.unknownCategory : JamaalError.archivedCategory
                }
                let target = direction == .up ? index - 1 : index + 1
                if order.indices.contains(target) { order.swapAt(index, target) }
                return try list.reordered(order)
            }
        }
        routes.add(JamaalRoute.archiveCategory) { req, id in
            try apply(req) { list in try list.archiving(id, now: req.now) }
        }
        routes.add(JamaalRoute.restoreCategory) { req, id in
            try apply(req) { list in try list.restoring(id) }
        }
    }

    static func chosenColor(_ form: CategoryForm) throws -> LabelColor {
        let color = LabelColor(rawValue: form.color.or(""))
        guard LabelColor.allCases.contains(color) else {
            throw FieldRefusal(form.color, "Pick one of the five colours: accent, blue, ochre, plum or slate.")
        }
        return color
    }

    /// Reads the list, applies one rule, saves the whole list — in one transaction. A refusal shows the page again
    /// with the rule's words (nothing saved).
    static func apply(_ req: JamaalRequest, editing: ID<Category>? = nil, _ change: (CategoryList) throws -> CategoryList) throws
        -> Response
    {
        do {
            try req.store.write { db in try db.save(try change(try db.categories())) }
        } catch let error as JamaalError {
            let status: HTTPStatus =
                switch error {
                case .categoryAlreadyArchived, .categoryNotArchived: .conflict
                case .unknownCategory: .notFound
                default: .unprocessableEntity
                }
            let screen = CategorySettingsScreen(list: try req.store.read { try $0.categories() }, editing: editing, error: error.message)
            return try page(req, screen, status: status)
        }
        return .redirect(to: JamaalRoute.categories.path())
    }

    static func page(_ req: JamaalRequest, _ screen: CategorySettingsScreen, status: HTTPStatus = .ok) throws -> Response {
        try JamaalShell.page(req, title: "Categories", tab: .settings, status: status) {
            CategorySettingsView.render(screen, csrf: req.csrfToken)
        }
    }
}
