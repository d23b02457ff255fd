import Calendar
import Foundation
import Testing

@Suite struct LocalDateTests {
    @Test func addingCrossesMonthAndYearEnds() {
        #expect(date("2026-12-31").adding(days: 1) == date("2027-01-01"))
        #expect(date("2027-01-01").adding(days: -1) == date("2026-12-31"))
        #expect(date("2026-10-31").adding(days: 1) == date("2026-11-01"))
        #expect(date("2026-10-26").adding(days: 7) == date("2026-11-02"))
        #expect(date("2026-01-01").adding(days: 365) == date("2027-01-01"))
    }

    @Test func leapYears() {
        #expect(date("2028-02-28").adding(days: 1) == date("2028-02-29"))
        #expect(date("2027-02-28").adding(days: 1) == date("2027-03-01"))
        #expect(date("2024-03-01").adding(days: -1) == date("2024-02-29"))
        #expect(date("2100-02-28").adding(days: 1) == date("2100-03-01"))
        #expect(LocalDate(iso: "2000-02-29") != nil)
        #expect(LocalDate(iso: "2026-02-29") == nil)
        #expect(LocalDate(checkingYear: 1900, month: 2, day: 29) == nil)
        #expect(date("2028-01-01").days(until: date("2029-01-01")) == 366)
    }

    @Test func daysUntil() {
        #expect(date("2026-10-26").days(until: date("2026-11-02")) == 7)
        #expect(date("2026-11-02").days(until: date("2026-10-26")) == -7)
        #expect(date("2026-12-25").days(until: date("2027-01-04")) == 10)
        #expect(date("1969-12-31").days(until: date("1970-01-01")) == 1)
    }

    @Test func weekdays() {
        #expect(date("2026-10-27").weekday == .tuesday)
        #expect(date("1970-01-01").weekday == .thursday)
        #expect(date("2026-11-01").weekday == .sunday)
        #expect(date("2026-03-02").weekday == .monday)
        #expect(date("1969-12-29").weekday == .monday)
        #expect(Weekday.tuesday.shortName == "Tue")
        #expect(Weekday.tuesday.name == "Tuesday")
        #expect(Weekday.allCases.map(\.rawValue) == Array(1...7))
    }

    @Test func isoParsingAndDescription() {
        #expect(LocalDate(year: 2026, month: 10, day: 27).description == "2026-10-27")
        #expect(LocalDate(year: 987, month: 1, day: 5).description == "0987-01-05")
        #expect(LocalDate(iso: "2026-13-01") == nil)
        #expect(LocalDate(iso: "26-10-27") == nil)
        #expect(LocalDate(iso: "2026-10-27T00:00") == nil)
        #expect(LocalDate(iso: "2026-1-27") == nil)
        #expect(LocalDate(iso: "") == nil)
        #expect(date("2026-10-27") < date("2026-11-01"))
        #expect(date("2025-12-31") < date("2026-01-01"))
    }

    @Test func codableAsISOString() throws {
        let data = try JSONEncoder().encode([date("2026-10-27")])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-10-27"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: data) == [date("2026-10-27")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-02-30"]"#.utf8)) }
    }

    @Test func localTime() throws {
        #expect(time("09:20").description == "09:20")
        #expect(time("09:20:05").description == "09:20:05")
        #expect(LocalTime(iso: "24:00") == nil)
        #expect(LocalTime(iso: "9:20") == nil)
        #expect(LocalTime(iso: "09:60") == nil)
        #expect(time("03:59:59") < time("04:00"))
        let data = try JSONEncoder().encode([time("23:59")])
        #expect(String(decoding: data, as: UTF8.self) == #"["23:59"]"#)
        #expect(try JSONDecoder().decode([LocalTime].self, from: data) == [time("23:59")])
    }
}
