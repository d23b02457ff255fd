import Foundation
import Identifiers

@testable import QuranFlowCore

/// Sarah's Week 8 (Mon 26 Oct – Sun 1 Nov 2026, Toronto leaves daylight time on the Sunday).
enum Loop {
    static let sarah = Fixtures.sarah
    static let fall = Fixtures.fall
    static let amina = Fixtures.amina
    static let radwa = Fixtures.radwa

    /// Wednesday of Week 8, 9:12 PM EDT.
    static let wednesday = Fixtures.instant("2026-10-28T21:12:00-04:00")
    /// Sunday 1 Nov 2026 23:59:59 EST — the last on-time second.
    static let lastSecond = Fixtures.instant("2026-11-01T23:59:59-05:00")
    /// Monday 2 Nov 2026 00:00:00 EST — late.
    static let mondayMidnight = Fixtures.instant("2026-11-02T00:00:00-05:00")

    static func at(_ t: Date, _ seconds: TimeInterval) -> Date {
        t.addingTimeInterval(seconds)
    }

    /// A stored submission by Sarah for Week 8.
    static func submission(
        _ id: String, attempt: Int = 1, week: Int = 8, at sent: Date = wednesday,
        status: SubmissionStatus = .inReview, outcome: ReviewOutcome? = nil, revokedAt: Date? = nil,
        student: Student = sarah
    ) -> Submission {
        Submission(
            id: ID(id), studentID: student.id, termID: fall.id, week: week, attempt: attempt, submittedAt: sent,
            revokeWindowClosesAt: sent.addingTimeInterval(600), status: status, durationSeconds: 161,
            revokedAt: revokedAt, outcome: outcome)
    }

    static func state(_ submissions: [Submission], week: Int = 8, reopenings: [WeekReopening] = [], at now: Date) -> WeekRecordingState {
        WeekRecordingState(student: sarah, term: fall, week: week, submissions: submissions, reopenings: reopenings, at: now)
    }

    static func error(_ body: () throws -> Void) -> LoopError? {
        do { try body(); return nil } catch let error as LoopError { return error } catch { return nil }
    }
}
