import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// A coach's hours logged: meetings and review time, each counted for its part inside the coach's own week.
struct CoachHoursTests {
    func at(_ iso: String) -> Date { Fixtures.instant(iso) }

    @Test("The week is Monday to Monday on the coach's clock, not the programme's")
    func weekInTheCoachsZone() {
        // Tue 27 Oct 2026 13:48 Toronto is Tue 20:48 in Cairo (EEST); Cairo's week began Mon 26 Oct 00:00 Cairo (Sun 5 PM
        // Toronto) and ends after Egypt's clocks go back on the 29th.
        let week = CoachHours.week(containing: at("2026-10-27T13:48:00-04:00"), zoneIdentifier: "Africa/Cairo")
        #expect(week.start == at("2026-10-26T00:00:00+03:00"))
        #expect(week.end == at("2026-11-02T00:00:00+02:00"))
        // A meeting Sunday 7 PM Toronto is already Monday 2 AM in Cairo: this week for Ust. Amina, last week in Toronto.
        let meeting = CoachWork.meeting(title: "Office Hours", start: at("2026-10-25T19:00:00-04:00"), end: at("2026-10-25T19:45:00-04:00"))
        #expect(CoachHours(work: [meeting], in: week).seconds == 45 * 60)
        let torontoWeek = CoachHours.week(containing: at("2026-10-27T13:48:00-04:00"), zoneIdentifier: "America/Toronto")
        #expect(CoachHours(work: [meeting], in: torontoWeek).seconds == 0)
    }

    @Test("A meeting across midnight on Sunday gives each week its own part")
    func meetingAcrossTheWeekBoundary() {
        let week = CoachHours.week(containing: at("2026-10-27T12:00:00+02:00"), zoneIdentifier: "Africa/Cairo")
        let meeting = CoachWork.meeting(title: "1:1", start: at("2026-10-25T23:30:00+03:00"), end: at("2026-10-26T00:30:00+03:00"))
        let thisWeek = CoachHours(work: [meeting], in: week)
        #expect(thisWeek.seconds == 30 * 60)
        #expect(thisWeek.entries.first?.start == week.start)
        let lastWeek = CoachHours.week(containing: at("2026-10-20T12:00:00+02:00"), zoneIdentifier: "Africa/Cairo")
        #expect(CoachHours(work: [meeting], in: lastWeek).seconds == 30 * 60)
        // Ending on the last second before the boundary: all of it last week, none this week.
        let early = CoachWork.meeting(title: "1:1", start: at("2026-10-25T23:00:00+03:00"), end: at("2026-10-26T00:00:00+03:00"))
        #expect(CoachHours(work: [early], in: week).entries.isEmpty)
        #expect(CoachHours(work: [early], in: lastWeek).seconds == 3600)
    }

    @Test("Review time counts by the active-time rule, clipped to the week")
    func reviewTimeClipped() {
        let week = CoachHours.week(containing: at("2026-10-27T12:00:00+02:00"), zoneIdentifier: "Africa/Cairo")
        let open = at("2026-10-25T23:58:00+03:00")
        let events = [
            ActivityEvent(.open, at: open), ActivityEvent(.play, at: open.addingTimeInterval(60), lasting: 120),
            ActivityEvent(.mark, at: open.addingTimeInterval(240)), ActivityEvent(.close, at: open.addingTimeInterval(300)),
        ]
        let review = CoachWork.review(title: "Review · Sarah A. · Week 7", events: events)
        #expect(ActiveReviewTime(events: events).seconds == 300)
        // 23:58–00:00 belongs to last week; 00:00–00:03 to this one.
        #expect(CoachHours(work: [review], in: week).seconds == 180)
        let lastWeek = CoachHours.week(containing: at("2026-10-20T12:00:00+02:00"), zoneIdentifier: "Africa/Cairo")
        #expect(CoachHours(work: [review], in: lastWeek).seconds == 120)
        // An idle gap over two minutes still does not count, inside a window too.
        let idle = [ActivityEvent(.open, at: open.addingTimeInterval(3600)), ActivityEvent(.mark, at: open.addingTimeInterval(3600 + 121))]
        #expect(CoachHours(work: [.review(title: "idle", events: idle)], in: week).seconds == 0)
    }

