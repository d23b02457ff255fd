import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence

/// The demo students' weekly rhythm, replayed up to `now`: when each submits, how long the coach takes,
/// and when feedback is heard or practised. Only events before `now` exist.
enum DemoHistory {
    struct Pattern {
        /// When the student submits each week, in their own zone.
        let weekday: Weekday
        let time: LocalTime
        /// From the revoke window closing to the coach's feedback.
        let reviewDelay: TimeInterval
        let skippedWeeks: Set<Int>
        let practicedWeeks: Set<Int>
        let durationSeconds: Int

        /// Sarah submits Wednesday 9:12 PM; Ust. Amina replies Friday 3:58 PM — 42 h 46 min after submitting.
        static let sarah = Pattern(
            weekday: .wednesday, time: LocalTime(hour: 21, minute: 12), reviewDelay: 42 * 3600 + 36 * 60,
            skippedWeeks: [1], practicedWeeks: [2], durationSeconds: 161)
        static let khadija = Pattern(
            weekday: .monday, time: LocalTime(hour: 20, minute: 5), reviewDelay: 44 * 3600,
            skippedWeeks: [], practicedWeeks: [3], durationSeconds: 150)
        static let noor = Pattern(
            weekday: .tuesday, time: LocalTime(hour: 7, minute: 10), reviewDelay: 30 * 3600,
            skippedWeeks: [], practicedWeeks: [], durationSeconds: 95)
        static let hafsa = Pattern(
            weekday: .sunday, time: LocalTime(hour: 23, minute: 30), reviewDelay: 40 * 3600,
            skippedWeeks: [2], practicedWeeks: [], durationSeconds: 120)
        static let maryam = Pattern(
            weekday: .sunday, time: LocalTime(hour: 22, minute: 40), reviewDelay: 40 * 3600,
            skippedWeeks: [], practicedWeeks: [4], durationSeconds: 175)
    }

    /// A heard note is marked the day after feedback; practice follows a day later.
    static let hearDelay: TimeInterval = 20 * 3600
    static let practiceDelay: TimeInterval = 44 * 3600

    static func submissions(
        for student: ID<Student>, term: Term, zoneIdentifier: String, pattern: Pattern,
        revokeWindow: TimeInterval, now: Date
    ) -> [Submission] {
        let arc = WeekArc(term: term, zoneIdentifier: zoneIdentifier)
        let calendar = arc.calendar
        let currentWeek: Int =
            switch arc.position(at: now) {
            case .before: 0
            case .during(let week, _): week
            case .after: term.weekCount + 2
            }
        var result: [Submission] = []
        for week in term.weeks where !pattern.skippedWeeks.contains(week) {
            let day = term.monday(ofWeek: week).adding(days: pattern.weekday.rawValue - 1)
            let submittedAt = calendar.instant(on: day, at: pattern.time)
            guard submittedAt < now else { break }
            let closes = submittedAt.addingTimeInterval(revokeWindow)
            let reviewed = closes.addingTimeInterval(pattern.reviewDelay)
            var status = SubmissionStatus.inReview
            if reviewed <= now { status = .feedbackReady }
            // The latest reviewed week stays "Feedback ready"; older ones have been heard (and some practised).
            if status == .feedbackReady, week <= currentWeek - 2, reviewed.addingTimeInterval(hearDelay) <= now { status = .heard }
            if status == .heard, pattern.practicedWeeks.contains(week), reviewed.addingTimeInterval(practiceDelay) <= now {
                status = .practiced
            }
            result.append(
                Submission(
                    id: .random(), studentID: student, termID: term.id, week: week, attempt: 1, submittedAt: submittedAt,
                    revokeWindowClosesAt: closes, status: status, durationSeconds: pattern.durationSeconds))
        }
        return result
    }
}
