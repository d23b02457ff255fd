import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import Testing

/// One meeting of a weekly session moved: the one function that makes meetings gives the moved time, and only for it.
@Suite struct SessionMoveTests {
    static func at(_ text: String) -> Date { ISO8601.parse(text)! }
    static let levelClass = LiveSession(
        id: ID("lc"), kind: .levelClass, title: "Level Class", teacherID: ID("radwa"), weekday: .tuesday,
        startTime: LocalTime(hour: 19, minute: 0), zoneIdentifier: "America/Toronto", durationMinutes: 60, meetingLink: "", covered: "")
    static let move = SessionMove(
        originalDate: LocalDate(year: 2026, month: 11, day: 3), date: LocalDate(year: 2026, month: 11, day: 5),
        time: LocalTime(hour: 11, minute: 0))

    @Test func theMovedMeetingMeetsAtItsNewTimeAndTheOthersDoNot() {
        let moved = Self.levelClass.moving([Self.move])
        let weeks = moved.occurrences(from: Self.at("2026-10-26T00:00:00-04:00"), to: Self.at("2026-11-16T00:00:00-05:00"))
        #expect(
            weeks.map(\.start) == [
                Self.at("2026-10-27T19:00:00-04:00"), Self.at("2026-11-05T11:00:00-05:00"), Self.at("2026-11-10T19:00:00-05:00"),
            ])
        #expect(weeks[1].ownerDate == LocalDate(year: 2026, month: 11, day: 5))
        #expect(weeks[1].movedFrom == Self.at("2026-11-03T19:00:00-05:00"))
        #expect(weeks[1].end == Self.at("2026-11-05T12:00:00-05:00"))
        #expect(weeks[0].movedFrom == nil)
        // Tuesday 3 November has no meeting any more; Thursday 5 November has it, for any viewer's day.
        let toronto = ZonedCalendar.resolving("America/Toronto")
        #expect(moved.occurrences(onLocalDate: LocalDate(year: 2026, month: 11, day: 3), viewerZone: toronto).isEmpty)
        #expect(moved.occurrences(onLocalDate: LocalDate(year: 2026, month: 11, day: 5), viewerZone: toronto).count == 1)
        // A window that holds only the new time finds it; one that holds only the old time does not.
        #expect(moved.occurrences(from: Self.at("2026-11-05T10:00:00-05:00"), to: Self.at("2026-11-05T12:00:00-05:00")).count == 1)
        #expect(moved.occurrences(from: Self.at("2026-11-03T18:00:00-05:00"), to: Self.at("2026-11-03T20:00:00-05:00")).isEmpty)
        // The week's meeting (the live class's "this week") is the moved one.
        #expect(moved.occurrence(inWeekContaining: Self.at("2026-11-04T12:00:00-05:00")).start == Self.at("2026-11-05T11:00:00-05:00"))
        // Titled for its week, it stays moved.
        #expect(moved.forWeek(nil).moves == [Self.move])
        #expect(Self.move.isWithinRange)
        #expect(
            !SessionMove(originalDate: Self.move.originalDate, date: Self.move.originalDate.adding(days: 7), time: Self.move.time)
                .isWithinRange)
    }
}
