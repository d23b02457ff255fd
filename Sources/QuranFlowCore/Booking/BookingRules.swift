import Foundation
import Identifiers

/// The one-to-one booking rules, each a pure decision over the stored bookings, the request and `now`.
///
/// The server loads the ``OneToOneLedger`` of the term — the chosen coach's bookings merged with all of the student's
/// own, whichever coach they are with (``OneToOneCoachChoice``) — decides, and writes the returned ``BookingChange``
/// (the unique ``SlotKey`` turns a lost race into a 409).
/// Checks run in a fixed order: Year 2 → in the term → in the coach's availability → still ahead → free → the
/// student has nothing else at that time.
///
/// ```swift
/// let change = try BookingRules.bookWeekly(student: sarah, slot: slot, term: fall, availability: amina,
///                                          ledger: ledger, now: now, id: ID("series-1"))
/// ```
public enum BookingRules {
    /// "Same time weekly": hold `slot` in every remaining week (those starting after `now`), all or none.
    /// Clashes with other students are named by week; weeks the student already has are refused too.
    public static func bookWeekly(
        student: Student, slot: WeeklySlot, term: Term, availability: CoachAvailability,
        ledger: OneToOneLedger, now: Date,
        id: Identifiers.ID<OneToOneSeries>
    ) throws(BookingError) -> BookingChange {
        try OneToOneAccess.check(student, .book)
        guard availability.offers(slot) else { throw .outsideAvailability(coachName: availability.coachName) }
        if ledger.series.contains(where: { $0.studentID == student.id && $0.termID == term.id }) {
            throw .seriesExists(termName: term.name)
        }
        let remaining = slot.occurrences(in: term).filter { $0.start > now }
        guard let first = remaining.first else { throw .noWeeksLeft(termName: term.name) }
        let booked = ledger.booked(in: term)
        let remainingWeeks = Set(remaining.map(\.week))
        let mine = booked.filter { $0.studentID == student.id && $0.isRegular && remainingWeeks.contains($0.occurrence.week) }
        let othersHeld = Set(booked.filter { $0.studentID != student.id }.map(\.occurrence.key))
        let clashes = remaining.filter { othersHeld.contains($0.key) }
        if let clash = clashes.first {
            let weekday = clash.localDate(in: student.zoneIdentifier).weekday.name
            throw .weeksTaken(weeks: clashes.map(\.week), time: "\(clash.timeLabel(in: student.zoneIdentifier)) on \(weekday)s")
        }
        if !mine.isEmpty { throw .alreadyBooked(weeks: mine.map(\.occurrence.week)) }
        for occurrence in remaining { try notBusy(student, occurrence, term, ledger) }
        let series = OneToOneSeries(id: id, studentID: student.id, termID: term.id, slot: slot, firstWeek: first.week, bookedAt: now)
        return BookingChange(series: [series], claimed: remaining.map(\.key))
    }

    /// "Pick each week": hold `slot` in term week `week` only. The week's first one-to-one is a one-off;
    /// a second is allowed only as a make-up for an earlier missed or cancelled week not yet made up
    /// (the earliest such week is used); never more than two in a week.
    public static func bookWeek(
        student: Student, slot: WeeklySlot, week: Int, term: Term, availability: CoachAvailability,
        ledger: OneToOneLedger, now: Date,
        id: Identifiers.ID<OneToOneSingle>
    ) throws(BookingError) -> BookingChange {
        let occurrence = try bookable(student, .book, slot, week, term, availability, ledger, now)
        let mine = ledger.booked(by: student.id, in: term).filter { $0.occurrence.week == week }
        let kind: OneToOneSingle.Kind
        if mine.count >= 2 {
            throw .weekFull(week: week)
        } else if !mine.contains(where: \.isRegular) {
            kind = .oneOff
        } else if let missed = ledger.weeksToMakeUp(of: student.id, in: term, before: week).first {
            kind = .makeUp(forWeek: missed)
        } else {
            throw .noMissedWeek(week: week)
        }
        let single = OneToOneSingle(id: id, studentID: student.id, termID: term.id, occurrence: occurrence, kind: kind, bookedAt: now)
        return BookingChange(singles: [single], claimed: [occurrence.key])
    }

