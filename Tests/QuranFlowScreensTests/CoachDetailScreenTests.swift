import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowScreensTestSupport
import Testing

/// Coach detail's model: the newest notes first, two shown and the rest behind "Show N earlier notes", grouped by the
/// student's own week (Monday 00:00 on their clock is the boundary), Upcoming with her only.
@Suite("Coach detail")
struct CoachDetailScreenTests {
    let world = DemoWorld.studentWorld(at: "2026-10-27T13:48:00-04:00")

    func review(_ week: Int, sent iso: String) -> Review {
        Review(
            submissionID: ID("w\(week)"), coachID: DemoWorld.amina.id,
            marks: [
                ReviewMark(
                    kind: .correction, word: WordReference(surah: 67, ayah: 1, index: 1), title: "tabāraka — stretch the madd",
                    detail: "Four counts, not two", category: .madd, playhead: 3)
            ], audioNote: AudioNote(mediaID: "note-\(week)", durationSeconds: 64), outcome: .accepted, sentAt: DemoWorld.instant(iso))
    }

    @Test("Two notes shown, newest first; the rest behind Show N earlier notes; grouped by the student's week")
    func recentFeedback() throws {
        let reviews = [
            review(5, sent: "2026-10-09T15:58:00-04:00"), review(7, sent: "2026-10-26T00:00:00-04:00"),
            review(6, sent: "2026-10-25T23:59:59-04:00"), review(4, sent: "2026-09-30T12:00:00-04:00"),
        ]
        let screen = CoachDetailScreen.make(world, reviews: reviews, welcome: nil, destinations: .current)
        #expect(screen.screenID == "SakCoach")
        #expect(screen.recent.map(\.title) == ["This week", "Last week"])  // Monday 00:00 vs Sunday 23:59:59 Toronto
        #expect(screen.recent.flatMap(\.notes).map(\.id) == ["w7", "w6"])
        #expect(screen.earlier.map(\.title) == ["October", "September"])
        #expect(screen.showEarlier == "Show 2 earlier notes")
        let first = try #require(screen.recent.first?.notes.first)
        #expect(first.title.hasPrefix("Week 7"))
        #expect(first.excerpt == "“tabāraka — stretch the madd” · Four counts, not two")
        #expect(first.audio?.src == "/media/note-7" && first.audio?.durationLabel == "1:04")
        #expect(screen.stats.first?.value == "4" && screen.stats[1].value == "48h")
        #expect(screen.message?.label == "Message Ust. Amina")
        #expect(screen.welcome == nil)
        // Another coach's review is not hers to show.
        let other = Review(submissionID: ID("w3"), coachID: DemoWorld.radwa.id, sentAt: DemoWorld.instant("2026-10-20T12:00:00-04:00"))
        #expect(CoachDetailScreen.make(world, reviews: [other], welcome: nil, destinations: .current).feedbackEmpty != nil)
    }

    @Test("Upcoming: only meetings with her, from now, on the student's clock")
    func upcoming() {
        let screen = CoachDetailScreen.make(world, reviews: [], welcome: nil, destinations: .current)
        let teachers = Set(world.sessions.filter { $0.teacherID == world.coach.id }.map(\.title))
        #expect(screen.upcoming.allSatisfy { teachers.contains($0.title) || $0.kindChip == SessionKind.oneToOne.chipLabel })
        #expect(screen.upcoming.map(\.startsAt) == screen.upcoming.map(\.startsAt).sorted())
        #expect(screen.upcoming.isEmpty == (screen.upcomingEmpty != nil))
    }
}
