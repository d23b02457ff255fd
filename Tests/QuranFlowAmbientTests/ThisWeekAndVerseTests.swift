import Calendar
import Foundation
import QuranFlowAmbient
import Testing

/// The This Week widget's segments and one button through the fixture week, the feedback flip, and the week's verse.
@Suite struct ThisWeekAndVerseTests {
    typealias T = AmbientTimelineTests

    static func entry(_ week: AmbientSnapshot.Week, at iso: String = "2026-10-28T21:12:00-04:00") -> ThisWeekWidget.Entry? {
        ThisWeekWidget.entry(T.snapshot(weeks: [week]), at: T.at(iso))
    }

    @Test func monday26OctoberAt740AMThreeVideosToWatchContinueLesson() {
        let entry = Self.entry(T.week(8), at: "2026-10-26T07:40:00-04:00")
        #expect(entry?.segments == [.current, .ahead, .ahead] && entry?.status == "0 of 3 watched")
        #expect(entry?.button == .continueLesson(week: 8) && entry?.button?.label == "Continue lesson")
    }

    @Test func nothingWatchedIsTheEmptyCurrentStepAndTwoOfThreeIsPartialNeverDone() {
        // Discrete: 0 of 3 is the step to do with nothing in it, 1 and 2 of 3 are begun, only 3 of 3 is done.
        #expect(Self.entry(T.week(8, watched: 0))?.segments.first == .current)
        #expect(Self.entry(T.week(8, watched: 1))?.segments == [.partial, .ahead, .ahead])
        let two = Self.entry(T.week(8, watched: 2))
        #expect(two?.segments == [.partial, .ahead, .ahead] && two?.status == "2 of 3 watched")
        #expect(Self.entry(T.week(8, watched: 3))?.segments.first == .done)
        #expect(Self.entry(T.week(8, watched: 0))?.isGold == false)
    }

    @Test func tuesdayAllWatchedRecordAndAfterAnotherAttemptRecordAgain() {
        #expect(Self.entry(T.week(8, watched: 3))?.button == .record(week: 8))
        #expect(Self.entry(T.week(8, watched: 3))?.segments == [.done, .current, .ahead])
        let again = Self.entry(T.week(8, watched: 3, .anotherAttempt))
        #expect(again?.button == .record(week: 8) && again?.status == "Another attempt")
    }

    @Test func wednesday28OctoberAt912PMSubmittedNoButtonTheStatusWordDoesTheWork() {
        let entry = Self.entry(T.week(8, watched: 3, .inReview))
        #expect(entry?.button == nil && entry?.status == "In review" && entry?.segments == [.done, .done, .current])
        #expect(entry?.isGold == false)
    }

    @Test func friday30OctoberAt358PMTheCoachSendsAndTheNextEntryIsFeedbackReadyInGold() throws {
        // The flip: the same instant, the snapshot re-read after the push, reads "Feedback ready" in gold; no notes travel.
        let entry = try #require(Self.entry(T.week(8, watched: 3, .feedbackReady), at: "2026-10-30T15:58:00-04:00"))
        #expect(entry.status == "Feedback ready" && entry.isGold && entry.button == nil && entry.segments == [.done, .done, .done])
        #expect(ThisWeekWidget.action(T.week(8, watched: 3, .feedbackReady)) == .playFeedback(week: 8))
        #expect(Self.entry(T.week(8, watched: 3, .practiced))?.status == "practiced")
        // The timeline waits for a push (the loop's changes are not instants it can know) and turns on Monday.
        let timeline = ThisWeekWidget.timeline(T.snapshot(), from: T.at("2026-10-30T15:58:00-04:00"))
        #expect(timeline.reload == .onPush)
        #expect(timeline.entries.last?.date == T.at("2026-11-02T00:00:00-05:00"))
        #expect(timeline.entries.last?.entry?.week == 9)
    }

    @Test func theVerseIsTheWeeksArabicAndCitationOnlyAndChangesOnMonday() {
        let week9 = AmbientSnapshot.Week(
            number: 9, videos: 3, watched: 0, recitation: .notSubmitted, verseArabic: "الَّذِي خَلَقَ الْمَوْتَ وَالْحَيَاةَ",
            verseCitation: "AL-MULK · 67:2")
        let snapshot = T.snapshot(weeks: [T.week(8), week9])
        let saturday = VerseWidget.entry(snapshot, at: T.at("2026-10-31T23:04:00-04:00"))
        #expect(saturday?.citation == "AL-MULK · 67:1")
        #expect(VerseWidget.entry(snapshot, at: T.at("2026-11-02T00:00:00-05:00"))?.citation == "AL-MULK · 67:2")
        let timeline = VerseWidget.timeline(snapshot, from: T.at("2026-10-31T23:04:00-04:00"))
        // Week 10 has no verse in this snapshot, so it keeps Week 9's: the same entry, not a new one.
        #expect(timeline.entries.map(\.date) == [T.at("2026-10-31T23:04:00-04:00"), T.at("2026-11-02T00:00:00-05:00")])
        #expect(timeline.reload == .after(T.at("2026-11-09T00:00:00-05:00")))
        // Never an empty card: before the term Week 1's verse (here the earliest the snapshot has: none before Week 8),
        // after it the last week's, and a week without a verse keeps the latest earlier one.
        #expect(VerseWidget.entry(snapshot, at: T.at("2026-09-06T12:00:00-04:00")) == nil)
        let term = T.snapshot(weeks: [T.week(1), T.week(8), week9]).weeks
        let whole = AmbientSnapshot(
            zone: "America/Toronto", term: T.fall, weeks: term, sessions: [], takenAt: T.at("2026-09-01T12:00:00-04:00"))
        #expect(VerseWidget.entry(whole, at: T.at("2026-09-06T12:00:00-04:00"))?.citation == "AL-MULK · 67:1")
        #expect(VerseWidget.entry(whole, at: T.at("2026-12-21T12:00:00-05:00"))?.citation == "AL-MULK · 67:2")
        #expect(VerseWidget.entry(whole, at: T.at("2026-11-18T12:00:00-05:00"))?.citation == "AL-MULK · 67:2")
    }
}
