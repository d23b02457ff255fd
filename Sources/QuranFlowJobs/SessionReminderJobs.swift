import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens

/// Reminders as jobs: one `sessions.reminder` job per (person, item, meeting), due 15 minutes before the meeting.
/// When it runs it checks the reminder is still on, stores the in-app notification (deep-linking to the session
/// detail) and its push-outbox row, and schedules the item's next meeting. Job ids are deterministic, so turning a
/// reminder on twice, or a re-run, schedules nothing twice.
///
/// ```swift
/// try SessionReminderJobs.schedule(item, for: account, world: world, environment: env, after: now)
/// ```
public enum SessionReminderJobs {
    public static let kind = "sessions.reminder"

    public static var handlers: [String: JobHandler] {
        [kind: { job, env in try run(job, env) }]
    }

    /// Enqueues the first reminder of `item` after `instant`; returns when it fires (`nil`: nothing left in the term).
    @discardableResult
    public static func schedule(
        _ item: ReminderItem, for account: ID<Account>, world: StudentWorld, environment: StoreEnvironment,
        after instant: Date
    ) throws -> Date? {
        guard
            let firing = ReminderSchedule.next(
                item, sessions: world.weeklySessions, bookings: world.bookings, arc: world.arc, after: instant)
        else { return nil }
        let id = "reminder:\(account.rawValue):\(item.rawValue):\(Int64(firing.firesAt.timeIntervalSince1970))"
        try JobQueue(database: environment.database).enqueueOnce(
            kind: kind, payload: "\(account.rawValue)\n\(item.rawValue)", runAt: firing.firesAt, id: id, now: environment.now)
        return firing.firesAt
    }

    static func run(_ job: Job, _ env: StoreEnvironment) throws {
        let parts = job.payload.split(separator: "\n", maxSplits: 1).map(String.init)
        guard parts.count == 2, let item = ReminderItem(rawValue: parts[1]) else { return }
        let accountID = ID<Account>(parts[0])
        guard let account = try env.accounts.account(id: accountID), account.role == .student else { return }
        let store = ReminderStore(database: env.database)
        guard try store.isOn(item, for: accountID) else { return }  // turned off: the chain ends here
        let world = try WorldLoader(environment: env, now: job.runAt).studentWorld(for: account)
        // The meeting this job is for: the first whose reminder fires after a moment before the job's instant.
        // A booking's meetings are read as they stand now: a cancelled week has none, a swapped week its new time.
        if let firing = ReminderSchedule.next(
            item, sessions: world.weeklySessions, bookings: world.bookings, arc: world.arc,
            after: job.runAt.addingTimeInterval(-1)),
            abs(firing.firesAt.timeIntervalSince(job.runAt)) < 1, env.now < firing.occursAt
        {
            let message = notification(for: firing, world: world)
            try store.deliver(
                to: accountID, item: item, occursAt: firing.occursAt, title: message.title, body: message.body,
                link: message.link, week: firing.week, now: env.now)
        }
        try schedule(item, for: accountID, world: world, environment: env, after: job.runAt)
    }

    /// The words and deep link of a firing.
    static func notification(for firing: ReminderSchedule.Firing, world: StudentWorld) -> (title: String, body: String, link: String) {
        let calendar = ZonedCalendar.resolving(world.student.zoneIdentifier)
        let time = LocalFormat.time(firing.occursAt, in: calendar.zone)
        if let booked = firing.booking {
            // A booked one-to-one: the deep link is its appointment detail (that week's meeting).
            let teacher = world.teachers[booked.teacherID]?.displayName ?? world.coach.displayName
            return (
                "Recitation with \(teacher) at \(time)", "Starts in 15 minutes · One-to-one",
                QuranFlowRoute.appointment.path(ID(booked.bookingID), booked.occurrence.week)
            )
        }
        if let meeting = firing.occurrence {
            // Titled for the week it meets in (a reminder can fire the week before a Monday-morning class).
            let occurrence = meeting.titled(lessons: world.lessons, term: world.term)
            let teacher = world.teachers[occurrence.session.teacherID]?.displayName
            return (
                "\(occurrence.session.title) at \(time)",
                "Starts in 15 minutes" + (teacher.map { " · \($0)" } ?? ""),
                QuranFlowRoute.sessionDetail.path(occurrence.session.id, occurrence.ownerDate)
            )
        }
        return (
            "Week \(firing.week ?? 0) submission deadline", "Due at \(time) — 15 minutes left.",
            QuranFlowRoute.sessions.path(query: DayQuery(day: calendar.localDate(of: firing.occursAt)))
        )
    }
}
