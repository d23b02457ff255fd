import Foundation
import QuranText
import Testing

@testable import QuranFlowCore

@Suite("Syllabus progress and the watched rule")
struct SyllabusAndVideoTests {
    static func lesson(_ week: Int, part: Int) -> Lesson {
        Lesson(
            week: week, title: "Lesson \(week)", partNumber: part, videoCount: 1, recordingCount: 1, minutes: 12,
            assignment: PassageReference(surah: 67, ayah: 1), focalAyah: PassageReference(surah: 67, ayah: 1))
    }

    static let parts = LessonPart.grouping((1...15).map { lesson($0, part: $0 <= 3 ? 1 : $0 <= 9 ? 2 : 3) })

    @Test("Week 8: earlier weeks done, 8 current, 9 next, later soon; the part summaries by progress")
    func week8() {
        let progress = SyllabusProgress(currentWeek: 8, completedWeeks: Set(1...7))
        #expect((1...7).allSatisfy { progress.state(ofWeek: $0) == .done })
        #expect(progress.state(ofWeek: 8) == .current)
        #expect(progress.state(ofWeek: 9) == .next)
        #expect(progress.state(ofWeek: 10) == .soon)
        #expect(Self.parts.map(progress.summary(of:)) == ["3 lessons · all done", "4 of 6 done · in progress", "6 lessons · starts Wk 10"])
        #expect(Self.parts.map(progress.isExpanded) == [false, true, false])
    }

    @Test("Submitting this week does not move the current lesson; a part's first week counts as in progress")
    func firstWeekOfAPart() {
        let progress = SyllabusProgress(currentWeek: 4, completedWeeks: [1, 2, 3, 4])
        #expect(progress.state(ofWeek: 4) == .current)
        #expect(progress.summary(of: Self.parts[1]) == "0 of 6 done · in progress")
        #expect(progress.summary(of: Self.parts[0]) == "3 lessons · all done")
    }

    @Test("Before the term nothing is done or current; after it, everything is done")
    func outsideTheTerm() {
        let before = SyllabusProgress(currentWeek: nil, completedWeeks: [])
        #expect(before.state(ofWeek: 1) == .soon)
        #expect(before.summary(of: Self.parts[0]) == "3 lessons · starts Wk 1")
        #expect(Self.parts.allSatisfy { !before.isExpanded($0) })
        let after = SyllabusProgress(currentWeek: nil, completedWeeks: [], termEnded: true)
        #expect(Self.parts.map(after.summary(of:)) == ["3 lessons · all done", "6 lessons · all done", "6 lessons · all done"])
    }

    @Test("Watched at 90 % of the furthest point reached, not at 89.9 %; percent never rounds up to 90")
    func watchedBoundary() {
        #expect(VideoProgress(furthest: 216, duration: 240).isWatched)
        #expect(!VideoProgress(furthest: 215.9, duration: 240).isWatched)
        #expect(VideoProgress(furthest: 215.9, duration: 240).percent == 89)
        #expect(VideoProgress(furthest: 500, duration: 240).percent == 100)
        #expect(!VideoProgress(furthest: 0, duration: 0).isWatched)
    }

    @Test("Resuming: where the student left off, or the start once they reached the end")
    func resume() {
        #expect(VideoProgress.resumePosition(stored: 42, duration: 240) == 42)
        #expect(VideoProgress.resumePosition(stored: 239.5, duration: 240) == 0)
        #expect(VideoProgress.resumePosition(stored: -3, duration: 240) == 0)
    }
}
