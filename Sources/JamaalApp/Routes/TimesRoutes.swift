import Calendar
import Foundation
import HTTPServer
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing

/// ST-03's evening planning time (``JamaalRoute/timesSettings``): stored on the person, read by Today's Plan tomorrow row;
/// and ST-06 (``JamaalRoute/syncStatus``).
enum TimesRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.timesSettings,
            model: { req, query in
                let person = try TodayLoader.person(req.store, now: req.now)
                return TimesSettingsScreen(
                    eveningPlanningTime: person.eveningPlanningTime, settings: person.settings, saved: query.saved == true)
            },
            page: { req, screen in try page(req, screen) })
        routes.screen(
            JamaalRoute.syncStatus, model: { _ in SyncStatusScreen() },
            page: { req, screen in try JamaalShell.page(req, title: "This device", tab: .settings) { SettingsViews.device(screen) } })
        routes.add(JamaalRoute.saveTimesSettings) { req in
            let form = try req.form()
            var person = try TodayLoader.person(req.store, now: req.now)
            guard let time = LocalTime(iso: form["evening_planning_time"] ?? ""), time.second == 0 else {
                let screen = TimesSettingsScreen(
                    eveningPlanningTime: person.eveningPlanningTime, settings: person.settings,
                    error: "Write the evening planning time as hours and minutes, like 21:00.")
                return try page(req, screen, status: .unprocessableEntity)
            }
            person.eveningPlanningTime = time
            try req.store.write { try $0.save(person) }
            return .redirect(to: JamaalRoute.timesSettings.path(query: CapacitySettingsQuery(saved: true)))
        }
    }

    static func page(_ req: JamaalRequest, _ screen: TimesSettingsScreen, status: HTTPStatus = .ok) throws -> Response {
        try JamaalShell.page(req, title: "Evening planning time", tab: .settings, status: status) {
            SettingsViews.times(screen, csrf: req.csrfToken)
        }
    }
}
