import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// Profile's attendance: which meetings count, the five minutes inside the meeting, and the rounding.
@Suite("Attendance share")
struct AttendanceShareTests {
    let at = Fixtures.instant
    let arc = WeekArc(term: Fixtures.fall, zoneIdentifier: "America/Toronto")

    func session(_ kind: SessionKind, _ id: String, _ weekday: Weekday, _ time: String, minutes: Int = 60) -> LiveSession {
        LiveSession(
            id: ID(id), kind: kind, title: id, teacherID: Fixtures.amina.id, weekday: weekday, startTime: LocalTime(iso: time)!,
            zoneIdentifier: "America/Toronto", durationMinutes: minutes, meetingLink: "https://zoom.example/\(id)", covered: "")
    }

    var qrc: LiveSession { session(.qrc, "qrc", .tuesday, "14:00") }
    var officeHours: LiveSession { session(.officeHours, "office", .wednesday, "21:00") }

    func span(_ id: String, _ date: String, _ from: String, _ to: String, room: PresenceSpan.Room = .group) -> PresenceSpan {
        PresenceSpan(room: room, meetingID: id, ownerDate: LocalDate(iso: date)!, firstSeen: at(from), lastSeen: at(to))
    }

    @Test("Only meetings that have ended count, from Week 1; Office Hours never")
    func meetingsSoFar() {
        let sessions = [qrc, officeHours]
        #expect(AttendanceShare.meetings(sessions: sessions, bookings: [], arc: arc, now: at("2026-09-08T14:59:59-04:00")).isEmpty)
        let first = AttendanceShare.meetings(sessions: sessions, bookings: [], arc: arc, now: at("2026-09-08T15:00:00-04:00"))
        #expect(first.map(\.ownerDate.description) == ["2026-09-08"])
        let three = AttendanceShare.meetings(sessions: sessions, bookings: [], arc: arc, now: at("2026-09-24T12:00:00-04:00"))
        #expect(three.map(\.session.kind) == [.qrc, .qrc, .qrc])
        #expect(AttendanceShare.meetings(sessions: sessions, bookings: [], arc: arc, now: at("2026-09-01T12:00:00-04:00")).isEmpty)
        let afterTerm = AttendanceShare.meetings(sessions: [qrc], bookings: [], arc: arc, now: at("2027-03-01T12:00:00-05:00"))
        #expect(afterTerm.count == 15)
    }

    @Test("Nothing has happened yet: nil, so Profile shows an em-dash, not 0%")
    func none() {
        #expect(AttendanceShare.percent(of: [], presence: []) == nil)
    }

    @Test("Five minutes inside the meeting count; 4:59 does not, nor time in the room before the start")
    func fiveMinutes() {
        let meetings = AttendanceShare.meetings(sessions: [qrc], bookings: [], arc: arc, now: at("2026-09-08T15:00:00-04:00"))
        func share(_ spans: [PresenceSpan]) -> Int? { AttendanceShare.percent(of: meetings, presence: spans) }
        #expect(share([span("qrc", "2026-09-08", "2026-09-08T14:00:00-04:00", "2026-09-08T14:05:00-04:00")]) == 100)
        #expect(share([span("qrc", "2026-09-08", "2026-09-08T14:00:00-04:00", "2026-09-08T14:04:59-04:00")]) == 0)
        #expect(share([span("qrc", "2026-09-08", "2026-09-08T13:50:00-04:00", "2026-09-08T14:04:00-04:00")]) == 0)
        #expect(share([span("qrc", "2026-09-08", "2026-09-08T14:58:00-04:00", "2026-09-08T15:30:00-04:00")]) == 0)
        // Two visits add up: 3 + 2 minutes.
        #expect(
            share([
                span("qrc", "2026-09-08", "2026-09-08T14:00:00-04:00", "2026-09-08T14:03:00-04:00"),
                span("qrc", "2026-09-08", "2026-09-08T14:30:00-04:00", "2026-09-08T14:32:00-04:00"),
            ]) == 100)
        // Another day's or another meeting's presence is not this one's.
        #expect(share([span("qrc", "2026-09-15", "2026-09-08T14:00:00-04:00", "2026-09-08T14:30:00-04:00")]) == 0)
        #expect(share([span("qrc", "2026-09-08", "2026-09-08T14:00:00-04:00", "2026-09-08T14:30:00-04:00", room: .oneToOne)]) == 0)
    }

    @Test("A booked one-to-one is matched in the one-to-one log by its booking id")
    func oneToOne() {
        let booked = session(.oneToOne, "series-1", .tuesday, "09:20", minutes: 20)
        let meeting = SessionOccurrence(
            session: booked, ownerDate: LocalDate(iso: "2026-09-08")!, start: at("2026-09-08T09:20:00-04:00"),
            end: at("2026-09-08T09:40:00-04:00"))
        let present = span("series-1", "2026-09-08", "2026-09-08T09:21:00-04:00", "2026-09-08T09:38:00-04:00", room: .oneToOne)
        #expect(AttendanceShare.percent(of: [meeting], presence: [present]) == 100)
        let wrongLog = span("series-1", "2026-09-08", "2026-09-08T09:21:00-04:00", "2026-09-08T09:38:00-04:00", room: .group)
        #expect(AttendanceShare.percent(of: [meeting], presence: [wrongLog]) == 0)
    }

    @Test("Rounded to the nearest percent: 6 of 7 is 86%, 1 of 3 is 33%, 2 of 3 is 67%")
    func rounding() {
        let seven = AttendanceShare.meetings(sessions: [qrc], bookings: [], arc: arc, now: at("2026-10-20T15:00:00-04:00"))
        #expect(seven.count == 7)
        let spans = seven.dropFirst().map {
            PresenceSpan(room: .group, meetingID: "qrc", ownerDate: $0.ownerDate, firstSeen: $0.start, lastSeen: $0.end)
        }
        #expect(AttendanceShare.percent(of: seven, presence: spans) == 86)
        let three = Array(seven.prefix(3))
        #expect(AttendanceShare.percent(of: three, presence: Array(spans.prefix(1))) == 33)
        #expect(AttendanceShare.percent(of: three, presence: Array(spans.prefix(2))) == 67)
    }

    @Test("A first week never reads 0%: a dash until something is attended; later weeks say 0% plainly")
    func firstWeekLabel() {
        #expect(AttendanceShare.label(percent: nil, inFirstWeek: false) == "—")
        #expect(AttendanceShare.label(percent: nil, inFirstWeek: true) == "—")
        #expect(AttendanceShare.label(percent: 0, inFirstWeek: true) == "—")
        #expect(AttendanceShare.label(percent: 1, inFirstWeek: true) == "1%")
        #expect(AttendanceShare.label(percent: 50, inFirstWeek: true) == "50%")
        #expect(AttendanceShare.label(percent: 0, inFirstWeek: false) == "0%")
        #expect(AttendanceShare.label(percent: 100, inFirstWeek: false) == "100%")
    }
}
