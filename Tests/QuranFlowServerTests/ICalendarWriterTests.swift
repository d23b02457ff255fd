import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The iCalendar writer on its own: escaping, folding, EXDATE for cancelled weeks, VTIMEZONE transitions.
@Suite struct ICalendarWriterTests {
    static let fall = try! Term(
        id: ID("fall-2026"), name: "Fall 2026", firstMonday: LocalDate(iso: "2026-09-07")!, level: try! Level(number: 2, name: "II"))
    static let amina = Coach(id: ID("amina"), name: "Amina al-Qārī", displayName: "Ust. Amina", zoneIdentifier: "Africa/Cairo")

    @Test func aSeriesWithACancelledWeekWritesRRULEAndEXDATEOnTheCoachsClock() {
        let slot = WeeklySlot(coach: Self.amina, weekday: .tuesday, start: LocalTime(hour: 16, minute: 20))
        let series = OneToOneSeries(
            id: ID("s1"), studentID: ID("sarah"), termID: Self.fall.id, slot: slot, firstWeek: 1,
            bookedAt: Date(timeIntervalSince1970: 0), exceptions: [9: .cancelled(at: Date(timeIntervalSince1970: 0))])
        let event = CalendarExport.event(for: series, term: Self.fall, title: "Recitation with Ust. Amina, one to one; weekly")
        let text = ICalendarWriter(name: "Test", now: Date(timeIntervalSince1970: 1_800_000_000)).document([event])
        #expect(text.contains("UID:one-to-one-series-s1@quranflow"))
        #expect(text.contains("DTSTART;TZID=Africa/Cairo:20260908T162000"))
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL="))
        #expect(text.contains("EXDATE;TZID=Africa/Cairo:20261103T162000"))
        #expect(text.contains("SUMMARY:Recitation with Ust. Amina\\, one to one\\; weekly"))
        // Cairo leaves summer time at midnight on Thursday 29 October 2026 (clocks back to 23:00).
        #expect(text.contains("BEGIN:STANDARD\r\nDTSTART:20261030T000000\r\nTZOFFSETFROM:+0300\r\nTZOFFSETTO:+0200\r\nTZNAME:EET"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test func longLinesFoldAt75OctetsWithoutSplittingACharacter() {
        let title = String(repeating: "تَبَارَكَ ", count: 20)
        let folded = ICalendarWriter.fold("SUMMARY:" + title)
        // Compare bytes: a folded line may start with a space followed by a combining mark.
        var lines: [[UInt8]] = [[]]
        let bytes = Array(folded.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                lines.append([])
                index += 2
            } else {
                lines[lines.count - 1].append(bytes[index])
                index += 1
            }
        }
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 75 })
        #expect(lines.dropFirst().allSatisfy { $0.first == 32 })
        let unfolded = lines.enumerated().flatMap { $0.offset == 0 ? $0.element : Array($0.element.dropFirst()) }
        #expect(unfolded == Array(("SUMMARY:" + title).utf8))
        #expect(lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil })  // no split sequence
        #expect(ICalendarWriter.escape("a\\b;c,d\ne") == "a\\\\b\\;c\\,d\\ne")
    }
}
