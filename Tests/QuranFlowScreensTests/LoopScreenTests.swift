import Foundation
import Identifiers
import QuranFlowScreensTestSupport
import Testing

@testable import QuranFlowCore
@testable import QuranFlowScreens

@Suite("The student's loop screens: Learn, Lesson, player, recording, submission, archive")
struct LoopScreenTests {
    let tuesday = "2026-10-27T13:48:00-04:00"

    @Test("Learn: hero, three parts with the current one open, the closing sentence by the term's last day")
    func learn() {
        let screen = LearnScreen.make(DemoWorld.studentWorld(at: tuesday), outcome: "Read short sūrahs aloud", destinations: .current)
        #expect(screen.screenID == "SakLearn")
        #expect(screen.hero?.primary?.href == "/learn/week/8")
        #expect(screen.parts.map(\.isExpanded).filter { $0 }.count == 1)
        let rows = screen.parts.flatMap(\.rows)
        #expect(rows.first { $0.week == 8 }?.state == .current)
        #expect(rows.first { $0.week == 9 }?.stateLabel == "Next")
        // Weeks not begun have no link (their lesson would not open yet).
        #expect(rows.first { $0.week == 7 }?.action?.href == "/learn/week/7")
        #expect(rows.first { $0.week == 9 }?.action == nil)
        #expect(screen.closingLead == "By December 20, you'll")
        #expect(screen.closing == "read short sūrahs aloud.")
    }

