import Foundation
import QuranFlowCore

/// Everything the coach screens need, assembled by the server for one request.
///
/// - `students`: the coach's students (others are ignored);
/// - `submissions`: those students' submissions (any term; the queue takes what waits).
///
/// ```swift
/// let world = CoachWorld(coach: amina, students: [sarah, khadija], submissions: theirs, now: now)
/// ```
public struct CoachWorld: Sendable {
    /// The signed-in coach.
    public let coach: Coach
    /// The coach's students, by display name.
    public let students: [Student]
    /// The students' submissions.
    public let submissions: [Submission]
    /// The instant the screens are built for.
    public let now: Date

    /// A coach world; students who are not the coach's are dropped.
    public init(coach: Coach, students: [Student], submissions: [Submission], now: Date) {
        self.coach = coach
        self.students = students.filter { $0.coachID == coach.id }.sorted { $0.displayName < $1.displayName }
        let ids = Set(self.students.map(\.id))
        self.submissions = submissions.filter { ids.contains($0.studentID) }
        self.now = now
    }

}
