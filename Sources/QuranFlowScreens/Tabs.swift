import QuranFlowRoutes

/// One tab of a shell's tab bar.
///
/// A tab whose screen does not exist yet stays in the bar — so the app's shape is visible — but it
/// has no `href`, `isAvailable` is false and `hint` reads "Soon"; the web renders it as a visibly
/// disabled, non-link item with `aria-disabled="true"`.
///
/// ```swift
/// StudentShell.make(current: .today, destinations: .current).tabs[1].hint   // "Soon"
/// ```
public struct TabItem: Codable, Hashable, Sendable {
    /// A stable id, e.g. "today".
    public let id: String
    /// "Today".
    public let label: String
    /// The tab's URL, when its screen exists.
    public let href: String?
    /// Whether this is the screen being shown.
    public let isCurrent: Bool
    /// Whether the tab's screen exists.
    public let isAvailable: Bool
    /// "Soon" for a tab that does not exist yet.
    public let hint: String?

    /// A tab leading to `destination`, available only if `destinations` allows it.
    init(id: String, label: String, destination: Destination, isCurrent: Bool, destinations: Destinations) {
        let available = destinations.allows(destination)
        self.id = id
        self.label = label
        self.href = available ? destination.path : nil
        self.isCurrent = isCurrent
        self.isAvailable = available
        self.hint = available ? nil : "Soon"
    }
}

/// The student app's four root tabs.
public enum StudentTab: String, Codable, Hashable, Sendable, CaseIterable {
    case today, learn, sessions, profile

    /// "Today", "Learn", "Sessions", "Profile".
    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    var destination: Destination {
        switch self {
        case .today: Destination(QuranFlowRoute.today)
        case .learn: Destination(QuranFlowRoute.learn)
        case .sessions: Destination(QuranFlowRoute.sessions)
        case .profile: Destination(QuranFlowRoute.profile)
        }
    }
}

/// The student shell: the tab bar around every student screen.
///
/// ```swift
/// let shell = StudentShell.make(current: .today, destinations: .current)
/// ```
public struct StudentShell: Codable, Hashable, Sendable {
    /// Today, Learn, Sessions, Profile.
    public let tabs: [TabItem]

    /// The shell with `current` marked.
    public static func make(current: StudentTab, destinations: Destinations) -> StudentShell {
        StudentShell(
            tabs: StudentTab.allCases.map {
                TabItem(
                    id: $0.rawValue, label: $0.label, destination: $0.destination, isCurrent: $0 == current,
                    destinations: destinations)
            })
    }
}

/// The coach app's four tabs (SakCoachTabBar).
public enum CoachTab: String, Codable, Hashable, Sendable, CaseIterable {
    case queue, students, schedule, you

    /// "Queue", "Students", "Schedule", "You".
    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    var destination: Destination {
        switch self {
        case .queue: .coachQueue(.oldestFirst)
        case .students: Destination(QuranFlowRoute.coachStudents)
        case .schedule: Destination(QuranFlowRoute.coachSchedule)
        case .you: Destination(QuranFlowRoute.coachYou)
        }
    }
}

/// The coach shell: Queue, Students, Schedule, You.
///
/// ```swift
/// let shell = CoachShell.make(current: .queue, destinations: .current)
/// ```
public struct CoachShell: Codable, Hashable, Sendable {
    /// Queue, Students, Schedule, You.
    public let tabs: [TabItem]

    /// The shell with `current` marked.
    public static func make(current: CoachTab, destinations: Destinations) -> CoachShell {
        CoachShell(
            tabs: CoachTab.allCases.map {
                TabItem(
                    id: $0.rawValue, label: $0.label, destination: $0.destination, isCurrent: $0 == current,
                    destinations: destinations)
            })
    }
}
