import Accounts
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing

/// Notification settings (SakNotifSettings), from Profile: the page, its JSON screen, and changing a switch by form
/// (`setting`, `on` = 1/0; works without script) or by JSON (`{"feedbackAlerts": false, …}`). Students only: the screen's
/// copy is the student's ("When your coach replies", "Submission due dates") and nothing produces a push for a coach;
/// the spec's coach equivalent is "implied but not designed", so a coach gets 403 rather than switches that do nothing.
/// Bad input (an unknown setting, a value that is not a boolean) is a 400 naming it, and nothing is stored.
enum NotificationSettingsRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        let page = QuranFlowRoute.notificationSettings.path()
        routes.screen(
            QuranFlowRoute.notificationSettings, model: { ctx in try screen(ctx) },
            page: { ctx, screen in
                .html(
                    StudentPages.notificationSettings(
                        screen, shell: StudentShell.make(current: .profile, destinations: destinations),
                        csrfToken: ctx.csrfToken))
            })
        routes.add(QuranFlowRoute.changeNotificationSetting) { ctx in
            let form = try ctx.request.formData()
            let setting = try setting(named: form["setting"] ?? "")
            let on = try SessionRoutes.onValue(form["on"])
            try store(ctx).change(for: try ctx.requireAccount().id, now: ctx.now) { $0.setting(setting, on: on) }
            return .redirect(to: page)
        }
        routes.add(
            QuranFlowRoute.apiNotificationSettings,
            body: .json(.object(NotificationSetting.all.map { ($0.rawValue, JSONSchema.boolean) }, required: [])),
            response: .json(NotificationSettingsScreen.self)
        ) { ctx in
            let changes = try jsonChanges(ctx.request)
            try store(ctx).change(for: try ctx.requireAccount().id, now: ctx.now) { $0.applying(changes) }
            return try .json(try screen(ctx))
        }
    }

    static func store(_ ctx: RequestContext) -> NotificationPreferencesStore {
        NotificationPreferencesStore(database: ctx.environment.database)
    }

    static func screen(_ ctx: RequestContext) throws -> NotificationSettingsScreen {
        NotificationSettingsScreen.make(try store(ctx).preferences(of: try ctx.requireAccount().id), destinations: destinations)
    }

    static func setting(named name: String) throws -> NotificationSetting {
        guard let setting = NotificationSetting(rawValue: name) else {
            let known = NotificationSetting.all.map(\.rawValue).joined(separator: ", ")
            throw HTTPError(.badRequest, "“\(name.prefix(64))” is not a notification setting (one of \(known)).", field: "setting")
        }
        return setting
    }

    /// Every change of a JSON body, validated whole before anything is stored: keys must be settings, values booleans.
    static func jsonChanges(_ request: Request) throws -> [(NotificationSetting, Bool)] {
        guard let contentType = request.contentType, contentType == "application/json" || contentType.hasSuffix("+json") else {
            throw HTTPError.unsupportedMediaType(request.headers["Content-Type"])
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any] else {
            throw HTTPError(.badRequest, "The body must be a JSON object of setting → true or false.")
        }
        guard !object.isEmpty else { throw HTTPError(.badRequest, "Name at least one setting to change.") }
        let changes = try object.keys.sorted().map { key in
            let setting = try setting(named: key)
            // JSONSerialization reads true/false as NSNumber too; only a JSON boolean is accepted, never 0/1 or "true".
            guard let number = object[key] as? NSNumber, String(cString: number.objCType) == "c" else {
                throw HTTPError(.badRequest, "\(key) must be true or false.", field: key)
            }
            return (setting, number.boolValue)
        }
        // Screen order: the master first, so explicit type values in the same body win over its "all on" convenience.
        let order = NotificationSetting.all
        return changes.sorted { (order.firstIndex(of: $0.0) ?? order.count) < (order.firstIndex(of: $1.0) ?? order.count) }
    }
}
