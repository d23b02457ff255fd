import Calendar
import Foundation
import HTML
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// TK-01…TK-06: add, detail, edit, done with undo, drop with undo, stop repeating, defer (instant for the first two;
/// the picker with reason chips and easing from the third). Every change is one transaction; a refusal saves nothing.
enum TaskRoutes {
    static func register(on routes: JamaalRouteTable, contributors: [TodayLoader.Contributor]) {
        routes.add(JamaalRoute.addTask) { req in
            let (screen, person) = try TodayRoutes.screen(req, contributors: contributors)
            var values = TaskFormScreen.Values()
            let today = person.clock.today(at: req.now)
            if let filter = req.todayFilter, filter.day == today { values.categoryID = filter.categoryID }
            let form = try formScreen(req, person: person, values: values, task: nil, contributors: contributors)
            return try todayWithPanel(req, title: "Add task", screen: screen, person: person) {
                TaskFormView.render(form, csrf: req.csrfToken)
            }
        }
        routes.add(JamaalRoute.createTask, form: TaskForm.self) { req, form in
            let person = try TodayLoader.person(req.store, now: req.now)
            let values = TaskFormInput.values(form)
            let today = person.clock.today(at: req.now)
            do {
                let draft = try TaskFormInput.draft(values, today: today, existingRepeat: nil)
                try req.store.write { db in
                    let task = try TaskItem(
                        id: req.environment.ids.next(), draft: draft, categories: try db.categories().categories, now: req.now)
                    try db.save(task, clock: person.clock)
                }
                return .redirect(to: JamaalRoute.today.path())
            } catch {
                return try refusedForm(req, error: error, person: person, values: values, task: nil, contributors: contributors)
            }
        }
        routes.screen(
            JamaalRoute.task,
            model: { req, id in
                let (task, person) = try load(req, id)
                return try detailScreen(req, task: task, person: person)
            },
            page: { req, detail in
                let (screen, person) = try TodayRoutes.screen(req, contributors: contributors)
                return try todayWithPanel(req, title: detail.title, screen: screen, person: person) {
                    TaskDetailView.render(detail, csrf: req.csrfToken)
                }
            })
        routes.add(JamaalRoute.editTask) { req, id in
            let (task, person) = try load(req, id)
            let (screen, _) = try TodayRoutes.screen(req, contributors: contributors)
            let values = TaskFormInput.values(of: task, today: person.clock.today(at: req.now))
            let form = try formScreen(req, person: person, values: values, task: task, contributors: contributors)
            return try todayWithPanel(req, title: "Edit task", screen: screen, person: person) {
                TaskFormView.render(form, csrf: req.csrfToken)
            }
        }
        routes.add(JamaalRoute.updateTask) { req, id in
            let (task, person) = try load(req, id)
            let values = TaskFormInput.values(try req.request.form(TaskForm.self))
            do {
                let draft = try TaskFormInput.draft(values, today: person.clock.today(at: req.now), existingRepeat: task.repeatRule)
                try req.store.write { db in
                    let edited = try task.edited(draft, categories: try db.categories().categories)
                    try db.save(edited, clock: person.clock)
                }
                return .redirect(to: JamaalRoute.task.path(task.id))
            } catch {
                return try refusedForm(req, error: error, person: person, values: values, task: task, contributors: contributors)
            }
        }
        routes.add(JamaalRoute.markTaskDone) { req, id in
            let (task, person) = try load(req, id)
            let note = try req.request.form(TaskNoteForm.self).note.text
            try TaskActions.markDone(task, note: note, person: person, store: req.store, now: req.now)
            return .redirect(to: JamaalRoute.today.path(query: UndoQuery(undo: .done, task: task.id)))
        }
        routes.add(JamaalRoute.undoTaskDone) { req, id in
            let (task, person) = try load(req, id)
            try TaskActions.undoDone(task, person: person, store: req.store, now: req.now)
            return .redirect(to: JamaalRoute.today.path())
        }
        routes.add(JamaalRoute.dropTask) { req, id in
            let (task, person) = try load(req, id)
            try TaskActions.drop(task, person: person, store: req.store, now: req.now)
            return .redirect(to: JamaalRoute.today.path(query: UndoQuery(undo: .drop, task: task.id)))
        }
        routes.add(JamaalRoute.undoTaskDrop) { req, id in
            let (task, person) = try load(req, id)
            try req.store.write { try $0.save(try task.undoingDrop(now: req.now), clock: person.clock) }
            return .redirect(to: JamaalRoute.today.path())
        }
        routes.add(JamaalRoute.toggleChecklistItem) { req, id in
            let (task, person) = try load(req, id)
            let form = try req.request.form(ChecklistToggleForm.self)
            guard task.isOpen else { throw JamaalError.taskNotOpen }
            guard let index = Int(form.item.or("")), let note = NoteDocument.toggling(checklistItem: index, in: task.note) else {
                throw FieldRefusal(form.item, "That checklist item is no longer in the note. Reload the page.")
            }
            try req.store.write { db in
                var draft = task.draft
                draft.note = note
                try db.save(try task.edited(draft, categories: try db.categories().categories), clock: person.clock)
            }
            return .redirect(to: form.back.is("focus") ? JamaalRoute.focus.path() : JamaalRoute.task.path(task.id))
        }
        routes.add(JamaalRoute.stopRepeating) { req, id in
            let (task, person) = try load(req, id)
            guard task.isOpen else { throw JamaalError.taskNotOpen }
            try req.store.write { try $0.save(task.stoppedRepeating(), clock: person.clock) }
            return .redirect(to: JamaalRoute.task.path(task.id))
        }
        for endpoint in [JamaalRoute.deferTask, JamaalRoute.moveTaskToTomorrow] {
            routes.add(endpoint) { req, id in try deferred(req, id, contributors: contributors) }
        }
        routes.add(JamaalRoute.deferPicker) { req, id in
            let (task, person) = try load(req, id)
            guard task.isOpen else { throw JamaalError.taskNotOpen }
            let (screen, _) = try TodayRoutes.screen(req, contributors: contributors)
            let picker = DeferScreen(task: task, today: person.clock.today(at: req.now))
            return try todayWithPanel(req, title: "Move task", screen: screen, person: person) {
                DeferView.render(picker, csrf: req.csrfToken)
            }
        }
        routes.add(JamaalRoute.moveRestToTomorrow) { req in
            let person = try TodayLoader.person(req.store, now: req.now)
            try TaskActions.moveRestToTomorrow(person: person, store: req.store, now: req.now)
            return .redirect(to: JamaalRoute.today.path())
        }
    }

