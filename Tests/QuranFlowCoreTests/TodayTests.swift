import Calendar
import Foundation
import QuranText
import Testing

@testable import QuranFlowCore

@Suite("Today: state, strip, countdown and greeting")
struct TodayTests {
    let arc = WeekArc(term: Fixtures.fall, student: Fixtures.sarah)
    let at = Fixtures.instant
    let lessons = [
        Lesson(
            week: 8, title: "Idghām with ghunnah", partNumber: 2, videoCount: 1, recordingCount: 1, minutes: 12,
            assignment: PassageReference(surah: 67, ayahs: 1...3), focalAyah: PassageReference(surah: 67, ayah: 1))
    ]
    let throughSeven = Set(1...7)
    let throughEight = Set(1...8)

    @Test("1 Sep 2026: countdown to Monday 7 September, in six days")
    func countdown() {
        let state = TodayState(arc: arc, lessons: lessons, completedWeeks: [], at: at("2026-09-01T09:00:00-04:00"))
        #expect(state == .countdown(startsOn: LocalDate(iso: "2026-09-07")!, daysUntil: 6))
        #expect(CountdownCopy.headline(daysUntil: 6) == "Class begins in six days")
        #expect(CountdownCopy.dateLine(LocalDate(iso: "2026-09-07")!, in: Fixtures.toronto) == "Monday · 7 September")
        #expect(Fixtures.fall.eyebrow == "Fall 2026 · Level II")
    }

    @Test("Countdown copy: words to thirty, then digits; tomorrow and today")
    func countdownCopy() {
        #expect(CountdownCopy.headline(daysUntil: 9) == "Class begins in nine days")
        #expect(CountdownCopy.headline(daysUntil: 2) == "Class begins in two days")
        #expect(CountdownCopy.headline(daysUntil: 30) == "Class begins in thirty days")
        #expect(CountdownCopy.headline(daysUntil: 31) == "Class begins in 31 days")
        #expect(CountdownCopy.headline(daysUntil: 1) == "Class begins tomorrow")
        #expect(CountdownCopy.headline(daysUntil: 0) == "Class begins today")
        #expect(NumberWords.text(21) == "twenty-one")
    }

    @Test("Tuesday of Week 8 before submitting: the lesson, strip done 7 with the current marker on 8")
    func lessonDay() {
        let now = at("2026-10-27T13:48:00-04:00")
        let state = TodayState(arc: arc, lessons: lessons, completedWeeks: throughSeven, at: now)
        #expect(state == .lesson(week: 8, lesson: lessons[0]))
        #expect(WeekStrip(arc: arc, at: now, completedWeeks: throughSeven) == WeekStrip(total: 15, done: 7, current: 8))
        #expect(lessons[0].metaLine == "1 video · 1 recording · about 12 min")
    }

    @Test("The Sunday after Week 8's submission: rest, strip done 8 and no current marker")
    func restDay() {
        let now = at("2026-11-01T10:00:00-05:00")
        #expect(TodayState(arc: arc, lessons: lessons, completedWeeks: throughEight, at: now) == .rest(week: 8))
        let strip = WeekStrip(arc: arc, at: now, completedWeeks: throughEight)
        #expect(strip == WeekStrip(total: 15, done: 8, current: nil))
        #expect(strip.segment(8) == .done)
        #expect(strip.segment(9) == .upcoming)
    }

    @Test("A week ended without a submission still counts as done on the strip")
    func endedWeekIsDone() {
        let strip = WeekStrip(arc: arc, at: at("2026-10-27T13:48:00-04:00"), completedWeeks: [1, 2, 3])
        #expect(strip.done == 7)
        #expect(strip.current == 8)
        #expect(strip.segment(8) == .current)
    }

    @Test("Strip before and after the term")
    func stripOutsideTerm() {
        #expect(WeekStrip(arc: arc, at: at("2026-09-01T09:00:00-04:00"), completedWeeks: []) == WeekStrip(total: 15, done: 0, current: nil))
        #expect(
            WeekStrip(arc: arc, at: at("2026-12-21T00:00:00-05:00"), completedWeeks: []) == WeekStrip(total: 15, done: 15, current: nil))
    }

    @Test("After the last second of Week 15 the term is over")
    func termOver() {
        #expect(
            TodayState(arc: arc, lessons: lessons, completedWeeks: [], at: at("2026-12-20T23:59:59-05:00"))
                == .lesson(week: 15, lesson: nil))
        #expect(
            TodayState(arc: arc, lessons: lessons, completedWeeks: [], at: at("2026-12-21T00:00:00-05:00"))
                == .termOver(endedOn: LocalDate(iso: "2026-12-20")!))
    }

    @Test(
        "Greeting boundaries on the local wall clock",
        arguments: [
            ("00:00:00", Greeting.smallHours), ("03:59:59", .smallHours), ("04:59:59", .smallHours), ("05:00:00", .morning),
            ("11:59:59", .morning), ("12:00:00", .afternoon), ("16:59:59", .afternoon), ("17:00:00", .evening),
            ("23:59:59", .evening),
        ])
    func greeting(time: String, expected: Greeting) {
        #expect(Greeting(localTime: LocalTime(iso: time)!) == expected)
    }

    @Test("Greeting and eyebrow read the viewer's zone")
    func greetingInZone() {
        let now = at("2026-10-27T09:20:00-04:00")
        #expect(Greeting(at: now, in: Fixtures.toronto).addressing("Sarah") == "Good morning, Sarah.")
        #expect(Greeting(at: now, in: Fixtures.cairo) == .afternoon)  // 4:20 PM in Cairo
        #expect(Greeting.eyebrow(now, in: Fixtures.toronto) == "Tue · 27 Oct")
        // Midnight in Toronto is not "Good evening" (#39): the small hours have their own greeting.
        #expect(
            Greeting(at: at("2026-10-28T00:00:00-04:00"), in: Fixtures.toronto).addressing("Sarah") == "Assalamu alaikum, Sarah.")
        #expect(Greeting(at: at("2026-10-28T04:59:00-04:00"), in: Fixtures.toronto) == .smallHours)
        #expect(Greeting(at: at("2026-10-28T05:00:00-04:00"), in: Fixtures.toronto).addressing("Sarah") == "Good morning, Sarah.")
    }
}
