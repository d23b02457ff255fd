import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

/// The Sessions timeline and the reminder schedule at their boundaries.
@Suite struct DayTimelineTests {
    static func session(
        _ id: String, _ kind: SessionKind, _ weekday: Weekday, _ hour: Int, _ minute: Int = 0,
        zone: String = "America/Toronto", teacher: Coach = Fixtures.radwa
    ) -> LiveSession {
        LiveSession(
            id: ID(id), kind: kind, title: id, teacherID: teacher.id, weekday: weekday, startTime: LocalTime(hour: hour, minute: minute),
            zoneIdentifier: zone, durationMinutes: kind == .oneToOne ? 20 : 60, meetingLink: "https://zoom.us/j/\(id)", covered: "")
    }

    static let sessions = [
        session("qrc", .qrc, .tuesday, 14),
        session("level", .levelClass, .tuesday, 19),
        session("one", .oneToOne, .tuesday, 16, 20, zone: "Africa/Cairo", teacher: Fixtures.amina),
        session("office", .officeHours, .thursday, 21),
    ]
    static let arc = WeekArc(term: Fixtures.fall, student: Fixtures.sarah)
    static let tuesday = LocalDate(iso: "2026-10-27")!

    @Test func aYearTwoTuesdayReadsInTorontoWithTheNowThreadAfterWhatHasStarted() {
        let now = Fixtures.instant("2026-10-27T13:48:00-04:00")
        let day = DayTimeline(sessions: Self.sessions, student: Fixtures.sarah, arc: Self.arc, date: Self.tuesday, now: now)
        let starts = day.entries.map { Self.arc.calendar.localTime(of: $0.start).description }
        // Amina's 4:20 PM Cairo (EET since 30 Oct? no: EEST until 29 Oct 2026) is 9:20 AM Toronto.
        #expect(starts == ["09:20", "14:00", "19:00"])
        #expect(day.nowIndex == 1)
        // The last second before the QRC the thread is still before it; at the start it passes it.
        let atStart = Fixtures.instant("2026-10-27T14:00:00-04:00")
        #expect(
            DayTimeline(
                sessions: Self.sessions, student: Fixtures.sarah, arc: Self.arc, date: Self.tuesday,
                now: atStart.addingTimeInterval(-1)
            ).nowIndex == 1)
        #expect(
            DayTimeline(sessions: Self.sessions, student: Fixtures.sarah, arc: Self.arc, date: Self.tuesday, now: atStart).nowIndex == 2)
    }

    @Test func yearOneNeverSeesTheOneToOne() {
        let noor = Fixtures.student("noor", "Noor Ali", "Noor A.", year: .one)
        let day = DayTimeline(sessions: Self.sessions, student: noor, arc: Self.arc, date: Self.tuesday, now: Date())
        #expect(day.entries.count == 2)
        #expect(!day.entries.contains { if case .session(let o) = $0 { o.session.kind == .oneToOne } else { false } })
    }

    @Test func theDeadlineRowIsOnSundayOnlyAndTheThreadOnlyToday() {
        let sunday = LocalDate(iso: "2026-11-01")!
        let day = DayTimeline(
            sessions: Self.sessions, student: Fixtures.sarah, arc: Self.arc, date: sunday,
            now: Fixtures.instant("2026-10-27T13:48:00-04:00"))
        #expect(day.entries.count == 1)
        guard case .deadline(let week, let at) = day.entries[0] else { Issue.record("no deadline row"); return }
        #expect(week == 8)
        #expect(at == Fixtures.instant("2026-11-01T23:59:00-05:00"))  // EST: the clocks went back that morning
        #expect(day.nowIndex == nil)
        let saturday = DayTimeline(
            sessions: Self.sessions, student: Fixtures.sarah, arc: Self.arc, date: sunday.adding(days: -1),
            now: Date())
        #expect(saturday.entries.isEmpty)
    }

    @Test func nothingOutsideTheTerm() {
        let before = LocalDate(iso: "2026-09-01")!  // the Tuesday before Week 1
        #expect(DayTimeline(sessions: Self.sessions, student: Fixtures.sarah, arc: Self.arc, date: before, now: Date()).entries.isEmpty)
        let after = Fixtures.fall.monday(ofWeek: 16).adding(days: 1)
        #expect(DayTimeline(sessions: Self.sessions, student: Fixtures.sarah, arc: Self.arc, date: after, now: Date()).entries.isEmpty)
    }

    @Test func theOneToOneMovesOnTheTorontoClockWhenOnlyCairoChanges() {
        // Cairo leaves summer time on Thu 29 Oct 2026, Toronto on Sun 1 Nov: on Tue 3 Nov both are on standard time.
        let next = DayTimeline(
            sessions: Self.sessions, student: Fixtures.sarah, arc: Self.arc, date: LocalDate(iso: "2026-11-03")!, now: Date())
        #expect(next.entries.map { Self.arc.calendar.localTime(of: $0.start).description } == ["09:20", "14:00", "19:00"])
    }

    @Test func theStripCentresOnTheDay() {
        let days = DayTimeline.stripDays(around: Self.tuesday)
        #expect(
            days.map(\.description) == ["2026-10-24", "2026-10-25", "2026-10-26", "2026-10-27", "2026-10-28", "2026-10-29", "2026-10-30"])
    }

    @Test func remindersFireFifteenMinutesBeforeAndStepWeekByWeek() throws {
        let now = Fixtures.instant("2026-10-27T13:44:00-04:00")
        let first = try #require(ReminderSchedule.next(.session(ID("qrc")), sessions: Self.sessions, arc: Self.arc, after: now))
        #expect(first.firesAt == Fixtures.instant("2026-10-27T13:45:00-04:00"))
        // A job running exactly at a firing asks for the next: a week later, on the other side of the DST change.
        let second = try #require(ReminderSchedule.next(.session(ID("qrc")), sessions: Self.sessions, arc: Self.arc, after: first.firesAt))
        #expect(second.firesAt == Fixtures.instant("2026-11-03T13:45:00-05:00"))
        // Past 1:45 PM, this week's is gone.
        let late = try #require(
            ReminderSchedule.next(
                .session(ID("qrc")), sessions: Self.sessions, arc: Self.arc,
                after: Fixtures.instant("2026-10-27T13:45:01-04:00")))
        #expect(late.firesAt == second.firesAt)
        // The deadline: Sunday 11:44 PM in the student's zone.
        let deadline = try #require(ReminderSchedule.next(.deadline, sessions: [], arc: Self.arc, after: now))
        #expect(deadline.firesAt == Fixtures.instant("2026-11-01T23:44:00-05:00"))
        #expect(deadline.week == 8)
        // After the last week, nothing; an unknown session, nothing.
        #expect(
            ReminderSchedule.next(
                .session(ID("qrc")), sessions: Self.sessions, arc: Self.arc,
                after: Fixtures.instant("2026-12-21T00:00:00-05:00")) == nil)
        #expect(ReminderSchedule.next(.session(ID("nope")), sessions: Self.sessions, arc: Self.arc, after: now) == nil)
        #expect(ReminderItem(rawValue: "session:qrc") == .session(ID("qrc")))
        #expect(ReminderItem(rawValue: "deadline") == .deadline)
        #expect(ReminderItem(rawValue: "session:") == nil)
    }
}

