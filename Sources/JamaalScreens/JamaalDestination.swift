import Identifiers
import JamaalCore
import JamaalRoutes
import Routing

/// Where a Jamaal control can lead. Each built case prints its path through its ``JamaalRoute`` endpoint;
/// ``JamaalDestinations`` says which are built. A control whose destination is not built is absent (a tab shows as
/// "Soon").
///
/// ```swift
/// JamaalDestination.taskDetail(ID("t1")).path   // "/today/tasks/t1"
/// JamaalDestination.wellbeing.path              // "/wellbeing"
/// ```
public enum JamaalDestination: Hashable, Sendable {
    case today
    case addTask
    /// The Anchor side of the add sheet (TD-04 → AN-08), built by the Anchors feature.
    case addAnchor
    case taskDetail(ID<TaskItem>)
    case editTask(ID<TaskItem>)
    case deferTask(ID<TaskItem>)
    case focus
    case habits
    case anchors
    case wellbeing
    case settings
    case capacitySettings
    case categorySettings
    case planTomorrow
    /// ST-08 About, privacy, your data.
    case dataSettings
    /// ST-03 Notifications & times.
    case timesSettings
    /// ST-06 device & sync status.
    case syncStatus
    /// ST-05 Subscription (F12).
    case subscription

    /// The kind, which ``JamaalDestinations`` switches on and off.
    public var kind: JamaalDestinations.Kind {
        switch self {
        case .today: .today
        case .addTask: .addTask
        case .addAnchor: .addAnchor
        case .taskDetail: .taskDetail
        case .editTask: .editTask
        case .deferTask: .deferTask
        case .focus: .focus
        case .habits: .habits
        case .anchors: .anchors
        case .wellbeing: .wellbeing
        case .settings: .settings
        case .capacitySettings: .capacitySettings
        case .categorySettings: .categorySettings
        case .planTomorrow: .planTomorrow
        case .dataSettings: .dataSettings
        case .timesSettings: .timesSettings
        case .syncStatus: .syncStatus
        case .subscription: .subscription
        }
    }

    /// The page's path, printed by its endpoint; nil while no route serves it.
    public var path: String? {
        switch self {
        case .today: JamaalRoute.today.path()
        case .addTask: JamaalRoute.addTask.path()
        case .addAnchor: JamaalRoute.newOneOffAnchor.path()
        case .taskDetail(let id): JamaalRoute.task.path(id)
        case .editTask(let id): JamaalRoute.editTask.path(id)
        case .deferTask(let id): JamaalRoute.deferPicker.path(id)
        case .focus: JamaalRoute.focus.path()
        case .habits: JamaalRoute.habits.path()
        case .anchors: JamaalRoute.anchors.path()
        case .settings: JamaalRoute.settings.path()
        case .capacitySettings: JamaalRoute.capacitySettings.path()
        case .categorySettings: JamaalRoute.categories.path()
        case .planTomorrow: JamaalRoute.plan.path()
        case .dataSettings: JamaalRoute.dataSettings.path()
        case .timesSettings: JamaalRoute.timesSettings.path()
        case .syncStatus: JamaalRoute.syncStatus.path()
        case .wellbeing: JamaalRoute.wellbeing.path()
        case .subscription: JamaalRoute.subscription.path()
        }
    }
}

/// Which destinations exist in this build. Each feature turns on only its own kinds (one line each), so branches merge
/// cleanly.
///
/// ```swift
/// JamaalDestinations.built.contains(.focus)   // true
/// ```
public enum JamaalDestinations {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case today, addTask, addAnchor, taskDetail, editTask, deferTask, focus, habits, anchors, wellbeing, settings, capacitySettings
        case categorySettings, planTomorrow, dataSettings, timesSettings, syncStatus
        case subscription
    }

    /// The built kinds.
    public static let built: Set<Kind> = day.union(habitsAndCategories).union(anchors).union(evening).union(yourData).union(wellbeing)
        .union(trial)

    /// The day (#6): Today, tasks, focus, Settings home and Capacity & day.
    static let day: Set<Kind> = [.today, .addTask, .taskDetail, .editTask, .deferTask, .focus, .settings, .capacitySettings]
    /// Habits and category settings: turn on `.habits`, `.categorySettings` here.
    static let habitsAndCategories: Set<Kind> = [.habits, .categorySettings]
    /// Anchors (#7).
    static let anchors: Set<Kind> = [.anchors, .addAnchor]
    /// ST-08 (#19): About, privacy, your data; ST-03's evening planning time.
    static let yourData: Set<Kind> = [.dataSettings, .timesSettings, .syncStatus]
    /// The evening (#18): Night Planning.
    static let evening: Set<Kind> = [.planTomorrow]
    /// Wellbeing (#18).
    static let wellbeing: Set<Kind> = [.wellbeing]
    /// The trial, the paywall and read-only (#19): ST-05 Subscription.
    static let trial: Set<Kind> = [.subscription]

    /// Whether `destination` is built.
    public static func isBuilt(_ destination: JamaalDestination) -> Bool { built.contains(destination.kind) }

    /// The path if built, else nil (the control is left out).
    public static func path(_ destination: JamaalDestination) -> String? { isBuilt(destination) ? destination.path : nil }
}
