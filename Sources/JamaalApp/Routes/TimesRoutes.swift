import Calendar
import Foundation
import HTTPServer
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// ST-03 Notifications & times (``JamaalRoute/timesSettings``): the evening planning time, the morning list and habit
/// reminders switches (stored on the person, read by Today and the reminder engine) and this device's switch (its own
/// cookie); and ST-06 (``JamaalRoute/syncStatus``).
enum TimesRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.timesSettings,
            model: { req, query in
                let person = try TodayLoader.person(req.store, now: req.now)
                return screen(person, req: req, saved: query.saved == true)
            },
            page: { req, screen in try page(req, screen) })
        routes.screen(
            JamaalRoute.syncStatus, model: { _ in SyncStatusScreen() },
            page: { req, screen in try JamaalShell.page(req, title: "This device", tab: .settings) { SettingsViews.device(screen) } })
        routes.add(JamaalRoute.saveTimesSettings, form: TimesForm.self) { req, form in
            var person = try TodayLoader.person(req.store, now: req.now)
            guard let time = LocalTime(iso: form.eveningPlanningTime.or("")), time.second == 0 else {
                let screen = screen(
                    person, req: req, error: "Write the evening planning time as hours and minutes, like 21:00.")
                return try page(req, screen, status: .unprocessableEntity)
            }
            person.eveningPlanningTime = time
            var device: Bool?
            if form.switches.text != nil {
                // Checkboxes: present and "on" is on, absent is off; anything else is refused, naming the field.
                func isOn(_ field: FormText) throws -> Bool {
                    switch field.text {
                    case nil: return false
                    case "on": return true
                    default:
                        throw FieldRefusal(field, "“\(field.name)” is a switch: send on, or leave it out for off.")
                    }
                }
                person.morningList = try isOn(form.morningList)
                person.habitReminders = try isOn(form.habitReminders)
                device = try isOn(form.thisDevice)
            }
            try req.store.write { try $0.save(person) }
            var response = Response.redirect(to: JamaalRoute.timesSettings.path(query: CapacitySettingsQuery(saved: true)))
            if let device {
                response.setCookie(ReminderRoutes.cookie(ReminderSource.deviceCookie, device ? "on" : "off", maxAge: 10 * 365 * 86_400))
                // The server's copy of this device's switch: the reminder job queues only for devices with it on.
                if let signedIn = req.device {
                    _ = try req.environment.people.setReminders(device, device: signedIn.id, of: signedIn.personID)
                }
            }
            return response
        }
    }

    /// ST-03 for `person` on this device.
    static func screen(_ person: Person, req: JamaalRequest, saved: Bool = false, error: String? = nil) -> TimesSettingsScreen {
        TimesSettingsScreen(
            eveningPlanningTime: person.eveningPlanningTime, settings: person.settings, morningList: person.morningList,
            habitReminders: person.habitReminders,
            thisDevice: req.request.cookies[ReminderSource.deviceCookie].flatMap(TimesSettingsScreen.DeviceSwitch.init(rawValue:))
                ?? .undecided,
            saved: saved, error: error)
    }

    static func page(_ req: JamaalRequest, _ screen: TimesSettingsScreen, status: HTTPStatus = .ok) throws -> Response {
        try JamaalShell.page(req, title: "Notifications & times", tab: .settings, status: status) {
            SettingsViews.times(screen, csrf: req.csrfToken)
        }
    }
}
