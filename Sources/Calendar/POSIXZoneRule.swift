/// A POSIX TZ string as found in a TZif footer (RFC 8536 §3.3), e.g. `EST5EDT,M3.2.0,M11.1.0`,
/// `EET-2EEST,M4.5.5/0,M10.5.4/24` or `<+03>-3`.
///
/// Supports the RFC 8536 extensions: transition times from −167 to +167 hours and
/// angle-bracketed (numeric) designations.
struct POSIXZoneRule: Sendable, Equatable {
    /// A local time type: designation and offset east of UTC in seconds.
    struct Kind: Sendable, Equatable {
        var abbreviation: String
        var utcOffset: Int
    }

    /// The day a change happens in a given year.
    enum DayRule: Sendable, Equatable {
        /// `Jn`: day 1…365, never counting 29 February.
        case julianNoLeap(Int)
        /// `n`: day 0…365, counting 29 February.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (5 = last) of month `m`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// When a change happens: a day rule and a local time (seconds, may be negative or past 24 h).
    struct Change: Sendable, Equatable {
        var day: DayRule
        var time: Int
    }

    var standard: Kind
    var daylight: Kind?
    /// Start of daylight time (in standard local time) and end (in daylight local time).
    var start: Change?
    var end: Change?

    /// Parses a TZ string; `nil` if it is empty or not understood.
    init?(_ text: String) {
        var scanner = Scanner(Array(text.unicodeScalars))
        guard let stdName = scanner.name(), let stdOffset = scanner.offset() else { return nil }
        standard = Kind(abbreviation: stdName, utcOffset: -stdOffset)
        daylight = nil
        start = nil
        end = nil
        guard !scanner.isAtEnd else { return }
        guard let dstName = scanner.name() else { return nil }
        let dstOffset = scanner.peek == "," ? stdOffset - 3600 : scanner.offset() ?? (stdOffset - 3600)
        daylight = Kind(abbreviation: dstName, utcOffset: -dstOffset)
        guard !scanner.isAtEnd else { return }  // no rules given: treat as standard time all year
        guard scanner.take(","), let startChange = scanner.change(),
            scanner.take(","), let endChange = scanner.change(), scanner.isAtEnd
        else { return nil }
        start = startChange
        end = endChange
    }

    /// The local time type in force at `utc` (seconds since the epoch).
    func kind(at utc: Int) -> Kind {
        guard let daylight, let start, let end else { return standard }
        let year = CivilDays.civil(fromDayNumber: CivilDays.floorDiv(utc + standard.utcOffset, 86_400)).year
        // The latest change at or before `utc`, looking one year either side to cover rules near New Year.
        var latest: (at: Int, isDaylight: Bool)?
        for candidate in year - 1...year + 1 {
            let begins = start.instant(in: candidate, localOffset: standard.utcOffset)
            let ends = end.instant(in: candidate, localOffset: daylight.utcOffset)
            for change in [(begins, true), (ends, false)] where change.0 <= utc {
                if latest == nil || change.0 >= latest!.at { latest = change }
            }
        }
        return latest?.isDaylight == true ? daylight : standard
    }
}

extension POSIXZoneRule.Change {
    /// The UTC instant of this change in `year`, its local time read with `localOffset`.
    func instant(in year: Int, localOffset: Int) -> Int {
        day.dayNumber(in: year) * 86_400 + time - localOffset
    }
}

extension POSIXZoneRule.DayRule {
    /// Days since the epoch of this rule's day in `year`.
    func dayNumber(in year: Int) -> Int {
        let january1 = CivilDays.dayNumber(year: year, month: 1, day: 1)
        switch self {
        case .julianNoLeap(let n):
            let skipsLeapDay = CivilDays.isLeapYear(year) && n >= 60
            return january1 + n - 1 + (skipsLeapDay ? 1 : 0)
        case .zeroBased(let n):
            return january1 + n
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilDays.dayNumber(year: year, month: month, day: 1)
            let firstWeekday = CivilDays.isoWeekday(ofDayNumber: first) % 7  // 0 = Sunday
            var day = 1 + CivilDays.floorMod(weekday - firstWeekday, 7) + 7 * (week - 1)
            while day > CivilDays.daysInMonth(month, year: year) { day -= 7 }
            return first + day - 1
        }
    }
}

/// A tiny cursor over a TZ string.
private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var isAtEnd: Bool { index >= scalars.count }
    var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        index += 1
        return true
    }

    /// A designation: three or more letters, or anything between `<` and `>`.
    mutating func name() -> String? {
        var result = ""
        if take("<") {
            while let c = peek, c != ">" { result.unicodeScalars.append(c); index += 1 }
            guard take(">") else { return nil }
        } else {
            while let c = peek, c.properties.isAlphabetic { result.unicodeScalars.append(c); index += 1 }
        }
        return result.count >= 3 ? result : nil
    }

    mutating func number() -> Int? {
        var value: Int?
        while let c = peek, ("0"..."9").contains(c) {
            value = (value ?? 0) * 10 + Int(c.value - 48)
            index += 1
        }
        return value
    }

    /// `[+-]hh[:mm[:ss]]` in seconds.
    mutating func offset() -> Int? {
        var sign = 1
        if take("-") { sign = -1 } else { _ = take("+") }
        guard let hours = number() else { return nil }
        var seconds = hours * 3600
        if take(":") {
            guard let minutes = number() else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let secs = number() else { return nil }
                seconds += secs
            }
        }
        return sign * seconds
    }

    /// `date[/time]`, time defaulting to 02:00.
    mutating func change() -> POSIXZoneRule.Change? {
        let day: POSIXZoneRule.DayRule
        if take("J") {
            guard let n = number(), (1...365).contains(n) else { return nil }
            day = .julianNoLeap(n)
        } else if take("M") {
            guard let m = number(), take("."), let w = number(), take("."), let d = number(),
                (1...12).contains(m), (1...5).contains(w), (0...6).contains(d)
            else { return nil }
            day = .monthWeekDay(month: m, week: w, weekday: d)
        } else {
            guard let n = number(), (0...365).contains(n) else { return nil }
            day = .zeroBased(n)
        }
        var time = 7200
        if take("/") {
            guard let t = offset() else { return nil }
            time = t
        }
        return POSIXZoneRule.Change(day: day, time: time)
    }
}
