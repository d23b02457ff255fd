import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// The admin's weekly session rules and single-meeting changes, at their boundaries.
@Suite("Admin session rules")
struct SessionRuleTests {
    let at = Fixtures.instant
    let teachers: Set<ID<Coach>> = [Fixtures.radwa.id, Fixtures.amina.id]

    func draft(
        kind: String = "qrc", teacher: String = "radwa", weekday: String = "2", time: String = "14:00", duration: String = "60",
        title: String = "Sisters' Reading Circle", link: String = "https://zoom.us/j/1"
    ) -> SessionRuleDraft {
        SessionRuleDraft(
            kind: kind, teacher: teacher, weekday: weekday, time: time, duration: duration, title: title, covered: "Round-robin", link: link
        )
    }

    func field(_ draft: SessionRuleDraft, term: Term = Fixtures.fall) -> String? {
        do {
            _ = try draft.validated(id: ID("x"), teachers: teachers, term: term, zoneIdentifier: "America/Toronto")
            return nil
        } catch {
            return error.field
        }
    }

    @Test("A valid draft becomes a weekly session in the owner's zone")
    func valid() throws {
        let session = try draft().validated(id: ID("qrc"), teachers: teachers, term: Fixtures.fall, zoneIdentifier: "America/Toronto")
        #expect(session.kind == .qrc && session.weekday == .tuesday && session.startTime == LocalTime(hour: 14, minute: 0))
        #expect(session.zoneIdentifier == "America/Toronto" && session.durationMinutes == 60)
        #expect(
            session.occurrences(onLocalDate: LocalDate(iso: "2026-10-27")!, viewerZone: Fixtures.cairo).first?.start
                == at("2026-10-27T14:00:00-04:00"))
    }

    @Test("Each bad value names its field")
    func fields() {
        #expect(field(draft(kind: "oneToOne")) == "kind")
        #expect(field(draft(teacher: "nobody")) == "teacher")
        #expect(field(draft(weekday: "8")) == "weekday")
        #expect(field(draft(weekday: "0")) == "weekday")
        #expect(field(draft(time: "24:00")) == "time")
        #expect(field(draft(time: "2pm")) == "time")
        #expect(field(draft(duration: "14")) == "duration")
        #expect(field(draft(duration: "15")) == nil)
        #expect(field(draft(duration: "240")) == nil)
        #expect(field(draft(duration: "241")) == "duration")
        #expect(field(draft(duration: "99999999999999999999")) == "duration")
        #expect(field(draft(title: "  ")) == "title")
        // A Class may be untitled: its meetings take each week's lesson title (as the demo's Classes do).
        #expect(field(draft(kind: "class", title: "  ")) == nil)
        #expect(field(draft(kind: "levelClass", title: "")) == "title")
        #expect(field(draft(kind: "class", title: String(repeating: "a", count: 121))) == "title")
        #expect(field(draft(title: String(repeating: "a", count: 121))) == "title")
        #expect(field(draft(link: "http://zoom.us/j/1")) == "link")
        #expect(field(draft(link: "javascript:alert(1)")) == "link")
        #expect(field(draft(link: "https://")) == "link")
        #expect(field(draft(link: "https://zoom.us/j/1 2")) == "link")
    }

    @Test("A time inside a DST gap on one of the term's dates is refused; an overlap time is allowed")
    func dstGap() {
        // Spring 2026 runs 12 January – 26 April; Toronto springs forward on Sunday 8 March at 2:00 AM.
        #expect(field(draft(weekday: "7", time: "02:30"), term: Fixtures.spring) == "time")
        #expect(field(draft(weekday: "7", time: "03:00"), term: Fixtures.spring) == nil)
        #expect(field(draft(weekday: "6", time: "02:30"), term: Fixtures.spring) == nil)
        // Fall 2026: Toronto falls back on Sunday 1 November; 1:30 AM happens twice, and is allowed.
        #expect(field(draft(weekday: "7", time: "01:30"), term: Fixtures.fall) == nil)
    }

    var qrc: LiveSession {
        get throws {
            try draft().validated(id: ID("qrc"), teachers: teachers, term: Fixtures.fall, zoneIdentifier: "America/Toronto")
        }
    }

    @Test("A cancelled meeting is gone; a meeting already begun cannot be cancelled")
    func cancel() throws {
        var session = try qrc
        let now = at("2026-10-27T13:48:00-04:00")
        let date = try session.checkedCancellation(date: "2026-10-27", term: Fixtures.fall, now: now)
        session.changes.cancelledDates.insert(date)
        #expect(session.occurrences(onLocalDate: date, viewerZone: Fixtures.toronto).isEmpty)
        #expect(session.occurrences(onLocalDate: date.adding(days: 7), viewerZone: Fixtures.toronto).count == 1)
        #expect(throws: SessionRuleError.self) { try session.checkedCancellation(date: "2026-10-27", term: Fixtures.fall, now: now) }
        let begun = at("2026-10-27T14:00:00-04:00")
        #expect(throws: SessionRuleError(field: "date", "That meeting has begun or been held; it stays in the record.")) {
            try qrc.checkedCancellation(date: "2026-10-27", term: Fixtures.fall, now: begun)
        }
        #expect((try? qrc.checkedCancellation(date: "2026-10-27", term: Fixtures.fall, now: begun.addingTimeInterval(-1))) != nil)
        #expect(throws: SessionRuleError.self) { try qrc.checkedCancellation(date: "2026-10-28", term: Fixtures.fall, now: now) }
        #expect(throws: SessionRuleError.self) { try qrc.checkedCancellation(date: "2027-10-26", term: Fixtures.fall, now: now) }
        #expect(throws: SessionRuleError.self) { try qrc.checkedCancellation(date: "99999-10-26", term: Fixtures.fall, now: now) }
    }

    @Test("An extra meeting is added once, in the future, inside the term, on a day without a meeting")
    func extra() throws {
        var session = try qrc
        let now = at("2026-10-27T13:48:00-04:00")
        let extra = try session.checkedExtraMeeting(date: "2026-10-29", time: "18:00", term: Fixtures.fall, now: now)
        session.changes.extraMeetings.append(extra)
        let meetings = session.occurrences(from: at("2026-10-26T00:00:00-04:00"), to: at("2026-11-02T00:00:00-05:00"))
        #expect(meetings.map(\.start) == [at("2026-10-27T14:00:00-04:00"), at("2026-10-29T18:00:00-04:00")])
        #expect(meetings.map(\.isExtra) == [false, true])
        #expect(throws: SessionRuleError.self) {
            try session.checkedExtraMeeting(date: "2026-10-29", time: "19:00", term: Fixtures.fall, now: now)
        }
        #expect(throws: SessionRuleError.self) {
            try session.checkedExtraMeeting(date: "2026-11-03", time: "18:00", term: Fixtures.fall, now: now)
        }
        #expect(throws: SessionRuleError.self) {
            try session.checkedExtraMeeting(date: "2026-10-26", time: "18:00", term: Fixtures.fall, now: now)
        }
        #expect(throws: SessionRuleError.self) {
            try session.checkedExtraMeeting(date: "2027-01-05", time: "18:00", term: Fixtures.fall, now: now)
        }
    }

    @Test("An ended rule holds no meeting from its end; held meetings stay")
    func ended() throws {
        var session = try qrc
        session.changes.endedAt = at("2026-10-27T13:48:00-04:00")
        let meetings = session.occurrences(from: at("2026-10-13T00:00:00-04:00"), to: at("2026-11-10T00:00:00-05:00"))
        #expect(meetings.map(\.ownerDate.description) == ["2026-10-13", "2026-10-20"])
    }
}
