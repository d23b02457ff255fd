import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// The admin's insight reports (SLA, attendance, coach hours) and their CSV, at their boundaries.
@Suite("Admin insights")
struct InsightsTests {
    let at = Fixtures.instant

    func item(_ id: String, coach: String = "amina", queued: Date, waited: TimeInterval?) -> SLAReport.Item {
        SLAReport.Item(
            submissionID: ID(id), studentName: "Student \(id)", coachID: ID(coach), coachName: coach == "amina" ? "Amina" : "Radwa",
            week: 8, attempt: 1, queuedAt: queued, reviewedAt: waited.map { queued.addingTimeInterval($0) })
    }

    @Test("48 hours exactly keeps the promise; 48 hours and one second breaks it; a waiting one counts to now")
    func slaBoundary() {
        let queued = at("2026-10-20T10:00:00-04:00")
        let now = at("2026-10-27T13:48:00-04:00")
        let report = SLAReport(
            items: [
                item("a", queued: queued, waited: 48 * 3600), item("b", queued: queued, waited: 48 * 3600 + 1),
                item("c", coach: "radwa", queued: now.addingTimeInterval(-3600), waited: nil),
                item("outside", queued: at("2026-11-30T10:00:00-05:00"), waited: 1),
            ],
            period: DateInterval(start: at("2026-10-19T00:00:00-04:00"), end: at("2026-10-28T00:00:00-04:00")), now: now)
        #expect(report.coaches.map(\.coachName) == ["Amina", "Radwa"])
        let amina = report.coaches[0]
        #expect(amina.rows.map(\.item.submissionID.rawValue) == ["b", "a"])
        #expect(amina.rows.map(\.isBreached) == [true, false])
        #expect(amina.breaches == 1 && report.breaches == 1)
        #expect(report.coaches[1].rows.first?.isWaiting == true)
        #expect(report.coaches[1].rows.first?.waited.seconds == 3600)
    }

    func session(_ kind: SessionKind, _ id: String, _ weekday: Weekday, _ time: String) -> LiveSession {
        LiveSession(
            id: ID(id), kind: kind, title: id, teacherID: Fixtures.radwa.id, weekday: weekday, startTime: LocalTime(iso: time)!,
            zoneIdentifier: "America/Toronto", durationMinutes: 60, meetingLink: "https://zoom.us/j/1", covered: "")
    }

    @Test("A cancelled meeting is not counted; an extra one is; office hours are listed but not counted; presence under 5 min is absence")
    func attendance() {
        var qrc = session(.qrc, "QRC", .tuesday, "14:00")
        qrc.changes.cancelledDates = [LocalDate(iso: "2026-10-13")!]
        qrc.changes.extraMeetings = [ExtraMeeting(date: LocalDate(iso: "2026-10-15")!, time: LocalTime(hour: 14, minute: 0))]
        let office = session(.officeHours, "Office", .thursday, "21:00")
        let sarah = AttendanceReport.Person(id: ID("sarah"), name: "Sarah Ahmed")
        let noor = AttendanceReport.Person(id: ID("noor"), name: "Noor A.")
        func span(_ id: String, _ date: String, _ from: String, minutes: Double) -> PresenceSpan {
            PresenceSpan(
                room: .group, meetingID: id, ownerDate: LocalDate(iso: date)!, firstSeen: at(from),
                lastSeen: at(from).addingTimeInterval(minutes * 60))
        }
        let presence: [ID<Student>: [PresenceSpan]] = [
            sarah.id: [
                span("QRC", "2026-10-06", "2026-10-06T14:00:00-04:00", minutes: 5),
                span("QRC", "2026-10-15", "2026-10-15T14:10:00-04:00", minutes: 30),
                span("QRC", "2026-10-13", "2026-10-13T14:00:00-04:00", minutes: 60),
            ],
            noor.id: [span("QRC", "2026-10-20", "2026-10-20T13:50:00-04:00", minutes: 14)],
        ]
        let report = AttendanceReport(
            sessions: [qrc, office], students: [sarah, noor], presence: presence,
            period: DateInterval(start: at("2026-10-05T00:00:00-04:00"), end: at("2026-10-26T00:00:00-04:00")),
            now: at("2026-10-27T13:48:00-04:00"))
        let qrcDates = report.meetings.filter { $0.occurrence.session.kind == .qrc }.map(\.occurrence.ownerDate.description)
        #expect(qrcDates == ["2026-10-06", "2026-10-15", "2026-10-20"])
        #expect(report.meetings.filter { $0.occurrence.session.kind == .officeHours }.count == 3)
        #expect(report.meetings.map { $0.attendees.map(\.name) }.filter { !$0.isEmpty } == [["Sarah Ahmed"], ["Sarah Ahmed"]])
        // Noor: 13:50–14:04, of which 4 minutes inside the meeting: absent.
        #expect(report.students.map(\.person.name) == ["Noor A.", "Sarah Ahmed"])
        #expect(report.students.map(\.attended) == [0, 2])
        #expect(report.students.map(\.meetings) == [3, 3])
        #expect(report.students.map(\.percent) == [0, 67])
    }

