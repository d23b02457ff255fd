import Calendar
import Identifiers

/// A student's place in one term: the level, what it costs and how it is paid, and where it stands. Cancelling keeps
/// access until the term's last day (`cancelledAtTermEnd`); after that day the enrolment has `ended`.
///
///     var enrolment = Enrolment(id: ID("e-fall"), studentID: sarah.id, term: fall, price: .once(price), enrolledOn: day)
///     try enrolment.cancel(on: today)
///     enrolment.status(on: fall.lastDay.adding(days: 1))   // .ended
public struct Enrolment: Hashable, Codable, Sendable, Identifiable {
    public enum Status: String, Hashable, Codable, Sendable, CaseIterable {
        case active
        case cancelledAtTermEnd
        case ended

        /// "Active", "Ends at term's end", "Ended".
        public var label: String {
            switch self {
            case .active: "Active"
            case .cancelledAtTermEnd: "Ends at term's end"
            case .ended: "Ended"
            }
        }
    }

    public let id: Identifiers.ID<Enrolment>
    public let studentID: Identifiers.ID<Student>
    public let termID: Identifiers.ID<Term>
    /// "Fall 2026".
    public let termName: String
    public let level: Level
    public let firstDay: LocalDate
    public let lastDay: LocalDate
    public let price: PriceOption
    public let enrolledOn: LocalDate
    /// The stored status; read ``status(on:)`` for the status on a day.
    public private(set) var storedStatus: Status
    /// Whether the next semester is offered for confirmation (never charged without it).
    public private(set) var autoRenew: Bool
    /// Stripe's subscription for an instalment plan, when there is one.
    public var stripeSubscriptionID: String?
    /// The `created` time of the newest Stripe event applied to this enrolment: an older event never overwrites it.
    public private(set) var stateAsOf: Int64

    public init(
        id: Identifiers.ID<Enrolment>, studentID: Identifiers.ID<Student>, term: Term, price: PriceOption, enrolledOn: LocalDate,
        status: Status = .active, autoRenew: Bool = true, stripeSubscriptionID: String? = nil, stateAsOf: Int64 = 0
    ) {
        self.id = id
        self.studentID = studentID
        termID = term.id
        termName = term.name
        level = term.level
        firstDay = term.firstMonday
        lastDay = term.lastDay
        self.price = price
        self.enrolledOn = enrolledOn
        storedStatus = status
        self.autoRenew = autoRenew
        self.stripeSubscriptionID = stripeSubscriptionID
        self.stateAsOf = stateAsOf
    }

    /// The status on `day`: a cancelled enrolment has ended after the term's last day; any enrolment has after it.
    public func status(on day: LocalDate) -> Status {
        if day > lastDay { return .ended }
        return storedStatus
    }

    /// Whether the student can use the term on `day`: until its last day, cancelled or not.
    public func hasAccess(on day: LocalDate) -> Bool { status(on: day) != .ended }

    /// Cancel enrollment: access stays until the term's last day; the next semester's offer is withdrawn (auto-renewal
    /// off). Cancelling twice changes nothing; an ended enrolment can't be cancelled.
    public mutating func cancel(on day: LocalDate) throws(EnrolmentError) {
        switch status(on: day) {
        case .ended: throw .alreadyEnded(termName)
        case .cancelledAtTermEnd: return
        case .active:
            storedStatus = .cancelledAtTermEnd
            autoRenew = false
        }
    }

    /// Turns the next semester's offer on or off (an ended or cancelled enrolment offers none).
    public mutating func setAutoRenew(_ on: Bool, on day: LocalDate) throws(EnrolmentError) {
        guard status(on: day) == .active else { throw .notActive(termName) }
        autoRenew = on
    }

    /// Applies a state Stripe reported at `created` (subscription updated or deleted); an event older than the newest
    /// applied one changes nothing and returns false.
    @discardableResult
    public mutating func applyStripeState(cancelAtPeriodEnd: Bool?, ended: Bool, created: Int64) -> Bool {
        guard created >= stateAsOf else { return false }
        stateAsOf = created
        if ended {
            storedStatus = .ended
            autoRenew = false
        } else if let cancelAtPeriodEnd {
            if cancelAtPeriodEnd, storedStatus == .active {
                storedStatus = .cancelledAtTermEnd
                autoRenew = false
            } else if !cancelAtPeriodEnd, storedStatus == .cancelledAtTermEnd {
                storedStatus = .active
            }
        }
        return true
    }
}

/// Why an enrolment change is refused.
public enum EnrolmentError: Error, Hashable, Sendable, CustomStringConvertible {
    case alreadyEnded(String)
    case notActive(String)

    public var description: String {
        switch self {
        case .alreadyEnded(let term): "Your \(term) enrollment has already ended."
        case .notActive(let term): "Your \(term) enrollment is no longer active, so it has no renewal to change."
        }
    }
}
