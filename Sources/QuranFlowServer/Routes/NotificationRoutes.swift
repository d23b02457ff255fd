import Accounts
import Foundation
import HTTPServer
import QuranFlowScreens
import QuranFlowWeb

/// The notifications sheet (SakNotifSheet / SakNotifEmpty): the list, "Mark all", and each row opening its target.
enum NotificationRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        routes.add(.GET, "/notifications", access: .signedIn) { ctx in
            let account = try ctx.requireAccount()
            let tabs = account.role == .coach ? CoachShell.make(current: .queue, destinations: destinations).tabs
                : StudentShell.make(current: .today, destinations: destinations).tabs
            return .html(ReviewPages.notifications(try sheet(ctx), tabs: tabs, csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/notifications", access: .signedIn, api: APIDoc(
            "The signed-in person's notifications sheet (SakNotifSheet, or SakNotifEmpty when nothing is unread).",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try sheet(ctx))
        }
        routes.add(.POST, "/notifications/read-all", access: .signedIn) { ctx in
            try NotificationStore(database: ctx.environment.database).markAllRead(account: try ctx.requireAccount().id.rawValue, at: ctx.now)
            return .redirect(to: "/notifications")
        }
        routes.add(.GET, "/notifications/:id", access: .signedIn) { ctx in
            guard let id = ctx.request.pathParameters["id"], id.count <= 64,
                  let row = try NotificationStore(database: ctx.environment.database).open(id, account: try ctx.requireAccount().id.rawValue, at: ctx.now),
                  row.target.hasPrefix("/"), !row.target.hasPrefix("//") else {
                throw HTTPError(.notFound, "There is no such notification.")
            }
            return .redirect(to: row.target)
        }
    }

    static func sheet(_ ctx: RequestContext) throws -> NotificationSheet {
        let rows = try NotificationStore(database: ctx.environment.database).notifications(for: try ctx.requireAccount().id.rawValue)
        return NotificationSheet.make(rows.map {
            NotificationSheet.Item(id: $0.id, title: $0.title, detail: $0.detail, createdAt: $0.createdAt, isUnread: $0.isUnread)
        }, now: ctx.now)
    }
}
