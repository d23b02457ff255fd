import Foundation
import JamaalCore
import JamaalPersistence

/// SB-02's quiet trial reminders (days 12, 14 and 15) as reminders that fire: on the logical day the trial reaches
/// one, at the working day's start, leading to ST-05; none once a subscription (App Store or web) is current.
enum TrialReminderSource {
    static let provider: ReminderSource.Provider = { db, person, now in
        guard let start = try db.trialStart() else { return [] }
        let clock = person.clock
        guard
            let due = TrialReminder.due(
                trialStartedAt: start, subscription: try db.subscription(), webSubscription: try db.webSubscription(), clock: clock,
                now: now)
        else { return [] }
        let day = clock.today(at: now)
        let working = clock.workingDay(of: day, start: person.settings.workingDayStart, end: person.settings.workingDayEnd)
        return [
            Reminder(
                id: "trial/\(due.day)", kind: .trial, title: due.title, body: due.body, at: working.start,
                expires: clock.interval(of: day).end,
                target: .subscription)
        ]
    }
}
