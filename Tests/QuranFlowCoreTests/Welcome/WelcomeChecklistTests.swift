import Foundation
import Testing

@testable import QuranFlowCore

/// The new student's checklists from data, and which days are "the first week".
@Suite("Welcome checklist")
struct WelcomeChecklistTests {
    let at = Fixtures.instant
    let arc = WeekArc(term: Fixtures.fall, zoneIdentifier: "America/Toronto")

    func facts(_ note: Bool = false, _ script: Bool = false, _ lesson: Bool = false, _ verse: Bool = false, _ circle: Bool = false)
        -> WelcomeFacts
    {
        WelcomeFacts(
            heardWelcomeNote: note, choseScript: script, watchedWelcomeLesson: lesson, recordedFirstVerse: verse, attendedCircle: circle)
    }

    @Test("While you wait: three rows, each done from its own fact")
    func whileYouWait() {
        #expect(WelcomeChecklist.whileYouWait(facts()).map(\.step) == [.meetCoach, .chooseScript, .watchWelcomeLesson])
        #expect(WelcomeChecklist.whileYouWait(facts(true, true)).map(\.done) == [true, true, false])
        #expect(WelcomeChecklist.whileYouWait(facts(false, false, true)).map(\.state) == [.notStarted, .notStarted, .done])
    }

    @Test("Next steps: the first open step is current, whatever is done after it")
    func nextSteps() {
        #expect(WelcomeChecklist.firstWeek(facts()).map(\.state) == [.current, .notStarted, .notStarted])
        #expect(WelcomeChecklist.firstWeek(facts(true)).map(\.state) == [.done, .current, .notStarted])
        #expect(WelcomeChecklist.firstWeek(facts(false, false, false, false, true)).map(\.state) == [.current, .notStarted, .done])
        #expect(WelcomeChecklist.firstWeek(facts(true, true, true, true, true)).allSatisfy { $0.done })
    }

    @Test("The first week runs from Monday 00:00 to Sunday 23:59:59 in the student's zone, and only in the first term")
    func firstWeekDays() {
        #expect(WelcomeChecklist.firstWeekDay(arc: arc, isFirstTerm: true, at: at("2026-09-06T23:59:59-04:00")) == nil)
        #expect(WelcomeChecklist.firstWeekDay(arc: arc, isFirstTerm: true, at: at("2026-09-07T00:00:00-04:00")) == 1)
        #expect(WelcomeChecklist.firstWeekDay(arc: arc, isFirstTerm: true, at: at("2026-09-08T09:00:00-04:00")) == 2)
        #expect(WelcomeChecklist.firstWeekDay(arc: arc, isFirstTerm: true, at: at("2026-09-13T23:59:59-04:00")) == 7)
        #expect(WelcomeChecklist.firstWeekDay(arc: arc, isFirstTerm: true, at: at("2026-09-14T00:00:00-04:00")) == nil)
        #expect(WelcomeChecklist.firstWeekDay(arc: arc, isFirstTerm: false, at: at("2026-09-08T09:00:00-04:00")) == nil)
        // Read in Cairo, Tuesday 02:00 there is still Monday evening in Toronto.
        let cairo = WeekArc(term: Fixtures.fall, zoneIdentifier: "Africa/Cairo")
        #expect(WelcomeChecklist.firstWeekDay(arc: cairo, isFirstTerm: true, at: at("2026-09-08T02:00:00+03:00")) == 2)
        #expect(WelcomeChecklist.firstWeekDay(arc: arc, isFirstTerm: true, at: at("2026-09-08T02:00:00+03:00")) == 1)
    }
}