    /// "Swap this week's time": move week `week` of the student's series to `slot` that week. The series
    /// keeps every other week; the old occurrence is freed and the new one held as a one-off.
    public static func swapWeek(
        student: Student, seriesID: Identifiers.ID<OneToOneSeries>, week: Int, to slot: WeeklySlot,
        term: Term, availability: CoachAvailability, ledger: OneToOneLedger, now: Date,
        id: Identifiers.ID<OneToOneSingle>
    ) throws(BookingError) -> BookingChange {
        try OneToOneAccess.check(student, .swap)
        let series = try ownSeries(student, seriesID, ledger)
        let old = try changeableWeek(series, week, term, now)
        let new = try bookable(student, .swap, slot, week, term, availability, ledger, now, replacing: old.key)
        let single = OneToOneSingle(
            id: id, studentID: student.id, termID: term.id, occurrence: new, kind: .swap(of: series.id), bookedAt: now)
        return BookingChange(
            series: [series.excepting(week: week, .swapped(to: id, at: now))], singles: [single],
            claimed: [new.key], freed: [old.key])
    }

    /// "Cancel this week" for a series week: frees the slot until the instant it starts (a minute before is
    /// fine); the week stays cancelled — nothing brings it back but a new booking.
    public static func cancelWeek(
        student: Student, seriesID: Identifiers.ID<OneToOneSeries>, week: Int, term: Term,
        ledger: OneToOneLedger, now: Date
    ) throws(BookingError) -> BookingChange {
        try OneToOneAccess.check(student, .cancel)
        let series = try ownSeries(student, seriesID, ledger)
        let occurrence = try changeableWeek(series, week, term, now)
        return BookingChange(series: [series.excepting(week: week, .cancelled(at: now))], freed: [occurrence.key])
    }

    /// "Cancel this week" for a one-off, make-up or swapped week: frees the slot until the instant it starts.
    public static func cancel(
        student: Student, singleID: Identifiers.ID<OneToOneSingle>, ledger: OneToOneLedger,
        now: Date
    ) throws(BookingError) -> BookingChange {
        try OneToOneAccess.check(student, .cancel)
        guard let single = ledger.singles.first(where: { $0.id == singleID && $0.studentID == student.id }) else {
            throw .notFound
        }
        guard single.isActive else { throw .notBooked(week: single.occurrence.week) }
        guard now < single.occurrence.start else { throw .alreadyStarted(week: single.occurrence.week) }
        return BookingChange(singles: [single.cancelled(at: now)], freed: [single.occurrence.key])
    }

    // MARK: Shared checks

    private static func bookable(
        _ student: Student, _ action: OneToOneAccess.Action, _ slot: WeeklySlot, _ week: Int,
        _ term: Term, _ availability: CoachAvailability, _ ledger: OneToOneLedger,
        _ now: Date, replacing: SlotKey? = nil
    ) throws(BookingError) -> SlotOccurrence {
        try OneToOneAccess.check(student, action)
        guard term.weeks.contains(week) else { throw .outsideTerm(week: week, termName: term.name) }
        guard availability.offers(slot) else { throw .outsideAvailability(coachName: availability.coachName) }
        let occurrence = slot.occurrence(inWeek: week, of: term)
        guard occurrence.start > now else { throw .alreadyStarted(week: week) }
        guard !ledger.heldKeys(in: term).contains(occurrence.key) else {
            throw .taken(BookingCopy.moment(occurrence.start, in: student.zoneIdentifier))
        }
        try notBusy(student, occurrence, term, ledger, replacing: replacing)
        return occurrence
    }

    /// Refuses `occurrence` when the student already has a one-to-one (with any coach) overlapping it; `replacing`
    /// is the week being swapped away, which does not count.
    private static func notBusy(
        _ student: Student, _ occurrence: SlotOccurrence, _ term: Term, _ ledger: OneToOneLedger,
        replacing: SlotKey? = nil
    ) throws(BookingError) {
        let overlapping = ledger.booked(by: student.id, in: term).first { booked in
            booked.occurrence.key != replacing && booked.occurrence.start < occurrence.end && occurrence.start < booked.occurrence.end
        }
        if let overlapping {
            throw .studentBusy(BookingCopy.moment(overlapping.occurrence.start, in: student.zoneIdentifier))
        }
    }

    private static func ownSeries(
        _ student: Student, _ id: Identifiers.ID<OneToOneSeries>,
        _ ledger: OneToOneLedger
    ) throws(BookingError) -> OneToOneSeries {
        guard let series = ledger.series.first(where: { $0.id == id && $0.studentID == student.id }) else { throw .notFound }
        return series
    }

    private static func changeableWeek(
        _ series: OneToOneSeries, _ week: Int, _ term: Term,
        _ now: Date
    ) throws(BookingError) -> SlotOccurrence {
        guard term.weeks.contains(week) else { throw .outsideTerm(week: week, termName: term.name) }
        guard series.isActive(week: week, in: term) else { throw .notBooked(week: week) }
        let occurrence = series.slot.occurrence(inWeek: week, of: term)
        guard now < occurrence.start else { throw .alreadyStarted(week: week) }
        return occurrence
    }
}