    /// Defer from TK-02, or the meter's move: instant to tomorrow for the first two; then the picker (TK-03), whose
    /// form (`picker`) moves it where it says.
    static func deferred(_ req: JamaalRequest, _ id: ID<TaskItem>, contributors: [TodayLoader.Contributor]) throws -> Response {
        let (task, person) = try load(req, id)
        let form = try req.request.form(DeferForm.self)
        let today = person.clock.today(at: req.now)
        guard form.picker.text != nil else {
            guard DeferralPlan(for: task) == .instantToTomorrow else {
                return .redirect(to: JamaalRoute.deferPicker.path(task.id))
            }
            try TaskActions.deferTask(
                task, to: .tomorrow, reason: nil, note: form.note.text, person: person, store: req.store, now: req.now)
            return .redirect(to: JamaalRoute.today.path())
        }
        do {
            let target = try deferTarget(form.target, date: form.date, today: today)
            let reason = form.reason.text.flatMap { $0.isEmpty ? nil : DeferralReason(rawValue: $0) }
            try TaskActions.deferTask(
                task, to: target, reason: reason, note: form.note.text, person: person, store: req.store, now: req.now)
            return .redirect(to: JamaalRoute.today.path())
        } catch {
            let message = (error as? JamaalError)?.message ?? (error as? TaskFormInput.Refusal)?.message ?? "\(error)"
            guard error is JamaalError || error is TaskFormInput.Refusal else { throw error }
            let (screen, _) = try TodayRoutes.screen(req, contributors: contributors)
            let picker = DeferScreen(task: task, today: today, error: message)
            return try todayWithPanel(req, title: "Move task", screen: screen, person: person, status: .unprocessableEntity) {
                DeferView.render(picker, csrf: req.csrfToken)
            }
        }
    }

    /// The task `id`, or 404; a task a newer version wrote is 409 (it is kept, not changed).
    static func load(_ req: JamaalRequest, _ id: ID<TaskItem>) throws -> (TaskItem, Person) {
        let person = try TodayLoader.person(req.store, now: req.now)
        let (task, unreadable) = try req.store.read { db in (try db.task(id), try db.isUnreadableTask(id)) }
        if unreadable { throw TaskRefusal.fromNewerVersion }
        guard let task else { throw NotFound("task. Go back to Today and pick another") }
        return (task, person)
    }

