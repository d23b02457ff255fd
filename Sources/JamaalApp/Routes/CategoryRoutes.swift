import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalScreens
import JamaalWeb

/// ST-04 Categories: `GET /settings/categories` (`?edit=ID` opens a rename), `/api/screens/settings/categories`,
/// `POST /settings/categories` (add), `POST /settings/categories/:id` (rename and recolour),
/// `POST /settings/categories/:id/move?to=up|down`, `…/archive` and `…/restore`. The rules (eight active at most,
/// names, five colours, archive/restore) are ``CategoryList``'s; a refusal re-renders the page with its message
/// (422 / 409) and saves nothing.
///
///     CategoryRoutes.register(on: routes)
enum CategoryRoutes {
    static func register(on routes: JamaalRoutes) {
        routes.add(.GET, "/settings/categories", access: .person) { req in
            try page(req, editing: req.request.query["edit"], error: nil)
        }
        routes.add(.GET, "/api/screens/settings/categories", access: .person) { req in
            try .json(CategorySettingsScreen(list: try req.store.read { try $0.categories() }, editing: nil, error: nil))
        }
        routes.add(.POST, "/settings/categories", access: .person) { req in
            let form = try req.form()
            let color = try chosenColor(form)
            return try apply(req) { list in try list.adding(id: .random(), name: form["name"] ?? "", color: color) }
        }
        routes.add(.POST, "/settings/categories/:id", access: .person) { req in
            let form = try req.form()
            let id = try categoryID(req)
            let color = try form["color"].map { _ in try chosenColor(form) }
            return try apply(req, editing: id.rawValue) { list in try list.renaming(id, to: form["name"] ?? "", color: color) }
        }
        routes.add(.POST, "/settings/categories/:id/move", access: .person) { req in
            let id = try categoryID(req)
            let sent = try req.form()["to"]
            let direction = req.request.query["to"] ?? sent ?? ""
            guard direction == "up" || direction == "down" else {
                throw HTTPError(.unprocessableEntity, "Move a category up or down.", field: "to")
            }
            return try apply(req) { list in
                var order = list.active.map(\.id)
                guard let index = order.firstIndex(of: id) else {
                    throw list.category(id) == nil ? JamaalError.unknownCategory : JamaalError.archivedCategory
                }
                let target = direction == "up" ? index - 1 : index + 1
                if order.indices.contains(target) { order.swapAt(index, target) }
                return try list.reordered(order)
            }
        }
        routes.add(.POST, "/settings/categories/:id/archive", access: .person) { req in
            let id = try categoryID(req)
            return try apply(req) { list in try list.archiving(id, now: req.now) }
        }
        routes.add(.POST, "/settings/categories/:id/restore", access: .person) { req in
            let id = try categoryID(req)
            return try apply(req) { list in try list.restoring(id) }
        }
    }

    static func categoryID(_ req: JamaalRequest) throws -> ID<Category> {
        guard let id = req.request.pathParameters["id"], !id.isEmpty, id.count <= 64 else {
            throw HTTPError(.notFound, "There is no such category.")
        }
        return ID(id)
    }

    static func chosenColor(_ form: FormData) throws -> LabelColor {
        let color = LabelColor(rawValue: form["color"] ?? "")
        guard LabelColor.allCases.contains(color) else {
            throw HTTPError(.unprocessableEntity, "Pick one of the five colours: accent, blue, ochre, plum or slate.", field: "color")
        }
        return color
    }

    /// Reads the list, applies one rule, saves the whole list — in one transaction. A refusal shows the page again
    /// with the rule's words (nothing saved).
    static func apply(_ req: JamaalRequest, editing: String? = nil, _ change: (CategoryList) throws -> CategoryList) throws -> Response {
        do {
            try req.store.write { db in try db.save(try change(try db.categories())) }
        } catch let error as JamaalError {
            let status: HTTPStatus =
                switch error {
                case .categoryAlreadyArchived, .categoryNotArchived: .conflict
                case .unknownCategory: .notFound
                default: .unprocessableEntity
                }
            return try page(req, editing: editing, error: error.message, status: status)
        }
        return .redirect(to: "/settings/categories")
    }

    static func page(_ req: JamaalRequest, editing: String?, error: String?, status: HTTPStatus = .ok) throws -> Response {
        let screen = CategorySettingsScreen(list: try req.store.read { try $0.categories() }, editing: editing, error: error)
        return try JamaalShell.page(req, title: "Categories", tab: .settings, status: status) {
            CategorySettingsView.render(screen, csrf: req.csrfToken)
        }
    }
}
