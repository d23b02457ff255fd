import JamaalRoutes
import Routing

/// Where a Jamaal control can lead: a ``JamaalRoute`` declaration with its typed parameters, so its path is the address
/// the route serves and its kind is the feature the route declares; ``JamaalDestinations`` says which are built. A
/// control whose destination is not built is absent (a tab shows as "Soon").
///
/// ```swift
/// JamaalDestination(JamaalRoute.task, ID("t1")).path   // "/today/tasks/t1"
/// JamaalDestination(JamaalRoute.wellbeing).path         // "/wellbeing"
/// ```
public struct JamaalDestination: Hashable, Sendable {
    /// The page's path, printed by its route.
    public let path: String
    /// The feature its route declares, which ``JamaalDestinations`` switches on and off.
    public let kind: JamaalDestinations.Kind

    /// `route` for `parameters`.
    public init<Query, each Parameter>(
        _ route: Endpoint<JamaalAccess, Query, repeat each Parameter>, _ parameters: repeat each Parameter
    ) {
        guard let feature = route.feature else {
            preconditionFailure("\(route.method.rawValue) \(route.pattern) declares no feature, so no control can lead to it")
        }
        path = route.path(repeat each parameters)
        kind = feature
    }
}

/// Which destinations exist in this build. Each feature turns on only its own kinds (one line each), so branches merge
/// cleanly.
///
/// ```swift
/// JamaalDestinations.built.contains(.focus)   // true
/// ```
public enum JamaalDestinations {
    /// Kinds of destination: the features routes declare.
    public typealias Kind = JamaalFeature

    /// The built kinds.
    public static let built: Set<Kind> = day.union(habitsAndCategories).union(anchors).union(evening).union(yourData).union(wellbeing)
        .union(trial).union(accounts)

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
    /// Accounts, devices and passkeys (#42): Settings → Devices, Settings → Passkeys.
    static let accounts: Set<Kind> = [.devices, .passkeys]

    /// Whether `destination` is built.
    public static func isBuilt(_ destination: JamaalDestination) -> Bool { built.contains(destination.kind) }

    /// The path if built, else nil (the control is left out).
    public static func path(_ destination: JamaalDestination) -> String? { isBuilt(destination) ? destination.path : nil }
}
