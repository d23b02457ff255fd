import Calendar
import Foundation
import Identifiers
import JamaalCore
import JamaalPersistence
import Security

/// The demo person of DESIGN §5, created as of the clock at first start: Maryam in London, her day settings,
/// categories, and tasks in every state (due today, carried from yesterday, deferred twice, repeating, Someday,
/// backlog, done and dropped) with yesterday's focus session. Other features add their part (habits, Anchors)
/// through ``seeders``.
///
///     try JamaalDemo.seed(env.store(for: Person.firstID), now: env.now)   // false when data is already there
///     try JamaalDemo.createAccount(env.people, hasher: env.hasher, now: env.now)
public enum JamaalDemo {
    /// Adds a feature's part of the demo inside the same transaction, as of `now`.
    public typealias Seeder = @Sendable (StoreConnection, Person, Date) throws -> Void

    /// Other features' demo parts (habits, Anchors). Add yours here with one line.
    static let seeders: [Seeder] = [
        JamaalHabitsDemo.seed, AnchorDemo.seed, JamaalEveningDemo.seed, JamaalWellbeingDemo.seed,
        JamaalTrialDemo.seed,
    ]

    public static let personName = "Maryam Siddiqui"
    /// The demo person's sign-in (printed by `make run`).
    public static let email = "maryam@jamaal.test"
    public static let password = "jamaal-demo"

    /// The demo person's account (the store's first person, owning the demo's data), unless it exists.
    public static func createAccount(_ people: JamaalPeople, hasher: PasswordHasher, now: Date) throws {
        guard try people.account(Person.firstID) == nil else { return }
        try people.create(email: email, passwordHash: try hasher.hash(password), id: Person.firstID, now: now)
    }

    /// Creates the demo person and history in `store` as of `now` if there is no person yet. Returns whether it created
    /// them.
    @discardableResult
    public static func seed(_ store: JamaalStore, now: Date) throws -> Bool {
        try store.write { db in
            guard try db.person() == nil else { return false }
            // Saturday is Steady (not Light), so a strained week can offer "Lighten Saturday" (WB-02).
            let settings = try CapacitySettings(
                normalDayMinutes: 360, weekdayLevels: [.friday: .steady, .saturday: .steady, .sunday: .light],
                workingDayStart: LocalTime(hour: 9, minute: 0), workingDayEnd: LocalTime(hour: 17, minute: 30))
            // She started using Jamaal three weeks ago, so today is not her first day.
            let person = Person(
                name: personName, city: "London", zone: "Europe/London", settings: settings, createdAt: now.addingTimeInterval(-21 * 86_400)
            )
            try db.save(person)
            try db.save(OnboardingProgress.completed(at: person.createdAt))  // she walked F01 on her first day
            try seedDay(db, person: person, now: now)
            for seeder in seeders { try seeder(db, person, now) }
            return true
        }
    }

    static func seedDay(_ db: StoreConnection, person: Person, now: Date) throws {
        let clock = person.clock
        let today = clock.today(at: now)
        let yesterday = today.adding(days: -1)
        let dayStart = clock.interval(of: today).start
        let morningYesterday = clock.interval(of: yesterday).start.addingTimeInterval(9 * 3600)

        var categories = CategoryList()
        let family = ID<Category>("cat-family"), work = ID<Category>("cat-work"), home = ID<Category>("cat-home")
        let study = ID<Category>("cat-study")
        categories = try categories.adding(id: family, name: "Family", color: .accent)
        categories = try categories.adding(id: work, name: "Work", color: .blue)
        categories = try categories.adding(id: home, name: "Home", color: .ochre)
        categories = try categories.adding(id: study, name: "Study", color: .plum)
        try db.save(categories)

        func make(_ id: String, _ draft: TaskDraft, createdAt: Date) throws -> TaskItem {
            try TaskItem(id: ID(id), draft: draft, categories: categories.categories, now: min(createdAt, now))
        }
        let created = morningYesterday.addingTimeInterval(-86_400)
        var tasks: [TaskItem] = [
            try make(
                "t-report",
                TaskDraft(
                    title: "Draft the quarterly report", effortMinutes: 120, importance: .high, categoryID: work,
                    schedule: .date(today), note: "- [x] Gather numbers\n- [ ] Write summary\n- [ ] Send to **Hana**"),
                createdAt: created),
            try make(
                "t-pharmacy",
                TaskDraft(
                    title: "Pick up Yusuf's prescription", effortMinutes: 30, importance: .medium, categoryID: family,
                    schedule: .date(today)), createdAt: created),
            try make(
                "t-quran",
                TaskDraft(
                    title: "Revise Surah Al-Mulk", effortMinutes: 15, categoryID: study, schedule: .date(today),
                    repeatRule: .daily), createdAt: created),
            try make(
                "t-invoice",
                TaskDraft(
                    title: "Reply to the landlord about the boiler", effortMinutes: 15, categoryID: home,
                    schedule: .date(yesterday)), createdAt: created),
            try make(
                "t-tiles", TaskDraft(title: "Choose bathroom tiles", effortMinutes: 60, categoryID: home, schedule: .someday),
                createdAt: created),
            try make("t-books", TaskDraft(title: "Donate old books", effortMinutes: 30), createdAt: created),
            try make(
                "t-visit",
                TaskDraft(
                    title: "Plan the visit to Auntie Samira", effortMinutes: 30, importance: .medium, categoryID: family,
                    schedule: .date(today.adding(days: 1))), createdAt: created),
        ]
        // Deferred twice already: the next Defer opens the picker with reason chips.
        var gym = try make(
            "t-gym",
            TaskDraft(
                title: "Book the swimming lessons", effortMinutes: 15, importance: .medium, categoryID: family,
                schedule: .date(today.adding(days: -2))), createdAt: created.addingTimeInterval(-86_400))
        gym = try gym.deferred(to: .tomorrow, today: today.adding(days: -2), now: dayStart.addingTimeInterval(-2 * 86_400 + 20 * 3600))
        gym = try gym.deferred(to: .tomorrow, today: yesterday, now: dayStart.addingTimeInterval(-86_400 + 20 * 3600))
        tasks.append(gym)
        // Done and dropped yesterday.
        let doneAt = morningYesterday.addingTimeInterval(3 * 3600)
        tasks.append(
            try make(
                "t-slides", TaskDraft(title: "Send the slides to Hana", effortMinutes: 60, categoryID: work, schedule: .date(yesterday)),
                createdAt: created
            ).markedDone(now: doneAt, note: "Sent with the appendix"))
        tasks.append(
            try make(
                "t-flyer", TaskDraft(title: "Print the bake-sale flyer", effortMinutes: 15, schedule: .date(yesterday)), createdAt: created
            )
            .dropped(now: doneAt))
        for task in tasks { try db.save(task, clock: clock) }

        // Yesterday's focus session on the slides: 52 minutes of 60.
        let session = FocusSession(
            id: ID("s-slides"), subject: .task(ID("t-slides")), title: "Send the slides to Hana", estimateMinutes: 60,
            startedAt: doneAt.addingTimeInterval(-52 * 60), day: yesterday, bankedSeconds: 52 * 60, state: .finished(at: doneAt),
            note: try TimestampedNote(text: "Sent with the appendix", at: doneAt))
        try db.save(session)
    }
}
