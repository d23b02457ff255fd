import Accounts
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing

/// Notification settings: the student's (SakNotifSettings, from Profile) and the coach's (from You) — each the page, its
/// JSON screen, and changing a switch by form (`setting`, `on` = 1/0; works without script) or by JSON
/// (`{"feedbackAlerts": false, …}`). Each role changes only its own switches: a setting of the other audience is a 400
/// naming it, like an unknown one or a value that is not a boolean, and nothing is stored.
enum NotificationSettingsRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.notificationSettings, model: { ctx in try screen(ctx, .student) },
            page: { ctx, screen in
                .html(
                    StudentPages.notificationSettings(
                        screen, shell: StudentShell.make(current: .profile, destinations: destinations),
                        csrfToken: ctx.csrfToken))
            })
        routes.screen(
            QuranFlowRoute.coachNotificationSettings, model: { ctx in try screen(ctx, .coach) },
            page: { ctx, screen in
                .html(
                    CoachPages.notificationSettings(
                        screen, shell: CoachShell.make(current: .you, destinations: destinations), csrfToken: ctx.csrfToken))
            })
        for (audience, form, api, page) in [
            (
                PushAudience.student, QuranFlowRoute.changeNotificationSetting, QuranFlowRoute.apiNotificationSettings,
                QuranFlowRoute.notificationSettings.path()
            ),
            (
                .coach, QuranFlowRoute.changeCoachNotificationSetting, QuranFlowRoute.apiCoachNotificationSettings,
                QuranFlowRoute.coachNotificationSettings.path()
            ),
        ] {
            routes.add(form) { ctx in
                let form = try ctx.request.form(NotificationSettingForm.self)
                let setting = try setting(named: form.setting.or(""), for: audience)
                let on = try SessionRoutes.onValue(form.on.text)
                try store(ctx).change(for: try ctx.requireAccount().id, now: ctx.now) { $0.setting(setting, on: on) }
                return .redirect(to: page)
            }
            routes.add(
                api,
                body: .json(.object(NotificationSetting.all(for: audience).map { ($0.rawValue, JSONSchema.boolean) }, required: [])),
                response: .json(NotificationSettingsScreen.self)
            ) { ctx in
                let changes = try jsonChanges(ctx.request, for: audience)
                try store(ctx).change(for: try ctx.requireAccount().id, now: ctx.now) { $0.applying(changes) }
                return try .json(try screen(ctx, audience))
            }
        }
    }

    static func store(_ ctx: RequestContext) -> NotificationPreferencesStore {
        NotificationPreferencesStore(database: ctx.environment.database)
    }

    static func screen(_ ctx: RequestContext, _ audience: PushAudience) throws -> NotificationSettingsScreen {
        NotificationSettingsScreen.make(
            try store(ctx).preferences(of: try ctx.requireAccount().id), audience: audience, destinations: destinations)
    }

    static func setting(named name: String, for audience: PushAudience) throws -> NotificationSetting {
        let settings = NotificationSetting.all(for: audience)
        guard let setting = settings.first(where: { $0.rawValue == name }) else {
            let known = settings.map(\.rawValue).joined(separator: ", ")
            throw DeviceRefusal.unknownSetting(name, known: known)
        }
        return setting
    }

    /// Every change of a JSON body, validated whole before anything is stored: keys must be settings, values booleans.
    static func jsonChanges(_ request: Request, for audience: PushAudience) throws -> [(NotificationSetting, Bool)] {
        guard let contentType = request.contentType, contentType == "application/json" || contentType.hasSuffix("+json") else {
            throw HTTPError.unsupportedMediaType(request.headers["Content-Type"])
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any] else {
            throw DeviceRefusal.settingsNotAnObject
        }
        guard !object.isEmpty else { throw DeviceRefusal.noSettingNamed }
        let changes = try object.keys.sorted().map { key in
            let setting = try setting(named: key, for: audience)
            // JSONSerialization reads true/false as NSNumber too; only a JSON boolean is accepted, never 0/1 or "true".
            guard let number = object[key] as? NSNumber, String(cString: number.objCType) == "c" else {
                throw DeviceRefusal.settingNotBoolean(key)
            }
            return (setting, number.boolValue)
        }
        // Screen order: the master first, so explicit type values in the same body win over its "all on" convenience.
        let order = NotificationSetting.all(for: audience)
        return changes.sorted { (order.firstIndex(of: $0.0) ?? order.count) < (order.firstIndex(of: $1.0) ?? order.count) }
    }
}
