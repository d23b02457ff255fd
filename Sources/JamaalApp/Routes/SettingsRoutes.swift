import Calendar
import Foundation
import HTTPServer
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// ST-01 Settings home, ST-02 Capacity & day (normal-day length, weekday levels, working day, rollover under its rule),
/// and the layout direction (right-to-left) kept in a cookie on this browser.
enum SettingsRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.settings,
            model: { req in
                let trial = try DeviceEntitlement.load(req.store, now: req.now)
                let row = TrialStatusRow(trial.entitlement, clock: trial.clock)
                return SettingsScreen(
                    isRightToLeft: JamaalShell.direction(req) == .rtl, appearance: JamaalShell.appearance(req),
                    trialStatus: SettingsScreen.Row(label: row.label, detail: row.status, path: row.path),
                    account: try req.person.flatMap { try req.environment.people.account($0)?.email })
            },
            page: { req, screen in
                try JamaalShell.page(req, title: "Settings", tab: .settings) { SettingsViews.home(screen, csrf: req.csrfToken) }
            })
        routes.add(JamaalRoute.setDirection, form: AppearanceForm.self) { _, form in
            let dir = form.dir.is("rtl") ? "rtl" : "ltr"
            var response = Response.redirect(to: JamaalRoute.settings.path())
            response.setCookie(Cookie(name: "jm_dir", value: dir, path: "/", maxAge: 10 * 365 * 86_400, httpOnly: true, sameSite: .strict))
            return response
        }
        routes.add(JamaalRoute.setAppearance, form: AppearanceForm.self) { _, form in
            guard let theme = Appearance.Theme(rawValue: form.theme.or("system")) else {
                throw FieldRefusal(form.theme, "Choose the theme: same as the device, light or dark.")
            }
            guard let text = Appearance.TextSize(rawValue: form.text.or("standard")) else {
                throw FieldRefusal(form.text, "Choose the text size: standard, larger or largest.")
            }
            let dir = form.dir.or("ltr")
            guard dir == "ltr" || dir == "rtl" else {
                throw FieldRefusal(form.dir, "Choose left to right or right to left.")
            }
            var response = Response.redirect(to: JamaalRoute.settings.path())
            let year = 365 * 86_400
            for (name, value) in [("jm_theme", theme.rawValue), ("jm_text", text.rawValue), ("jm_dir", dir)] {
                response.setCookie(Cookie(name: name, value: value, path: "/", maxAge: 10 * year, httpOnly: true, sameSite: .strict))
            }
            return response
        }
        routes.screen(
            JamaalRoute.capacitySettings,
            model: { req, query in
                let person = try TodayLoader.person(req.store, now: req.now)
                return CapacitySettingsScreen(
                    settings: person.settings, eveningPlanningTime: person.eveningPlanningTime, saved: query.saved == true,
                    suggestion: try suggestion(req, person: person))
            },
            page: { req, screen in
                try JamaalShell.page(req, title: "Capacity & day", tab: .settings) { SettingsViews.capacity(screen, csrf: req.csrfToken) }
            })
        routes.add(JamaalRoute.saveCapacitySettings, form: CapacityForm.self) { req, form in
            var person = try TodayLoader.person(req.store, now: req.now)
            do {
                person.settings = try settings(from: form, current: person, now: req.now)
                try req.store.write { try $0.save(person) }
                return .redirect(to: JamaalRoute.capacitySettings.path(query: CapacitySettingsQuery(saved: true)))
            } catch {
                let message = (error as? JamaalError)?.message ?? (error as? TaskFormInput.Refusal)?.message
                guard let message else { throw error }
                let screen = CapacitySettingsScreen(
                    settings: person.settings, eveningPlanningTime: person.eveningPlanningTime, error: message)
                return try JamaalShell.page(req, title: "Capacity & day", tab: .settings, person: person, status: .unprocessableEntity) {
                    SettingsViews.capacity(screen, csrf: req.csrfToken)
                }
            }
        }
    }

    /// ST-02's quiet line from the last 14 logical days (``NormalDaySuggestion``'s rule), or nil.
    static func suggestion(_ req: JamaalRequest, person: Person) throws -> String? {
        try req.store.read { try normalDaySuggestion($0, person: person, now: req.now) }?.line
    }

    /// The normal-day suggestion from the 14 logical days before today (ST-02's line, and NP-04's at most once).
    static func normalDaySuggestion(_ db: StoreConnection, person: Person, now: Date) throws -> NormalDaySuggestion? {
        let today = person.clock.today(at: now)
        let first = today.adding(days: -NormalDaySuggestion.window)
        let days = (1...NormalDaySuggestion.window).map { today.adding(days: -$0) }
        let done = try days.flatMap { day in try db.tasksClosed(on: day).map { (day: day, task: $0) } }
        let work = NormalDaySuggestion.workByDay(
            doneTasks: done, habits: try db.habits().habits, entries: try db.habitEntries(from: first, through: today.adding(days: -1)))
        return NormalDaySuggestion(normalDayMinutes: person.settings.normalDayMinutes, workByDay: work, today: today)
    }

    static func settings(from form: CapacityForm, current: Person, now: Date) throws -> CapacitySettings {
        guard let minutes = Int(form.normalDayMinutes.or("")) else {
            throw TaskFormInput.Refusal(message: "Write the normal-day length in minutes, like 360.", field: "normal_day_minutes")
        }
        var levels: [Weekday: CapacityLevel] = [:]
        for day in Weekday.allCases {
            guard let level = CapacityLevel(rawValue: form.levels[day.rawValue]?.text ?? "full") else {
                throw TaskFormInput.Refusal(
                    message: "Choose Light, Steady, Full or Stretch for \(day.name).", field: CapacityForm.levelName(day.rawValue))
            }
            levels[day] = level
        }
        func time(_ field: FormText, _ label: String) throws -> LocalTime {
            guard let time = LocalTime(iso: field.or("")) else {
                throw TaskFormInput.Refusal(message: "Write \(label) as hours and minutes, like 17:30.", field: field.name)
            }
            return time
        }
        let rollover = try time(form.rollover, "the rollover time")
        let updated = try CapacitySettings(
            normalDayMinutes: minutes, weekdayLevels: levels, workingDayStart: try time(form.workingDayStart, "the working day's start"),
            workingDayEnd: try time(form.workingDayEnd, "the working day's end"), rollover: current.settings.rollover)
        guard rollover != current.settings.rollover else { return updated }
        return try updated.changingRollover(to: rollover, calendar: current.calendar, now: now)
    }
}
