import Accounts
import Foundation
import QuranFlowPersistence
import QuranFlowScreens

/// The screens' worlds for the signed-in person, as of the request's `now`: the rows ``WorldInputs`` reads, made into
/// a ``StudentWorld`` or ``CoachWorld``. Here, above persistence, so no store knows a screen (#41's layers).
///
/// ```swift
/// let world = try WorldLoader(environment: env, now: now).studentWorld(for: account)
/// ```
public struct WorldLoader {
    let inputs: WorldInputs
    let now: Date

    public init(environment: StoreEnvironment, now: Date) {
        inputs = WorldInputs(environment: environment, now: now)
        self.now = now
    }

    /// The student's world, or a 409 page saying their place is not set up yet (no coach or cohort).
    public func studentWorld(for account: Account) throws -> StudentWorld {
        let read = try inputs.student(for: account)
        return StudentWorld(
            student: read.student, coach: read.coach, term: read.term, lessons: read.lessons, sessions: read.sessions,
            teachers: read.teachers, submissions: read.submissions, oneToOnes: read.oneToOnes, reopenings: read.reopenings,
            unreadNotifications: read.unreadNotifications, now: now)
    }

    /// The coach's world: their students (as of now) and those students' submissions in their current terms.
    public func coachWorld(for account: Account) throws -> CoachWorld {
        let read = try inputs.coaching(for: account)
        return CoachWorld(coach: read.coach, students: read.students, submissions: read.submissions, now: now)
    }

    /// What the queue needs, in one read: the coach, the students with a submission in review whose window has closed,
    /// and those students' submissions in their current terms (for "Fewest submissions").
    public func queueWorld(for account: Account) throws -> CoachWorld {
        let read = try inputs.queue(for: account)
        return CoachWorld(coach: read.coach, students: read.students, submissions: read.submissions, now: now)
    }
}