    @Test("A meeting that has not ended by now is not yet held")
    func notYetHeld() {
        let qrc = session(.qrc, "QRC", .tuesday, "14:00")
        let period = DateInterval(start: at("2026-10-27T00:00:00-04:00"), end: at("2026-10-28T00:00:00-04:00"))
        #expect(
            AttendanceReport(sessions: [qrc], students: [], presence: [:], period: period, now: at("2026-10-27T14:59:59-04:00")).meetings
                .isEmpty)
        #expect(
            AttendanceReport(sessions: [qrc], students: [], presence: [:], period: period, now: at("2026-10-27T15:00:00-04:00")).meetings
                .count == 1)
    }

    @Test("A week spanning the spring-forward is 167 hours; a meeting across midnight Sunday splits between weeks")
    func hoursAcrossDST() {
        let zone = Fixtures.toronto
        let period = DateInterval(start: at("2026-03-02T00:00:00-05:00"), end: at("2026-03-16T00:00:00-04:00"))
        let weeks = CoachHoursReport.weeks(of: period, zone: zone)
        #expect(weeks.map(\.start.description) == ["2026-03-02", "2026-03-09"])
        #expect(weeks[0].interval.duration == 167 * 3600)
        #expect(weeks[1].interval.duration == 168 * 3600)
        let work = [
            CoachWork.meeting(title: "Late", start: at("2026-03-08T23:30:00-04:00"), end: at("2026-03-09T00:30:00-04:00")),
            CoachWork.meeting(title: "Sunday early", start: at("2026-03-08T01:00:00-05:00"), end: at("2026-03-08T04:00:00-04:00")),
        ]
        let report = CoachHoursReport(work: [Fixtures.radwa.id: work], coaches: [Fixtures.radwa.id: "Radwa"], period: period, zone: zone)
        let firstWeek: TimeInterval = 9_000
        let secondWeek: TimeInterval = 1_800
        #expect(report.rows.map(\.meetingSeconds) == [firstWeek, secondWeek])
        #expect(report.rows.map(\.meetings) == [2, 1])
    }

    @Test("CSV: RFC 4180 quoting, CRLF, and the formula guard")
    func csv() {
        let table = CSVTable(
            header: ["Name", "Note"],
            rows: [["=HYPERLINK(\"x\")", "a,b"], ["+1", "line\nbreak"], ["-2", "say \"hi\""], ["@sum", "plain"], ["Noor", ""]])
        #expect(
            table.text
                == "Name,Note\r\n\"'=HYPERLINK(\"\"x\"\")\",\"a,b\"\r\n'+1,\"line\nbreak\"\r\n'-2,\"say \"\"hi\"\"\"\r\n'@sum,plain\r\nNoor,\r\n"
        )
        #expect(CSVTable.field("\tx") == "'\tx")
        #expect(CSVTable.field("a\r\nb") == "\"a\r\nb\"")
    }
}
