import QuranFlowCore
import QuranText
import Testing

@Suite struct PassageChoiceTests {
    static let surahs = Quran.shared.surahs

    static func choose(_ surah: String, _ first: String, _ last: String, focal: String = "") throws -> PassageChoice {
        try PassageChoice(surah: surah, firstAyah: first, lastAyah: last, focalAyah: focal, surahs: surahs)
    }

    @Test func aPassageIsASurahAndAnAyahRangeWithinIt() throws {
        let mulk = try Self.choose("67", "1", "3", focal: "1")
        #expect(mulk.assignment.description == "67:1–3")
        #expect(mulk.focalAyah.description == "67:1")
        // Al-Mulk has 30 āyāt: 0 and 31 are refused, 30 is its last.
        #expect(throws: AdminError.ayahOutOfRange(field: "firstAyah", surah: "Al-Mulk", ayah: "0", count: 30)) {
            try Self.choose("67", "0", "3")
        }
        #expect(try Self.choose("67", "28", "30").assignment.lastAyah == 30)
        #expect(throws: AdminError.ayahOutOfRange(field: "lastAyah", surah: "Al-Mulk", ayah: "31", count: 30)) {
            try Self.choose("67", "1", "31")
        }
        #expect(throws: AdminError.passageReversed(first: 3, last: 1)) { try Self.choose("67", "3", "1") }
    }

    @Test func theSurahMustExist() {
        #expect(throws: AdminError.unknownSurah("0")) { try Self.choose("0", "1", "1") }
        #expect(throws: AdminError.unknownSurah("115")) { try Self.choose("115", "1", "1") }
        #expect(throws: AdminError.unknownSurah("Al-Mulk")) { try Self.choose("Al-Mulk", "1", "1") }
    }

    @Test func theFocalAyahIsOneOfThePassages() throws {
        #expect(try Self.choose("67", "1", "3", focal: "3").focalAyah.firstAyah == 3)
        #expect(throws: AdminError.focalAyahOutsidePassage(focal: 4, passage: "Al-Mulk 67:1–3")) {
            try Self.choose("67", "1", "3", focal: "4")
        }
        #expect(try Self.choose("112", "1", "").assignment.description == "112:1")
    }

    @Test func aLessonNeedsATitleAndOneSentence() throws {
        let choice = try Self.choose("67", "1", "3")
        #expect(throws: AdminError.required(field: "title", what: "The lesson's title")) {
            try LessonDraft(title: "", summary: "One.", minutes: "12", passage: choice)
        }
        #expect(throws: AdminError.summaryNotOneSentence) {
            try LessonDraft(title: "Idghām", summary: "One sentence. And another.", minutes: "12", passage: choice)
        }
        #expect(throws: AdminError.minutesOutOfRange("0")) {
            try LessonDraft(title: "Idghām", summary: "One.", minutes: "0", passage: choice)
        }
        let draft = try LessonDraft(
            title: "Idghām with ghunnah", summary: "How the nūn merges into ي ن م و.", minutes: "12", passage: choice)
        let lesson = draft.lesson(week: 8, plan: nil, keeping: nil)
        #expect(lesson.partNumber == 2)
        #expect(lesson.assignment.description == "67:1–3")
    }
}
