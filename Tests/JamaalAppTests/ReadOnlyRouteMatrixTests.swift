import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalCore
import JamaalRoutes
import Routing
import Testing

/// F12 on the server: in read-only (the demo on day 15, not subscribed) every Jamaal route is walked; each is allowed
/// or refused as this table says, and a refused one answers 403 with the calm explanation and changes nothing.
@Suite("Read-only: every route allowed or refused as the rule says")
struct ReadOnlyRouteMatrixTests {
    enum Expect {
        /// Living the day (or viewing): not refused.
        case open(PersonAction)
        /// Shaping the plan: refused in read-only.
        case locked(PersonAction)

        var isLocked: Bool { if case .locked = self { true } else { false } }
        var action: PersonAction {
            switch self {
            case .open(let action), .locked(let action): action
            }
        }
    }

    /// Every endpoint by its label, written out by hand.
    static let table: [String: Expect] = [
        // Today
        "GET /": .open(.view), "GET /today": .open(.view), "POST /today/level": .locked(.changeCapacity),
        "POST /today/filter": .open(.filterCategory), "POST /today/rest-to-tomorrow": .open(.deferTask),
        // Tasks
        "GET /today/add": .locked(.createTask), "POST /today/tasks": .locked(.createTask), "GET /today/tasks/:id": .open(.view),
        "GET /today/tasks/:id/edit": .locked(.editTask), "POST /today/tasks/:id": .locked(.editTask),
        "POST /today/tasks/:id/done": .open(.tickOffTask), "POST /today/tasks/:id/undo-done": .open(.tickOffTask),
        "POST /today/tasks/:id/drop": .open(.dropTask), "POST /today/tasks/:id/undo-drop": .open(.dropTask),
        "POST /today/tasks/:id/checklist": .open(.tickOffTask), "POST /today/tasks/:id/stop-repeating": .locked(.stopRepeating),
        "POST /today/tasks/:id/defer": .open(.deferTask), "POST /today/tasks/:id/tomorrow": .open(.deferTask),
        "GET /today/tasks/:id/defer": .open(.deferTask), "POST /today/tasks/:id/begin": .open(.runTimer),
        // Focus
        "GET /focus": .open(.runTimer), "GET /focus/finish": .open(.runTimer), "POST /focus/pause": .open(.runTimer),
        "POST /focus/resume": .open(.runTimer), "POST /focus/finish": .open(.runTimer), "GET /focus/settle": .open(.runTimer),
        "POST /focus/settle": .open(.runTimer), "POST /focus/:id/dismiss": .open(.runTimer),
        // Settings and categories
        "GET /settings": .open(.view), "POST /settings/direction": .open(.changeAppearance),
        "POST /settings/appearance": .open(.changeAppearance), "GET /settings/capacity": .locked(.changeCapacity),
        "POST /settings/capacity": .locked(.changeCapacity), "GET /settings/categories": .open(.view),
        "POST /settings/categories": .locked(.editCategories), "POST /settings/categories/:id": .locked(.editCategories),
        "POST /settings/categories/:id/move": .locked(.editCategories), "POST /settings/categories/:id/archive": .locked(.editCategories),
        "POST /settings/categories/:id/restore": .locked(.editCategories),
        // Habits
        "GET /habits": .open(.view), "GET /habits/new": .locked(.createHabit), "POST /habits": .locked(.createHabit),
        "GET /habits/groups": .open(.view), "POST /habits/groups": .locked(.createHabit), "POST /habits/groups/:id": .locked(.editHabit),
        "GET /habits/:id": .open(.view), "GET /habits/:id/edit": .locked(.editHabit), "POST /habits/:id": .locked(.editHabit),
        "GET /habits/:id/pause": .locked(.editHabit), "POST /habits/:id/pause": .locked(.editHabit),
        "POST /habits/:id/resume": .locked(.editHabit), "POST /habits/:id/archive": .locked(.editHabit),
        "POST /habits/:id/restore": .locked(.editHabit), "POST /habits/:id/log": .open(.logHabit),
        "POST /habits/:id/begin": .open(.runTimer),
        // Wellbeing
        "GET /wellbeing": .open(.view), "GET /wellbeing/score": .open(.view), "POST /wellbeing/action": .locked(.changeCapacity),
        "POST /wellbeing/not-now": .open(.dismiss),
        // Anchors
        "GET /anchors": .open(.view), "GET /habits/anchors": .open(.view), "GET /habits/anchors/:id": .open(.view),
        "POST /habits/anchors/:id/pause": .locked(.editAnchor), "POST /habits/anchors/:id/resume": .locked(.editAnchor),
        "POST /habits/anchors/:id/archive": .locked(.editAnchor), "POST /habits/anchors/:id/restore": .locked(.editAnchor),
        "GET /habits/anchors/:id/exceptions": .locked(.editAnchor), "POST /habits/anchors/:id/exceptions": .locked(.editAnchor),
        "POST /habits/anchors/:id/exceptions/:index/end": .locked(.editAnchor),
        "POST /habits/anchors/:id/exceptions/:index/remove": .locked(.editAnchor), "POST /anchors/mark": .open(.markAnchorOutcome),
        "GET /api/anchors/widget": .open(.view), "GET /api/places/search": .open(.view),
        // Anchor forms
        "GET /habits/anchors/new": .locked(.createAnchor), "GET /habits/anchors/new/prayer": .locked(.createAnchor),
        "POST /habits/anchors/new/prayer": .locked(.createAnchor), "GET /habits/anchors/new/scheduled": .locked(.createAnchor),
        "POST /habits/anchors/new/scheduled": .locked(.createAnchor), "GET /today/add/anchor": .locked(.createTask),
        "GET /habits/anchors/new/one-off": .locked(.createAnchor), "POST /today/add/anchor": .locked(.createTask),
        "GET /onboarding/anchor": .locked(.createAnchor), "GET /habits/anchors/:id/edit": .locked(.editAnchor),
        "POST /habits/anchors/:id/edit": .locked(.editAnchor),
        // Night Planning
        "GET /plan": .locked(.nightPlanning), "POST /plan/next": .locked(.nightPlanning), "POST /plan/skip": .locked(.nightPlanning),
        "POST /plan/carry/:id": .locked(.nightPlanning), "POST /plan/level": .locked(.nightPlanning),
        "POST /plan/move": .locked(.nightPlanning), "POST /plan/back": .locked(.nightPlanning), "POST /plan/tasks": .locked(.nightPlanning),
        "POST /plan/pick/:id": .locked(.nightPlanning), "POST /plan/tasks/:id": .locked(.nightPlanning),
        // Times, device, your data
        "GET /settings/times": .open(.view), "POST /settings/times": .open(.changeReminders), "GET /settings/device": .open(.view),
        "GET /settings/data": .open(.view), "GET /settings/data/export": .open(.exportData),
        "POST /settings/data/delete": .open(.deleteData),
        // Trial
        "GET /settings/subscription": .open(.subscribe), "POST /settings/subscription/restore": .open(.subscribe),
        "GET /paywall": .open(.subscribe), "GET /today/locked": .open(.view),
        // Buying on the web (#42): never locked — it is how read-only ends
        "POST /settings/subscription/checkout": .open(.subscribe), "POST /settings/subscription/manage": .open(.subscribe),
        "POST /webhooks/stripe": .open(.subscribe),
        // First launch (F01): reading the steps is open; saving the day's capacity and creating a task or habit shape the plan
        "GET /onboarding": .open(.view), "GET /onboarding/meet": .open(.view), "GET /onboarding/idea": .open(.view),
        "GET /onboarding/device": .open(.view), "GET /onboarding/day": .open(.view), "POST /onboarding/day": .locked(.changeCapacity),
        "GET /onboarding/reminders": .open(.view), "POST /onboarding/reminders": .open(.changeReminders),
        "GET /onboarding/task": .open(.view), "POST /onboarding/task": .locked(.createTask), "GET /onboarding/habit": .open(.view),
        "POST /onboarding/habit": .locked(.createHabit), "GET /onboarding/ready": .open(.view), "POST /onboarding/continue": .open(.view),
        "POST /onboarding/skip": .open(.view), "GET /onboarding/welcome-back": .open(.view),
        "POST /onboarding/welcome-back": .open(.view),
        // Reminders (F13, SY-01)
        "POST /api/reminders/claim": .open(.view), "GET /sw.js": .open(.view), "POST /today/notifications-banner": .open(.dismiss),
        "POST /today/reminders/clear": .open(.dismiss),
        // System
        "GET /static/*path": .open(.view), "GET /manifest.webmanifest": .open(.view), "GET /health": .open(.view),
        "GET /ready": .open(.view), "GET /metrics": .open(.view),
        "GET /api/openapi.json": .open(.view), "POST /_test/clock": .open(.view),
        // Account and devices: never locked (a read-only person can still sign in and out, and manage devices)
        "GET /sign-in": .open(.view), "POST /sign-in": .open(.view), "GET /sign-up": .open(.view), "POST /sign-up": .open(.view),
        "POST /sign-out": .open(.view), "GET /claim": .open(.view), "POST /claim": .open(.view),
        "GET /forgot-password": .open(.view), "POST /forgot-password": .open(.view), "GET /reset-password": .open(.view),
        "POST /reset-password": .open(.view), "GET /unlock": .open(.view), "POST /unlock": .open(.view),
        "GET /settings/devices": .open(.view), "POST /settings/devices/:id": .open(.view),
        "POST /settings/devices/:id/sign-out": .open(.view),
        // Passkeys: never locked either (signing in with one, and keeping them, is not shaping the plan)
        "GET /settings/passkeys": .open(.view), "POST /api/passkeys/registration-options": .open(.view),
        "POST /api/passkeys": .open(.view), "POST /settings/passkeys/:id/remove": .open(.view),
        "POST /api/passkeys/sign-in-options": .open(.view), "POST /api/passkeys/sign-in": .open(.view),
    ]

