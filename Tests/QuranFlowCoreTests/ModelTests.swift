import Calendar
import QuranText
import Testing

@testable import QuranFlowCore

@Suite("Levels, lessons and parts")
struct ModelTests {
    func lesson(_ week: Int, part: Int, videos: Int = 1, recordings: Int = 1) -> Lesson {
        Lesson(
            week: week, title: "Lesson \(week)", partNumber: part, videoCount: videos, recordingCount: recordings,
            minutes: 12, assignment: PassageReference(surah: 67, ayahs: 1...3), focalAyah: PassageReference(surah: 67, ayah: 1))
    }

    @Test("Levels read in Roman numerals")
    func levels() throws {
        #expect(Fixtures.levelII.title == "Level II")
        #expect(Fixtures.levelII.titleWithName == "Level II · Reading with fluency")
        #expect(Fixtures.levelII.chip == "Lvl II")
        #expect(try Level(number: 4, name: "").romanNumeral == "IV")
        #expect(try Level(number: 14, name: "").romanNumeral == "XIV")
    }

    @Test("Meta line plurals")
    func metaLine() {
        #expect(lesson(1, part: 1, videos: 3, recordings: 2).metaLine == "3 videos · 2 recordings · about 12 min")
        #expect(lesson(1, part: 1).metaLine == "1 video · 1 recording · about 12 min")
        #expect(lesson(1, part: 1, videos: 0).metaLine == "0 videos · 1 recording · about 12 min")
    }

    @Test("Fifteen lessons group into Foundations (3), Tajweed rules (6), Application & review (6)")
    func parts() {
        let lessons = (1...15).reversed().map { lesson($0, part: $0 <= 3 ? 1 : $0 <= 9 ? 2 : 3) }
        let parts = LessonPart.grouping(lessons)
        #expect(parts.map(\.heading) == ["1 · Foundations", "2 · Tajweed rules", "3 · Application & review"])
        #expect(parts.map(\.lessons.count) == [3, 6, 6])
        #expect(parts[1].lessons.map(\.week) == Array(4...9))
    }

    @Test("Student and term basics")
    func basics() {
        #expect(Fixtures.sarah.firstName == "Sarah")
        #expect(Fixtures.sarah.id.rawValue == "sarah")
        #expect(Fixtures.fall.monday(ofWeek: 8) == LocalDate(iso: "2026-10-26"))
        #expect(Fixtures.fall.lastDay == LocalDate(iso: "2026-12-20"))
    }
}
