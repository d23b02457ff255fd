import Accounts
import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence

/// The demo programme set up the way an admin sets one up: through the admin's own use cases (issue 20), as the demo's
/// admin (Programme Admin), so the demo proves a real programme can be made that way and obeys the same rules —
/// levels, terms (parts, outcome, revoke window, offer), cohorts and lessons through ``CurriculumAdmin``; weekly
/// sessions as the session form checks them (``SessionRuleDraft``) through
/// ``ProgrammeStore/createSessionRule(_:term:by:at:)``; coaches' profiles as the coach page checks them
/// (``CoachProfileInput``) and their availability; enrolments through ``ProgrammeStore/enrolStudent(_:in:by:at:)``.
/// Every change is audited as an admin's is.
///
/// Changes are dated when an admin would have made them: a term's set-up (the term, its cohort, lessons, sessions and
/// enrolments) at the start of the day a week before its first Monday on the programme's calendar — or at `now`, when
/// that is sooner (the next term, announced now) — and the levels and coaches' profiles with the first term's.
///
/// ```swift
/// let setUp = DemoSetUp(env: env, admin: adminAccount, zone: "America/Toronto")
/// let (term, cohort) = try setUp.term(calendar.current, level: level, sessions: groupSessions(timetable))
/// ```
struct DemoSetUp {
    let env: StoreEnvironment
    let admin: Account
    let zone: String

    var now: Date { env.now }
    var store: ProgrammeStore { ProgrammeStore(database: env.database) }
    var curriculum: CurriculumAdmin { CurriculumAdmin(database: env.database) }
    var curriculumActor: CurriculumAdmin.Actor { CurriculumAdmin.Actor(id: admin.id.rawValue, name: admin.name) }
    var sessionActor: SessionChangeActor { SessionChangeActor(id: admin.id.rawValue, name: admin.name) }

    /// When the admin set up the term that begins on `firstMonday`: a week before it, or now if that is sooner.
    func setUpTime(ofTermFrom firstMonday: LocalDate) -> Date {
        min(now, ZonedCalendar.resolving(zone).startOfDay(firstMonday.adding(days: -7)))
    }

    /// Creates the programme's levels.
    func levels(_ levels: [Level], at time: Date) throws -> [Level] {
        try levels.map { try curriculum.createLevel(number: $0.number, name: $0.name, by: curriculumActor, at: time) }
    }

    /// Saves a coach's profile as the admin's coach page does: the form's values, checked, then stored.
    func coachProfile(
        _ coach: ID<Coach>, honorific: CoachHonorific, name: String, ijazah: String, levels: [Int], meetingLink: String
    ) throws {
        let input = try CoachProfileInput(
            honorific: honorific.rawValue, name: name, ijazah: ijazah, levels: levels.map(String.init), meetingLink: meetingLink,
            programmeLevels: Set(try store.levels().map(\.number)))
        try store.setCoachProfile(
            coach, honorific: input.honorific, calledName: input.calledName, ijazah: input.ijazah, levels: input.levels,
            meetingLink: input.meetingLink)
    }

    /// Sets a coach's weekly one-to-one availability as the coach page adds windows: each checked, in the coach's zone.
    func availability(_ windows: [(Weekday, from: Int, to: Int)], coach: ID<Coach>) throws {
        let checked = try windows.map { weekday, from, to in
            guard let window = AvailabilityWindow(checkingWeekday: weekday, startMinute: from, endMinute: to) else {
                throw AccountError(.invalid, "The demo's availability window is not within one day.", field: "to")
            }
            return window
        }
        try BookingStore(database: env.database).setWindows(checked, coach: coach)
    }

    /// Creates `season`'s term of `level` with its cohort, the level's syllabus and its weekly group sessions.
    func term(_ season: DemoCalendar.Season, level: Level, sessions: [LiveSession]) throws -> (Term, ID<Cohort>) {
        let time = setUpTime(ofTermFrom: season.firstMonday)
        let term = try curriculum.createTerm(
            try DemoCurriculum.plan(
                season.name, level: level.number, firstMonday: season.firstMonday, revokeWindowMinutes: DemoWorld.revokeWindowMinutes),
            by: curriculumActor, at: time)
        let cohort = try curriculum.createCohort(name: "\(season.name) · \(level.title)", term: term.id, by: curriculumActor, at: time)
        for lesson in try DemoCurriculum.lessons(forLevel: level.number) {
            // The video count is the demo's own (its videos are made by a job, not uploaded through the admin's page).
            try curriculum.saveLesson(
                try DemoCurriculum.draft(lesson), term: term.id, week: lesson.week, videoCount: lesson.videoCount, by: curriculumActor,
                at: time)
        }
        let teachers = Set(try store.coaches().map(\.id))
        for session in sessions {
            let rule = try SessionRuleDraft(session).validated(
                id: session.id, teachers: teachers, term: term, zoneIdentifier: session.zoneIdentifier)
            try store.createSessionRule(rule, term: term.id, by: sessionActor, at: time)
        }
        return (term, cohort.id)
    }

    /// Creates the announced next term with its parts and offer but no lessons yet (enrolment opening and prices), as the term form would.
    @discardableResult
    func announcedTerm(_ season: DemoCalendar.Season, level: Level, opens: LocalDate, once: String, monthly: String, months: String)
        throws -> Term
    {
        let plan = try DemoCurriculum.plan(
            season.name, level: level.number, firstMonday: season.firstMonday, revokeWindowMinutes: DemoWorld.revokeWindowMinutes,
            offer: (opens, once, monthly, months))
        return try curriculum.createTerm(plan, by: curriculumActor, at: setUpTime(ofTermFrom: season.firstMonday))
    }

    /// Enrols `student` in `cohort` of the term beginning `firstMonday`, as the student's admin page does.
    func enrol(_ student: ID<Student>, in cohort: ID<Cohort>, termFrom firstMonday: LocalDate) throws {
        try store.enrolStudent(student, in: cohort, by: admin.id, at: setUpTime(ofTermFrom: firstMonday))
    }
}
