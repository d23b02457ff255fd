import Calendar
import Foundation
import QuranFlowAmbient
import Testing

/// The Week and Next-session timelines at their boundaries, each test named by its instant (the spec's fixture: Fall
/// 2026, Week 1 on Monday 7 September, Week 8 = 26 Oct – 1 Nov, the circle Tuesday 7:00 PM).
@Suite struct AmbientTimelineTests {
    static func at(_ iso: String) -> Date { ISO8601.parse(iso) ?? .distantPast }

    static let fall = AmbientSnapshot.Term(name: "Fall 2026", firstMonday: LocalDate(year: 2026, month: 9, day: 7), weekCount: 15)

    static func week(_ number: Int, watched: Int = 0, _ recitation: AmbientSnapshot.Recitation = .notSubmitted) -> AmbientSnapshot.Week {
        AmbientSnapshot.Week(
            number: number, videos: 3, watched: watched, recitation: recitation, verseArabic: "تَبَارَكَ الَّذِي بِيَدِهِ الْمُلْكُ",
            verseCitation: "AL-MULK · 67:1")
    }

    static func snapshot(
        zone: String = "America/Toronto", weeks: [AmbientSnapshot.Week] = [week(8, watched: 3, .practiced), week(9)],
        sessions: [AmbientSnapshot.Meeting] = []
    ) -> AmbientSnapshot {
        AmbientSnapshot(zone: zone, term: fall, weeks: weeks, sessions: sessions, takenAt: at("2026-10-26T07:40:00-04:00"))
    }

    static let circle = AmbientSnapshot.Meeting(
        shortName: "Qari circle", start: at("2026-10-27T19:00:00-04:00"), end: at("2026-10-27T20:00:00-04:00"))

    @Test func sunday6SeptemberAt235959IsBeforeTheTermAndMondayMidnightIsWeek1() {
        let snapshot = Self.snapshot()
        #expect(WeekWidget.entry(snapshot, at: Self.at("2026-09-06T23:59:59-04:00")) == .before(label: "Starts Sep 7"))
        guard case .active(let week, let of, let strip, _) = WeekWidget.entry(snapshot, at: Self.at("2026-09-07T00:00:00-04:00")) else {
            Issue.record("Week 1 starts at Monday 00:00")
            return
        }
        #expect(week == 1 && of == 15 && strip.first == .current && strip.dropFirst().allSatisfy { $0 == .ahead })
    }

