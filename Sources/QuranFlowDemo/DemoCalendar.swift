import Calendar
import Foundation

/// Which dates the demo world's terms fall on, as of the clock at first start.
///
/// The fixture (DESIGN.md §5) governs Spring 2026's weeks and 1 August 2026 – 10 January 2027, so the pre-term
/// countdown, the DST weeks and the term's end stay testable at their real dates: Spring 2026 from 12 January 2026,
/// Fall 2026 from 7 September 2026, Spring 2027 from 11 January 2027 (its enrolment opening 30 November). On any other
/// date the demo keeps living: it makes a term in which that date falls in **Week 8**, with the same weekday layout, and
/// the terms before and after it the same distances apart as the fixture's — so a newcomer in 2027 sees a living week
/// rather than a closed term. Every other dated thing in the demo (announcements, the moved Level Class, the invoices,
/// the join dates) moves with the current term by whole weeks, so weekdays and wall-clock times stay as written.
///
/// ```swift
/// let fixture = DemoCalendar(now: Oct27, zone: "America/Toronto")
/// fixture.current.name            // "Fall 2026"
/// let later = DemoCalendar(now: Jun15of2027, zone: "America/Toronto")
/// later.current.firstMonday       // 2027-04-26 (15 June is in its Week 8)
/// ```
struct DemoCalendar: Equatable {
    /// A term's name and first Monday.
    struct Season: Equatable {
        let name: String
        let firstMonday: LocalDate

        init(firstMonday: LocalDate) {
            self.firstMonday = firstMonday
            self.name = "\(DemoCalendar.seasonName(month: firstMonday.month)) \(firstMonday.year)"
        }
    }

    /// The term before the current one (the fixture's Spring 2026).
    let previous: Season
    /// The term the demo lives in (the fixture's Fall 2026).
    let current: Season
    /// The announced next term (the fixture's Spring 2027, at Level III).
    let next: Season
    /// Whole days from the fixture's Fall 2026 to ``current`` (a multiple of 7; 0 in the fixture).
    let shift: Int
    /// Whether the fixture's own dates are used.
    var isFixture: Bool { shift == 0 }

    static let fixtureCurrent = LocalDate(year: 2026, month: 9, day: 7)
    static let fixturePrevious = LocalDate(year: 2026, month: 1, day: 12)
    static let fixtureNext = LocalDate(year: 2027, month: 1, day: 11)
    /// The dates (programme-local) the fixture governs.
    static let fixtureRanges: [ClosedRange<LocalDate>] = [
        fixturePrevious...fixturePrevious.adding(days: 7 * 15 - 1),
        LocalDate(year: 2026, month: 8, day: 1)...LocalDate(year: 2027, month: 1, day: 10),
    ]
    /// The week `now` falls in when the demo makes its own term.
    static let livingWeek = 8

    /// The demo's calendar as of `now`, read on the programme's clock (`zone`).
    init(now: Date, zone: String) {
        let today = ZonedCalendar.resolving(zone).localDate(of: now)
        let firstMonday: LocalDate
        if DemoCalendar.fixtureRanges.contains(where: { $0.contains(today) }) {
            firstMonday = DemoCalendar.fixtureCurrent
        } else {
            let monday = today.adding(days: -(today.weekday.rawValue - 1))
            firstMonday = monday.adding(days: -7 * (DemoCalendar.livingWeek - 1))
        }
        shift = DemoCalendar.fixtureCurrent.days(until: firstMonday)
        current = Season(firstMonday: firstMonday)
        previous = Season(firstMonday: DemoCalendar.fixturePrevious.adding(days: shift))
        next = Season(firstMonday: DemoCalendar.fixtureNext.adding(days: shift))
    }

    /// A fixture date moved with the current term (itself in the fixture).
    func date(_ fixtureDate: LocalDate) -> LocalDate {
        fixtureDate.adding(days: shift)
    }

    /// A fixture instant moved with the current term, keeping its wall-clock time in `zone`.
    func instant(_ fixtureInstant: Date, zone: String) -> Date {
        guard shift != 0 else { return fixtureInstant }
        let calendar = ZonedCalendar.resolving(zone)
        return calendar.instant(on: calendar.localDate(of: fixtureInstant).adding(days: shift), at: calendar.localTime(of: fixtureInstant))
    }

    /// "Spring" (January–April), "Summer" (May–August), "Fall" (September–December).
    static func seasonName(month: Int) -> String {
        switch month {
        case 1...4: "Spring"
        case 5...8: "Summer"
        default: "Fall"
        }
    }
}
