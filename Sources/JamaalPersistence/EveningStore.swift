import Calendar
import Database
import Foundation
import JamaalCore

/// The small dated marks the evening keeps, one value each (a ``LocalDate`` or a number, stored as text).
///
///     try db.setMark(.morningCardShown, to: today.description)
public enum EveningMark: String, Sendable, CaseIterable {
    /// The logical day TD-07's morning card was last shown (it shows once a day).
    case morningCardShown = "morning_card_shown"
    /// The logical day WB-02's "Not now" was pressed (hides the action until the next Monday).
    case wellbeingDismissed = "wellbeing_dismissed"
    /// The normal-day minutes NP-04's quiet suggestion line last offered (shown at most once for one suggestion).
    case normalDayLineShown = "normal_day_line_shown"
    /// The normal-day suggestion worked out for one logical day ("2026-11-29:300", or "2026-11-29:none"): it reads only
    /// the 14 days before that day, so it is worked out once a day, not on every look at Check the load.
    case normalDaySuggestion = "normal_day_suggestion"
}

/// Night Planning sessions (F09) and the evening's marks.
extension StoreConnection {
    /// The sessions planning a day in `range` (both flows), oldest day first. Bodies this version cannot read are left
    /// out (kept in the table).
    public func nightSessions(from first: LocalDate, through last: LocalDate) throws -> [NightPlanningSession] {
        try query(
            "SELECT body FROM night_sessions WHERE person_id = :me AND day >= $1 AND day <= $2 ORDER BY day, flow",
            [.text(first.description), .text(last.description)]
        ).compactMap { StoredBody.decode(NightPlanningSession.self, from: try $0.string("body")) }
    }

    /// Inserts or replaces the session of its day and flow (there is one per planned day and flow).
    public func save(_ session: NightPlanningSession) throws {
        let previous = try queryOne(
            "SELECT body FROM night_sessions WHERE person_id = :me AND day = $1 AND flow = $2",
            [.text(session.day.description), .text(session.flow.rawValue)]
        ).map { try $0.string("body") }
        let body = try StoredBody.encode(session, keeping: previous)
        try execute(
            """
            INSERT INTO night_sessions (person_id, day, flow, confirmed, body) VALUES (:me, $1, $2, $3, $4)
            ON CONFLICT (person_id, day, flow) DO UPDATE SET confirmed = excluded.confirmed, body = excluded.body
            """,
            [.text(session.day.description), .text(session.flow.rawValue), SQLValue(session.isConfirmed), .text(body)])
    }

    /// NP-05's running total: evening sessions that ended with a confirmed plan (one per planned day) — a count,
    /// never a run.
    public func nightsPlanned() throws -> Int {
        try queryOne("SELECT COUNT(*) AS n FROM night_sessions WHERE person_id = :me AND flow = 'evening' AND confirmed = 1", [])?.int("n")
            ?? 0
    }

    /// A mark's stored text, or nil.
    public func mark(_ mark: EveningMark) throws -> String? {
        try queryOne("SELECT value FROM evening_marks WHERE person_id = :me AND name = $1", [.text(mark.rawValue)]).map {
            try $0.string("value")
        }
    }

    /// A mark read as a logical day (nil when absent, unreadable, or outside the days a form accepts: a hand-edited
    /// "9999-12-31" would trap the day arithmetic that follows).
    public func markedDay(_ mark: EveningMark) throws -> LocalDate? {
        try self.mark(mark).flatMap { LocalDate(iso: $0) }.flatMap { (try? StoredBounds.day($0, mark.rawValue)) != nil ? $0 : nil }
    }

    public func setMark(_ mark: EveningMark, to value: String) throws {
        try execute(
            "INSERT INTO evening_marks (person_id, name, value) VALUES (:me, $1, $2) ON CONFLICT (person_id, name) DO UPDATE SET value = excluded.value",
            [.text(mark.rawValue), .text(value)])
    }

    /// One-day levels set on days in `range` (the slider's, NP-04's, WB-02's Lighten Saturday).
    public func levelOverrides(from first: LocalDate, through last: LocalDate) throws -> [LocalDate: CapacityLevel] {
        var result: [LocalDate: CapacityLevel] = [:]
        for row in try query(
            "SELECT day, level FROM day_levels WHERE person_id = :me AND day >= $1 AND day <= $2",
            [.text(first.description), .text(last.description)])
        {
            if let day = LocalDate(iso: try row.string("day")), let level = CapacityLevel(rawValue: try row.string("level")) {
                result[day] = level
            }
        }
        return result
    }
}