    /// A demo id per parameter type, so a route that were let through would find real data to change.
    static let samples: [String: String] = [
        "ID<TaskItem>": "t-report", "ID<Habit>": "h-water", "ID<HabitGroup>": "g-mornings", "ID<Category>": "cat-family",
        "ID<AnchorRule>": "anchor-salah", "ID<FocusSession>": "s-slides", "Int": "0", "String": "jamaal.css",
        "ID<SignedInDevice>": "x", "ID<Passkey>": "x",
    ]

    /// Fields a locked form would act on if it were let through.
    static let fields: [(String, String)] = [
        ("title", "Changed in read-only"), ("name", "Changed in read-only"), ("level", "light"), ("effort", "60"),
        ("importance", "low"), ("color", "blue"), ("to", "up"), ("kind", "binary"), ("step", "1"), ("choice", "keep"),
        ("normal_day_minutes", "240"),
    ]

    @Test("The table names every endpoint, and agrees with the rule over action kinds")
    func tableIsComplete() {
        let labels = Set(JamaalRoute.all.map(\.description.label))
        #expect(labels.subtracting(Self.table.keys).isEmpty, "not in the table: \(labels.subtracting(Self.table.keys).sorted())")
        #expect(Set(Self.table.keys).subtracting(labels).isEmpty, "no such endpoint: \(Set(Self.table.keys).subtracting(labels).sorted())")
        for (label, expect) in Self.table {
            #expect(expect.isLocked == !Entitlement.readOnly(day: 15).allows(expect.action), "\(label)")
        }
    }

