import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// Changing city: weeks and deadlines are recomputed in the new zone, except a week whose new deadline has already
/// passed at the moment of the change, which keeps its old one.
@Suite("Zone change")
struct ZoneChangeTests {
    let at = Fixtures.instant
    let fall = Fixtures.fall
    let spring = Fixtures.spring
    let toronto = "America/Toronto"
    let cairo = "Africa/Cairo"

    /// Sarah after moving: her new zone and the deadlines the change kept.
    func moved(to zone: String, kept: [KeptDeadline]) -> Student {
        let sarah = Fixtures.sarah
        return Student(
            id: sarah.id, displayName: sarah.displayName, shortName: sarah.shortName, year: sarah.year, level: sarah.level,
            coachID: sarah.coachID, zoneIdentifier: zone, cohortID: sarah.cohortID, keptDeadlines: kept)
    }

    @Test("Toronto → Cairo on Tuesday of Week 8: Week 8 is due Sunday 11:59 PM Cairo (earlier); past weeks keep Toronto's")
    func torontoToCairoMidWeek() {
        let now = at("2026-10-27T13:48:00-04:00")
        let kept = ZoneChange(from: toronto, to: cairo, at: now).keptDeadlines(terms: [fall], existing: [])
        #expect(kept.map(\.week) == Array(1...7))
        #expect(kept.last?.deadline == at("2026-10-25T23:59:00-04:00"))
        let arc = WeekArc(term: fall, student: moved(to: cairo, kept: kept))
        #expect(arc.deadline(ofWeek: 8) == at("2026-11-01T23:59:00+02:00"))
        #expect(arc.deadline(ofWeek: 8) < WeekArc(term: fall, zoneIdentifier: toronto).deadline(ofWeek: 8))
        #expect(LocalFormat.time(arc.deadline(ofWeek: 8), in: arc.calendar.zone) == "11:59 PM")
        #expect(arc.position(at: now) == .during(week: 8, weekday: .tuesday))
        // Week 7's submissions stay judged by Toronto's Sunday: 8 PM Toronto was on time and still is.
        #expect(arc.isOnTime(at("2026-10-25T20:00:00-04:00"), forWeek: 7))
        #expect(!arc.isOnTime(at("2026-11-02T00:00:00+02:00"), forWeek: 8))
    }

    @Test("Moving late on Sunday evening: Cairo's 23:59 has passed, so Week 8 keeps Toronto's deadline — to the second")
    func lateSundayKeepsTorontoDeadline() {
        // Cairo's Week 8 is on time through Sun 1 Nov 23:59:59 EET = 16:59:59 EST.
        let lastOnTimeSecond = at("2026-11-01T16:59:59-05:00")
        let firstLateSecond = at("2026-11-01T17:00:00-05:00")
        let before = ZoneChange(from: toronto, to: cairo, at: lastOnTimeSecond).keptDeadlines(terms: [fall], existing: [])
        #expect(!before.contains { $0.week == 8 })
        let after = ZoneChange(from: toronto, to: cairo, at: firstLateSecond).keptDeadlines(terms: [fall], existing: [])
        #expect(after.first { $0.week == 8 }?.deadline == at("2026-11-01T23:59:00-05:00"))
        let arc = WeekArc(term: fall, student: moved(to: cairo, kept: after))
        #expect(arc.deadline(ofWeek: 8) == at("2026-11-01T23:59:00-05:00"))
        #expect(arc.isOnTime(at("2026-11-01T23:59:59-05:00"), forWeek: 8))
        #expect(!arc.isOnTime(at("2026-11-02T00:00:00-05:00"), forWeek: 8))
        // Week 9 is Cairo's own.
        #expect(arc.deadline(ofWeek: 9) == at("2026-11-08T23:59:00+02:00"))
    }

    @Test("Cairo → Toronto mid-week: Week 8 moves later to Toronto's Sunday; past weeks keep Cairo's")
    func cairoToToronto() {
        let now = at("2026-10-27T20:00:00+02:00")
        let kept = ZoneChange(from: cairo, to: toronto, at: now).keptDeadlines(terms: [fall], existing: [])
        #expect(kept.map(\.week) == Array(1...7))
        #expect(kept.last?.deadline == at("2026-10-25T23:59:00+03:00"))  // Cairo was still on summer time (EEST)
        let arc = WeekArc(term: fall, student: moved(to: toronto, kept: kept))
        #expect(arc.deadline(ofWeek: 8) == at("2026-11-01T23:59:00-05:00"))
    }

    @Test("Cairo → Toronto just after Cairo's deadline: Toronto's is still ahead, so the week is recomputed (reopens)")
    func cairoToTorontoAfterCairoDeadline() {
        let now = at("2026-11-02T00:30:00+02:00")  // Sun 1 Nov 5:30 PM EST
        let kept = ZoneChange(from: cairo, to: toronto, at: now).keptDeadlines(terms: [fall], existing: [])
        #expect(!kept.contains { $0.week == 8 })
        #expect(WeekArc(term: fall, student: moved(to: toronto, kept: kept)).isOnTime(now, forWeek: 8))
    }

    @Test("A DST week (Toronto springs forward Sun 8 Mar): the kept deadline is 23:59 EDT, not EST")
    func springForwardWeek() {
        // Spring Week 8 runs Mon 2 Mar – Sun 8 Mar 2026; Cairo's Sunday 23:59 EET is 5:59 PM EDT.
        let lastOnTime = at("2026-03-08T17:59:59-04:00")
        let firstLate = at("2026-03-08T18:00:00-04:00")
        #expect(
            !ZoneChange(from: toronto, to: cairo, at: lastOnTime).keptDeadlines(terms: [spring], existing: []).contains {
                $0.week == 8
            })
        let kept = ZoneChange(from: toronto, to: cairo, at: firstLate).keptDeadlines(terms: [spring], existing: [])
        #expect(kept.first { $0.week == 8 }?.deadline == at("2026-03-08T23:59:00-04:00"))
        #expect(WeekArc(term: spring, zoneIdentifier: cairo).deadline(ofWeek: 8) == at("2026-03-08T23:59:00+02:00"))
    }

    @Test("Moving back keeps what was kept, and drops a kept week whose new deadline is still ahead")
    func roundTrip() {
        let first = ZoneChange(from: toronto, to: cairo, at: at("2026-11-01T18:00:00-05:00"))
            .keptDeadlines(terms: [fall], existing: [])
        #expect(first.contains { $0.week == 8 })
        // Back to Toronto ten minutes later: Toronto's Week 8 deadline is ahead again, nothing needs keeping for it;
        // weeks 1–7 equal Toronto's own, so nothing is listed for them either.
        let back = ZoneChange(from: cairo, to: toronto, at: at("2026-11-01T18:10:00-05:00"))
            .keptDeadlines(terms: [fall], existing: first)
        #expect(back.isEmpty)
        // Kept deadlines of a term not recomputed pass through unchanged.
        let other = KeptDeadline(termID: ID("other"), week: 3, deadline: at("2026-01-01T00:00:00Z"))
        #expect(
            ZoneChange(from: toronto, to: cairo, at: at("2026-10-27T13:48:00-04:00"))
                .keptDeadlines(terms: [fall], existing: [other]).contains(other))
    }

    @Test("A change before the term keeps nothing: every week is due in the new zone")
    func beforeTheTerm() {
        let kept = ZoneChange(from: toronto, to: cairo, at: at("2026-09-01T12:00:00-04:00")).keptDeadlines(
            terms: [fall], existing: [])
        #expect(kept.isEmpty)
    }
}
