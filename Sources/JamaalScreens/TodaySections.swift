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

    public init(rows: [Row] = []) { self.rows = rows }
    public var isEmpty: Bool { rows.isEmpty }
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
