import Accounts
import Foundation
import HTTPServer
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing
import ServerSupport

/// The notifications sheet (SakNotifSheet / SakNotifEmpty): the list, "Mark all", and each row opening its target.
enum NotificationRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.notifications, model: { ctx in try sheet(ctx) },
            page: { ctx, sheet in
                let account = try ctx.requireAccount()
                let tabs =
                    account.role == .coach
                    ? CoachShell.make(current: .queue, destinations: destinations).tabs
                    : StudentShell.make(current: .today, destinations: destinations).tabs
                return .html(ReviewPages.notifications(sheet, tabs: tabs, csrfToken: ctx.csrfToken))
            })
        routes.add(QuranFlowRoute.readAllNotifications) { ctx in
            try NotificationStore(database: ctx.environment.database).markAllRead(
                account: try ctx.requireAccount().id.rawValue, at: ctx.now)
            return .redirect(to: QuranFlowRoute.notifications.path())
        }
        // Opening a row is a POST (the sheet's rows are buttons): it marks the notification read and goes to its target.
        // A GET of the same address (an old link, a crawler) only goes there and changes nothing.
        routes.add(QuranFlowRoute.openNotification) { ctx, id in
            let store = NotificationStore(database: ctx.environment.database)
            return try redirect(try store.open(id.rawValue, account: try ctx.requireAccount().id.rawValue, at: ctx.now))
        }
        routes.add(QuranFlowRoute.notificationTarget) { ctx, id in
            let store = NotificationStore(database: ctx.environment.database)
            return try redirect(try store.notification(id.rawValue, account: try ctx.requireAccount().id.rawValue))
        }
    }

    /// To the notification's target, when it is a path on this site; 404 for someone else's or none.
    static func redirect(_ row: StoredNotification?) throws -> Response {
        guard let row, let target = LocalPath.checked(row.target) else { throw NotFound("notification") }
        return .redirect(to: target)
    }

    static func sheet(_ ctx: RequestContext) throws -> NotificationSheet {
        let account = try ctx.requireAccount()
        let rows = try NotificationStore(database: ctx.environment.database).notifications(for: account.id.rawValue)
        // A student's sheet opens with the pinned row: the pinned posts of their own board.
        let pinned = try account.role == .student ? AnnouncementRoutes.board(ctx, student: account.id.rawValue)?.pinnedCount : nil
        return NotificationSheet.make(
            rows.map {
                NotificationSheet.Item(id: $0.id, title: $0.title, detail: $0.detail, createdAt: $0.createdAt, isUnread: $0.isUnread)
            }, now: ctx.now, zoneIdentifier: account.zoneIdentifier, pinnedAnnouncements: pinned)
    }
}
