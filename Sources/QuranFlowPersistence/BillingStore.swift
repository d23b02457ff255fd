import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore

/// A student's billing (migration 123): term enrolments, the ledger, Stripe's customer and card, and the webhook's
/// exactly-once application of Stripe's events. Every change to an account happens in one transaction with the event
/// id that caused it, so a replayed or concurrent delivery of the same event changes nothing.
///
/// ```swift
/// let billing = BillingStore(database: env.database)
/// let result = try billing.apply(event, now: now)   // .applied(…) the first time, .alreadyApplied after
/// let account = try billing.account(of: sarah.id)
/// ```
public struct BillingStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    /// What a webhook delivery did.
    public enum WebhookResult: Hashable, Sendable {
        /// Applied to this student's account: how it changed, or why nothing changed.
        case applied(student: ID<Student>, outcome: BillingLedger.Outcome)
        /// This event id was applied before (a replay or a retry): nothing changed.
        case alreadyApplied
        /// No student matches its customer, reference or subscription: recorded, nothing changed.
        case noAccount
        /// A type the ledger doesn't apply: recorded, nothing changed.
        case notApplied(type: String)
    }

    /// The student's account (empty when they have no billing yet).
    public func account(of student: ID<Student>) throws -> BillingAccount {
        try database.read { db in try Self.account(of: student, in: db) }
    }

    /// Applies `event` once: records its id, finds the student, applies it and saves the account — all in one
    /// transaction.
    public func apply(_ event: StripeEvent, now: Date) throws -> WebhookResult {
        try database.write { db in
            let inserted = try db.execute(
                "INSERT INTO stripe_events (id, type, received_at, outcome) VALUES ($1, $2, $3, '') ON CONFLICT (id) DO NOTHING",
                [.text(event.id), .text(String(event.type.prefix(100))), SQLValue(now)])
            guard inserted == 1 else { return .alreadyApplied }
            if case .other(let type) = event.kind {
                try db.execute("UPDATE stripe_events SET outcome = 'not applied' WHERE id = $1", [.text(event.id)])
                return .notApplied(type: type)
            }
            guard let student = try Self.student(for: event, in: db) else {
                try db.execute("UPDATE stripe_events SET outcome = 'no account' WHERE id = $1", [.text(event.id)])
                return .noAccount
            }
            var account = try Self.account(of: student, in: db)
            let names = try Self.termDescriptions(in: db)
            let outcome = BillingLedger.apply(event, to: &account) { termID in
                termID.flatMap { names[$0] } ?? event.termDescription ?? "QuranFlow enrollment"
            }
            if case .applied = outcome { try Self.save(account, in: db) }
            let text: String =
                switch outcome {
                case .applied(let phrase): "applied: \(phrase)"
                case .unchanged(let phrase): "unchanged: \(phrase)"
                }
            try db.execute(
                "UPDATE stripe_events SET outcome = $2, student_id = $3 WHERE id = $1",
                [.text(event.id), .text(text), .text(student.rawValue)])
            return .applied(student: student, outcome: outcome)
        }
    }

    /// Stores an enrolment (the demo, and the admin pages that enrol students).
    public func save(_ enrolment: Enrolment) throws {
        try database.write { db in try Self.save(enrolment, in: db) }
    }

    /// Cancel enrollment for `term`: access stays to the term's end, auto-renewal goes off; returns the enrolment.
    public func cancel(term: ID<Term>, of student: ID<Student>, on day: LocalDate) throws -> Enrolment {
        try database.write { db in
            guard var enrolment = try Self.enrolments(of: student, in: db).first(where: { $0.termID == term }) else {
                throw EnrolmentError.notActive(term.rawValue)
            }
            try enrolment.cancel(on: day)
            try Self.save(enrolment, in: db)
            return enrolment
        }
    }

    /// Turns the next semester's offer on or off.
    public func setAutoRenew(_ on: Bool, term: ID<Term>, of student: ID<Student>, on day: LocalDate) throws -> Enrolment {
        try database.write { db in
            guard var enrolment = try Self.enrolments(of: student, in: db).first(where: { $0.termID == term }) else {
                throw EnrolmentError.notActive(term.rawValue)
            }
            try enrolment.setAutoRenew(on, on: day)
            try Self.save(enrolment, in: db)
            return enrolment
        }
    }

    /// Sets a student's Stripe customer (the demo; a real one arrives with the first checkout).
    public func setCustomer(_ customerID: String, of student: ID<Student>) throws {
        try database.write { db in
            try db.execute(
                """
                INSERT INTO billing_customers (student_id, customer_id) VALUES ($1, $2)
                ON CONFLICT (student_id) DO UPDATE SET customer_id = excluded.customer_id
                """, [.text(student.rawValue), .text(customerID)])
        }
    }

    /// A term's next-semester offer.
    public func offer(for term: ID<Term>) throws -> TermOffer? {
        try database.read { db in
            guard let row = try db.queryOne("SELECT prices, opens_on FROM term_offers WHERE term_id = $1", [.text(term.rawValue)]),
                let opens = LocalDate(iso: try row.string("opens_on"))
            else { return nil }
            let prices = try JSONDecoder().decode([PriceOption].self, from: Data(try row.string("prices").utf8))
            return TermOffer(termID: term, opensOn: opens, prices: prices)
        }
    }

    /// Stores a term's offer.
    public func save(_ offer: TermOffer) throws {
        let prices = String(decoding: try Self.encoder.encode(offer.prices), as: UTF8.self)
        try database.write { db in
            try db.execute(
                """
                INSERT INTO term_offers (term_id, opens_on, prices) VALUES ($1, $2, $3)
                ON CONFLICT (term_id) DO UPDATE SET opens_on = excluded.opens_on, prices = excluded.prices
                """, [.text(offer.termID.rawValue), .text(offer.opensOn.description), .text(prices)])
        }
    }

    /// How many webhook events were recorded (applied, unchanged or without an account).
    public func eventCount() throws -> Int {
        try database.read { try $0.queryOne("SELECT COUNT(*) AS n FROM stripe_events", [])?.int("n") ?? 0 }
    }

    // MARK: - Rows

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    static func student(for event: StripeEvent, in db: any SQLConnection) throws -> ID<Student>? {
        if case .checkoutCompleted(_, _, let reference?, _, _) = event.kind,
            let row = try db.queryOne("SELECT account_id FROM students WHERE account_id = $1", [.text(reference)])
        {
            return ID(try row.string("account_id"))
        }
        if let customer = event.customer,
            let row = try db.queryOne("SELECT student_id FROM billing_customers WHERE customer_id = $1", [.text(customer)])
        {
            return ID(try row.string("student_id"))
        }
        let subscription: String? =
            switch event.kind {
            case .subscriptionUpdated(let id, _, _, _), .subscriptionDeleted(let id, _): id
            case .invoicePaid(_, _, let id, _, _, _), .invoicePaymentFailed(_, _, let id, _, _): id
            default: nil
            }
        if let subscription,
            let row = try db.queryOne("SELECT student_id FROM term_enrolments WHERE stripe_subscription_id = $1", [.text(subscription)])
        {
            return ID(try row.string("student_id"))
        }
        return nil
    }

    static func account(of student: ID<Student>, in db: any SQLConnection) throws -> BillingAccount {
        let customer = try db.queryOne("SELECT * FROM billing_customers WHERE student_id = $1", [.text(student.rawValue)])
        let method = try customer?.optionalString("payment_method").map {
            try JSONDecoder().decode(PaymentMethod.self, from: Data($0.utf8))
        }
        let payments = try db.query(
            "SELECT * FROM payments WHERE student_id = $1 ORDER BY paid_at DESC, id", [.text(student.rawValue)]
        ).map { row in
            Payment(
                id: try row.string("id"), termID: try row.optionalString("term_id").map { ID($0) },
                description: try row.string("description"),
                amount: try Money(cents: try row.int("amount_cents")), at: try row.date("paid_at"),
                status: Payment.Status(rawValue: try row.string("status")) ?? .failed, reportedAt: try row.int64("reported_at"))
        }
        return BillingAccount(
            studentID: student, customerID: try customer?.optionalString("customer_id"), paymentMethod: method,
            paymentMethodAsOf: try customer?.int64("payment_method_as_of") ?? 0, payments: payments,
            enrolments: try enrolments(of: student, in: db))
    }

    static func enrolments(of student: ID<Student>, in db: any SQLConnection) throws -> [Enrolment] {
        try db.query("SELECT body FROM term_enrolments WHERE student_id = $1", [.text(student.rawValue)]).map {
            try JSONDecoder().decode(Enrolment.self, from: Data(try $0.string("body").utf8))
        }.sorted { $0.firstDay < $1.firstDay }
    }

    static func save(_ account: BillingAccount, in db: any SQLConnection) throws {
        let method = try account.paymentMethod.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        try db.execute(
            """
            INSERT INTO billing_customers (student_id, customer_id, payment_method, payment_method_as_of) VALUES ($1, $2, $3, $4)
            ON CONFLICT (student_id) DO UPDATE SET customer_id = excluded.customer_id, payment_method = excluded.payment_method,
                payment_method_as_of = excluded.payment_method_as_of
            """,
            [.text(account.studentID.rawValue), SQLValue(account.customerID), SQLValue(method), .integer(account.paymentMethodAsOf)])
        for payment in account.payments {
            try db.execute(
                """
                INSERT INTO payments (id, student_id, term_id, description, amount_cents, paid_at, status, reported_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                ON CONFLICT (id) DO UPDATE SET term_id = excluded.term_id, amount_cents = excluded.amount_cents,
                    paid_at = excluded.paid_at, status = excluded.status, reported_at = excluded.reported_at
                """,
                [
                    .text(payment.id), .text(account.studentID.rawValue), SQLValue(payment.termID?.rawValue), .text(payment.description),
                    .integer(Int64(payment.amount.cents)), SQLValue(payment.at), .text(payment.status.rawValue),
                    .integer(payment.reportedAt),
                ])
        }
        for enrolment in account.enrolments { try save(enrolment, in: db) }
    }

    static func save(_ enrolment: Enrolment, in db: any SQLConnection) throws {
        let body = String(decoding: try encoder.encode(enrolment), as: UTF8.self)
        try db.execute(
            """
            INSERT INTO term_enrolments (student_id, term_id, id, stripe_subscription_id, body) VALUES ($1, $2, $3, $4, $5)
            ON CONFLICT (student_id, term_id) DO UPDATE SET stripe_subscription_id = excluded.stripe_subscription_id,
                body = excluded.body
            """,
            [
                .text(enrolment.studentID.rawValue), .text(enrolment.termID.rawValue), .text(enrolment.id.rawValue),
                SQLValue(enrolment.stripeSubscriptionID), .text(body),
            ])
    }

    /// "Fall 2025 · Level II" for every term, by id.
    static func termDescriptions(in db: any SQLConnection) throws -> [ID<Term>: String] {
        var names: [ID<Term>: String] = [:]
        for row in try db.query(
            "SELECT terms.id, terms.name, levels.number, levels.name AS level_name FROM terms JOIN levels ON levels.number = terms.level_number",
            [])
        {
            let level = try Level(number: try row.int("number"), name: try row.string("level_name"))
            names[ID(try row.string("id"))] = "\(try row.string("name")) · \(level.title)"
        }
        return names
    }
}
