import Identifiers
import JamaalCore
import Routing

/// TK-01…TK-06: adding, showing, editing, closing and moving a task.
extension JamaalRoute {
    /// TK-01 Add task, as a sheet over Today.
    public static let addTask = Endpoint(.get, "/today/add", access: JamaalAccess.shaping, feature: .addTask)

    /// TK-01's form.
    public static let createTask = Endpoint(.post, "/today/tasks", access: JamaalAccess.shaping)

    /// TK-02 Task detail, as a sheet over Today; JSON at `/api/screens/tasks/:id`.
    public static let task = Endpoint(
        .get, "/today/tasks/:id", ID<TaskItem>.self, access: JamaalAccess.person, feature: .taskDetail,
        kind: .screen(
            summary: "TK-02 Task detail: facts, checklist note, deferral history and the actions",
            twinPattern: "/api/screens/tasks/:id"),
        statuses: [409])

    /// TK-02's edit form.
    public static let editTask = Endpoint(
        .get, "/today/tasks/:id/edit", ID<TaskItem>.self, access: JamaalAccess.shaping, feature: .editTask, statuses: [409])

    /// The edit form's action.
    public static let updateTask = Endpoint(
        .post, "/today/tasks/:id", ID<TaskItem>.self, access: JamaalAccess.shaping, statuses: [409, 422])

    /// Mark done (an optional one-line `note`), with the undo toast after.
    public static let markTaskDone = Endpoint(
        .post, "/today/tasks/:id/done", ID<TaskItem>.self, access: JamaalAccess.person, statuses: [409, 422])

    /// SY-03: undo Done within its five seconds.
    public static let undoTaskDone = Endpoint(
        .post, "/today/tasks/:id/undo-done", ID<TaskItem>.self, access: JamaalAccess.person, statuses: [409])

    /// Drop, with the undo toast after.
    public static let dropTask = Endpoint(.post, "/today/tasks/:id/drop", ID<TaskItem>.self, access: JamaalAccess.person, statuses: [409])

    /// SY-03: undo Drop within its five seconds.
    public static let undoTaskDrop = Endpoint(
        .post, "/today/tasks/:id/undo-drop", ID<TaskItem>.self, access: JamaalAccess.person, statuses: [409])

    /// Ticks or unticks one checklist item of the note (`item`; `back=focus` returns to the focus screen).
    public static let toggleChecklistItem = Endpoint(
        .post, "/today/tasks/:id/checklist", ID<TaskItem>.self, access: JamaalAccess.person, statuses: [409, 422])

    /// Stop repeating a repeating task.
    public static let stopRepeating = Endpoint(
        .post, "/today/tasks/:id/stop-repeating", ID<TaskItem>.self, access: JamaalAccess.shaping, statuses: [409])

    /// TK-03 Defer: instant to tomorrow for the first two, then the picker (`picker`, `target`, `date`, `reason`).
    public static let deferTask = Endpoint(
        .post, "/today/tasks/:id/defer", ID<TaskItem>.self, access: JamaalAccess.person, statuses: [409, 422])

    /// The meter's move for one task: the same rule as Defer.
    public static let moveTaskToTomorrow = Endpoint(
        .post, "/today/tasks/:id/tomorrow", ID<TaskItem>.self, access: JamaalAccess.person, statuses: [409, 422])

    /// TK-03's picker, as a sheet over Today.
    public static let deferPicker = Endpoint(
        .get, "/today/tasks/:id/defer", ID<TaskItem>.self, access: JamaalAccess.person, feature: .deferTask, statuses: [409])

    /// FS-01 Begin a focus session on the task (a second Begin opens the settle sheet).
    public static let beginTask = Endpoint(.post, "/today/tasks/:id/begin", ID<TaskItem>.self, access: JamaalAccess.person, statuses: [409])
}
