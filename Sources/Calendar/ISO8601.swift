import Foundation

/// ISO 8601 instants as the command lines, the test clocks and the JSON APIs take them ("2026-10-27T13:48:00-04:00",
/// with or without fractional seconds), and as they write them (UTC, "2026-10-27T17:48:00Z").
///
/// Read and written here, byte by byte, rather than with `ISO8601DateFormatter`: that builds an ICU calendar and
/// locale on every call, a few microseconds each time and ~5 MiB of ICU's data paged into every process that formats
/// one date (BENCHMARKS.md, "The load run").
///
/// ```swift
/// ISO8601.parse("2026-10-27T13:48:00-04:00")   // 2026-10-27 17:48:00 UTC
/// ISO8601.format(instant)                      // "2026-10-27T17:48:00Z"
/// ```
public enum ISO8601 {
    /// The instant `text` names, or nil when it is not an RFC 3339 date-time: `YYYY-MM-DDTHH:MM:SS`, optionally a
    /// fraction (nanoseconds are kept), then `Z` or an offset `±HH:MM` (or `±HHMM`, `±HH`). Every field is checked: a 30th of February,
    /// an hour 24 or a minute 60 is not a date.
    public static func parse(_ text: String) -> Date? {
        var reader = Reader(bytes: Array(text.utf8.prefix(64)))
        guard text.utf8.count <= 64,
            let year = reader.number(digits: 4), reader.take(UInt8(ascii: "-")),
            let month = reader.number(digits: 2), reader.take(UInt8(ascii: "-")),
            let day = reader.number(digits: 2), reader.take(UInt8(ascii: "T")) || reader.take(UInt8(ascii: "t")),
            let hour = reader.number(digits: 2), reader.take(UInt8(ascii: ":")),
            let minute = reader.number(digits: 2), reader.take(UInt8(ascii: ":")),
            let second = reader.number(digits: 2),
            (1...12).contains(month), (1...CivilDays.daysInMonth(month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        var fraction = 0.0
        if reader.take(UInt8(ascii: ".")) {
            var digits = 0
            var numerator = 0
            var denominator = 1
            while let digit = reader.digit() {
                if digits < 9 {  // nanoseconds; further digits are read and dropped
                    numerator = numerator * 10 + digit
                    denominator *= 10
                }
                digits += 1
            }
            guard digits > 0 else { return nil }
            fraction = Double(numerator) / Double(denominator)
        }
        var offsetSeconds = 0
        if reader.take(UInt8(ascii: "Z")) || reader.take(UInt8(ascii: "z")) {
            offsetSeconds = 0
        } else {
            let sign: Int
            if reader.take(UInt8(ascii: "+")) {
                sign = 1
            } else if reader.take(UInt8(ascii: "-")) {
                sign = -1
            } else {
                return nil
            }
            guard let hours = reader.number(digits: 2) else { return nil }
            let minutes = reader.take(UInt8(ascii: ":")) ? reader.number(digits: 2) : (reader.atEnd ? 0 : reader.number(digits: 2))
            guard let minutes, (0...23).contains(hours), (0...59).contains(minutes) else { return nil }
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
        }
        guard reader.atEnd else { return nil }
        let days = CivilDays.dayNumber(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// The instants a request may name: from 2000-01-01T00:00:00Z up to (not including) 2101-01-01T00:00:00Z, the
    /// instants of ``LocalDate/supportedRange`` read in UTC. Read in any zone they stay within 1999-12-31…2101-01-01.
    ///
    /// ```swift
    /// ISO8601.supportedRange.contains(ISO8601.parse("9999-12-31T23:00:00Z")!)   // false
    /// ```
    public static let supportedRange = Date(timeIntervalSince1970: 946_684_800)..<Date(timeIntervalSince1970: 4_133_980_800)

    /// The first and last seconds `format` writes: 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    static let formattableSeconds = -62_135_596_800...253_402_300_799

    /// `date` in UTC to the second (the fraction dropped, as a clock shows it, after rounding to the millisecond so that
    /// 13:47:59.9999999 from floating-point arithmetic reads 13:48:00); an instant before year 1 or after year 9999 is
    /// written as the first or last second of that range.
    public static func format(_ date: Date) -> String {
        let interval = ((date.timeIntervalSince1970 * 1000).rounded() / 1000).rounded(.down)
        let seconds: Int
        if interval.isNaN {
            seconds = 0
        } else if interval <= Double(formattableSeconds.lowerBound) {
            seconds = formattableSeconds.lowerBound
        } else if interval >= Double(formattableSeconds.upperBound) {
            seconds = formattableSeconds.upperBound
        } else {
            seconds = Int(interval)
        }
        let days = CivilDays.floorDiv(seconds, 86_400)
        let inDay = seconds - days * 86_400
        let (year, month, day) = CivilDays.civil(fromDayNumber: days)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        func append(_ value: Int, digits: Int) {
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
        append(year, digits: 4)
        bytes.append(UInt8(ascii: "-"))
        append(month, digits: 2)
        bytes.append(UInt8(ascii: "-"))
        append(day, digits: 2)
        bytes.append(UInt8(ascii: "T"))
        append(inDay / 3600, digits: 2)
        bytes.append(UInt8(ascii: ":"))
        append(inDay / 60 % 60, digits: 2)
        bytes.append(UInt8(ascii: ":"))
        append(inDay % 60, digits: 2)
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads ASCII digits and marks from the front of a byte string.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var atEnd: Bool { position == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        mutating func digit() -> Int? {
            guard position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else { return nil }
            defer { position += 1 }
            return Int(bytes[position] - UInt8(ascii: "0"))
        }

        mutating func number(digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }
    }
}
