import Identifiers

/// Everything billing knows about one student: Stripe's customer, the card on file, the ledger and the enrolments.
/// Changed only by ``BillingLedger/apply(_:to:describe:)`` (Stripe's events) and the student's own choices.
public struct BillingAccount: Hashable, Codable, Sendable {
    public let studentID: Identifiers.ID<Student>
    /// Stripe's customer id (`cus_…`), learnt from the first checkout.
    public var customerID: String?
    public var paymentMethod: PaymentMethod?
    /// The `created` of the event that set the card: an older one never replaces it.
    public var paymentMethodAsOf: Int64
    /// The ledger, newest first.
    public var payments: [Payment]
    public var enrolments: [Enrolment]

    public init(
        studentID: Identifiers.ID<Student>, customerID: String? = nil, paymentMethod: PaymentMethod? = nil, paymentMethodAsOf: Int64 = 0,
        payments: [Payment] = [], enrolments: [Enrolment] = []
    ) {
        self.studentID = studentID
        self.customerID = customerID
        self.paymentMethod = paymentMethod
        self.paymentMethodAsOf = paymentMethodAsOf
        self.payments = payments.sorted { $0.at > $1.at }
        self.enrolments = enrolments
    }

    /// What was paid towards a term.
    public func paid(for termID: Identifiers.ID<Term>) -> Money {
        let cents = payments.filter { $0.termID == termID && $0.status == .paid }.reduce(0) { $0 + $1.amount.cents }
        return (try? Money(cents: cents)) ?? .zero
    }
}
