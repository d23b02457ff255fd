import Calendar
import Foundation
import JamaalCore
import JamaalPersistence
import JamaalScreens

/// Builds the reminder engine (``ReminderSchedule``) from the store — the person's times and switches, their Anchors
/// and habits — plus the reminders other features provide (the trial's, SB-02), and fills Today's part.
enum ReminderSource {
    /// Reminders another feature computes (the trial's days 12, 14 and 15), read in the same transaction.
    typealias Provider = @Sendable (StoreConnection, Person, Date) throws -> [Reminder]

    /// The providers merged into the schedule: the trial's SB-02 reminders.
    static let providers: [Provider] = [TrialReminderSource.provider]

    /// The cookie holding this device's "Send reminders on this device" switch (`on` / `off`; absent until the page's
    /// first visit decides it from the width).
    static let deviceCookie = "jm_remind"

    /// The engine at `now` for the stored person.
    static func schedule(_ db: StoreConnection, person: Person, now: Date) throws -> ReminderSchedule {
        let today = person.clock.today(at: now)
        var extra: [Reminder] = []
        for provider in providers { extra += try provider(db, person, now) }
        return ReminderSchedule(
            clock: person.clock, workingDayStart: person.settings.workingDayStart, workingDayEnd: person.settings.workingDayEnd,
            eveningPlanningTime: person.eveningPlanningTime, morningList: person.morningList, habitReminders: person.habitReminders,
            anchorRules: try db.anchorRules(), anchorMarks: try db.anchorMarks(since: today.adding(days: -AnchorToday.markHistoryDays)),
            habits: try db.unarchivedHabits(),
            habitEntries: try db.habitEntries(from: today.adding(days: -1), through: today.adding(days: 1)),
            extra: extra,
            planningStarted: Set(
                try db.nightSessions(from: today, through: today.adding(days: 2)).filter { $0.flow == .evening }.map(\.night)))
    }

    /// The ids handled since the start of yesterday (every reminder the engine can still list is younger); only those
    /// handled `how`, if given.
    static func handled(_ db: StoreConnection, person: Person, now: Date, how: ReminderHandling? = nil) throws -> Set<String> {
        let clock = person.clock
        return try db.handledReminderIDs(dueSince: clock.interval(of: clock.today(at: now).adding(days: -1)).start, how: how)
    }

    /// Today's missed reminders and SY-01's banner.
    static let contributor: TodayLoader.Contributor = { db, inputs in
        guard let person = try db.person() else { return }
        let schedule = try schedule(db, person: person, now: inputs.now)
        let missed = schedule.missed(at: inputs.now, delivered: try handled(db, person: person, now: inputs.now))
        inputs.reminders = TodayReminders(missed: missed, day: inputs.clock.today(at: inputs.now), calendar: inputs.clock.calendar)
    }
}
