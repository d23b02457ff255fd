import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The admin's Coaches list (`/admin/coaches`): each coach with the name shown, levels, zone and student count.
///
/// ```swift
/// AdminCoachesScreen(coaches: coaches, studentCounts: [amina.id: 3]).title   // "Coaches · 2"
/// ```
public struct AdminCoachesScreen: Equatable, Sendable {
    /// One coach.
    public struct Row: Equatable, Sendable {
        public let name: String
        /// The coach's admin page.
        public let link: String
        public let shownAs: String
        /// "Level I–II", or "—" when none is certified.
        public let levels: String
        public let zone: String
        public let students: String
    }

    /// "Coaches · 2".
    public let title: String
    public let rows: [Row]

    public init(coaches: [Coach], studentCounts: [ID<Coach>: Int]) {
        title = "Coaches · \(coaches.count)"
        rows = coaches.map { coach in
            Row(
                name: coach.name, link: QuranFlowRoute.adminCoach.path(coach.id), shownAs: coach.displayName,
                levels: coach.levels.numbers.isEmpty ? "—" : coach.levels.title, zone: coach.zoneIdentifier,
                students: String(studentCounts[coach.id] ?? 0))
        }
    }
}
