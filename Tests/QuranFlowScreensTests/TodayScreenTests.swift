import Foundation
import QuranFlowCore
import QuranFlowScreens
import QuranFlowScreensTestSupport
import Testing

@Suite("Today screen")
struct TodayScreenTests {
    /// Tue 27 Oct 2026, 1:48 PM Toronto: Week 8, recitation not yet sent.
    let lessonDay = "2026-10-27T13:48:00-04:00"

    func lessonHero(_ screen: TodayScreen) throws -> LessonHero {
        guard case .lesson(let hero) = screen.hero else { throw Unexpected.state(screen.hero.state) }
        return hero
    }

    enum Unexpected: Error { case state(String) }

    @Test("Tuesday of Week 8: the lesson state with its header, hero and strip")
    func lessonState() throws {
        let screen = TodayScreen.make(DemoWorld.studentWorld(at: lessonDay), destinations: .current)
        #expect(screen.screenID == "SakToday")
        #expect(screen.eyebrow == "Tue · 27 Oct")
        #expect(screen.greeting == "Good afternoon, Sarah.")
        let hero = try lessonHero(screen)
        #expect(hero.eyebrow == "Today's lesson")
        #expect(hero.title == "Idghām with ghunnah")
        #expect(hero.meta == "1 video · 1 recording · about 12 min")
        #expect(hero.strip.caption == "Week 8 of 15")
        #expect(hero.strip.total == 15 && hero.strip.done == 7 && hero.strip.current == 8)
        #expect(hero.strip.segments.filter { $0 == .done }.count == 7)
        #expect(hero.strip.segments[7] == .current)
        #expect(hero.strip.accessibleLabel == "7 of 15 weeks done, week 8 current")
    }

    @Test("A morning greeting follows the student's own clock")
    func morningGreeting() {
        let screen = TodayScreen.make(DemoWorld.studentWorld(at: "2026-10-27T08:05:00-04:00"), destinations: .current)
        #expect(screen.greeting == "Good morning, Sarah.")
    }

    @Test("Continue exists only once the Lesson destination does")
    func continueGated() throws {
        let world = DemoWorld.studentWorld(at: lessonDay)
        let withoutLesson = Destinations(Destinations.current.available.subtracting([.lesson]))
        #expect(try lessonHero(TodayScreen.make(world, destinations: withoutLesson)).primary == nil)
        let primary = try lessonHero(TodayScreen.make(world, destinations: withoutLesson.adding(.lesson))).primary
        #expect(primary?.label == "Continue")
        #expect(primary?.href == "/learn/week/8")
    }

