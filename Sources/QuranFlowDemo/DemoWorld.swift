import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence

/// Creates the demo world as of the clock at first start (DESIGN.md §5): the people, the Spring 2026 and Fall 2026
/// terms with their syllabus and weekly sessions, and only the history that would have happened by `now`.
/// It runs only with `--demo`, only into an empty database.
public enum DemoWorld {
    public static let password = DemoPeople.password
    /// The webhook secret the demo's Stripe events are signed with (not a secret: it only ever signs demo events).
    public static let stripeWebhookSecret = DemoBilling.webhookSecret
    static let programmeZone = "America/Toronto"
    static let revokeWindowMinutes = 10

    /// The demo's two seasons with students: the one before (the fixture's Spring 2026) and the one it lives in.
    enum Season: Hashable { case previous, current }

    /// Returns how many accounts were created (0 when the database already had accounts).
    @discardableResult
    public static func seed(_ env: StoreEnvironment) throws -> Int {
        guard try env.accounts.all().isEmpty else { return 0 }
        let now = env.now
        let store = ProgrammeStore(database: env.database)
        var ids: [String: ID<Account>] = [:]
        for person in DemoPeople.everyone {
            guard let city = env.cities.named(person.city, countryCode: person.country) else {
                throw AccountError(.invalid, "Demo city \(person.city) is missing from the city list.", field: "city")
            }
            let new = NewAccount(
                email: person.email, name: person.name, role: person.role, studentYear: person.year, cityID: city.id, password: password)
            // Coaches and the admin are made as the admin's account form makes them (a coach gets her coach record); the
            // students' records come below, at their levels with their coach and past onboarding (DemoSetUp).
            let made = try person.role == .student ? env.accounts.create(new, now: now) : AccountRequests.create(new, in: env, now: now)
            ids[person.key] = made.id
        }
        func account(_ person: DemoPeople.Person) -> ID<Account> { ids[person.key]! }
        try DemoJoined.record(ids, in: PersonalDetailsStore(database: env.database), calendar: DemoCalendar(now: now, zone: programmeZone))
        guard let admin = try env.accounts.account(id: account(DemoPeople.admin)) else {
            throw DatabaseError(.notFound, "the demo admin was not stored")
        }

        // The programme, set up through the admin's own use cases, as the demo admin (DemoSetUp).
        try store.setProgramme(Programme(name: "QuranFlow", zoneIdentifier: programmeZone), revokeWindowMinutes: revokeWindowMinutes)
        let calendar = DemoCalendar(now: now, zone: programmeZone)
        let setUp = DemoSetUp(env: env, admin: admin, zone: programmeZone)
        let levels = try setUp.levels(
            [
                Level(number: 1, name: "Foundations of reading"), Level(number: 2, name: "Reading with fluency"),
                Level(number: 3, name: "Recitation with tajweed"),
            ], at: setUp.setUpTime(ofTermFrom: calendar.previous.firstMonday))

        let amina = ID<Coach>(account(DemoPeople.amina).rawValue)
        let radwa = ID<Coach>(account(DemoPeople.radwa).rawValue)
        let rania = ID<Coach>(account(DemoPeople.rania).rawValue)
        // Ust. Amina (Cairo): Ustadha, ijāza in Hafs from 'Āsim, Levels I–II; Ust. Radwa Levels II–III, with no meeting
        // link of her own; Ust. Rania Levels I–III.
        try setUp.coachProfile(
            amina, honorific: .ustadha, name: "Amina", ijazah: "ijāza in Hafs from 'Āsim", levels: [1, 2],
            meetingLink: "https://zoom.us/j/5550100920")
        try setUp.coachProfile(
            radwa, honorific: .ustadha, name: "Radwa", ijazah: "ijāza in Hafs from 'Āsim", levels: [2, 3], meetingLink: "")
        try setUp.coachProfile(
            rania, honorific: .ustadha, name: "Rania", ijazah: "ijāza in Warsh from Nāfiʿ", levels: [1, 2, 3],
            meetingLink: "https://zoom.us/j/5550100930")

        // Two seasons, a term per level in each: the fixture's Spring 2026 and Fall 2026, or — on a date the fixture does not
        // govern — a current term with today in Week 8 and the one before it (DemoCalendar).
        var cohortsBySeason: [Season: [Int: ID<Cohort>]] = [:]
        var termsBySeason: [Season: [Int: Term]] = [:]
        for (season, dates) in [(Season.previous, calendar.previous), (Season.current, calendar.current)] {
            for level in levels {
                let timetable = Timetable.forLevel(level.number, amina: amina, radwa: radwa, rania: rania)
                let (term, cohort) = try setUp.term(dates, level: level, sessions: groupSessions(timetable))
                cohortsBySeason[season, default: [:]][level.number] = cohort
                termsBySeason[season, default: [:]][level.number] = term
            }
        }

        // Students: profile, enrolments, and the history that has happened by now.
        let students: [(DemoPeople.Person, String, Int, [Season], DemoHistory.Pattern)] = [
            (DemoPeople.sarah, "Sarah A.", 2, [.previous, .current], .sarah),
            (DemoPeople.khadija, "Khadija R.", 2, [.previous, .current], .khadija),
            (DemoPeople.noor, "Noor A.", 1, [.current], .noor),
            (DemoPeople.hafsa, "Hafsa T.", 1, [.current], .hafsa),
            (DemoPeople.maryam, "Maryam S.", 3, [.current], .maryam),
        ]
        guard let aminaCoach = try store.coach(id: amina) else { throw DatabaseError(.notFound, "the demo coach was not stored") }
        for (person, shortName, level, seasons, pattern) in students {
            let id = account(person)
            try store.makeStudent(id, shortName: shortName, level: level, coach: amina)
            let zone = try env.accounts.account(id: id)?.zoneIdentifier ?? programmeZone
            for season in seasons {
                let term = termsBySeason[season]![level]!
                try setUp.enrol(ID(id.rawValue), in: cohortsBySeason[season]![level]!, termFrom: term.firstMonday)
                for submission in DemoHistory.submissions(
                    for: ID(id.rawValue), term: term, zoneIdentifier: zone, pattern: pattern,
                    revokeWindow: TimeInterval(revokeWindowMinutes * 60), now: now)
                {
                    // Made in review, as every submission is; its review (when the history has one) moves it on.
                    try store.insert(
                        Submission(
                            id: submission.id, studentID: submission.studentID, termID: submission.termID, week: submission.week,
                            attempt: submission.attempt, submittedAt: submission.submittedAt,
                            revokeWindowClosesAt: submission.revokeWindowClosesAt, status: .inReview,
                            durationSeconds: submission.durationSeconds))
                    try DemoReviews.add(for: submission, reviewDelay: pattern.reviewDelay, coach: aminaCoach, env: env, now: now)
                }
            }
        }

        // The next semester Sarah's Subscription page offers: Spring 2027 at Level III (announced: its parts, no
        // lessons yet), its enrolment opening on 30 November with both prices.
        try setUp.announcedTerm(
            calendar.next, level: levels[2], opens: calendar.date(LocalDate(year: 2026, month: 11, day: 30)), once: "149", monthly: "55",
            months: "3")

        // Sarah's billing: her enrolments, card and three paid invoices, through the webhook's own code.
        try DemoBilling.seed(
            sarah: ID<Student>(account(DemoPeople.sarah).rawValue), spring2026: termsBySeason[.previous]![2]!,
            fall2026: termsBySeason[.current]![2]!, calendar: calendar, database: env.database, now: now)

        // Sarah's Year-2 one-to-one with Ust. Amina, booked "Same time weekly" through the booking store so its slot is
        // held like any booking. It is the coach's slot, so it keeps Cairo's wall clock: Tuesdays 4:20 PM Cairo — 9:20 AM
        // Toronto, except from 10 March to 21 April 2026, when the two zones' clock changes fall on different sides of a
        // Tuesday and it is 10:20 AM in Toronto. Ust. Amina offers Tuesdays 3:40–5:40 PM Cairo.
        let bookings = BookingStore(database: env.database)
        try setUp.availability([(.tuesday, from: 15 * 60 + 40, to: 17 * 60 + 40)], coach: amina)
        // Ust. Rania offers one-to-ones too — Thursdays 6–8 PM Amman (10 AM–12 PM Toronto in winter, 3–5 PM London) — so
        // "Change" on Book your one-to-one has another coach to choose.
        try setUp.availability([(.thursday, from: 18 * 60, to: 20 * 60)], coach: rania)
        let slot = WeeklySlot(coach: aminaCoach, weekday: .tuesday, start: LocalTime(hour: 16, minute: 20))
        for season in [Season.previous, .current] {
            let term = termsBySeason[season]![2]!
            var series = OneToOneSeries(
                id: .random(), studentID: ID(account(DemoPeople.sarah).rawValue), termID: term.id, slot: slot,
                firstWeek: 1, bookedAt: min(now, ZonedCalendar.resolving(programmeZone).startOfDay(term.firstMonday.adding(days: -7))))
            if season == .current {
                series = try substituteRania(in: series, term: term, store: store, rania: ID(account(DemoPeople.rania).rawValue), now: now)
            }
            let change = BookingChange(series: [series], claimed: slot.occurrences(in: term).map(\.key))
            try bookings.decide(
                student: series.studentID, coach: amina, term: term.id, now: now,
                describe: { BookingCopy.moment($0.start, in: programmeZone) }
            ) { _ in change }
        }
        try DemoCoaching.teachingLog(env: env, now: now)  // the meetings taught by now, for the coaches' hours
        // Its reminder is on, as every new booking's is ("Reminder 15 minutes before · every week"), queued for the next week.
        if let sarah = try env.accounts.account(id: account(DemoPeople.sarah)) {
            let world = try WorldLoader(environment: env, now: now).studentWorld(for: sarah)
            for booked in world.bookings.prefix(1) {
                try ReminderStore(database: env.database).set(booked.reminderItem, on: true, for: sarah.id, now: now)
                try SessionReminderJobs.schedule(booked.reminderItem, for: sarah.id, world: world, environment: env, after: now)
            }
        }

        // Who came to the live meetings so far (Profile's attendance).
        try DemoAttendance.seed(
            students: students.map { account($0.0) }, sarah: account(DemoPeople.sarah), env: env, now: now)

        // The board's posts, and the Level Class move its Schedule change announces.
        if let radwaCoach = try store.coach(id: radwa), let levelTwoFall = termsBySeason[.current]?[2] {
            try DemoAnnouncements.seed(
                store: store, announcements: AnnouncementStore(database: env.database), admin: account(DemoPeople.admin).rawValue,
                radwa: radwaCoach, levelTwoFall: levelTwoFall, calendar: calendar, zone: programmeZone, now: now)
        }

        // Real media files (videos, recordings, recitations, notes) are made by a background job; QURANFLOW_DEMO_MEDIA=off skips it.
        try DemoMedia.schedule(in: env)
        return DemoPeople.everyone.count
    }

