/// TD-01's Anchors section (AN-09/AN-10). The seam for the Anchors feature (#7): it fills `rows` from its own
/// contributor; empty until then (and then the section is not drawn).
public struct TodayAnchorsSection: Codable, Hashable, Sendable {
    public struct Row: Codable, Hashable, Sendable {
        public let id: String
        public let title: String
        public let detail: String
        public init(id: String, title: String, detail: String) {
            self.id = id
            self.title = title
            self.detail = detail
        }
    }

    public var title = "Anchors"
    public var rows: [Row] = []
    /// AN-09's rows (plain, grouped, window bars, AN-10's actions), filled by the Anchors feature.
    public var anchorRows: [AnchorTodayRow] = []
    /// Lines for what cannot be shown: "No Fajr today — …" on a polar day, a rule that needs attention.
    public var notices: [String] = []
    /// FS-01's line near a fixed Anchor: "Maghrib in 12 min".
    public var soonLine: String?
    /// AN-01, when built.
    public var managePath: String?

    public init(rows: [Row] = []) { self.rows = rows }
    public var isEmpty: Bool { rows.isEmpty && anchorRows.isEmpty && notices.isEmpty }
}

/// TD-01's Habits section. The seam for the habits feature: it fills `rows` (see ``HabitLogRow``); empty until then
/// (not drawn).
public struct TodayHabitsSection: Codable, Hashable, Sendable {
    public typealias Row = HabitLogRow

    public var title = "Habits"
    public var rows: [Row] = []

    public init(rows: [Row] = []) { self.rows = rows }
    public var isEmpty: Bool { rows.isEmpty }
}
