import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Reads what the screens' worlds are made of for the signed-in person, as of the request's `now`, in one read each:
/// the rows, never a screen (the worlds are built above, by `QuranFlowJobs.WorldLoader`, #41's layers).
///
/// ```swift
/// let inputs = try WorldInputs(environment: env, now: now).student(for: account)
/// ```
public struct WorldInputs {
    let store: ProgrammeStore
    let cache: ProgrammeCache
    let now: Date

    public init(environment: StoreEnvironment, now: Date) {
        store = ProgrammeStore(database: environment.database)
        cache = environment.programmeCache
        self.now = now
    }

    /// What a student's world is made of: their place, their coach and teachers, the term's lessons, sessions,
    /// submissions, one-to-ones and reopenings, and the unread count.
    public struct Student: Sendable {
        public let student: QuranFlowCore.Student
        public let coach: Coach
        public let term: Term
        public let lessons: [Lesson]
        public let sessions: [LiveSession]
        public let teachers: [ID<Coach>: Coach]
        public let submissions: [Submission]
        public let oneToOnes: OneToOneLedger
        public let reopenings: [WeekReopening]
        public let unreadNotifications: Int
    }

    /// What a coach's world is made of: the coach, their students and those students' submissions.
    public struct Coaching: Sendable {
        public let coach: Coach
        public let students: [QuranFlowCore.Student]
        public let submissions: [Submission]
    }

    /// The student's inputs, or ``StoreError/studentNotSetUp`` (a 409 page: no coach or cohort yet).
    public func student(for account: Account) throws -> Student {
        // One connection for every read of the page.
        try store.database.read { db in
            guard let (student, term, _) = try ProgrammeStore.student(id: ID(account.id.rawValue), at: now, in: db) else {
                throw Self.notSetUp
            }
            let snapshot = try cache.snapshot(store, in: db)
            let lessons = snapshot.lessons[term.id] ?? []
            // Sessions as stored: StudentWorld titles them for this week and each other week (LiveSession.forWeek).
            // One-to-ones are bookings (BookingStore), the one source every screen reads them from: the student's own,
            // with their coach or any other they chose ("Change" on Book your one-to-one).
            let oneToOnes =
                OneToOneAccess.allows(student, .view)
                ? try BookingStore.ledger(student: student.id, term: term.id, in: db) : OneToOneLedger()
            let bookings = oneToOnes.booked(by: student.id, in: term)
            let sessions = snapshot.groupSessions[term.id] ?? []
            let teachers = try ProgrammeStore.coaches(
                ids: Set(sessions.map(\.teacherID) + bookings.map(\.teacherID)).union([student.coachID]), in: db)
            guard let coach = teachers[student.coachID] else { throw Self.notSetUp }
            return Student(
                student: student, coach: coach, term: term, lessons: lessons, sessions: sessions, teachers: teachers,
                submissions: try ProgrammeStore.submissions(ofStudent: student.id, term: term.id, in: db), oneToOnes: oneToOnes,
                reopenings: try ReopeningStore.reopenings(ofStudent: student.id, term: term.id, in: db),
                unreadNotifications: try NotificationStore.unreadCount(for: account.id.rawValue, in: db))
        }
    }

    public static let notSetUp = StoreError.studentNotSetUp

    /// The coach's inputs: their students (as of now) and those students' submissions in their current terms.
    public func coaching(for account: Account) throws -> Coaching {
        guard let coach = try store.coach(id: ID(account.id.rawValue)) else {
            throw StoreError.coachNotSetUp
        }
        let students = try store.students(ofCoach: coach.id, at: now)
        var terms = Set<ID<Term>>()
        for student in students {
            if let term = try store.student(id: student.id, at: now)?.term.id { terms.insert(term) }
        }
        return Coaching(coach: coach, students: students, submissions: try store.submissions(ofStudents: students, terms: terms))
    }

    public init(store: ProgrammeStore, cache: ProgrammeCache, now: Date) {
        self.store = store
        self.cache = cache
        self.now = now
    }
}
