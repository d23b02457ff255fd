import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import Security

/// A large world for the queue benchmark (`quranflow admin seed-queue-bench`): on top of the demo world, coaches and
/// students until there are `students` students and `submissions` submissions, with exactly `waiting` submissions
/// waiting for the demo coach (the rest reviewed, or waiting for other coaches). Accounts get a throwaway password
/// hashed at the minimal strength; they are never signed in.
///
/// The load run's world is the same with `studentsPerCoach: 20` (1,000 students, 50 coaches) and the current week left
/// open, so every student can still submit (and revoke) this week's recording.
///
/// ```swift
/// try QueueBenchWorld.seed(env, coachEmail: "amina@quranflow.test", students: 500, submissions: 10_000, waiting: 60, at: now)
/// ```
public enum QueueBenchWorld {

    /// Seeds the world as of `now` (inside the Fall term's Week 8 in the demo world). Returns a one-line summary.
    @discardableResult
    public static func seed(
        _ base: StoreEnvironment, coachEmail: String, students total: Int, submissions target: Int, waiting: Int,
        studentsPerCoach: Int = 50, leavingCurrentWeekOpen: Bool = false, at now: Date
    ) throws -> String {
        let studentsPerCoach = min(max(studentsPerCoach, 1), 1_000)
        var env = base
        env.hasher = PasswordHasher(strength: .minimal)
        let store = ProgrammeStore(database: env.database)
        guard let coachAccount = try env.accounts.account(email: coachEmail), let coach = try store.coach(id: ID(coachAccount.id.rawValue))
        else {
            throw AccountError(.notFound, "No coach has the email \(coachEmail).")
        }
        let cohorts = try store.cohorts()
        let terms = Dictionary(uniqueKeysWithValues: try store.terms().map { ($0.id, $0) })
        let current = cohorts.filter { cohort in
            terms[cohort.termID].map { WeekArc(term: $0, zoneIdentifier: "America/Toronto").week(containing: now) != nil } ?? false
        }
        guard !current.isEmpty else { throw AccountError(.invalid, "No term is running at \(ISO8601.format(now)).") }
        let bench = QueueBenchStore(database: env.database)
        let existing = try bench.counts(coach: coach.id)
        let existingWaiting = try ProgrammeStore(database: env.database).submissions(
            ofStudents: try store.students(ofCoach: coach.id, at: now), terms: Set(terms.keys)
        ).filter { $0.isWaitingForReview(at: now) }.count
        let newStudents = max(0, total - existing.students)
        let minePlanned = max(0, studentsPerCoach - existing.mine)
        var coaches: [ID<Coach>] = []
        for index in 0..<max(1, (newStudents - minePlanned + studentsPerCoach - 1) / studentsPerCoach) {
            let account = try env.accounts.create(
                try AccountRequests.newAccount(
                    name: "Bench Coach \(index + 1)", email: "bench-coach-\(index + 1)@quranflow.test", role: "coach", year: nil,
                    cityQuery: "Cairo", cityID: nil, password: "bench-password-\(index)", cities: env.cities), now: now)
            try store.createProfile(for: account)
            coaches.append(ID(account.id.rawValue))
        }
        var created: [(id: ID<Student>, coach: ID<Coach>, cohort: Cohort)] = []
        for index in 0..<newStudents {
            let owner = index < minePlanned ? coach.id : coaches[(index - minePlanned) / studentsPerCoach % coaches.count]
            let cohort = current[index % current.count]
            let account = try env.accounts.create(
                try AccountRequests.newAccount(
                    name: "Bench Student\(index + 1) Test", email: "bench-student-\(index + 1)@quranflow.test", role: "student", year: 1,
                    cityQuery: "Toronto", cityID: nil, password: "bench-password-\(index)", cities: env.cities), now: now)
            try store.createProfile(for: account)
            try store.updateStudent(ID(account.id.rawValue), coach: owner, level: cohort.level.number, cohort: cohort.id)
            created.append((ID(account.id.rawValue), owner, cohort))
        }
        // Submissions: each new student's weeks up to the current one, two attempts where there is room; the latest
        // in review for as many of the demo coach's new students as needed to reach `waiting`.
        let perStudent = newStudents == 0 ? 0 : (target - existing.submissions + newStudents - 1) / newStudents
        var needWaiting = max(0, waiting - existingWaiting)
        var count = 0
        var rows: [QueueBenchStore.Row] = []
        do {
            for student in created {
                guard let term = terms[student.cohort.termID],
                    let week = WeekArc(term: term, zoneIdentifier: "America/Toronto").week(containing: now)
                else { continue }
                // This term's weeks so far, newest first, then the same level's earlier terms.
                var slots: [(term: Term, week: Int, attempt: Int)] = []
                for w in stride(from: leavingCurrentWeekOpen ? week - 1 : week, through: 1, by: -1) {
                    slots.append((term, w, 1)); slots.append((term, w, 2))
                }
                for earlier in terms.values.filter({ $0.level == term.level && $0.firstMonday < term.firstMonday })
                    .sorted(by: { $0.firstMonday > $1.firstMonday })
                {
                    for w in stride(from: earlier.weekCount, through: 1, by: -1) {
                        slots.append((earlier, w, 1)); slots.append((earlier, w, 2))
                    }
                }
                for (offset, slot) in slots.prefix(perStudent).enumerated() where count < target - existing.submissions {
                    let arc = WeekArc(term: slot.term, zoneIdentifier: "America/Toronto")
                    let start = arc.interval(ofWeek: slot.week).start.addingTimeInterval(Double(3600 * (2 + slot.attempt) + offset * 60))
                    guard start < now.addingTimeInterval(-3600) else { continue }
                    var status = SubmissionStatus.heard
                    if student.coach == coach.id, offset == 0 || offset == 2, needWaiting > 0 {
                        status = .inReview
                        needWaiting -= 1
                    } else if student.coach != coach.id, offset == 0 {
                        status = .inReview
                    }
                    rows.append(
                        QueueBenchStore.Row(
                            student: student.id, coach: student.coach, term: slot.term.id, week: slot.week, attempt: slot.attempt,
                            submittedAt: start, status: status, durationSeconds: 90 + offset % 90))
                    count += 1
                }
            }
        }
        try bench.insert(rows)
        return "queue bench world: \(existing.students + newStudents) students, \(existing.submissions + count) submissions, "
            + "\(waiting - needWaiting) waiting for \(coach.displayName)"
    }
}