    @Test("Lesson: due Sunday 11:59 PM in the student's own zone; Begin recording; Hear back only once feedback exists")
    func lesson() throws {
        let world = DemoWorld.studentWorld(at: tuesday)
        let video = LessonVideo(id: "m1", position: 1, count: 2, title: "What is Idghām?", duration: 240, furthest: 230, resumeAt: 0)
        let next = LessonVideo(id: "m2", position: 2, count: 2, title: "Practice", duration: 300, furthest: 10, resumeAt: 10)
        let screen = try #require(LessonScreen.make(world, week: 8, videos: [video, next], destinations: .current))
        #expect(screen.record.deadline == "Due Sunday · 11:59 PM")
        #expect(screen.record.attemptsLabel == "0 of 2 used")
        #expect(screen.record.primary?.href == "/learn/week/8/record")
        #expect(screen.watch.upNext?.title == "Practice")
        #expect(screen.watch.watchedToggle == "1 watched · Show")
        #expect(screen.hearBack?.meta == "Week 7")
        #expect(screen.hearBack?.action?.href == "/submissions/w7/feedback")
        // Step 3 is the latest note in place: sent two days ago, its waveform, the coach's first words quoted.
        let sentAt = try #require(ISO8601DateFormatter().date(from: "2026-10-25T12:00:00-04:00"))
        let card = AudioCard(src: "/review-media/w7/note", seconds: 42, peaks: [0.2, 0.8, 0.5])
        let heard = try #require(
            LessonScreen.make(
                world, week: 8, videos: [],
                feedback: { _ in .init(note: card, hasAudioNote: true, sentAt: sentAt, firstNote: "Hold the ghunnah two counts.") },
                destinations: .current))
        #expect(heard.hearBack?.meta == "Week 7 · 2 days ago")
        #expect(heard.hearBack?.note == card)
        #expect(heard.hearBack?.quote == "Hold the ghunnah two counts.")
        #expect(heard.hearBack?.preparing == nil)
        // A note whose file is still being made says so instead of showing no player.
        let making = try #require(
            LessonScreen.make(
                world, week: 8, videos: [], feedback: { _ in .init(note: nil, hasAudioNote: true, sentAt: sentAt, firstNote: nil) },
                destinations: .current))
        #expect(making.hearBack?.preparing == "Preparing this recording…")
        #expect(making.hearBack?.note == nil && making.hearBack?.quote == nil)
        // The one sentence under the title comes from the syllabus, when it has one.
        #expect(screen.summary == world.lessons.first { $0.week == 8 }?.summary)
        // Without the feedback screen its link is absent, not faked.
        let withoutFeedback = Destinations(Destinations.current.available.subtracting([.feedback]))
        #expect(try #require(LessonScreen.make(world, week: 8, videos: [], destinations: withoutFeedback)).hearBack?.action == nil)
        let weekOne = try #require(
            LessonScreen.make(
                DemoWorld.studentWorld(at: "2026-09-08T10:00:00-04:00"), week: 1, videos: [],
                destinations: .current))
        #expect(weekOne.hearBack == nil)
    }

    @Test("Player: the banner only from 90 %, the chapter list marks the one playing")
    func player() throws {
        let world = DemoWorld.studentWorld(at: tuesday)
        let videos = [
            LessonVideo(id: "a", position: 1, count: 2, title: "One", duration: 100, furthest: 89, resumeAt: 89),
            LessonVideo(id: "b", position: 2, count: 2, title: "Two", duration: 100, furthest: 92, resumeAt: 92),
        ]
        let mid = try #require(VideoPlayerScreen.make(world, week: 8, videos: videos, position: 1, destinations: .current))
        #expect(mid.banner == nil && mid.chip == "Video 1 of 2" && mid.source == "/media/a")
        let done = try #require(VideoPlayerScreen.make(world, week: 8, videos: videos, position: 2, destinations: .current))
        #expect(done.banner == "Marked as watched")
        #expect(done.chapters.map(\.nowLabel) == [nil, "Now"])
        #expect(done.primary?.label == "Record submission" && done.secondary?.label == "Lesson")
    }

    @Test("Recording: Ready with 2 of 2; after two attempts reviewed “Another attempt”, No attempts until Monday")
    func recording() throws {
        let world = DemoWorld.studentWorld(at: tuesday)
        let ready = try #require(RecordingScreen.make(world, week: 8, destinations: .current))
        #expect(ready.screenID == "SakRecReady" && ready.header.label == "2 of 2 remaining")
        #expect(ready.review.submit == "Submit to Ust. Amina")
        let sent = DemoWorld.instant("2026-10-26T20:00:00-04:00")
        let used = [1, 2].map { attempt in
            Submission(
                id: ID("w8-\(attempt)"), studentID: DemoWorld.sarah.id, termID: DemoWorld.fall.id, week: 8, attempt: attempt,
                submittedAt: sent.addingTimeInterval(Double(attempt) * 3600),
                revokeWindowClosesAt: sent.addingTimeInterval(Double(attempt) * 3600 + 600),
                status: .feedbackReady, durationSeconds: 60, outcome: .anotherAttempt)
        }
        let none = try #require(RecordingScreen.make(DemoWorld.studentWorld(at: tuesday, extra: used), week: 8, destinations: .current))
        #expect(none.screenID == "SakRecNoAttempts")
        #expect(none.header.label == "0 of 2 remaining" && none.header.isDanger)
        #expect(none.noAttempts?.datePill == "Monday · 2 November")
    }

    @Test("In review: the countdown while the window is open, then nothing to revoke")
    func pending() {
        let sent = DemoWorld.instant("2026-10-27T13:40:00-04:00")
        let s8 = DemoWorld.submission("w8", week: 8, sent: sent, status: .inReview)
        let world = DemoWorld.studentWorld(at: "2026-10-27T13:43:08-04:00", extra: [s8])
        let screen = SubmissionPendingScreen.make(world, submission: s8, source: "/media/x", peaks: [0.5], destinations: .current)
        #expect(screen.eyebrow == "Week 8 · In review")
        #expect(screen.revoke?.countdown == "6:52 left")
        #expect(screen.recording.sent == "sent 3 min ago")
        let later = DemoWorld.studentWorld(at: "2026-10-27T13:50:00-04:00", extra: [s8])
        #expect(SubmissionPendingScreen.make(later, submission: s8, source: nil, peaks: [], destinations: .current).revoke == nil)
    }

    @Test("Sent before the deadline, revoked after midnight: the card says the week will have no recording")
    func revokeAfterMidnight() {
        let sent = DemoWorld.instant("2026-11-01T23:55:00-05:00")
        let s8 = DemoWorld.submission("w8", week: 8, sent: sent, status: .inReview)
        let world = DemoWorld.studentWorld(at: "2026-11-02T00:02:00-05:00", extra: [s8])
        let revoke = SubmissionPendingScreen.make(world, submission: s8, source: nil, peaks: [], destinations: .current).revoke
        #expect(revoke?.countdown == "3:00 left")
        #expect(revoke?.warning?.contains("if you take this back, Week 8 will have no recording") == true)
        let before = DemoWorld.studentWorld(at: "2026-11-01T23:58:00-05:00", extra: [s8])
        #expect(SubmissionPendingScreen.make(before, submission: s8, source: nil, peaks: [], destinations: .current).revoke?.warning == nil)
    }

    @Test("Archive: one row per week by its latest submission, this month open, earlier folded; empty before the first")
    func archive() {
        let sent = DemoWorld.instant("2026-10-27T13:40:00-04:00")
        let world = DemoWorld.studentWorld(at: tuesday, extra: [DemoWorld.submission("w8", week: 8, sent: sent, status: .inReview)])
        let screen = SubmissionsScreen.make(world, destinations: .current)
        #expect(screen.screenID == "SakSubmissions")
        #expect(screen.hero?.count == "8 submissions, 1 in review")
        #expect(screen.hero?.since == "Since September")
        #expect(screen.groups.first?.title == "This month")
        #expect(screen.groups.first?.rows.first?.status.label == "In review")
        #expect(screen.groups.first?.rows.first?.action?.href == "/submissions/w8")
        #expect(screen.groups.last?.reveal?.hasPrefix("Show ") == true)
        let empty = SubmissionsScreen.make(DemoWorld.studentWorld(at: "2026-09-07T10:00:00-04:00"), destinations: .current)
        #expect(empty.screenID == "SakSubmissionsEmpty")
        #expect(empty.empty?.primary?.href == "/learn/week/1/record")
        #expect(empty.empty?.preview == ["Audio attempt", "Coach response", "Notes & corrections"])
    }
}