    @Test("The sum, its list and its label")
    func sumAndList() {
        let week = CoachHours.week(containing: at("2026-10-27T12:00:00+02:00"), zoneIdentifier: "Africa/Cairo")
        let work = [
            CoachWork.meeting(title: "Office Hours", start: at("2026-10-29T21:00:00+03:00"), end: at("2026-10-29T21:45:00+03:00")),
            CoachWork.meeting(title: "1:1 · Sarah A.", start: at("2026-10-27T16:20:00+03:00"), end: at("2026-10-27T16:40:00+03:00")),
            CoachWork.meeting(title: "Next week", start: at("2026-11-02T10:00:00+02:00"), end: at("2026-11-02T11:00:00+02:00")),
        ]
        let hours = CoachHours(work: work, in: week)
        #expect(hours.entries.map(\.title) == ["1:1 · Sarah A.", "Office Hours"])
        #expect(hours.seconds == 65 * 60)
        #expect(hours.label == "1 h 05 min")
        #expect(CoachHours.label(0) == "none yet")
        #expect(CoachHours.label(59) == "under a minute")
        #expect(CoachHours.label(14 * 60 + 59) == "14 min")
        #expect(CoachHours.label(.infinity) != "")
    }

    @Test("A term runs from its first Monday to the end of its last week on the coach's clock")
    func termPeriod() {
        let term = CoachHours.term(Fixtures.fall, zoneIdentifier: "Africa/Cairo")
        #expect(term.start == at("2026-09-07T00:00:00+03:00"))
        #expect(term.end == at("2026-12-21T00:00:00+02:00"))
    }
}

/// A coach's profile: the honorific, the levels and the checked form input.
struct CoachProfileTests {
    @Test func namesAndLevels() {
        let amina = Coach(
            id: ID("amina"), name: "Amina al-Qārī", displayName: "Ust. Amina", zoneIdentifier: "Africa/Cairo", honorific: .ustadha,
            ijazah: "ijāza in Hafs from 'Āsim", levels: CoachLevels([2, 1]))
        #expect(amina.formalName == "Ustadha Amina")
        #expect(amina.calledName == "Amina")
        #expect(amina.levels.title == "Level I–II")
        #expect(amina.levels.chip == "L1–2")
        #expect(CoachLevels([1, 2, 4]).title == "Level I–II, IV")
        #expect(CoachLevels([3]).chip == "L3")
        #expect(CoachLevels(stored: "2,x,1,0,2").numbers == [1, 2])
        #expect(CoachLevels([]).title.isEmpty)
        #expect(Coach.displayName(honorific: .shaykh, calledName: "Yusuf") == "Sh. Yusuf")
        #expect(Fixtures.amina.formalName == "Ust. Amina")  // no honorific stored: the display name
    }

    @Test func formInputIsCheckedFieldByField() throws {
        func input(
            honorific: String = "Ustadha", name: String = "Amina", ijazah: String = "", levels: [String] = ["1"],
            link: String = "https://zoom.us/j/1"
        ) throws(CoachProfileError) -> CoachProfileInput {
            try CoachProfileInput(
                honorific: honorific, name: name, ijazah: ijazah, levels: levels, meetingLink: link, programmeLevels: [1, 2, 3])
        }
        let ok = try input(name: "  Amina ", levels: ["2", "1"])
        #expect(ok.calledName == "Amina" && ok.levels.numbers == [1, 2] && ok.honorific == .ustadha)
        #expect(try input(honorific: "", link: "").honorific == nil)
        #expect(try input(link: "").meetingLink == nil)
        #expect(throws: CoachProfileError.meetingLinkNotHTTPS) { try input(link: "http://zoom.us/j/1") }
        #expect(throws: CoachProfileError.meetingLinkNotHTTPS) { try input(link: "javascript:alert(1)") }
        #expect(throws: CoachProfileError.meetingLinkNotHTTPS) { try input(link: "https://") }
        #expect(throws: CoachProfileError.unknownLevel(4)) { try input(levels: ["4"]) }
        #expect(throws: CoachProfileError.levelNotANumber) { try input(levels: ["99999999999999999999"]) }
        #expect(throws: CoachProfileError.unknownHonorific) { try input(honorific: "Dr") }
        #expect(throws: CoachProfileError.nameMissing) { try input(name: "  ") }
        #expect(throws: CoachProfileError.nameTooLong) { try input(name: String(repeating: "a", count: 61)) }
        #expect(throws: CoachProfileError.ijazahTooLong) { try input(ijazah: String(repeating: "a", count: 121)) }
        #expect(CoachProfileError.meetingLinkNotHTTPS.field == "meetingLink")
    }
}
