import Foundation

/// Week and day arithmetic in one person's time zone.
///
/// Every function takes the instant it reasons about; nothing here reads the wall clock.
/// Weeks run Monday 00:00 local → next Monday 00:00 local, so a week that contains a DST
/// change lasts 167 or 169 hours.
///
/// ```swift
/// let toronto = ZonedCalendar(identifier: "America/Toronto")!
/// let monday = toronto.weekStart(containing: now)
/// ```
public struct ZonedCalendar: Sendable {
    /// The zone whose wall clock this calendar reads.
    public let zone: TimeZone
    /// The zone's rules from the system tz database, looked up once (nil: use Foundation's).
    private let rules: TZifZone?

    /// A calendar for `zone`.
    ///
    /// ```swift
    /// ZonedCalendar(zone: TimeZone(identifier: "Africa/Cairo")!)
    /// ```
    public init(zone: TimeZone) {
        self.zone = zone
        rules = ZoneCache.shared.zone(for: zone.identifier)
    }

    /// A calendar for an IANA zone identifier, or `nil` if the system does not know the zone.
    ///
    /// ```swift
    /// ZonedCalendar(identifier: "America/Toronto")
    /// ```
    public init?(identifier: String) {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        self.init(zone: zone)
    }

    // MARK: Offsets

    /// Seconds east of UTC on the local wall clock at `instant`.
    ///
    /// Read from the system tz database (the same TZif files as ``ZoneAbbreviation``), so offsets
    /// and abbreviations always agree and follow the machine's tzdata updates; Foundation's own
    /// zone data on Linux can lag behind (e.g. 2026 rule changes in Canada). Zones without a TZif
    /// file (such as fixed-offset zones) use Foundation's answer.
    ///
    /// ```swift
    /// calendar.utcOffset(at: now)   // -14400 in Toronto in summer
    /// ```
    public func utcOffset(at instant: Date) -> Int {
        offset(atUTC: Int(instant.timeIntervalSince1970.rounded(.down)))
    }

