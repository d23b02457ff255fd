import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowScreens

/// Every input of the Today page: the student's world (whose `now` is truncated to the minute — Today changes only on
/// whole minutes: session phases, "in 12 min", greetings and week boundaries all turn on minute boundaries).
struct TodayPageKey: Hashable, Sendable {
    let student: Student
    let coach: Coach
    let term: Term
    let lessons: [Lesson]
    let sessions: [LiveSession]
    let teachers: [ID<Coach>: Coach]
    let submissions: [Submission]
    let minute: Date

    init(_ world: StudentWorld) {
        student = world.student
        coach = world.coach
        term = world.term
        lessons = world.lessons
        sessions = world.sessions
        teachers = world.teachers
        submissions = world.submissions
        minute = world.now
    }

    /// `now` truncated to its minute.
    static func minute(of instant: Date) -> Date {
        Date(timeIntervalSince1970: (instant.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }
}
