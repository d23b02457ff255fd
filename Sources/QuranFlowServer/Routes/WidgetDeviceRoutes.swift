import Accounts
import Foundation
import HTTPServer
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing

/// Widgets: the devices whose widgets read the person's ambient timelines, each with its own read-only token (made here,
/// shown once, revoked here), as pages and as JSON.
enum WidgetDeviceRoutes {
    static func register(on routes: AppRoutes) {
        routes.screen(QuranFlowRoute.widgetDevices, model: { ctx in try screen(ctx) }, page: { ctx, screen in try page(ctx, screen) })
        routes.add(QuranFlowRoute.addWidgetDevice) { ctx in
            let made = try add(ctx, label: try ctx.request.form(WidgetDeviceForm.self).label.text)
            return try page(ctx, try screen(ctx, newToken: (made.made.label, made.token)))
        }
        routes.add(QuranFlowRoute.revokeWidgetDevice) { ctx, id in
            try revoke(ctx, id: id.rawValue)
            return .redirect(to: QuranFlowRoute.widgetDevices.path())
        }
        routes.add(
            QuranFlowRoute.apiAddWidgetDevice, body: .json(.object([("label", .string())])), response: .json(NewDevice.self, status: 201)
        ) { ctx in
            let body = try ctx.request.decodeJSON(LabelBody.self)
            let made = try add(ctx, label: body.label)
            return try .json(NewDevice(token: made.token, device: made.made), status: .created)
        }
        routes.add(QuranFlowRoute.apiRevokeWidgetDevice, response: .json(Revoked.self)) { ctx, id in
            try revoke(ctx, id: id.rawValue)
            return try .json(Revoked(revoked: true))
        }
    }

    struct LabelBody: Decodable {
        let label: String?
    }

    /// A device just added: its token, shown this once.
    struct NewDevice: Codable {
        let token: String
        let device: WidgetToken
    }

    struct Revoked: Codable {
        let revoked: Bool
    }

    static func add(_ ctx: RequestContext, label: String?) throws -> (token: String, made: WidgetToken) {
        let label = label ?? ""
        guard label.count <= 200 else {
            throw DeviceRefusal.deviceNameTooLong
        }
        return try WidgetTokenStore(database: ctx.environment.database).make(for: try ctx.requireAccount().id, label: label, now: ctx.now)
    }

    static func revoke(_ ctx: RequestContext, id: String) throws {
        guard try WidgetTokenStore(database: ctx.environment.database).revoke(id, of: try ctx.requireAccount().id, now: ctx.now) else {
            throw NotFound("widget device (it may already be revoked)")
        }
    }

    static func screen(_ ctx: RequestContext, newToken: (label: String, token: String)? = nil) throws -> WidgetDevicesScreen {
        let account = try ctx.requireAccount()
        let zone = TimeZone(identifier: account.zoneIdentifier) ?? .gmt
        let devices = try WidgetTokenStore(database: ctx.environment.database).tokens(of: account.id).map {
            WidgetDevicesScreen.Device(
                id: $0.id, label: $0.label, createdAt: $0.createdAt, lastUsedAt: $0.lastUsedAt, zone: zone, now: ctx.now)
        }
        return .make(devices: devices, limit: WidgetTokenStore.perAccount, isCoach: account.role == .coach, newToken: newToken)
    }

    static func page(_ ctx: RequestContext, _ screen: WidgetDevicesScreen) throws -> Response {
        let account = try ctx.requireAccount()
        let html =
            account.role == .coach
            ? CoachPages.widgetDevices(
                screen, shell: CoachShell.make(current: .you, destinations: ShellRoutes.destinations), csrfToken: ctx.csrfToken)
            : StudentPages.widgetDevices(
                screen, shell: StudentShell.make(current: .profile, destinations: ShellRoutes.destinations), csrfToken: ctx.csrfToken)
        return .html(html)
    }
}
