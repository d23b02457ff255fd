import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Anchors · outcomes")
struct AnchorOutcomeTests {
    typealias F = AnchorFixture
    let day = F.day([F.prayerRule()], "2026-03-29")
    var dhuhr: AnchorInstance { F.instance("Dhuhr", in: day) }

    func mark(_ outcome: AnchorOutcome, _ instance: AnchorInstance, at now: Date) throws(AnchorError) -> AnchorMark {
        try AnchorMark.mark(outcome, on: instance, id: .random(), clock: F.londonClock, now: now)
    }

    @Test("Attended: refused a second before the window, allowed at its first and last second, refused once closed")
    func attended() throws {
        let window = dhuhr.window
        #expect(
            anchorThrown { try mark(.attended, dhuhr, at: window.start - 1) } == .windowNotOpenYet(opensAt: LocalTime(hour: 13, minute: 6)))
        #expect(
            AnchorError.windowNotOpenYet(opensAt: LocalTime(hour: 13, minute: 6)).message
                == "Attended opens at 13:06 — mark it once the window is open.")
        let first = try mark(.attended, dhuhr, at: window.start)
        #expect(first.outcome == .attended && first.instanceDay == F.date("2026-03-29") && first.slot == "dhuhr")
        #expect(try mark(.attended, dhuhr, at: window.lastSecond).at == window.end - 1)
        #expect(anchorThrown { try mark(.attended, dhuhr, at: window.end) } == .windowClosed)
        #expect(AnchorError.windowClosed.field == "outcome")
    }

    @Test("What is offered is exactly what mark accepts: Mark ahead never offers Attended (London's DST change day)")
    func choicesMatchTheRule() throws {
        let window = dhuhr.window
        let midnight = F.londonClock.interval(of: F.date("2026-03-29")).start
        #expect(AnchorMark.choices(for: dhuhr, at: window.start - 1) == [.notToday, .someoneElseDidIt])
        #expect(AnchorMark.choices(for: dhuhr, at: window.start) == [.attended, .notToday, .someoneElseDidIt])
        #expect(AnchorMark.choices(for: dhuhr, at: window.end).isEmpty)
        for now in [midnight, midnight + 3600, window.start - 1, window.start, window.lastSecond, window.end] {
            let accepted = AnchorOutcome.allCases.filter { outcome in anchorThrown { try mark(outcome, dhuhr, at: now) } == nil }
            #expect(AnchorMark.choices(for: dhuhr, at: now) == accepted, "\(now)")
        }
    }

    @Test("Not today and Someone else did it: allowed before the window, at its first and last second; refused once closed")
    func notTodayAndSomeoneElse() throws {
        let window = dhuhr.window
        for outcome in [AnchorOutcome.notToday, .someoneElseDidIt] {
            #expect(try mark(outcome, dhuhr, at: window.start - 3600).outcome == outcome)
            #expect(try mark(outcome, dhuhr, at: window.start).outcome == outcome)
            #expect(try mark(outcome, dhuhr, at: window.lastSecond).outcome == outcome)
            #expect(anchorThrown { try mark(outcome, dhuhr, at: window.end) } == .windowClosed)
        }
        #expect(anchorThrown { try mark(.unknown("prayedInJamaah"), dhuhr, at: window.start) } == .outcomeFromNewerVersion)
    }

    @Test("A closed window left unmarked is missed — from its closing second, not its last open second")
    func missed() {
        let window = dhuhr.window
        #expect(AnchorStatus.of(dhuhr, marks: [], at: window.start - 1) == .upcoming)
        #expect(AnchorStatus.of(dhuhr, marks: [], at: window.start) == .open)
        #expect(AnchorStatus.of(dhuhr, marks: [], at: window.lastSecond) == .open)
        #expect(AnchorStatus.of(dhuhr, marks: [], at: window.end) == .missed)
    }

    @Test("The latest mark before the close wins; the history keeps every mark")
    func latestWins() throws {
        let window = dhuhr.window
        let skip = try mark(.notToday, dhuhr, at: window.start - 60)
        let done = try mark(.attended, dhuhr, at: window.start + 60)
        let marks = [skip, done]
        #expect(AnchorStatus.of(dhuhr, marks: marks, at: window.start) == .marked(.notToday))
        #expect(AnchorStatus.of(dhuhr, marks: marks, at: window.end + 3600) == .marked(.attended))
        // A stray mark stamped after the close (another device's clock) never turns a missed window into a marked one.
        let late = AnchorMark(
            id: .random(), instanceID: dhuhr.id, ruleID: dhuhr.ruleID, slot: "dhuhr", instanceDay: dhuhr.day, markedOn: dhuhr.day,
            outcome: .attended, at: window.end)
        #expect(AnchorStatus.of(dhuhr, marks: [late], at: window.end + 60) == .missed)
    }

    @Test("School run: Someone else did it until pick-up closes; its windows are the preset's")
    func schoolRun() throws {
        let day = F.day([F.schoolRun()], "2026-03-30")  // a Monday
        #expect(day.instances.map(\.title) == ["School run · Drop-off", "School run · Pick-up"])
        let pickUp = F.instance("School run · Pick-up", in: day)
        #expect(F.hm(pickUp.window.start) == "15:00" && F.hm(pickUp.window.end) == "15:30")
        #expect(try mark(.someoneElseDidIt, pickUp, at: pickUp.window.lastSecond).outcome == .someoneElseDidIt)
        #expect(anchorThrown { try mark(.someoneElseDidIt, pickUp, at: pickUp.window.end) } == .windowClosed)
    }

    @Test("Marks round-trip as JSON; an outcome from a newer version is kept")
    func markCoding() throws {
        let original = try mark(.someoneElseDidIt, dhuhr, at: dhuhr.window.start)
        let data = try JSONEncoder().encode(original)
        #expect(try JSONDecoder().decode(AnchorMark.self, from: data) == original)
        let newer = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "someoneElseDidIt", with: "delegated")
        let decoded = try JSONDecoder().decode(AnchorMark.self, from: Data(newer.utf8))
        #expect(decoded.outcome == .unknown("delegated"))
        #expect(decoded.outcome.label == "Update Jamaal to see this")
    }
}
