import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowScreens

/// Assembles the screens' inputs from the store for the signed-in person, as of the request's `now`.
public struct WorldLoader {
    let store: ProgrammeStore
    let cache: ProgrammeCache
    let now: Date

    public init(environment: StoreEnvironment, now: Date) {
        store = ProgrammeStore(database: environment.database)
        cache = environment.programmeCache
        self.now = now
    }

    /// The student's world, or a 409 page saying their place is not set up yet (no coach or cohort).
    public func studentWorld(for account: Account) throws -> StudentWorld {
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
            return StudentWorld(
                student: student, coach: coach, term: term, lessons: lessons, sessions: sessions, teachers: teachers,
                submissions: try ProgrammeStore.submissions(ofStudent: student.id, term: term.id, in: db), oneToOnes: oneToOnes,
                reopenings: try ReopeningStore.reopenings(ofStudent: student.id, term: term.id, in: db),
                unreadNotifications: try NotificationStore.unreadCount(for: account.id.rawValue, in: db), now: now)
        }
    }

    static let notSetUp = StoreError.studentNotSetUp

    /// The coach's world: their students (as of now) and those students' submissions in their current terms.
    public func coachWorld(for account: Account) throws -> CoachWorld {
        guard let coach = try store.coach(id: ID(account.id.rawValue)) else {
            throw StoreError.coachNotSetUp
        }
        let students = try store.students(ofCoach: coach.id, at: now)
        var terms = Set<ID<Term>>()
        for student in students {
            if let term = try store.student(id: student.id, at: now)?.term.id { terms.insert(term) }
        }
        return CoachWorld(
            coach: coach, students: students, submissions: try store.submissions(ofStudents: students, terms: terms), now: now)
    }

    public init(store: ProgrammeStore, cache: ProgrammeCache, now: Date) {
        self.store = store
        self.cache = cache
        self.now = now
    }
}
