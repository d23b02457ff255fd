import JamaalRoutes

/// The four tabs (spec §2): Today · Habits · Wellbeing · Settings — a bottom bar on compact widths, a sidebar on regular.
public enum JamaalTab: String, CaseIterable, Codable, Sendable {
    case today, habits, wellbeing, settings

    /// The tab's label.
    public var label: String {
        switch self {
        case .today: "Today"
        case .habits: "Habits"
        case .wellbeing: "Wellbeing"
        case .settings: "Settings"
        }
    }

    /// Where the tab leads.
    public var destination: JamaalDestination {
        switch self {
        case .today: JamaalDestination(JamaalRoute.today)
        case .habits: JamaalDestination(JamaalRoute.habits)
        case .wellbeing: JamaalDestination(JamaalRoute.wellbeing)
        case .settings: JamaalDestination(JamaalRoute.settings)
        }
    }
}
