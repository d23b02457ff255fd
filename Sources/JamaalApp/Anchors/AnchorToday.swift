import Calendar
import Foundation
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens

/// What the Anchors feature gives Today (TD-01, F06) and the chrome (FS-01), in one read:
/// - the AN-09 rows and notices of today's Anchor day,
/// - the capacity blocks of Anchor durations inside the working day (``AnchorCapacity``) for the meter and the order,
/// - the "Maghrib in 12 min" line (``AnchorChip``).
///
///     JamaalApplication.todayContributors = [AnchorToday.contributor]
///     let blocks = try store.read { try AnchorToday.blocks(db: $0, settings: settings, clock: clock, now: now) }
public enum AnchorToday {
    /// How far back marks are read: far enough for every "N–M days after last done" count and multi-day window.
    static let markHistoryDays = 400

    /// Today's contributor: fills `anchors` (capacity blocks) and `anchorsSection` (rows, notices, soon line).
    public static let contributor: TodayLoader.Contributor = { db, inputs in
        let state = try load(db, clock: inputs.clock, now: inputs.now)
        inputs.anchors += AnchorCapacity.blocks(
            for: state.day, marks: state.marks, settings: inputs.settings, clock: inputs.clock, now: inputs.now)
        inputs.anchorsSection = section(state, clock: inputs.clock, now: inputs.now)
    }

    /// One logical day of Anchors with the rules and marks it came from.
    struct State {
        let rules: [AnchorRule]
        let marks: [AnchorMark]
        let day: AnchorDay
    }

    /// Rules, recent marks and the Anchor day of the logical day containing `now`.
    static func load(_ db: StoreConnection, clock: DayClock, now: Date, day: LocalDate? = nil) throws -> State {
        let today = day ?? clock.today(at: now)
        let rules = try db.anchorRules()
        let marks = try db.anchorMarks(since: today.adding(days: -markHistoryDays))
        return State(rules: rules, marks: marks, day: AnchorDay(rules: rules, marks: marks, day: today, clock: clock))
    }

    /// TD-01's Anchors section at `now`.
    static func section(_ state: State, clock: DayClock, now: Date) -> TodayAnchorsSection {
        var section = TodayAnchorsSection()
        section.anchorRows = AnchorTodayRow.rows(for: state.day, marks: state.marks, clock: clock, now: now)
        section.notices = state.day.notices.map(\.text)
        section.soonLine = AnchorChip.next(in: state.day, marks: state.marks, now: now)?.text
        section.managePath = JamaalDestinations.path(JamaalDestination(JamaalRoute.anchors))
        return section
    }

    /// The capacity blocks of today's Anchors inside the working day (the meter's "Anchor time"). The function the Today
    /// loader calls (through ``contributor``) — exposed on its own for any other loader that needs the same minutes.
    public static func blocks(db: StoreConnection, settings: CapacitySettings, clock: DayClock, now: Date) throws -> [AnchorBlock] {
        let state = try load(db, clock: clock, now: now)
        return AnchorCapacity.blocks(for: state.day, marks: state.marks, settings: settings, clock: clock, now: now)
    }

    /// The focus chip with FS-01's "Maghrib in 12 min" when a fixed Anchor opens within 30 minutes (read only while a
    /// session is live, so pages without a chip pay nothing).
    public static func withAnchorLine(_ chip: FocusChip?, store: JamaalStore, clock: DayClock, now: Date) throws -> FocusChip? {
        guard var chip else { return nil }
        chip.anchorLine = try store.read { try chipLine(db: $0, clock: clock, now: now) }
        return chip
    }

    /// FS-01's line near a fixed Anchor ("Maghrib in 12 min"), or nil. For the focus chip, on every tab.
    public static func chipLine(db: StoreConnection, clock: DayClock, now: Date) throws -> String? {
        let state = try load(db, clock: clock, now: now)
        return AnchorChip.next(in: state.day, marks: state.marks, now: now)?.text
    }
}
