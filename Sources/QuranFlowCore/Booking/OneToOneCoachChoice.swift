import Foundation
import Identifiers

/// Whom a Year-2 student meets one-to-one: their own coach, or another coach of the programme they choose with
/// "Change" on Book your one-to-one (changing coach is a legitimate affordance, REVIEW.md A4).
///
/// The choice is per booking: it changes whose availability the student books, never who reviews their recitations
/// (that stays the coach the programme admin assigned). The rules that count a student's one-to-ones — one series a
/// term, one regular booking a week, make-ups — count them with every coach, so the ledger the rules decide over is
/// the chosen coach's bookings plus all of the student's own (``OneToOneLedger/merging(_:)``).
///
/// ```swift
/// OneToOneCoachChoice.current(for: sarah, ledger: sarahsBookings, term: fall)          // amina.id, or the last booked coach
/// OneToOneCoachChoice.offered(to: sarah, from: [amina, rania, radwa], availability: windowsByCoach).map(\.coachName)
/// ```
public enum OneToOneCoachChoice {
    /// The coach the booking screen opens on: the coach of the student's latest booking in `term` that still holds a
    /// week (so a student who chose another coach keeps seeing them), else the student's own coach.
    ///
    /// `ledger` may hold anyone's bookings; only the student's count.
    public static func current(for student: Student, ledger: OneToOneLedger, term: Term) -> Identifiers.ID<Coach> {
        var latest: (at: Date, coach: Identifiers.ID<Coach>)?
        for series in ledger.series where series.studentID == student.id && series.termID == term.id {
            guard !series.activeOccurrences(in: term).isEmpty else { continue }
            if latest.map({ series.bookedAt > $0.at }) ?? true { latest = (series.bookedAt, series.slot.coachID) }
        }
        for single in ledger.singles where single.studentID == student.id && single.termID == term.id && single.isActive {
            if case .swap = single.kind { continue }  // a swapped week stays with its series' coach
            if latest.map({ single.bookedAt > $0.at }) ?? true { latest = (single.bookedAt, single.occurrence.slot.coachID) }
        }
        return latest?.coach ?? student.coachID
    }

    /// The coaches the student may choose: their own coach first (even with no times open), then every other coach
    /// with availability, by display name.
    ///
    /// `availability` holds each coach's weekly windows; a coach missing from it or with none is not offered.
    public static func offered(
        to student: Student, from coaches: [Coach], availability: [Identifiers.ID<Coach>: [AvailabilityWindow]]
    ) -> [CoachAvailability] {
        let own = coaches.filter { $0.id == student.coachID }
        let others = coaches.filter { $0.id != student.coachID && !(availability[$0.id] ?? []).isEmpty }
            .sorted { ($0.displayName, $0.id.rawValue) < ($1.displayName, $1.id.rawValue) }
        return (own + others).map { CoachAvailability(coach: $0, windows: availability[$0.id] ?? []) }
    }
}
