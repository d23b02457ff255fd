import Calendar
import Foundation
import HTTPServer
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import Routing
import ServerSupport

/// Reminders that fire (F13, SY-01):
///
/// | route | what |
/// | --- | --- |
/// | ``JamaalRoute/claimReminders`` | the open page takes this device's due reminders (queued by ``ReminderJobs``, or now), each once |
/// | ``JamaalRoute/serviceWorker`` | the service worker (scope `/`) that shows them and opens their page on a tap |
/// | ``JamaalRoute/clearMissedReminders`` | clears Today's list of missed reminders |
/// | ``JamaalRoute/notificationsBanner`` | SY-01: dismissed until tomorrow, or Don't remind me (this device's cookies) |
///
/// The page polls rather than holding a stream: reminders are minute-grained, every answer says when the next one is due
/// (so the page asks at that second, and at least once a minute and on every return to the foreground), a poll survives
/// sleep, reloads and the test clock alike, and no server thread is held per open page.
enum ReminderRoutes {
    /// SY-01's cookies: the logical day the banner was dismissed for, and Don't remind me.
    static let bannerDayCookie = "jm_notify_banner_day"
    static let bannerNeverCookie = "jm_notify_banner_never"

    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.claimReminders, response: .json(DueReminders.self)) { req in
            let person = try TodayLoader.person(req.store, now: req.now)
            guard let device = req.device else { throw AccountRefusal.signInRequired }
            // ST-03's switch is this device's (its cookie, decided by the page on a first visit); the server keeps a copy
            // on the device, so the reminder job queues only for devices that want them.
            let deviceOn = req.request.cookies[ReminderSource.deviceCookie] == "on"
            if device.reminders != deviceOn {
                _ = try req.environment.people.setReminders(deviceOn, device: device.id, of: device.personID)
            }
            let answer = try req.store.write { db -> DueReminders in
                var items: [DueReminders.Item] = []
                if deviceOn {
                    // What fell due since the job last ran is queued now, so an open page never waits for its tick.
                    try ReminderFanOut.queueDue(db, person: person, now: req.now)
                    items = try ReminderFanOut.take(db, device: device.id, now: req.now)
                }
                return DueReminders(
                    items: items, next: try ReminderSource.schedule(db, person: person, now: req.now).next(after: req.now), now: req.now)
            }
            var response = try Response.json(answer)
            response.headers.set(name: "Cache-Control", value: "no-store")
            return response
        }
        routes.add(JamaalRoute.serviceWorker) { _ in
            var response = Response(
                status: .ok, headers: ["Content-Type": "text/javascript; charset=utf-8"], body: .bytes(worker))
            response.headers.set(name: "Service-Worker-Allowed", value: "/")
            response.headers.set(name: "Cache-Control", value: "no-cache")
            return response
        }
        routes.add(JamaalRoute.clearMissedReminders) { req in
            let person = try TodayLoader.person(req.store, now: req.now)
            try req.store.write { db in
                let schedule = try ReminderSource.schedule(db, person: person, now: req.now)
                for reminder in schedule.missed(at: req.now, delivered: try ReminderSource.handled(db, person: person, now: req.now)) {
                    try db.claimReminder(reminder.id, dueAt: reminder.at, how: .cleared, now: req.now)
                }
            }
            return .redirect(to: JamaalRoute.today.path())
        }
        routes.add(JamaalRoute.notificationsBanner, form: NotificationsBannerForm.self) { _, form in
            var response = Response.redirect(to: JamaalRoute.today.path())
            switch form.choice.text {
            case "dismiss":
                guard let day = try? checkedDate(iso: form.day.or("")) else {
                    throw FieldRefusal(form.day, "The day the banner was dismissed for is missing.")
                }
                response.setCookie(cookie(bannerDayCookie, day.description, maxAge: 3 * 86_400))
            case "never":
                response.setCookie(cookie(bannerNeverCookie, "1", maxAge: 10 * 365 * 86_400))
            default:
                throw FieldRefusal(form.choice, "Choose Dismiss or Don't remind me.")
            }
            return response
        }
    }

    /// The service worker's script (bundled beside the other scripts in Public/js, served from the root).
    static let worker: [UInt8] = {
        guard let url = Bundle.module.url(forResource: "Public", withExtension: nil)?.appendingPathComponent("js/sw.js"),
            let data = try? Data(contentsOf: url)
        else { return Array("// The service worker was not bundled.\n".utf8) }
        return Array(data)
    }()

    /// A cookie the page's script reads (so not HTTP-only): the device's reminder state is the page's to apply.
    static func cookie(_ name: String, _ value: String, maxAge: Int) -> Cookie {
        Cookie(name: name, value: value, path: "/", maxAge: maxAge, httpOnly: false, sameSite: .strict)
    }
}