    @Test func sunday1NovemberAt235959TorontoIsWeek8PractisedAndMondayIsWeek9WithNoFanfare() {
        // 1 November 2026 is also the DST weekend: clocks went back at 2:00 AM; the week still turns at local midnight.
        let snapshot = Self.snapshot()
        #expect(
            WeekWidget.entry(snapshot, at: Self.at("2026-11-01T23:59:59-05:00"))
                == .active(
                    week: 8, of: 15, strip: Array(repeating: .done, count: 7) + [.current] + Array(repeating: .ahead, count: 7),
                    line: "Practiced · week complete"))
        guard case .active(let week, _, let strip, let line) = WeekWidget.entry(snapshot, at: Self.at("2026-11-02T00:00:00-05:00")) else {
            Issue.record("Monday is Week 9")
            return
        }
        #expect(week == 9 && line == "3 videos · due Sunday" && strip[7] == .done && strip[8] == .current)
        // The timeline's boundary entry is exactly Monday 00:00 local (05:00 UTC after the change).
        let timeline = WeekWidget.timeline(snapshot, from: Self.at("2026-10-26T07:40:00-04:00"))
        #expect(timeline.entries.map(\.date).contains(Self.at("2026-11-02T05:00:00Z")))
    }

    @Test func theSameInstantIsStillSundayInTorontoAndAlreadyMondayInCairo() {
        let instant = Self.at("2026-11-01T22:30:00Z")  // 5:30 PM Sunday Toronto, 12:30 AM Monday Cairo
        guard case .active(let toronto, _, _, _) = WeekWidget.entry(Self.snapshot(), at: instant),
            case .active(let cairo, _, _, _) = WeekWidget.entry(Self.snapshot(zone: "Africa/Cairo"), at: instant)
        else {
            Issue.record("both are in the term")
            return
        }
        #expect(toronto == 8 && cairo == 9)
    }

    @Test func monday21DecemberAtMidnightAfterWeek15Reads15Of15() {
        let snapshot = Self.snapshot()
        guard case .active(15, _, _, _) = WeekWidget.entry(snapshot, at: Self.at("2026-12-20T23:59:59-05:00")) else {
            Issue.record("the last second of Week 15")
            return
        }
        #expect(WeekWidget.entry(snapshot, at: Self.at("2026-12-21T00:00:00-05:00")) == .closed(label: "15 of 15"))
    }

    @Test func theLoopLineUsesTheLockedVocabularyAndNoPercent() {
        #expect(WeekWidget.line(Self.week(8)) == "3 videos · due Sunday")
        #expect(WeekWidget.line(Self.week(8, watched: 2)) == "1 video · due Sunday")
        #expect(WeekWidget.line(Self.week(8, watched: 3)) == "Record · due Sunday")
        #expect(WeekWidget.line(Self.week(8, watched: 3, .inReview)) == "In review")
        #expect(WeekWidget.line(Self.week(8, watched: 3, .feedbackReady)) == "Feedback ready")
        #expect(WeekWidget.line(Self.week(8, watched: 3, .practiced)) == "Practiced · week complete")
        #expect(!AmbientSnapshot.Recitation.allCases.map { WeekWidget.line(Self.week(8, watched: 3, $0)) }.contains { $0.contains("%") })
    }

    @Test func tuesday27OctoberAt646PMShowsTheCircleAndJoinOpensAt645ThenLiveThenNothing() throws {
        let snapshot = Self.snapshot(sessions: [Self.circle])
        let before = try #require(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-27T18:44:59-04:00")))
        #expect(before.phase == .upcoming && before.kind == "QARI CIRCLE" && before.time == "7:00 PM" && before.day == "Today")
        #expect(before.joinLine == "Join opens 6:45" && before.inline == "Week 8 · Qari circle 7:00")
        #expect(before.countdownTo == Self.circle.start)
        // T−15 (6:45:00): Join can be tapped; the spec's 6:46 frame still reads "Join opens 6:45" beside "in 14:07", the
        // system's dynamic-date text to 7:00.
        #expect(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-27T18:45:00-04:00"))?.phase == .joinOpen)
        let frame = try #require(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-27T18:45:53-04:00")))
        #expect(frame.joinLine == "Join opens 6:45" && frame.phase == .joinOpen)
        #expect(Int(try #require(frame.countdownTo).timeIntervalSince(Self.at("2026-10-27T18:45:53-04:00"))) == 14 * 60 + 7)
        // T−0: live until the end; at the end, nothing is coming.
        let live = try #require(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-27T19:00:00-04:00")))
        #expect(live.phase == .live && live.joinLine == "Live now · Join" && live.countdownTo == nil && live.gauge == 1)
        #expect(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-27T19:59:59-04:00"))?.phase == .live)
        #expect(NextSessionWidget.entry(snapshot, at: Self.at("2026-10-27T20:00:00-04:00")) == nil)
    }

    @Test func theNextSessionTimelineChangesAtTMinus15StartAndEnd() {
        let snapshot = Self.snapshot(sessions: [Self.circle])
        let timeline = NextSessionWidget.timeline(snapshot, from: Self.at("2026-10-27T07:40:00-04:00"))
        let dates = timeline.entries.map(\.date)
        for instant in ["2026-10-27T18:45:00-04:00", "2026-10-27T19:00:00-04:00", "2026-10-27T20:00:00-04:00"] {
            #expect(dates.contains(Self.at(instant)), "\(instant)")
        }
        #expect(timeline.entry(at: Self.at("2026-10-27T18:50:00-04:00"))?.entry?.phase == .joinOpen)
        #expect(timeline.entries.last?.entry == nil)
        #expect(timeline.reload == .atEnd)
        // Viewer-local without a zone suffix: the same circle in Cairo (still on summer time, UTC+3) reads 2:00 AM Wednesday.
        let cairo = NextSessionWidget.entry(
            Self.snapshot(zone: "Africa/Cairo", sessions: [Self.circle]), at: Self.at("2026-10-27T12:00:00Z"))
        #expect(cairo?.time == "2:00 AM" && cairo?.day == "Tomorrow" && cairo?.joinLine == "Join opens 1:45")
    }
}
