import Calendar
import Foundation
import QuranFlowAmbient
import Testing

/// The session Live Activity, the App Intents and the whole board's timelines, each test named by its instant.
@Suite struct SessionActivityAndIntentTests {
    typealias F = AmbientTimelineTests
    static func at(_ iso: String) -> Date { F.at(iso) }

    @Test func tuesday27OctoberTheSessionActivityRunsFromTMinus15ToTheEndAndFlipsAtTheStart() throws {
        let snapshot = F.snapshot(sessions: [F.circle])
        #expect(SessionLiveActivity.entry(snapshot, at: Self.at("2026-10-27T18:44:59-04:00")) == nil)
        let opening = try #require(SessionLiveActivity.entry(snapshot, at: Self.at("2026-10-27T18:45:00-04:00")))
        #expect(opening.name == "Qari circle" && opening.subtitle == "Tuesday session · 7:00 PM")
        #expect(opening.countdownTo == F.circle.start && opening.countdownLabel == "TO JOIN")
        #expect(opening.line == "Live at 7:00 · Join opens 6:45" && !opening.isLive)
        let live = try #require(SessionLiveActivity.entry(snapshot, at: Self.at("2026-10-27T19:00:00-04:00")))
        #expect(live.isLive && live.line == "Live now · Join" && live.countdownTo == nil)
        #expect(SessionLiveActivity.entry(snapshot, at: Self.at("2026-10-27T19:59:59-04:00"))?.isLive == true)
        #expect(SessionLiveActivity.entry(snapshot, at: Self.at("2026-10-27T20:00:00-04:00")) == nil)

        let timeline = SessionLiveActivity.timeline(snapshot, from: Self.at("2026-10-27T18:46:00-04:00"))
        #expect(timeline.family == .liveActivity && timeline.reload == .atEnd)
        #expect(
            timeline.entries.map(\.date) == [
                Self.at("2026-10-27T18:46:00-04:00"), Self.at("2026-10-27T19:00:00-04:00"), Self.at("2026-10-27T20:00:00-04:00"),
            ])
        #expect(timeline.entries.last?.entry == nil)
    }

    @Test func theIntentsResolveFromTheSameComputationAsTheThisWeekButton() {
        let monday = Self.at("2026-10-26T07:40:00-04:00")
        let watching = F.snapshot(weeks: [F.week(8, watched: 1)])
        #expect(AmbientIntent.suggested(watching, at: monday) == .continueLesson)
        #expect(AmbientIntent.continueLesson.resolve(watching, at: monday) == .lesson(week: 8))
        #expect(AmbientIntent.recordRecitation.resolve(watching, at: monday) == .record(week: 8))
        #expect(AmbientIntent.playFeedback.resolve(watching, at: monday) == .unavailable(reason: "No feedback is waiting."))
        #expect(AmbientIntent.spotlightPhrase(watching, at: monday) == "Continue Week 8")

        let watched = F.snapshot(weeks: [F.week(8, watched: 3)])
        #expect(AmbientIntent.suggested(watched, at: monday) == .recordRecitation)
        let inReview = F.snapshot(weeks: [F.week(8, watched: 3, .inReview)])
        #expect(AmbientIntent.suggested(inReview, at: monday) == nil)
        let ready = F.snapshot(weeks: [F.week(8, watched: 3, .feedbackReady)])
        #expect(AmbientIntent.suggested(ready, at: monday) == .playFeedback)
        #expect(AmbientIntent.playFeedback.resolve(ready, at: monday) == .feedback(week: 8))
        let again = F.snapshot(weeks: [F.week(8, watched: 3, .anotherAttempt)])
        #expect(AmbientIntent.suggested(again, at: monday) == .recordRecitation)
        #expect(AmbientIntent.playFeedback.resolve(again, at: monday) == .feedback(week: 8))
    }

    @Test func playFeedbackOpensTheMostRecentUnheardFeedbackNotThisWeeksNothingYet() {
        let monday = Self.at("2026-10-26T07:40:00-04:00")
        // Week 7's feedback waits unheard while Week 8 is being watched: Play feedback opens Week 7's.
        let lastWeeks = F.snapshot(weeks: [
            F.week(6, watched: 3, .feedbackReady), F.week(7, watched: 3, .feedbackReady), F.week(8, watched: 1),
        ])
        #expect(AmbientIntent.playFeedback.resolve(lastWeeks, at: monday) == .feedback(week: 7))
        #expect(AmbientIntent.feedbackWeek(lastWeeks, at: monday) == 7)
        // Unheard wins over this week's heard feedback; with nothing unheard, this week's heard feedback opens.
        let heardNow = F.snapshot(weeks: [F.week(7, watched: 3, .feedbackReady), F.week(8, watched: 3, .heard)])
        #expect(AmbientIntent.playFeedback.resolve(heardNow, at: monday) == .feedback(week: 7))
        let allHeard = F.snapshot(weeks: [F.week(7, watched: 3, .heard), F.week(8, watched: 3, .practiced)])
        #expect(AmbientIntent.playFeedback.resolve(allHeard, at: monday) == .feedback(week: 8))
        // A later week's feedback (a snapshot taken ahead) is never offered before its week.
        let ahead = F.snapshot(weeks: [F.week(8, watched: 1), F.week(9, watched: 3, .feedbackReady)])
        #expect(AmbientIntent.playFeedback.resolve(ahead, at: monday) == .unavailable(reason: "No feedback is waiting."))
        // After the term, the last unheard feedback still opens; before it, nothing does.
        let term = F.snapshot(weeks: [F.week(15, watched: 3, .feedbackReady)])
        #expect(AmbientIntent.playFeedback.resolve(term, at: Self.at("2026-12-21T00:00:00-05:00")) == .feedback(week: 15))
        #expect(
            AmbientIntent.playFeedback.resolve(term, at: Self.at("2026-09-06T23:59:59-04:00"))
                == .unavailable(reason: "Fall 2026 has not started yet."))
    }

    @Test func outsideTheTermNoIntentLandsAndTheSpotlightPhraseIsGone() {
        let snapshot = F.snapshot()
        let before = Self.at("2026-09-06T23:59:59-04:00")
        #expect(AmbientIntent.continueLesson.resolve(snapshot, at: before) == .unavailable(reason: "Fall 2026 has not started yet."))
        #expect(AmbientIntent.spotlightPhrase(snapshot, at: before) == nil)
        let after = Self.at("2026-12-21T00:00:00-05:00")
        #expect(AmbientIntent.recordRecitation.resolve(snapshot, at: after) == .unavailable(reason: "Fall 2026 is complete."))
    }

    @Test func aStudentsBoardHasNoQueueAndACoachsBoardOnlyTheQueue() {
        let now = Self.at("2026-10-27T18:46:00-04:00")
        let student = AmbientTimelines.student(F.snapshot(sessions: [F.circle]), now: now)
        #expect(student.coachQueue == nil && student.week != nil && student.nextSession != nil && student.revokeWindow == nil)
        #expect(student.relevance.sessionWindows == [SmartStackRelevance.sessionWindow(F.circle)])
        #expect(student.intents.map(\.intent) == AmbientIntent.allCases)
        let coach = AmbientTimelines.coach(waiting: 6, oldestSince: now.addingTimeInterval(-39 * 3600), zone: "Africa/Cairo", now: now)
        #expect(coach.week == nil && coach.thisWeek == nil && coach.nextSession == nil && coach.intents.isEmpty)
        #expect(coach.coachQueue?.entries.first?.entry.oldest == "Oldest 39h of 48h")
    }

    @Test func theRevokeActivityIsOnTheBoardUntilItsClose() {
        let submitted = Self.at("2026-10-28T21:12:00-04:00")
        let submission = RevokeWindowActivity.Submission(
            week: 8, attempt: 1, attempts: 2, passage: "Surah Al-Mulk", submittedAt: submitted,
            windowClosesAt: submitted.addingTimeInterval(600))
        let snapshot = AmbientSnapshot(
            zone: "America/Toronto", term: F.fall, weeks: [F.week(8, watched: 3, .inReview)], sessions: [], submission: submission,
            takenAt: submitted)
        #expect(AmbientTimelines.student(snapshot, now: submitted).revokeWindow?.entries.count == 2)
        #expect(AmbientTimelines.student(snapshot, now: submitted.addingTimeInterval(599)).revokeWindow != nil)
        #expect(AmbientTimelines.student(snapshot, now: submitted.addingTimeInterval(600)).revokeWindow == nil)
    }

    @Test func aDayAheadTheCountdownStartsAndLocalMidnightTurnsTomorrowIntoToday() throws {
        let snapshot = F.snapshot(sessions: [F.circle])
        let far = try #require(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-26T18:59:59-04:00")))
        #expect(far.countdownTo == nil && far.day == "Tomorrow")
        #expect(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-26T19:00:00-04:00"))?.countdownTo == F.circle.start)
        #expect(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-26T23:59:59-04:00"))?.day == "Tomorrow")
        #expect(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-27T00:00:00-04:00"))?.day == "Today")
        let timeline = NextSessionWidget.timeline(snapshot, from: Self.at("2026-10-25T12:00:00-04:00"))
        let dates = timeline.entries.map(\.date)
        for instant in ["2026-10-26T00:00:00-04:00", "2026-10-26T19:00:00-04:00", "2026-10-27T00:00:00-04:00"] {
            #expect(dates.contains(Self.at(instant)), "an entry at \(instant)")
        }
    }
}
