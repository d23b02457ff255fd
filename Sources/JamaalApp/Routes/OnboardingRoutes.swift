import Calendar
import Foundation
import HTTPServer
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing

/// F01 the first launch: OB-01…OB-09 as pages (each with its JSON twin under `/api/screens/onboarding/…`) and the gate
/// that sends Today and `/` to the step reached until onboarding is finished. The forms are in
/// `OnboardingRoutes+Forms.swift`.
///
/// | endpoint | step |
/// | --- | --- |
/// | ``JamaalRoute/onboardingMeet``, ``JamaalRoute/onboardingIdea``, ``JamaalRoute/onboardingDevice`` | OB-01, OB-02, OB-03 |
/// | ``JamaalRoute/onboardingDay``, ``JamaalRoute/onboardingReminders`` | OB-04, OB-05 |
/// | ``JamaalRoute/onboardingTask``, ``JamaalRoute/onboardingHabit``, ``JamaalRoute/firstAnchor`` | OB-06, OB-07, OB-08 |
/// | ``JamaalRoute/onboardingReady`` | OB-09 |
enum OnboardingRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.onboarding) { req in .redirect(to: try pendingPath(req) ?? JamaalRoute.today.path()) }
        step(routes, JamaalRoute.onboardingMeet, .meet) { _, progress in .meet(progress) }
        step(routes, JamaalRoute.onboardingIdea, .idea) { _, progress in .idea(progress) }
        step(routes, JamaalRoute.onboardingDevice, .device) { req, progress in
            // Shown only when the check found a problem; a check that is fine again says so and lets the person go on.
            .device(progress, problem: req.environment.deviceCheck().problem ?? "This device is fine now: continue.")
        }
        step(routes, JamaalRoute.onboardingDay, .normalDay) { req, progress in
            .day(progress, settings: try person(req).settings)
        }
        step(routes, JamaalRoute.onboardingReminders, .reminders) { req, progress in
            let person = try person(req)
            return .reminders(
                progress, eveningPlanningTime: DayText.time(person.eveningPlanningTime), morningList: person.morningList,
                workingDayStart: person.settings.workingDayStart)
        }
        step(routes, JamaalRoute.onboardingTask, .firstTask) { req, progress in
            try taskScreen(req, progress)
        }
        step(routes, JamaalRoute.onboardingHabit, .firstHabit) { req, progress in
            try habitScreen(req, progress)
        }
        step(routes, JamaalRoute.firstAnchor, .firstAnchor) { _, progress in .anchor(progress) }
        step(routes, JamaalRoute.onboardingReady, .ready) { req, progress in
            let person = try person(req)
            // The trial's first day is the stored trial start's logical day (set at the first open of this device).
            let trial = try DeviceEntitlement.load(req.store, now: req.now)
            let trialStart = person.clock.today(at: trial.trialStartedAt)
            return .ready(progress, eveningPlanningTime: person.eveningPlanningTime, trialStart: trialStart)
        }
        registerForms(on: routes)
        registerWelcomeBack(on: routes)
    }

    /// A step's page and its JSON twin. A step not reached yet (or any step once onboarding is finished) leads to where the
    /// person is: the page redirects, the twin answers 409 saying why.
    static func step(
        _ routes: JamaalRouteTable, _ endpoint: Endpoint<JamaalAccess, NoQuery>, _ step: OnboardingStep,
        model: @escaping @Sendable (JamaalRequest, OnboardingProgress) throws -> OnboardingScreen
    ) {
        routes.add(endpoint) { req in
            let progress = try progress(req)
            guard progress.canOpen(step) else { return .redirect(to: try pendingPath(req) ?? JamaalRoute.today.path()) }
            return try page(req, try model(req, progress))
        }
        routes.twin(of: endpoint, model: OnboardingScreen.self) { req in
            let progress = try progress(req)
            guard progress.canOpen(step) else {
                throw progress.isCompleted ? OnboardingError.alreadyCompleted : OnboardingError.notReachedYet(step)
            }
            return try .json(try model(req, progress))
        }
    }

    /// The stored progress, or a first launch's (nothing is stored until a step is passed).
    static func progress(_ req: JamaalRequest) throws -> OnboardingProgress {
        try req.store.read { try $0.onboarding() } ?? OnboardingProgress(startedAt: req.now)
    }

    /// The step to resume at while onboarding is unfinished, or nil once it is finished (Today and `/` use this).
    static func pendingPath(_ req: JamaalRequest) throws -> String? {
        let progress = try progress(req)
        return progress.isCompleted ? nil : OnboardingScreen.path(of: progress.reached)
    }

    /// The person, without creating one (a first launch keeps an empty store until a setting is saved, so an export can
    /// still be imported into it).
    static func person(_ req: JamaalRequest) throws -> Person {
        try req.store.read { try $0.person() } ?? Person.fresh(now: req.now)
    }

    static func taskScreen(
        _ req: JamaalRequest, _ progress: OnboardingProgress,
        sent: (title: String, effort: String, schedule: String, category: String)? = nil, error: OnboardingScreen.Refusal? = nil
    ) throws -> OnboardingScreen {
        let (categories, open) = try req.store.read { (try $0.categories().active, try $0.openTasks().tasks) }
        let added = open.sorted { $0.createdAt < $1.createdAt }.map(\.title)
        return .task(progress, categories: categories, added: added, sent: sent, error: error)
    }

    static func habitScreen(
        _ req: JamaalRequest, _ progress: OnboardingProgress,
        sent: (preset: String, name: String, kind: String, number: String)? = nil, error: OnboardingScreen.Refusal? = nil
    ) throws -> OnboardingScreen {
        let added = try req.store.read { try $0.habits().habits }.filter { $0.archivedAt == nil }.map(\.name)
        return .habit(progress, added: added, sent: sent, error: error)
    }

    /// A step's whole page: the onboarding frame (no tabs: onboarding comes before them), 422 when it carries a refusal.
    static func page(_ req: JamaalRequest, _ screen: OnboardingScreen) throws -> Response {
        let html = OnboardingView.document(
            screen, direction: JamaalShell.direction(req), appearance: JamaalShell.appearance(req), csrf: req.csrfToken)
        return .html(html, status: screen.error == nil ? .ok : .unprocessableEntity)
    }
}
