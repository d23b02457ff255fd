import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import Routing
import ServerSupport

/// The first launch's forms: Continue on the steps without a form, Not now on OB-05 and OB-08, and OB-04…OB-07, each
/// saving the same setting or record the Settings screens and the Add forms make — and the step passed — in one write.
extension OnboardingRoutes {
    static func registerForms(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.continueOnboarding, form: OnboardingForm.self) { req, form in
            let step = try stepField(form)
            guard [.meet, .idea, .device, .ready].contains(step) else {
                throw FieldRefusal(form.step, "\(step.title) has its own form: fill it in there.")
            }
            let device = step == .idea || step == .device ? req.environment.deviceCheck() : .fine
            return try pass(req, step) { _, progress in try progress.passing(step, device: device, now: req.now) }
        }
        routes.add(JamaalRoute.skipOnboardingStep, form: OnboardingForm.self) { req, form in
            let step = try stepField(form)
            return try pass(req, step) { _, progress in try progress.skipping(step, now: req.now) }
        }
        routes.add(JamaalRoute.saveOnboardingDay, form: OnboardingForm.self) { req, form in try saveDay(req, form) }
        routes.add(JamaalRoute.saveOnboardingReminders, form: OnboardingForm.self) { req, form in try saveReminders(req, form) }
        routes.add(JamaalRoute.createOnboardingTask, form: OnboardingForm.self) { req, form in try createTask(req, form) }
        routes.add(JamaalRoute.createOnboardingHabit) { req in try createHabit(req) }
    }

    /// The form's `step`, or 422 naming it.
    static func stepField(_ form: OnboardingForm) throws -> OnboardingStep {
        guard let step = OnboardingStep(rawValue: form.step.or("")) else {
            throw FieldRefusal(form.step, "Say which step: meet, idea, device, reminders, firstAnchor or ready.")
        }
        return step
    }

    /// Saves what `change` makes of the progress (and whatever it writes beside it) in one write, then leads to the next
    /// step in the person's flow — Today once finished.
    static func pass(
        _ req: JamaalRequest, _ step: OnboardingStep, _ change: (StoreConnection, OnboardingProgress) throws -> OnboardingProgress
    ) throws -> Response {
        let next = try req.store.write { db in
            let progress = try db.onboarding() ?? OnboardingProgress(startedAt: req.now)
            let next = try change(db, progress)
            try db.save(next)
            return next
        }
        if next.isCompleted { return .redirect(to: JamaalRoute.today.path()) }
        let flow = next.flow
        let following = flow.firstIndex(of: step).flatMap { $0 + 1 < flow.count ? flow[$0 + 1] : nil } ?? next.reached
        return .redirect(to: OnboardingScreen.path(of: min(following, next.reached)))
    }

    /// The person inside a write, created on the first saved setting.
    static func person(_ db: StoreConnection, now: Date) throws -> Person {
        try db.person() ?? Person.fresh(now: now)
    }

    /// OB-04: normal-day length, working-day end and the level every weekday starts at — ST-02's ``CapacitySettings``,
    /// by its rules.
    static func saveDay(_ req: JamaalRequest, _ form: OnboardingForm) throws -> Response {
        let sent = (minutes: form.normalDayMinutes.or(""), end: form.workingDayEnd.or(""), level: form.level.or(""))
        let progress = try progress(req)
        func refuse(_ message: String, _ field: String) throws -> Response {
            try page(req, .day(progress, settings: try person(req).settings, sent: sent, error: (message, field)))
        }
        guard let minutes = RequestField.parseInteger(sent.minutes.trimmingCharacters(in: .whitespaces)) else {
            return try refuse("Write the normal-day length in minutes, like 360.", "normal_day_minutes")
        }
        guard let end = LocalTime(iso: sent.end), end.second == 0 else {
            return try refuse("Write the working day's end as hours and minutes, like 17:30.", "working_day_end")
        }
        guard let level = CapacityLevel(rawValue: sent.level) else {
            return try refuse("Choose Light, Steady, Full or Stretch.", "level")
        }
        do {
            return try pass(req, .normalDay) { db, progress in
                var person = try person(db, now: req.now)
                let current = person.settings
                person.settings = try CapacitySettings(
                    normalDayMinutes: minutes, weekdayLevels: Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, level) }),
                    workingDayStart: current.workingDayStart, workingDayEnd: end, rollover: current.rollover)
                try db.save(person)
                return try progress.passing(.normalDay, device: .fine, now: req.now)
            }
        } catch let error as JamaalError {
            return try refuse(error.message, error == .normalDayOutOfRange ? "normal_day_minutes" : "working_day_end")
        }
    }

    /// OB-05: the evening planning time and the morning list — ST-03's settings on the person.
    static func saveReminders(_ req: JamaalRequest, _ form: OnboardingForm) throws -> Response {
        let sent = form.eveningPlanningTime.or("")
        let morningList = form.morningList.is("on")
        guard let time = LocalTime(iso: sent), time.second == 0 else {
            let person = try person(req)
            return try page(
                req,
                .reminders(
                    try progress(req), eveningPlanningTime: sent, morningList: morningList,
                    workingDayStart: person.settings.workingDayStart,
                    error: ("Write the evening planning time as hours and minutes, like 21:00.", "evening_planning_time")))
        }
        return try pass(req, .reminders) { db, progress in
            var person = try person(db, now: req.now)
            person.eveningPlanningTime = time
            person.morningList = morningList
            try db.save(person)
            return try progress.passing(.reminders, device: .fine, now: req.now)
        }
    }

    /// OB-06: a real task by TK-01's rules (``TaskDraft``), low importance; a starter category chosen is created by
    /// ST-04's rules in the same write.
    static func createTask(_ req: JamaalRequest, _ form: OnboardingForm) throws -> Response {
        let sent = (
            title: form.title.or(""), effort: form.effort.or("30"), schedule: form.schedule.or("today"), category: form.category.or("")
        )
        var values = TaskFormScreen.Values()
        values.title = sent.title
        values.effort = sent.effort
        values.schedule = sent.schedule
        do {
            guard ["today", "tomorrow", "none"].contains(sent.schedule) else {
                throw TaskFormInput.Refusal(message: "Choose when: Today, Tomorrow or No date.", field: "schedule")
            }
            let person = try person(req)
            return try pass(req, .firstTask) { db, progress in
                var categories = try db.categories()
                var categoryID: ID<Category>?
                if sent.category.hasPrefix("new:") {
                    let name = String(sent.category.dropFirst(4))
                    guard OnboardingStarter.categories.contains(name) else {
                        throw TaskFormInput.Refusal(message: "Choose one of the categories shown, or No category.", field: "category")
                    }
                    if let same = categories.active.first(where: { $0.name.lowercased() == name.lowercased() }) {
                        categoryID = same.id
                    } else {
                        let id: ID<Category> = req.environment.ids.next()
                        let color = LabelColor.allCases[categories.active.count % LabelColor.allCases.count]
                        categories = try categories.adding(id: id, name: name, color: color)
                        try db.save(categories)
                        categoryID = id
                    }
                } else if !sent.category.isEmpty {
                    categoryID = ID(sent.category)
                }
                values.categoryID = categoryID?.rawValue ?? ""
                let draft = try TaskFormInput.draft(values, today: person.clock.today(at: req.now), existingRepeat: nil)
                let task = try TaskItem(id: req.environment.ids.next(), draft: draft, categories: categories.categories, now: req.now)
                try db.save(task, clock: person.clock)
                return try progress.passing(.firstTask, device: .fine, now: req.now)
            }
        } catch let error as JamaalError {
            let field: String? =
                switch error {
                case .categoryNameTaken, .tooManyCategories: "category"
                default: TaskRoutes.field(of: error)
                }
            return try page(req, try taskScreen(req, try progress(req), sent: sent, error: (error.message, field)))
        } catch let refusal as TaskFormInput.Refusal {
            return try page(req, try taskScreen(req, try progress(req), sent: sent, error: (refusal.message, refusal.field)))
        }
    }

    /// OB-07: a preset, or the person's own habit read by HB-03's form reader; either way a ``Habit`` by its rules.
    static func createHabit(_ req: JamaalRequest) throws -> Response {
        let fields = try req.form().formFields
        let form = try fields.decode(OnboardingForm.self)
        let sent = (preset: form.preset.or(""), name: form.name.or(""), kind: form.kind.or(""), number: form.number.or(""))
        do {
            let draft: HabitDraft
            if let preset = OnboardingStarter.habit(sent.preset) {
                draft = HabitDraft(name: preset.name, kind: preset.kind)
            } else if sent.preset == "custom" {
                guard HabitFamily(rawValue: sent.kind) != nil else {
                    throw TaskFormInput.Refusal(message: "Choose how to track it: yes / no, counted, timed or avoid.", field: "kind")
                }
                let habit = try fields.decode(HabitForm.self)
                draft = try HabitFormInput.draft(habit, family: sent.kind, groups: [], ids: req.environment.ids).0
            } else {
                throw TaskFormInput.Refusal(message: "Choose a habit, or My own.", field: "preset")
            }
            let today = try person(req).clock.today(at: req.now)
            return try pass(req, .firstHabit) { db, progress in
                try db.save(try Habit(id: req.environment.ids.next(), draft: draft, createdOn: today))
                return try progress.passing(.firstHabit, device: .fine, now: req.now)
            }
        } catch let error as JamaalError {
            let field: String? =
                switch error {
                case .habitNeedsName: "name"
                case .habitTargetOutOfRange, .habitMinutesOutOfRange, .habitAllowanceOutOfRange: "number"
                default: nil
                }
            return try page(req, try habitScreen(req, try progress(req), sent: sent, error: (error.message, field)))
        } catch let refusal as TaskFormInput.Refusal {
            return try page(req, try habitScreen(req, try progress(req), sent: sent, error: (refusal.message, refusal.field)))
        }
    }

    /// OB-08's Anchor forms, inside their create write: passing the step when it came from onboarding that is still
    /// under way. Returns where to go next (OB-09, or Today when onboarding was already finished).
    static func passFirstAnchor(_ db: StoreConnection, now: Date) throws -> String {
        guard let progress = try db.onboarding(), progress.canOpen(.firstAnchor) else { return JamaalRoute.today.path() }
        try db.save(try progress.passing(.firstAnchor, device: .fine, now: now))
        return JamaalRoute.onboardingReady.path()
    }
}