    /// Ust. Rania took Sarah's one-to-one in Week 6 of Fall 2026 (Ust. Amina was away) and left a shared note after it —
    /// both only once they have happened by `now`. Returns the series with Week 6 covered (when it has begun).
    static func substituteRania(in series: OneToOneSeries, term: Term, store: ProgrammeStore, rania: ID<Coach>, now: Date) throws
        -> OneToOneSeries
    {
        let occurrence = series.slot.occurrence(inWeek: 6, of: term)
        guard occurrence.start <= now else { return series }
        if occurrence.end <= now {
            try store.addNote(
                about: series.studentID, by: rania,
                body: """
                    Covered Sarah's one-to-one for Ust. Amina. Her madd is steady now; the ghunnah on a doubled nūn and mīm still \
                    gets rushed when she is nervous — two full counts, slowly. We read Al-Mulk 1–3 twice.
                    """, shared: true, at: occurrence.end)
        }
        return series.substituting(week: 6, teacher: rania)
    }

    /// Who teaches a level's group sessions, and when (Toronto wall clock): Level II's week is the spec's (Class Monday
    /// 10 AM, circle Tuesday 2 PM, Level Class Tuesday 7 PM with Ust. Radwa; Ust. Amina's drop-in Thursday 9 PM); Level I
    /// is Ust. Rania's and Level III Ust. Radwa's at other hours, so no coach is in two rooms at once.
    struct Timetable {
        let classTeacher: ID<Coach>, classDay: Weekday, classTime: LocalTime
        let circleTeacher: ID<Coach>, circleDay: Weekday, circleTime: LocalTime
        let levelClassTeacher: ID<Coach>, levelClassDay: Weekday, levelClassTime: LocalTime
        let dropInTeacher: ID<Coach>, dropInDay: Weekday, dropInTime: LocalTime
        let link: Int

