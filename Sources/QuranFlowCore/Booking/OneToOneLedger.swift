import Calendar
import Foundation
import Identifiers

/// The stored one-to-one bookings of a term — what the rules decide over: one coach's, merged with the booking
/// student's own with any coach (``merging(_:)``).
///
/// The server loads it inside the booking transaction; ``BookingRules`` return a ``BookingChange``
/// to write back, and ``applying(_:)`` shows what the store will hold afterwards.
///
/// ```swift
/// let ledger = OneToOneLedger(series: [sarahSeries])
/// ledger.booked(in: fall).map(\.scheduleLabel)
/// ```
public struct OneToOneLedger: Hashable, Sendable {
    /// Weekly series (with their exceptions).
    public let series: [OneToOneSeries]
    /// Single bookings, cancelled ones included.
    public let singles: [OneToOneSingle]
    /// Slot occurrences the student did not attend (from the attendance log); they count as missed weeks.
    public let noShows: Set<SlotKey>

    /// A ledger.
    public init(series: [OneToOneSeries] = [], singles: [OneToOneSingle] = [], noShows: Set<SlotKey> = []) {
        self.series = series
        self.singles = singles
        self.noShows = noShows
    }

    /// Every one-to-one that holds a slot in `term`, earliest first.
    public func booked(in term: Term) -> [BookedOneToOne] {
        let fromSeries = series.filter { $0.termID == term.id }.flatMap { series in
            series.activeOccurrences(in: term).map {
                BookedOneToOne(
                    studentID: series.studentID, occurrence: $0, source: .series(series.id), teacher: series.teacher(ofWeek: $0.week))
            }
        }
        let fromSingles = singles.filter { $0.termID == term.id && $0.isActive }.map {
            BookedOneToOne(studentID: $0.studentID, occurrence: $0.occurrence, source: .single($0.id, $0.kind))
        }
        return (fromSeries + fromSingles).sorted { $0.occurrence.key < $1.occurrence.key }
    }

    /// One student's one-to-ones in `term`, earliest first.
    public func booked(by studentID: Identifiers.ID<Student>, in term: Term) -> [BookedOneToOne] {
        booked(in: term).filter { $0.studentID == studentID }
    }

    /// The coach's one-to-ones starting on `date` of the coach's wall calendar, earliest first — the
    /// 1:1 rows of "My schedule", each with its ``BookedOneToOne/scheduleLabel``.
    ///
    /// ```swift
    /// ledger.booked(in: fall, onCoachDate: LocalDate(iso: "2026-10-27")!).map(\.scheduleLabel)   // ["Recurring · Week 8"]
    /// ```
    public func booked(in term: Term, onCoachDate date: LocalDate) -> [BookedOneToOne] {
        booked(in: term).filter { $0.occurrence.localDate(in: $0.occurrence.slot.zoneIdentifier) == date }
    }

    /// The slot keys held in `term` (by anyone).
    public func heldKeys(in term: Term) -> Set<SlotKey> {
        Set(booked(in: term).map(\.occurrence.key))
    }

    /// The weeks before `week` the student missed: a regular one-to-one there was cancelled or not attended,
    /// and no regular one-to-one of that week was kept and attended.
    public func missedWeeks(of studentID: Identifiers.ID<Student>, in term: Term, before week: Int) -> [Int] {
        let mine = booked(by: studentID, in: term).filter(\.isRegular)
        var lost = Set(mine.filter { noShows.contains($0.occurrence.key) }.map(\.occurrence.week))
        for series in series where series.studentID == studentID && series.termID == term.id {
            for (week, exception) in series.exceptions {
                if case .cancelled = exception { lost.insert(week) }
            }
        }
        for single in singles
        where single.studentID == studentID && single.termID == term.id
            && !single.isActive && single.isRegular
        {
            lost.insert(single.occurrence.week)
        }
        let kept = Set(mine.filter { !noShows.contains($0.occurrence.key) }.map(\.occurrence.week))
        return lost.subtracting(kept).filter { $0 < week }.sorted()
    }

    /// The missed weeks (see ``missedWeeks(of:in:before:)``) not yet made up by an active make-up.
    public func weeksToMakeUp(of studentID: Identifiers.ID<Student>, in term: Term, before week: Int) -> [Int] {
        let madeUp = Set(
            singles.compactMap { single -> Int? in
                guard single.studentID == studentID, single.termID == term.id, single.isActive,
                    case .makeUp(let missed) = single.kind
                else { return nil }
                return missed
            })
        return missedWeeks(of: studentID, in: term, before: week).filter { !madeUp.contains($0) }
    }

    /// This ledger with `other`'s bookings added (a booking in both is kept once) — the chosen coach's bookings
    /// merged with the student's own with every coach, which is what the rules decide over.
    ///
    /// ```swift
    /// raniasLedger.merging(sarahsLedger).booked(by: sarah.id, in: fall)   // Sarah's one-to-ones with any coach
    /// ```
    public func merging(_ other: OneToOneLedger) -> OneToOneLedger {
        let seriesIDs = Set(series.map(\.id))
        let singleIDs = Set(singles.map(\.id))
        return OneToOneLedger(
            series: series + other.series.filter { !seriesIDs.contains($0.id) },
            singles: singles + other.singles.filter { !singleIDs.contains($0.id) },
            noShows: noShows.union(other.noShows))
    }

    /// The ledger after `change` is written (series and singles replaced by id or added).
    public func applying(_ change: BookingChange) -> OneToOneLedger {
        var newSeries = series
        for updated in change.series {
            if let index = newSeries.firstIndex(where: { $0.id == updated.id }) {
                newSeries[index] = updated
            } else {
                newSeries.append(updated)
            }
        }
        var newSingles = singles
        for updated in change.singles {
            if let index = newSingles.firstIndex(where: { $0.id == updated.id }) {
                newSingles[index] = updated
            } else {
                newSingles.append(updated)
            }
        }
        return OneToOneLedger(series: newSeries, singles: newSingles, noShows: noShows)
    }
}
