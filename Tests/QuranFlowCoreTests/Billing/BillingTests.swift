import Calendar
import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite("Billing: money, prices, enrolment states")
struct BillingModelTests {
    @Test("Money is written as the ledger writes it, and refuses absurd amounts")
    func money() throws {
        #expect(try Money(cents: 14_900).text == "$149.00")
        #expect(try Money(cents: 14_900).shortText == "$149")
        #expect(try Money(cents: 5_505).shortText == "$55.05")
        #expect(try Money(cents: 123_456_789).text == "$1,234,567.89")
        #expect(try Money(cents: -500).text == "−$5.00")
        #expect(throws: BillingError.amountOutOfRange(Money.maximumCents + 1)) { try Money(cents: Money.maximumCents + 1) }
        #expect(throws: BillingError.amountOutOfRange(Int.min)) { try Money(cents: Int.min) }
    }

    @Test("Price options read as the spec writes them")
    func prices() throws {
        #expect(PriceOption.once(try Money(cents: 14_900)).text == "$149 once")
        let monthly = try PriceOption.monthly(try Money(cents: 5_500), count: 3)
        #expect(monthly.text == "$55/mo three months")
        #expect(monthly.total == (try Money(cents: 16_500)))
        #expect(throws: BillingError.instalmentCountOutOfRange(1)) { try PriceOption.monthly(try Money(cents: 5_500), count: 1) }
        #expect(throws: BillingError.instalmentCountOutOfRange(13)) { try PriceOption.monthly(try Money(cents: 5_500), count: 13) }
    }

    @Test("The card on file: Visa •••• 4242, 08/27; nonsense is refused")
    func card() throws {
        let visa = try PaymentMethod(brand: "visa", last4: "4242", expiryMonth: 8, expiryYear: 2027)
        #expect(visa.text == "Visa •••• 4242")
        #expect(visa.expiryText == "08/27")
        #expect(throws: BillingError.cardLast4Invalid("42a2")) {
            try PaymentMethod(brand: "visa", last4: "42a2", expiryMonth: 8, expiryYear: 2027)
        }
        #expect(throws: BillingError.cardExpiryOutOfRange(month: 13, year: 2027)) {
            try PaymentMethod(brand: "visa", last4: "4242", expiryMonth: 13, expiryYear: 2027)
        }
    }

    @Test("The next semester's offer: \"Not yet open\" until its day, the month as the spec writes it, both prices")
    func offer() throws {
        let offer = TermOffer(
            termID: ID("spring-2027"), opensOn: LocalDate(iso: "2026-09-01")!,
            prices: [.once(try Money(cents: 14_900)), try .monthly(try Money(cents: 5_500), count: 3)])
        #expect(offer.opensText == "Opens Sept")
        #expect(offer.pill(on: LocalDate(iso: "2026-08-31")!) == "Not yet open")
        #expect(offer.pill(on: LocalDate(iso: "2026-09-01")!) == "Open")
        #expect(offer.pricesText == "$149 once or $55/mo three months")
    }

    func fallEnrolment() throws -> Enrolment {
        Enrolment(
            id: ID("e-fall"), studentID: Fixtures.sarah.id, term: Fixtures.fall, price: .once(try Money(cents: 14_900)),
            enrolledOn: LocalDate(iso: "2026-08-10")!)
    }

    @Test("Cancel enrollment keeps access through the term's last day; the next day it has ended; twice changes nothing")
    func cancel() throws {
        var enrolment = try fallEnrolment()
        let today = LocalDate(iso: "2026-10-28")!
        try enrolment.cancel(on: today)
        #expect(enrolment.status(on: today) == .cancelledAtTermEnd)
        #expect(!enrolment.autoRenew)
        let last = Fixtures.fall.lastDay
        #expect(last == LocalDate(iso: "2026-12-20")!)
        #expect(enrolment.hasAccess(on: last))
        #expect(enrolment.status(on: last.adding(days: 1)) == .ended)
        #expect(!enrolment.hasAccess(on: last.adding(days: 1)))
        let again = enrolment
        try enrolment.cancel(on: today)
        #expect(enrolment == again)
        #expect(throws: EnrolmentError.alreadyEnded("Fall 2026")) { try enrolment.cancel(on: last.adding(days: 1)) }
        #expect(throws: EnrolmentError.notActive("Fall 2026")) { try enrolment.setAutoRenew(true, on: today) }
    }

    @Test("An active enrolment that nobody cancelled also ends after the term's last day")
    func endsWithTerm() throws {
        let enrolment = try fallEnrolment()
        #expect(enrolment.status(on: Fixtures.fall.lastDay) == .active)
        #expect(enrolment.status(on: Fixtures.fall.lastDay.adding(days: 1)) == .ended)
    }
}