        static func forLevel(_ level: Int, amina: ID<Coach>, radwa: ID<Coach>, rania: ID<Coach>) -> Timetable {
            func at(_ hour: Int, _ minute: Int = 0) -> LocalTime { LocalTime(hour: hour, minute: minute) }
            switch level {
            case 1:
                return Timetable(
                    classTeacher: rania, classDay: .monday, classTime: at(12), circleTeacher: rania, circleDay: .wednesday,
                    circleTime: at(11), levelClassTeacher: rania, levelClassDay: .tuesday, levelClassTime: at(17, 30),
                    dropInTeacher: rania, dropInDay: .thursday, dropInTime: at(19), link: 5_550_101_100)
            case 2:
                return Timetable(
                    classTeacher: radwa, classDay: .monday, classTime: at(10), circleTeacher: radwa, circleDay: .tuesday,
                    circleTime: at(14), levelClassTeacher: radwa, levelClassDay: .tuesday, levelClassTime: at(19),
                    dropInTeacher: amina, dropInDay: .thursday, dropInTime: at(21), link: 5_550_101_000)
            default:
                return Timetable(
                    classTeacher: radwa, classDay: .monday, classTime: at(14), circleTeacher: radwa, circleDay: .wednesday,
                    circleTime: at(15), levelClassTeacher: radwa, levelClassDay: .thursday, levelClassTime: at(19),
                    dropInTeacher: radwa, dropInDay: .friday, dropInTime: at(20), link: 5_550_101_200)
            }
        }
    }