    static func detailScreen(_ req: JamaalRequest, task: TaskItem, person: Person) throws -> TaskDetailScreen {
        let (categories, sessions) = try req.store.read { db in (try db.categories(), try db.sessions(forSubject: task.id.rawValue)) }
        return TaskDetailScreen(task: task, categories: categories, sessions: sessions, clock: person.clock, now: req.now)
    }

    static func formScreen(
        _ req: JamaalRequest, person: Person, values: TaskFormScreen.Values, task: TaskItem?, contributors: [TodayLoader.Contributor],
        error: String? = nil, field: String? = nil
    ) throws -> TaskFormScreen {
        let inputs = try TodayLoader.inputs(
            store: req.store, person: person, now: req.now, filter: nil, contributors: contributors)
        let reading = CapacityReading(
            settings: inputs.settings, override: inputs.levelOverride, tasks: inputs.openTasks.filter { $0.id != task?.id },
            habits: inputs.habits, entries: inputs.habitEntries, anchors: inputs.anchors, clock: inputs.clock, now: req.now)
        let today = person.clock.today(at: req.now)
        let effort = (try? Effort(minutes: values.effort == "other" ? values.otherMinutes : Int(values.effort) ?? 30)) ?? .default
        let schedule: TaskSchedule = values.schedule == "today" ? .date(today) : .backlog
        return TaskFormScreen(
            isNew: task == nil, action: task.map { JamaalRoute.updateTask.path($0.id) } ?? JamaalRoute.createTask.path(),
            cancelPath: task.map { JamaalRoute.task.path($0.id) } ?? JamaalRoute.today.path(), values: values,
            categories: inputs.categories, currentCategory: task?.categoryID?.rawValue,
            repeatFromNewerVersion: task?.repeatRule.map { !$0.isKnown } ?? false,
            dayIsFull: reading.decision(adding: effort, on: schedule), error: error, errorField: field)
    }

    /// The form again, as it was sent, with the refusal (422) — nothing was saved.
    static func refusedForm(
        _ req: JamaalRequest, error: any Error, person: Person, values: TaskFormScreen.Values, task: TaskItem?,
        contributors: [TodayLoader.Contributor]
    ) throws -> Response {
        let message: String
        let field: String?
        switch error {
        case let error as JamaalError:
            message = error.message
            field = Self.field(of: error)
        case let refusal as TaskFormInput.Refusal:
            message = refusal.message
            field = refusal.field
        default:
            throw error
        }
        if req.isAPI || req.request.headers["Accept"] == "application/json" {
            throw HTTPError(.unprocessableEntity, message, field: field)
        }
        let form = try formScreen(req, person: person, values: values, task: task, contributors: contributors, error: message, field: field)
        let (screen, _) = try TodayRoutes.screen(req, contributors: contributors)
        return try todayWithPanel(req, title: form.heading, screen: screen, person: person, status: .unprocessableEntity) {
            TaskFormView.render(form, csrf: req.csrfToken)
        }
    }

    static func field(of error: JamaalError) -> String? {
        switch error {
        case .taskNeedsTitle, .titleTooLong: "title"
        case .effortOutOfRange: "effort"
        case .importantTaskNeedsDate, .dateDoesNotExist: "date"
        case .repeatNeedsDate, .weeklyRepeatNeedsDays: "repeat"
        case .noteTooLong: "note"
        case .archivedCategory, .unknownCategory: "category"
        default: nil
        }
    }

    static func deferTarget(_ target: FormText, date: FormText, today: LocalDate) throws -> DeferTarget {
        switch target.or("tomorrow") {
        case "tomorrow": return .tomorrow
        case "later-this-week": return .laterThisWeek
        case "next-week": return .nextWeek
        case "someday": return .someday
        case "date": return .date(try TaskFormInput.date(date.or("")))
        default: throw TaskFormInput.Refusal(message: "Choose where to move it.", field: "target")
        }
    }

    /// Today's list with a sheet (compact) or panel (regular).
    static func todayWithPanel(
        _ req: JamaalRequest, title: String, screen: TodayScreen, person: Person, status: HTTPStatus = .ok,
        @NodeBuilder panel: () throws -> Node
    ) throws -> Response {
        let panelNode = try panel()
        return try JamaalShell.page(req, title: title, tab: .today, person: person, status: status) {
            TodayView.render(screen, csrf: req.csrfToken)
        } panel: {
            panelNode
        }
    }
}