    @Test("Sessions today: QRC joinable in 12 min, Level Class a shelf, no one-to-one")
    func sessionsToday() throws {
        let screen = TodayScreen.make(DemoWorld.studentWorld(at: lessonDay), destinations: .current)
        let rows = try #require(screen.sessionsToday)
        #expect(rows.map(\.title) == ["Sisters' Reading Circle", "Idghām review & practice"])
        let qrc = rows[0]
        #expect(qrc.time == "2:00 PM")
        #expect(qrc.kindChip == "QRC")
        #expect(qrc.teacher == "Ust. Radwa")
        #expect(qrc.phase == .soon)
        #expect(qrc.countdown == "in 12 min")
        // Join opens the in-app live class (Zoom is opened from there).
        #expect(qrc.join?.href == "/live/qrc?from=today")  // Leave comes back to Today (#39)
        #expect(qrc.join?.opensInNewTab == false)
        #expect(qrc.shelf == nil)
        let level = rows[1]
        #expect(level.time == "7:00 PM" && level.kindChip == "Level Class")
        #expect(level.join == nil && level.countdown == nil)
        #expect(level.shelf?.coach == "Ust. Radwa")
        #expect(level.shelf?.openMeeting?.label == "Open Zoom")
        // Remind me leads to the session's reminder page (Sessions ships it).
        #expect(level.shelf?.remind?.href == "/sessions/level/reminder")
        #expect(
            TodayScreen.make(
                DemoWorld.studentWorld(at: "2026-10-27T13:48:00-04:00"),
                destinations: Destinations([.today, .meetingLink])
            ).sessionsToday?[1].shelf?.remind == nil)
    }

    @Test("A running session reads Live now; an ended one has no Join and no shelf")
    func liveAndEnded() throws {
        let live = TodayScreen.make(DemoWorld.studentWorld(at: "2026-10-27T14:30:00-04:00"), destinations: .current)
        #expect(try #require(live.sessionsToday)[0].countdown == "Live now")
        let later = TodayScreen.make(DemoWorld.studentWorld(at: "2026-10-27T15:30:00-04:00"), destinations: .current)
        let ended = try #require(later.sessionsToday)[0]
        #expect(ended.phase == .ended && ended.join == nil && ended.shelf == nil)
    }

    @Test("The verse closer: Al-Mulk 67:1 without the Bismillah, Arabic and citation only")
    func verse() throws {
        let screen = TodayScreen.make(DemoWorld.studentWorld(at: lessonDay), destinations: .current)
        let verse = try #require(screen.verse)
        #expect(verse.citation == "AL-MULK · 67:1")
        #expect(verse.arabic.hasPrefix("تَبَـٰرَكَ"))
        #expect(!verse.arabic.contains("بِسْمِ"))
    }

    @Test("Sunday after Week 8's submission: rest, strip done 8 with no current marker, no CTA")
    func restState() throws {
        let sent = DemoWorld.instant("2026-10-28T21:12:00-04:00")
        let week8 = DemoWorld.submission("w8", week: 8, sent: sent, status: .feedbackReady, outcome: .accepted)
        let screen = TodayScreen.make(
            DemoWorld.studentWorld(at: "2026-11-01T11:00:00-05:00", extra: [week8]),
            destinations: .all)
        #expect(screen.screenID == "SakTodayRest")
        #expect(screen.eyebrow == "Sun · 1 Nov")
        guard case .rest(let hero) = screen.hero else { throw Unexpected.state(screen.hero.state) }
        #expect(hero.title == "Rest the eye today")
        #expect(hero.strip.done == 8 && hero.strip.current == nil)
        #expect(!hero.strip.segments.contains(.current))
        #expect(hero.status?.label == "Feedback ready")
        #expect(hero.body == "Ust. Amina's feedback on Week 8 is ready to hear.")
        // The feedback is a quiet link inside the sentence, not a button: the rest day has no primary action.
        #expect(hero.bodyLink == InlineLink(phrase: "ready to hear", href: "/submissions/w8/feedback"))
        #expect(screen.verse?.isQuiet == true)
    }

    /// The defect of Week 8 sent back with "Another attempt": Today rested and the strip filled although an attempt was
    /// left. Today leads back to the lesson's recording, the strip keeps Week 8 current; with both attempts used it rests.
    @Test("Another attempt with one left: Today leads to recording again and the strip does not fill")
    func anotherAttemptLeadsBackToRecording() throws {
        let sent = DemoWorld.instant("2026-10-28T21:12:00-04:00")
        let first = DemoWorld.submission("w8", week: 8, sent: sent, status: .feedbackReady, outcome: .anotherAttempt)
        let friday = "2026-10-30T16:00:00-04:00"
        let screen = TodayScreen.make(DemoWorld.studentWorld(at: friday, extra: [first]), destinations: .current)
        #expect(screen.screenID == "SakToday")
        let hero = try lessonHero(screen)
        #expect(hero.strip.done == 7 && hero.strip.current == 8)
        #expect(hero.primary?.href == "/learn/week/8")
        let second = DemoWorld.submission(
            "w8b", week: 8, sent: DemoWorld.instant("2026-10-30T15:00:00-04:00"), status: .feedbackReady, outcome: .anotherAttempt,
            attempt: 2)
        let used = TodayScreen.make(DemoWorld.studentWorld(at: friday, extra: [first, second]), destinations: .current)
        #expect(used.screenID == "SakTodayRest")
    }

    @Test("Rest while in review: feedback by the weekday 48 hours after the window closed")
    func restInReview() throws {
        let sent = DemoWorld.instant("2026-11-01T10:00:00-05:00")
        let week8 = DemoWorld.submission("w8", week: 8, sent: sent, status: .inReview)
        let screen = TodayScreen.make(
            DemoWorld.studentWorld(at: "2026-11-01T14:00:00-05:00", extra: [week8]),
            destinations: .current)
        guard case .rest(let hero) = screen.hero else { throw Unexpected.state(screen.hero.state) }
        #expect(hero.body == "Your Week 8 recitation is with Ust. Amina — feedback usually comes by Tuesday.")
        #expect(hero.status?.label == "In review")
        // Both destinations exist now: the week's verse and last week's circle recording.
        #expect(hero.suggestions.map(\.label) == ["Re-read this week's verse · 2 min", "Listen to last week's circle"])
    }

    @Test("Rest suggestions appear only for destinations that exist")
    func restSuggestions() throws {
        let week8 = DemoWorld.submission(
            "w8", week: 8, sent: DemoWorld.instant("2026-10-28T21:12:00-04:00"),
            status: .inReview)
        let world = DemoWorld.studentWorld(at: "2026-11-01T11:00:00-05:00", extra: [week8])
        let withoutLesson = Destinations(Destinations.current.available.subtracting([.lesson]))
        guard case .rest(let some) = TodayScreen.make(world, destinations: withoutLesson.adding(.recordings)).hero else {
            throw Unexpected.state("not rest")
        }
        #expect(some.suggestions.map(\.label) == ["Listen to last week's circle"])
    }

    @Test("1 September: the countdown, six days to Monday 7 September")
    func countdown() throws {
        let screen = TodayScreen.make(DemoWorld.studentWorld(at: "2026-09-01T09:00:00-04:00"), destinations: .current)
        #expect(screen.screenID == "SakTodayCountdown")
        #expect(screen.eyebrow == "Tue · 1 Sep")
        #expect(screen.greeting == "Salaam, Sarah.")
        guard case .countdown(let hero) = screen.hero else { throw Unexpected.state(screen.hero.state) }
        #expect(hero.eyebrow == "Fall 2026 · Level II")
        #expect(hero.headline == "Class begins in six days")
        #expect(hero.dateLine == "Monday · 7 September")
        #expect(hero.addToCalendar?.label == "Add start date to calendar")
        #expect(hero.addToCalendar?.href == "/calendar/term-start.ics")
        #expect(screen.sessionsToday == nil && screen.verse == nil)
    }

    @Test("After Week 15: the term-over closing card")
    func termOver() throws {
        let screen = TodayScreen.make(DemoWorld.studentWorld(at: "2026-12-22T10:00:00-05:00"), destinations: .current)
        #expect(screen.screenID == "SakTodayTermOver")
        guard case .termOver(let hero) = screen.hero else { throw Unexpected.state(screen.hero.state) }
        #expect(hero.title == "Fall 2026 is complete")
        #expect(hero.strip.caption == nil)
        #expect(screen.sessionsToday == nil)
    }

    @Test("JSON: stable camelCase keys, hidden controls absent")
    func json() throws {
        let world = DemoWorld.studentWorld(at: lessonDay)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let withoutLesson = Destinations(Destinations.current.available.subtracting([.lesson, .recordings]))
        let current = String(decoding: try encoder.encode(TodayScreen.make(world, destinations: withoutLesson)), as: UTF8.self)
        #expect(current.contains("\"state\":\"lesson\""))
        #expect(current.contains("\"sessionsToday\""))
        #expect(current.contains("\"kindChip\":\"QRC\""))
        #expect(!current.contains("Continue"))
        #expect(!current.contains("\"primary\""))
        #expect(current.contains("Remind me"))
        let all = String(decoding: try encoder.encode(TodayScreen.make(world, destinations: .all)), as: UTF8.self)
        #expect(all.contains("\"primary\""))
        #expect(all.contains("Continue"))
        let decoded = try JSONDecoder().decode(TodayScreen.self, from: Data(current.utf8))
        #expect(decoded == TodayScreen.make(world, destinations: withoutLesson))
    }
}