    /// A level's weekly group sessions, in the programme's zone (DESIGN.md §5). The Class takes the week's lesson title,
    /// the Level Class the week's Level Class title (``LiveSession/forWeek(_:)``).
    static func groupSessions(_ t: Timetable) -> [LiveSession] {
        [
            LiveSession(
                id: .random(), kind: .class, title: "", teacherID: t.classTeacher, weekday: t.classDay, startTime: t.classTime,
                zoneIdentifier: programmeZone, durationMinutes: 60, meetingLink: "https://zoom.us/j/\(t.link)",
                covered: "Reciting the passage together · Questions from the week"),
            LiveSession(
                id: .random(), kind: .qrc, title: "Sisters' Reading Circle", teacherID: t.circleTeacher, weekday: t.circleDay,
                startTime: t.circleTime, zoneIdentifier: programmeZone, durationMinutes: 60,
                meetingLink: "https://zoom.us/j/\(t.link + 400)", covered: "Reading in turn around the circle, with gentle corrections."),
            LiveSession(
                id: .random(), kind: .levelClass, title: "Level Class", teacherID: t.levelClassTeacher, weekday: t.levelClassDay,
                startTime: t.levelClassTime, zoneIdentifier: programmeZone, durationMinutes: 60,
                meetingLink: "https://zoom.us/j/\(t.link + 900)",
                covered: "The week's rule, reviewed · Paired reading of the week's passage · Live correction"),
            LiveSession(
                id: .random(), kind: .officeHours, title: "Drop-in Q&A", teacherID: t.dropInTeacher, weekday: t.dropInDay,
                startTime: t.dropInTime, zoneIdentifier: programmeZone, durationMinutes: 45,
                meetingLink: "https://zoom.us/j/\(t.link + 1100)",
                covered: "Bring your questions about this week's lesson or your feedback."),
        ]
    }
}
