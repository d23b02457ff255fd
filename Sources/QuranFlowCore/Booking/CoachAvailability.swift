import Calendar
import Foundation
import Identifiers

/// A coach's weekly availability on the coach's wall clock, cut into 20-minute slots.
///
/// ```swift
/// let availability = CoachAvailability(coach: amina, windows: [AvailabilityCell(weekday: .tuesday, part: .evening).window])
/// availability.offers(inWeek: 8, of: fall, ledger: ledger, now: now).map { $0.occurrence.timeLabel(in: "America/Toronto") }
/// ```
public struct CoachAvailability: Hashable, Codable, Sendable {
    /// A slot occurrence as the booking screen shows it: free or taken, and whether it is still ahead.
    public struct Offer: Hashable, Sendable {
        /// The slot occurrence.
        public let occurrence: SlotOccurrence
        /// Whether someone holds it.
        public let isTaken: Bool
        /// Whether it starts after `now` (only those can be booked).
        public let isAhead: Bool
    }

    /// The coach.
    public let coachID: Identifiers.ID<Coach>
    /// The name the messages use, e.g. "Ust. Amina".
    public let coachName: String
    /// The coach's IANA zone.
    public let zoneIdentifier: String
    /// The weekly windows.
    public let windows: [AvailabilityWindow]

    /// Availability of `coach` from windows on the coach's wall clock.
    public init(coach: Coach, windows: [AvailabilityWindow]) {
        coachID = coach.id
        coachName = coach.displayName
        zoneIdentifier = coach.zoneIdentifier
        self.windows = windows
    }

    /// Availability of `coach` from picked grid cells (each cell is its day part's hours).
    public init(coach: Coach, cells: Set<AvailabilityCell>) {
        self.init(
            coach: coach,
            windows: cells.sorted { ($0.weekday.rawValue, $0.part.rawValue) < ($1.weekday.rawValue, $1.part.rawValue) }.map(\.window))
    }

    /// The 20-minute slots of `weekday`, earliest first.
    public func slots(on weekday: Weekday) -> [WeeklySlot] {
        let starts = Set(windows.filter { $0.weekday == weekday }.flatMap { $0.slotStarts(length: WeeklySlot.lengthMinutes) })
        return starts.sorted().map { WeeklySlot(coachID: coachID, zoneIdentifier: zoneIdentifier, weekday: weekday, start: $0) }
    }

    /// Whether `slot` is one of this coach's slots (the whole 20 minutes inside a window).
    public func offers(_ slot: WeeklySlot) -> Bool {
        slot.coachID == coachID && slot.zoneIdentifier == zoneIdentifier && slots(on: slot.weekday).contains(slot)
    }

    /// The week's slot occurrences in start order, each free or taken per `ledger`.
    public func offers(inWeek week: Int, of term: Term, ledger: OneToOneLedger, now: Date) -> [Offer] {
        let held = ledger.heldKeys(in: term)
        return Weekday.allCases.flatMap(slots(on:)).map { $0.occurrence(inWeek: week, of: term) }
            .sorted { $0.start < $1.start }
            .map { Offer(occurrence: $0, isTaken: held.contains($0.key), isAhead: $0.start > now) }
    }

    /// The booking screen's slots for `student` — the Year-2 gate first, then ``offers(inWeek:of:ledger:now:)``.
    ///
    /// ```swift
    /// try availability.offers(for: sarah, inWeek: 8, of: fall, ledger: ledger, now: now)
    /// ```
    public func offers(
        for student: Student, inWeek week: Int, of term: Term, ledger: OneToOneLedger, now: Date
    ) throws(BookingError) -> [Offer] {
        try OneToOneAccess.check(student, .viewSlots)
        guard term.weeks.contains(week) else { throw .outsideTerm(week: week, termName: term.name) }
        return offers(inWeek: week, of: term, ledger: ledger, now: now)
    }
}
