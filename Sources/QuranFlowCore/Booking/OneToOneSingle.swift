import Foundation
import Identifiers

/// A one-to-one held for one week only: a "Pick each week" booking, a make-up, or a swapped series week.
///
/// ```swift
/// OneToOneSingle(id: ID("b1"), studentID: khadija.id, termID: fall.id,
///                occurrence: slot.occurrence(inWeek: 9, of: fall), kind: .oneOff, bookedAt: now)
/// ```
public struct OneToOneSingle: Hashable, Codable, Sendable, Identifiable {
    /// What the single booking is for.
    public enum Kind: Hashable, Codable, Sendable {
        /// The week's one booking ("Pick each week").
        case oneOff
        /// An extra booking making up the missed or cancelled week given.
        case makeUp(forWeek: Int)
        /// A series week moved to another time.
        case swap(of: Identifiers.ID<OneToOneSeries>)
    }

    /// The booking's identifier.
    public let id: Identifiers.ID<OneToOneSingle>
    /// The student who holds it.
    public let studentID: Identifiers.ID<Student>
    /// The term it is in.
    public let termID: Identifiers.ID<Term>
    /// The slot occurrence held.
    public let occurrence: SlotOccurrence
    /// One-off, make-up or swap.
    public let kind: Kind
    /// When it was booked.
    public let bookedAt: Date
    /// When it was cancelled, if it was.
    public let cancelledAt: Date?

    /// A single booking.
    public init(
        id: Identifiers.ID<OneToOneSingle>, studentID: Identifiers.ID<Student>, termID: Identifiers.ID<Term>,
        occurrence: SlotOccurrence, kind: Kind, bookedAt: Date, cancelledAt: Date? = nil
    ) {
        self.id = id
        self.studentID = studentID
        self.termID = termID
        self.occurrence = occurrence
        self.kind = kind
        self.bookedAt = bookedAt
        self.cancelledAt = cancelledAt
    }

    /// Whether it still holds its slot.
    public var isActive: Bool {
        cancelledAt == nil
    }

    /// Whether it is the week's regular booking (a one-off or a swapped series week), not a make-up.
    public var isRegular: Bool {
        if case .makeUp = kind { return false }
        return true
    }

    /// A copy cancelled at `now`.
    public func cancelled(at now: Date) -> OneToOneSingle {
        OneToOneSingle(
            id: id, studentID: studentID, termID: termID, occurrence: occurrence, kind: kind,
            bookedAt: bookedAt, cancelledAt: now)
    }
}
