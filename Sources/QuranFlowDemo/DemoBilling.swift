import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import Security

/// Sarah's billing, written the way Stripe would write it: her Spring 2026 and Fall 2026 enrolments, and the events of
/// her customer — the card (Visa •••• 4242, 08/27) and paid invoices of $149.00 for Spring 2025, Fall 2025, Spring 2026
/// and (once its enrolment date has come) Fall 2026, each on its term's enrolment date — signed with the demo's webhook
/// secret, verified and applied by the same code the webhook runs. The current term is paid, so the passport, Manage and
/// the ledger agree.
enum DemoBilling {
    /// The demo's webhook endpoint secret (`quranflow serve --demo` uses it unless one is configured; the browser tests
    /// sign their events with it). Not a secret: it only ever signs demo events.
    static let webhookSecret = "whsec_quranflow_demo_only_not_a_real_secret"
    static let customer = "cus_demo_sarah"

    static func seed(
        sarah: ID<Student>, spring2026: Term, fall2026: Term, calendar: DemoCalendar, database: any Database, now: Date
    ) throws {
        let billing = BillingStore(database: database)
        let price = PriceOption.once(try Money(cents: 14_900))
        for term in [spring2026, fall2026] {
            try billing.save(
                Enrolment(
                    id: ID("enrolment-\(sarah.rawValue)-\(term.id.rawValue)"), studentID: sarah, term: term, price: price,
                    enrolledOn: enrolmentDate(term.firstMonday)))
        }
        try billing.setCustomer(customer, of: sarah)
        let card =
            #"{"id":"pm_demo_sarah","object":"payment_method","customer":"\#(customer)","card":{"brand":"visa","last4":"4242","exp_month":8,"exp_year":\#(fall2026.firstMonday.year + 1)}}"#
        var events: [(String, String, Date, String)] = [
            ("evt_demo_card", "payment_method.attached", date(calendar.date(LocalDate(year: 2024, month: 8, day: 12))), card)
        ]
        let older = [
            DemoCalendar.Season(firstMonday: calendar.date(LocalDate(year: 2025, month: 1, day: 13))),
            DemoCalendar.Season(firstMonday: calendar.date(LocalDate(year: 2025, month: 9, day: 8))),
        ]
        for (index, (name, firstMonday, termID)) in [
            ("\(older[0].name) · Level I", older[0].firstMonday, older[0].name.lowercased().replacingOccurrences(of: " ", with: "-")),
            ("\(older[1].name) · Level II", older[1].firstMonday, older[1].name.lowercased().replacingOccurrences(of: " ", with: "-")),
            ("\(spring2026.name) · Level II", spring2026.firstMonday, spring2026.id.rawValue),
            ("\(fall2026.name) · Level II", fall2026.firstMonday, fall2026.id.rawValue),
        ].enumerated() {
            let paidAt = ZonedCalendar.resolving("America/Toronto").startOfDay(enrolmentDate(firstMonday)).addingTimeInterval(10 * 3600)
            guard paidAt <= now else { continue }  // as of the clock: an invoice not yet paid is not in the world
            let invoice =
                #"{"id":"in_demo_sarah_\#(index + 1)","object":"invoice","customer":"\#(customer)","amount_paid":14900,"status":"paid","status_transitions":{"paid_at":\#(Int64(paidAt.timeIntervalSince1970))},"metadata":{"term":"\#(termID)","term_description":"\#(name)"}}"#
            events.append(("evt_demo_invoice_\(index + 1)", "invoice.paid", paidAt, invoice))
        }
        for (id, type, created, object) in events {
            let seconds = Int64(created.timeIntervalSince1970)
            let body = Array(#"{"id":"\#(id)","object":"event","type":"\#(type)","created":\#(seconds),"data":{"object":\#(object)}}"#.utf8)
            let header = StripeWebhookSignature.header(payload: body, secret: webhookSecret, timestamp: seconds)
            try StripeWebhookSignature.verify(header: header, payload: body, secret: webhookSecret, now: created)
            _ = try billing.apply(try StripeEvent(json: body), now: min(now, created))
        }
    }

    /// A term's enrolment date: four weeks before its first Monday.
    static func enrolmentDate(_ firstMonday: LocalDate) -> LocalDate { firstMonday.adding(days: -28) }

    static func date(_ day: LocalDate) -> Date {
        ZonedCalendar.resolving("America/Toronto").startOfDay(day)
    }
}