    @Test("Day 15 unsubscribed: locked routes answer 403 and change nothing; open routes pass")
    func matrix() throws {
        let app = try JamaalTestApp(testClock: true)
        app.advance(6 * 86_400)  // the demo is on day 9: day 15
        let client = app.client()
        let csrf = client.csrfToken(in: client.get("/settings")) ?? ""
        #expect(!csrf.isEmpty)
        func export() -> String { client.get("/settings/data/export").text }
        func send(_ endpoint: EndpointDescription, path: String, json: Bool = false) -> Response {
            var headers: [(String, String)] = [("Content-Type", "application/x-www-form-urlencoded"), ("X-CSRF-Token", csrf)]
            if json { headers.append(("Accept", "application/json")) }
            let body = endpoint.method == .post ? FormEncoding.body(Self.fields + [("_csrf", csrf)]) : []
            return client.send(endpoint.method, path, body: body, headers: headers)
        }
        // Locked routes first; Sign out last (after it nothing is signed in).
        func rank(_ route: DeclaredEndpoint) -> Int {
            let label = route.description.label
            return label == "POST /sign-out" ? 2 : (Self.table[label]?.isLocked ?? false) ? 0 : 1
        }
        let declared = JamaalRoute.all.sorted { rank($0) < rank($1) }
        var refused = 0
        for route in declared {
            let endpoint = route.description
            guard let expect = Self.table[endpoint.label] else { continue }
            let captures = endpoint.parameters.map { Self.samples["\($0.type)"] ?? "x" }
            let path = try route.printPath(captures)
            if expect.isLocked {
                let before = export()
                let page = send(endpoint, path: path)
                #expect(page.status == .forbidden, "\(endpoint.label) → \(page.status)")
                #expect(page.text.contains("This waits for a subscription"), "\(endpoint.label): the calm sheet")
                #expect(page.text.contains("Restore a purchase"), "\(endpoint.label): offers Restore")
                let json = send(endpoint, path: path, json: true)
                #expect(json.status == .forbidden, "\(endpoint.label) (JSON) → \(json.status)")
                #expect(
                    json.text.contains("\"status\":403") && json.text.contains("read-only"), "\(endpoint.label): \(json.text.prefix(120))")
                #expect(export() == before, "\(endpoint.label) changed the data")
                refused += 1
            } else {
                let response = send(endpoint, path: path)
                let refusedHere = response.status == .forbidden && response.text.contains("This waits for a subscription")
                #expect(!refusedHere, "\(endpoint.label) refused in read-only")
                #expect(response.status != .forbidden, "\(endpoint.label) → 403: \(response.text.prefix(160))")
            }
        }
        #expect(refused == Self.table.values.filter(\.isLocked).count)
    }

    @Test("During the trial and once subscribed, no route is refused for read-only")
    func trialAdmitsEverything() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        #expect(client.get("/today/add").status == .ok)
        #expect(client.get("/plan").status != .forbidden)
        #expect(client.post("/today/level", [("level", "light")]).status == .seeOther)
    }
}