@Suite("Billing: Stripe events into the ledger")
struct BillingLedgerTests {
    static func event(_ id: String, _ type: String, created: Int64, _ object: String) -> [UInt8] {
        Array(#"{"id":"\#(id)","object":"event","type":"\#(type)","created":\#(created),"data":{"object":\#(object)}}"#.utf8)
    }

    func account() throws -> BillingAccount {
        let fall = Enrolment(
            id: ID("e-fall"), studentID: Fixtures.sarah.id, term: Fixtures.fall, price: try .monthly(try Money(cents: 5_500), count: 3),
            enrolledOn: LocalDate(iso: "2026-08-10")!, stripeSubscriptionID: "sub_1")
        return BillingAccount(studentID: Fixtures.sarah.id, customerID: "cus_sarah", enrolments: [fall])
    }

    func apply(_ json: [UInt8], to account: inout BillingAccount) throws -> BillingLedger.Outcome {
        BillingLedger.apply(try StripeEvent(json: json), to: &account) { $0 == ID("fall-2026") ? "Fall 2026 · Level II" : "QuranFlow" }
    }

    @Test("Each applied type is read with the fields it needs; others are acknowledged; broken bodies are refused by name")
    func parsing() throws {
        let paid = try StripeEvent(
            json: Self.event(
                "evt_1", "invoice.paid", created: 1_780_000_000,
                #"{"id":"in_1","customer":"cus_sarah","subscription":"sub_1","amount_paid":5500,"status_transitions":{"paid_at":1780000001},"metadata":{"term":"fall-2026"}}"#
            ))
        #expect(
            paid.kind
                == .invoicePaid(
                    invoiceID: "in_1", customer: "cus_sarah", subscription: "sub_1", amount: try Money(cents: 5_500),
                    paidAt: Date(timeIntervalSince1970: 1_780_000_001), termID: "fall-2026"))
        let other = try StripeEvent(json: Self.event("evt_2", "charge.refunded", created: 1, #"{"id":"ch_1"}"#))
        #expect(other.kind == .other(type: "charge.refunded"))
        #expect(throws: BillingError.malformedEvent("it is not a Stripe event object (id, type, created, data.object)")) {
            try StripeEvent(json: Array("not json".utf8))
        }
        #expect(throws: BillingError.malformedEvent("invoice.paid has no amount_paid")) {
            try StripeEvent(json: Self.event("evt_3", "invoice.paid", created: 1, #"{"id":"in_2"}"#))
        }
        #expect(throws: BillingError.malformedEvent("payment_method.attached has no card")) {
            try StripeEvent(json: Self.event("evt_4", "payment_method.attached", created: 1, #"{"id":"pm_1","customer":"cus_sarah"}"#))
        }
        #expect(throws: BillingError.amountOutOfRange(99_999_999_999)) {
            try StripeEvent(json: Self.event("evt_5", "invoice.paid", created: 1, #"{"id":"in_3","amount_paid":99999999999}"#))
        }
    }

    @Test("invoice.paid adds one ledger row; the same invoice reported again is one row; an older failure never unpays it")
    func invoices() throws {
        var account = try account()
        let paid = Self.event(
            "evt_1", "invoice.paid", created: 200,
            #"{"id":"in_1","customer":"cus_sarah","amount_paid":5500,"metadata":{"term":"fall-2026"}}"#)
        #expect(try apply(paid, to: &account) == .applied("in_1 paid: $55.00"))
        #expect(account.payments.count == 1)
        #expect(account.payments.first?.description == "Fall 2026 · Level II")
        _ = try apply(paid, to: &account)
        #expect(account.payments.count == 1)
        let olderFailure = Self.event("evt_0", "invoice.payment_failed", created: 100, #"{"id":"in_1","amount_due":5500}"#)
        #expect(try apply(olderFailure, to: &account) == .unchanged("an older report of in_1"))
        let laterFailure = Self.event("evt_9", "invoice.payment_failed", created: 300, #"{"id":"in_1","amount_due":5500}"#)
        #expect(try apply(laterFailure, to: &account) == .unchanged("in_1 is already paid"))
        #expect(account.payments.first?.status == .paid)
        #expect(account.paid(for: ID("fall-2026")) == (try Money(cents: 5_500)))
    }

    @Test("A failed invoice, then paid on retry: one row, paid")
    func retry() throws {
        var account = try account()
        _ = try apply(Self.event("evt_1", "invoice.payment_failed", created: 100, #"{"id":"in_2","amount_due":5500}"#), to: &account)
        #expect(account.payments.first?.status == .failed)
        _ = try apply(Self.event("evt_2", "invoice.paid", created: 200, #"{"id":"in_2","amount_paid":5500}"#), to: &account)
        #expect(account.payments.map(\.status) == [.paid])
    }

    @Test("Subscription updates move the enrolment; an out-of-order older update never overwrites a newer state")
    func subscriptions() throws {
        var account = try account()
        let cancel = Self.event(
            "evt_1", "customer.subscription.updated", created: 200, #"{"id":"sub_1","cancel_at_period_end":true,"status":"active"}"#)
        #expect(try apply(cancel, to: &account) == .applied("Fall 2026: Ends at term's end"))
        let older = Self.event(
            "evt_0", "customer.subscription.updated", created: 150, #"{"id":"sub_1","cancel_at_period_end":false,"status":"active"}"#)
        #expect(try apply(older, to: &account) == .unchanged("an older report of sub_1"))
        #expect(account.enrolments.first?.storedStatus == .cancelledAtTermEnd)
        let resumed = Self.event(
            "evt_2", "customer.subscription.updated", created: 250, #"{"id":"sub_1","cancel_at_period_end":false,"status":"active"}"#)
        #expect(try apply(resumed, to: &account) == .applied("Fall 2026: Active"))
        #expect(
            try apply(Self.event("evt_3", "customer.subscription.deleted", created: 300, #"{"id":"sub_1"}"#), to: &account)
                == .applied("Fall 2026: Ended"))
        #expect(
            try apply(Self.event("evt_4", "customer.subscription.deleted", created: 1, #"{"id":"sub_unknown"}"#), to: &account)
                == .unchanged("no enrollment has subscription sub_unknown"))
    }

    @Test("The card on file follows the newest payment_method.attached; checkout learns the customer")
    func cardAndCheckout() throws {
        var account = BillingAccount(studentID: Fixtures.sarah.id)
        let checkout = Self.event(
            "evt_1", "checkout.session.completed", created: 100,
            #"{"id":"cs_1","customer":"cus_new","client_reference_id":"sarah","amount_total":14900,"metadata":{"term":"fall-2026"}}"#)
        _ = try apply(checkout, to: &account)
        #expect(account.customerID == "cus_new")
        #expect(account.payments.map(\.amount) == [try Money(cents: 14_900)])
        let card = #"{"id":"pm_1","customer":"cus_new","card":{"brand":"visa","last4":"4242","exp_month":8,"exp_year":2027}}"#
        let older = #"{"id":"pm_0","customer":"cus_new","card":{"brand":"mastercard","last4":"4444","exp_month":1,"exp_year":2026}}"#
        _ = try apply(Self.event("evt_2", "payment_method.attached", created: 200, card), to: &account)
        #expect(
            try apply(Self.event("evt_0", "payment_method.attached", created: 150, older), to: &account)
                == .unchanged("an older card event"))
        #expect(account.paymentMethod?.text == "Visa •••• 4242")
    }
}