@Suite struct WatchProgressTests {
    @Test func watchedFromTheLastFivePercentOrTenSeconds() {
        // 240 s: the tail is 10 s (5 % would be 12 s).
        #expect(WatchProgress(positionMilliseconds: 229_999, durationMilliseconds: 240_000).label == "95% in")
        #expect(WatchProgress(positionMilliseconds: 230_000, durationMilliseconds: 240_000).label == "watched")
        // 60 s: 5 % is 3 s.
        #expect(WatchProgress(positionMilliseconds: 56_999, durationMilliseconds: 60_000).isWatched == false)
        #expect(WatchProgress(positionMilliseconds: 57_000, durationMilliseconds: 60_000).isWatched)
        #expect(WatchProgress(positionMilliseconds: 0, durationMilliseconds: 60_000).label == nil)
        #expect(WatchProgress(positionMilliseconds: 100, durationMilliseconds: 60_000).label == "1% in")
        #expect(WatchProgress(positionMilliseconds: 90_000, durationMilliseconds: 240_000).label == "37% in")
        #expect(WatchProgress(positionMilliseconds: 999_999, durationMilliseconds: 60_000).positionMilliseconds == 60_000)
        #expect(WatchProgress(positionMilliseconds: 90_000, durationMilliseconds: 240_000).merged(withPosition: 10_000).percent == 37)
        #expect(WatchProgress.clock(milliseconds: 3_124_000) == "52:04")
        #expect(WatchProgress.clock(milliseconds: 3_723_000) == "1:02:03")
        #expect(WatchProgress(positionMilliseconds: 5, durationMilliseconds: 0).label == nil)
    }
}
