import Calendar
import Foundation
import HTTPTestSupport
import QuranFlowAmbient
import Testing

/// Every widget's timeline through the fixture week (Week 8, Monday 26 October 7:40 AM to Monday 2 November 00:00,
/// Toronto), as the board would fetch it at each moment of the spec's story, compared with a golden file.
@Suite struct FixtureWeekSnapshotTests {
    typealias F = AmbientTimelineTests

    @Test func theFixtureWeeksTimelinesMatchTheirGoldenFile() throws {
        let submitted = F.at("2026-10-28T21:12:00-04:00")
        let submission = RevokeWindowActivity.Submission(
            week: 8, attempt: 1, attempts: 2, passage: "Surah Al-Mulk", submittedAt: submitted,
            windowClosesAt: submitted.addingTimeInterval(600))
        let moments: [(String, String, AmbientSnapshot.Week, RevokeWindowActivity.Submission?)] = [
            ("monday-0740", "2026-10-26T07:40:00-04:00", F.week(8, watched: 0), nil),
            ("tuesday-1846", "2026-10-27T18:46:00-04:00", F.week(8, watched: 3), nil),
            ("wednesday-2112", "2026-10-28T21:12:00-04:00", F.week(8, watched: 3, .inReview), submission),
            ("friday-1558", "2026-10-30T15:58:00-04:00", F.week(8, watched: 3, .feedbackReady), submission),
            ("saturday-2304", "2026-10-31T23:04:00-04:00", F.week(8, watched: 3, .practiced), nil),
            ("sunday-235959", "2026-11-01T23:59:59-05:00", F.week(8, watched: 3, .practiced), nil),
            ("monday-0000", "2026-11-02T00:00:00-05:00", F.week(8, watched: 3, .practiced), nil),
        ]
        var board: [String: AmbientTimelines] = [:]
        for (name, iso, week8, submission) in moments {
            let now = F.at(iso)
            let snapshot = AmbientSnapshot(
                zone: "America/Toronto", term: F.fall, weeks: [week8, F.week(9)], sessions: Self.circles, submission: submission,
                takenAt: now)
            board[name] = AmbientTimelines.student(snapshot, now: now)
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let json = String(decoding: try encoder.encode(board), as: UTF8.self)
        let problem = Snapshot.check(json, named: "fixture-week-8", in: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// The Qari circle on Tuesdays of Weeks 8 and 9, 7:00–8:00 PM Toronto.
    static let circles = [
        F.circle,
        AmbientSnapshot.Meeting(shortName: "Qari circle", start: F.at("2026-11-03T19:00:00-05:00"), end: F.at("2026-11-03T20:00:00-05:00")),
    ]
}
