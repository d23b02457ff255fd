import Calendar
import Foundation
import QuranFlowAmbient
import Testing

/// The revoke-window Live Activity at the submit, its last second and its close; the coach's queue widget with 0 and
/// with 6 waiting; the Smart Stack hints.
@Suite struct ActivityAndCoachTests {
    typealias T = AmbientTimelineTests

    static let submitted = RevokeWindowActivity.Submission(
        week: 8, attempt: 1, attempts: 2, passage: "Surah Al-Mulk", submittedAt: T.at("2026-10-28T21:12:00-04:00"),
        windowClosesAt: T.at("2026-10-28T21:17:00-04:00"))

    @Test func wednesday28OctoberAt912PMTheSubmitStartsTheRevokeActivityAndItEndsAtItsClose() throws {
        #expect(RevokeWindowActivity.entry(Self.submitted, at: T.at("2026-10-28T21:11:59-04:00")) == nil)
        let started = try #require(RevokeWindowActivity.entry(Self.submitted, at: T.at("2026-10-28T21:12:00-04:00")))
        #expect(started.isActive && started.title == "Attempt 1 of 2 · Surah Al-Mulk")
        #expect(started.detail == "Revoking does not use an attempt" && started.countdownTo == T.at("2026-10-28T21:17:00-04:00"))
        #expect(RevokeWindowActivity.entry(Self.submitted, at: T.at("2026-10-28T21:16:59-04:00"))?.isActive == true)
        // At the close the activity has ended: nothing is left on the Lock Screen to say "In review" once feedback is ready.
        #expect(RevokeWindowActivity.entry(Self.submitted, at: T.at("2026-10-28T21:17:00-04:00")) == nil)
        #expect(RevokeWindowActivity.timeline(Self.submitted).entries.map { $0.entry != nil } == [true, false])
    }

    @Test func theRevokeActivityIsOnTheBoardOnlyWhileItsWindowIsOpen() {
        let snapshot = AmbientSnapshot(
            zone: "America/Toronto", term: T.snapshot().term, weeks: [T.week(8, watched: 3, .inReview)], sessions: [],
            submission: Self.submitted, takenAt: T.at("2026-10-28T21:12:00-04:00"))
        #expect(AmbientTimelines.student(snapshot, now: T.at("2026-10-28T21:16:59-04:00")).revokeWindow != nil)
        #expect(AmbientTimelines.student(snapshot, now: T.at("2026-10-28T21:17:00-04:00")).revokeWindow == nil)
        // Half an hour later the feedback is ready: the board has no activity beside the gold "Feedback ready".
        let later = AmbientSnapshot(
            zone: "America/Toronto", term: T.snapshot().term, weeks: [T.week(8, watched: 3, .feedbackReady)], sessions: [],
            submission: Self.submitted, takenAt: T.at("2026-10-28T21:47:00-04:00"))
        let board = AmbientTimelines.student(later, now: T.at("2026-10-28T21:47:00-04:00"))
        #expect(board.revokeWindow == nil && board.thisWeek?.entries.first?.entry?.status == "Feedback ready")
    }

    @Test func aCoachWithNothingWaitingAndWithSixTheOldestAt39Hours() {
        let none = CoachQueueWidget.entry(waiting: 0, oldestSince: nil, at: T.at("2026-10-30T12:00:00Z"))
        #expect(none.headline == "Nothing waiting" && none.oldest == nil && none.gauge == 0 && none.button == nil)
        let since = T.at("2026-10-28T21:00:00Z")
        let six = CoachQueueWidget.entry(waiting: 6, oldestSince: since, at: since.addingTimeInterval(39 * 3600 + 59))
        #expect(six.headline == "6 waiting" && six.oldest == "Oldest 39h of 48h" && six.button == "Start reviewing ▸")
        #expect(abs(six.gauge - (39 * 3600 + 59) / (48 * 3600)) < 1e-9)
        #expect(CoachQueueWidget.entry(waiting: 6, oldestSince: since, at: since.addingTimeInterval(60 * 3600)).gauge == 1)
        // A submission from the future (a clock skew) reads 0 hours, never negative.
        #expect(CoachQueueWidget.entry(waiting: 1, oldestSince: since, at: since.addingTimeInterval(-60)).oldest == "Oldest 0h of 48h")
        let timeline = CoachQueueWidget.timeline(waiting: 6, oldestSince: since, from: since.addingTimeInterval(39 * 3600 + 59), hours: 3)
        #expect(
            timeline.entries.map { $0.entry.oldest } == [
                "Oldest 39h of 48h", "Oldest 40h of 48h", "Oldest 41h of 48h", "Oldest 42h of 48h",
            ])
        #expect(timeline.reload == .onPush)
    }

    @Test func theWeekCardsHourIsTheMedianOfTheLastTenPracticeEventsAndNoneGivesNoHint() {
        #expect(SmartStackRelevance.practiceHour(events: [], zone: "America/Toronto") == nil)
        let base = T.at("2026-10-01T00:00:00Z")
        // Eleven evenings at 9 PM Toronto and one old 7 AM: only the latest ten count.
        let evenings = (1...10).map { base.addingTimeInterval(Double($0) * 86_400 + 25 * 3600) }  // 01:00Z = 9 PM EDT
        let old = base.addingTimeInterval(11 * 3600)  // 7 AM EDT, the oldest
        #expect(SmartStackRelevance.practiceHour(events: [old] + evenings, zone: "America/Toronto") == 21)
        let window = SmartStackRelevance.sessionWindow(T.circle)
        #expect(window.start == T.at("2026-10-27T18:00:00-04:00") && window.end == T.circle.end)
    }
}