    private func offset(atUTC seconds: Int) -> Int {
        if let rules {
            return rules.localTime(at: Int64(seconds)).utcOffset
        }
        return zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    // MARK: Instant → wall clock

    /// Seconds since 1970-01-01T00:00 on the local wall clock (the instant read as if the wall clock were UTC).
    private func wallSeconds(of instant: Date) -> Int {
        let utc = Int(instant.timeIntervalSince1970.rounded(.down))
        return utc + offset(atUTC: utc)
    }

    /// The date on the local wall calendar at `instant`.
    ///
    /// ```swift
    /// calendar.localDate(of: submission.createdAt)
    /// ```
    public func localDate(of instant: Date) -> LocalDate {
        LocalDate(dayNumber: CivilDays.floorDiv(wallSeconds(of: instant), 86_400))
    }

    /// The local wall-clock time at `instant` (to the whole second, rounding down).
    ///
    /// ```swift
    /// calendar.localTime(of: now).description   // "09:20"
    /// ```
    public func localTime(of instant: Date) -> LocalTime {
        let seconds = CivilDays.floorMod(wallSeconds(of: instant), 86_400)
        return LocalTime(hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60)
    }

    // MARK: Wall clock → instant

    /// The instant the local wall clock shows `time` on `date`.
    ///
    /// - In a DST **gap** (a wall time that never happens, e.g. 02:30 on a spring-forward day in
    ///   Toronto) the time is shifted forward by the length of the gap: it is read with the offset in
    ///   force before the gap, so 02:30 becomes the instant the clock shows 03:30 EDT.
    ///   A gap at midnight therefore yields the first instant of the day.
    /// - In an **overlap** (a wall time that happens twice, e.g. 01:30 on a fall-back day) the
    ///   earlier instant is returned (01:30 EDT, not 01:30 EST).
    ///
    /// ```swift
    /// calendar.instant(on: LocalDate(iso: "2026-03-08")!, at: LocalTime(iso: "09:00")!)
    /// ```
    public func instant(on date: LocalDate, at time: LocalTime) -> Date {
        let wall = date.dayNumber * 86_400 + time.secondsSinceMidnight
        // Offsets in force around this wall time; zone changes are never closer than a day apart in practice.
        let before = offset(atUTC: wall - 86_400)
        let after = offset(atUTC: wall + 86_400)
        let candidates = Set([before, after]).map { wall - $0 }.sorted()
        for utc in candidates where wall - utc == offset(atUTC: utc) {
            return Date(timeIntervalSince1970: TimeInterval(utc))  // earliest valid reading wins (overlap → earlier)
        }
        return Date(timeIntervalSince1970: TimeInterval(wall - before))  // gap → shift forward
    }

    /// The first instant of `date` on the local wall clock (local midnight, or the end of a midnight DST gap).
    ///
    /// ```swift
    /// calendar.startOfDay(LocalDate(iso: "2026-11-02")!)
    /// ```
    public func startOfDay(_ date: LocalDate) -> Date {
        instant(on: date, at: .midnight)
    }

    // MARK: Weeks

    /// The Monday of the local week containing `instant` (weeks start Monday 00:00 local).
    ///
    /// ```swift
    /// calendar.weekStart(containing: now)   // e.g. 2026-10-26
    /// ```
    public func weekStart(containing instant: Date) -> LocalDate {
        let date = localDate(of: instant)
        return date.adding(days: 1 - date.weekday.rawValue)
    }

    /// Monday 00:00 local → next Monday 00:00 local for the week containing `instant`
    /// (167 or 169 hours long when the week contains a DST change). The end is exclusive.
    ///
    /// ```swift
    /// calendar.weekInterval(containing: now).contains(submittedAt)
    /// ```
    public func weekInterval(containing instant: Date) -> DateInterval {
        let monday = weekStart(containing: instant)
        return DateInterval(start: startOfDay(monday), end: startOfDay(monday.adding(days: 7)))
    }

    /// "Sunday 11:59 PM" local for the week starting `monday`: the instant the wall clock shows
    /// Sunday 23:59:00. Whether something arrived in time is decided by ``isOnTime(_:weekStarting:)``
    /// alone, which allows the whole displayed minute (through 23:59:59).
    /// `monday` is expected to be a Monday (as ``weekStart(containing:)`` returns); the deadline is
    /// always six days after the date given.
    ///
    /// ```swift
    /// calendar.sundayDeadline(ofWeekStarting: LocalDate(iso: "2026-10-26")!)
    /// ```
    public func sundayDeadline(ofWeekStarting monday: LocalDate) -> Date {
        instant(on: monday.adding(days: 6), at: LocalTime(hour: 23, minute: 59))
    }

    /// The single home of the on-time rule: a submission at `instant` is on time for the week starting
    /// `monday` while `instant < sundayDeadline(ofWeekStarting: monday) + 60 s`, i.e. through
    /// Sunday 23:59:59 local, and late from Monday 00:00:00 local.
    ///
    /// ```swift
    /// calendar.isOnTime(submittedAt, weekStarting: monday)
    /// ```
    public func isOnTime(_ instant: Date, weekStarting monday: LocalDate) -> Bool {
        instant < sundayDeadline(ofWeekStarting: monday).addingTimeInterval(60)
    }

    // MARK: Logical days

    /// The logical day containing `instant` when days run from `rollover` to `rollover`:
    /// before the rollover time you are still in the previous logical day. A midnight rollover
    /// gives the calendar day. Consistent with ``logicalDayInterval(_:rollover:)``.
    ///
    /// ```swift
    /// calendar.logicalDay(containing: now, rollover: LocalTime(iso: "04:00")!)
    /// ```
    public func logicalDay(containing instant: Date, rollover: LocalTime) -> LocalDate {
        let date = localDate(of: instant)
        return instant < self.instant(on: date, at: rollover) ? date.adding(days: -1) : date
    }

    /// The instants of logical day `day`: from `rollover` on `day` to `rollover` on the next day
    /// (end exclusive; a DST change makes it 23 or 25 hours long).
    ///
    /// ```swift
    /// calendar.logicalDayInterval(LocalDate(iso: "2026-10-27")!, rollover: LocalTime(iso: "04:00")!)
    /// ```
    public func logicalDayInterval(_ day: LocalDate, rollover: LocalTime) -> DateInterval {
        DateInterval(start: instant(on: day, at: rollover), end: instant(on: day.adding(days: 1), at: rollover))
    }
}

extension ZonedCalendar {
    /// The calendar for an IANA identifier, or UTC when the system does not know it.
    ///
    /// Zone identifiers reach the apps already validated (an account's zone is checked when it is chosen), so the
    /// fallback only keeps a damaged record from trapping; it never guesses a city.
    ///
    /// ```swift
    /// ZonedCalendar.resolving("Africa/Cairo").localTime(of: instant)
    /// ```
    public static func resolving(_ zoneIdentifier: String) -> ZonedCalendar {
        ZonedCalendar(identifier: zoneIdentifier) ?? ZonedCalendar(zone: TimeZone(secondsFromGMT: 0)!)
    }
}
