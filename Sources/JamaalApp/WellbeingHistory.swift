import Calendar
import Foundation
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens

/// The wellbeing score's history: closed days recorded once, lazily, and the score read from the stored records.
///
/// - **Recording.** When Today or Wellbeing is loaded, every day from the later of the person's first day and
///   today − 14 up to yesterday that has no record yet is built from raw data (``DayRecordBuilder``) and stored
///   (``StoreConnection/saveOnce(_:)``): the day's load as the meter counted it at the day's end, never rewritten.
///   Today's record is never stored (the day is still being lived; the score does not read it).
/// - **Reading.** The score reads the stored records of the last 14 logical days — one indexed range query, so five
///   years of history cost the same as two weeks. A day without a record (before the first day) is a quiet day.
///
///     try WellbeingHistory.recordClosedDays(store, person: person, now: now)
///     let score = try store.read { try WellbeingHistory.score($0, clock: person.clock, now: now) }
public enum WellbeingHistory {
    /// Today's contributor: TD-02's strip, from the stored records (recorded by the Today route just before).
    public static let contributor: TodayLoader.Contributor = { db, inputs in
        let score = try score(db, clock: inputs.clock, now: inputs.now)
        inputs.wellbeing = WellbeingStrip(score: score, path: JamaalDestinations.path(JamaalDestination(JamaalRoute.wellbeing)))
    }

    /// The closed days that should have a record on `today`: from the later of the first day and today − 14, through
    /// yesterday (none on the first day).
    static func closedDays(person: Person, today: LocalDate) -> [LocalDate] {
        let first = Swift.max(person.clock.today(at: person.createdAt), today.adding(days: -WellbeingScore.windowDays))
        let count = first.days(until: today)
        guard count > 0 else { return [] }
        return (0..<count).map { first.adding(days: $0) }
    }

    /// Records the closed days that have no record yet (one read when there are none; one write otherwise).
    /// Today is noted as a day Jamaal was opened (time away is not strain: a day never opened and with nothing marked
    /// is recorded quiet).
    /// `opened` is false for the day-records job (``DayRecordJobs``): closing a day is not opening Jamaal.
    public static func recordClosedDays(_ store: JamaalStore, person: Person, now: Date, opened: Bool = true) throws {
        let today = person.clock.today(at: now)
        if opened, try store.read({ try $0.openedDays(from: today, through: today).isEmpty }) {
            try store.write { try $0.recordOpened(today) }
        }
        let days = closedDays(person: person, today: today)
        guard let first = days.first, let last = days.last else { return }
        let recorded = try store.read { try $0.recordedDays(from: first, through: last) }
        guard days.contains(where: { !recorded.contains($0) }) else { return }
        try store.write { db in
            let recorded = try db.recordedDays(from: first, through: last)
            let missing = days.filter { !recorded.contains($0) }
            for record in try build(db, person: person, days: missing, now: now) { try db.saveOnce(record) }
        }
    }

    /// The records of `days` (ascending) built from raw data at `now`.
    public static func build(_ db: StoreConnection, person: Person, days: [LocalDate], now: Date) throws -> [DayRecord] {
        guard let first = days.first, let last = days.last else { return [] }
        let builder = DayRecordBuilder(
            tasks: try db.tasksTouching(from: first),
            // A session that ended on `first` may have begun the day before (closed at the rollover).
            sessions: try db.sessions(from: first.adding(days: -1), through: last),
            anchorRules: try db.anchorRules(),
            anchorMarks: try db.anchorMarks(since: first.adding(days: -AnchorToday.markHistoryDays)),
            habits: try db.habits().habits,
            habitEntries: try db.habitEntries(from: first, through: last),
            settings: person.settings, clock: person.clock,
            openedDays: try db.openedDays(from: first, through: last))
        let overrides = try db.levelOverrides(from: first, through: last)
        let planned = Set(
            try db.nightSessions(from: first.adding(days: 1), through: last.adding(days: 1))
                .filter { $0.flow == .evening && $0.isConfirmed }.map(\.night))
        return days.map { day in
            builder.record(for: day, levelOverride: overrides[day], nightPlanned: planned.contains(day), now: now)
        }
    }

    /// The score on the logical day containing `now`, from the stored records of the 14 days before it.
    public static func score(_ db: StoreConnection, clock: DayClock, now: Date) throws -> WellbeingScore {
        let today = clock.today(at: now)
        let records = try db.dayRecords(from: today.adding(days: -WellbeingScore.windowDays), through: today.adding(days: -1))
        return WellbeingScore(records: records, today: today)
    }
}
