import Database

extension QuranFlowSchema {
    /// Billing (123, issue 16): a student's enrolment in a term with its price and status (`term_enrolments`; the cohort
    /// membership stays in `enrolments`), the ledger (`payments`, one row per Stripe object), Stripe's customer and the
    /// card on file (`billing_customers`), every webhook event applied exactly once (`stripe_events`), and each term's
    /// next-semester offer (`term_offers`: when enrolment opens and its price options).
    static let billing: [Migration] = [
        Migration(
            version: 123, name: "billing: term enrolments, payments, Stripe customers and events, term offers",
            sql: """
                CREATE TABLE term_enrolments (
                    student_id TEXT NOT NULL REFERENCES students(account_id) ON DELETE CASCADE,
                    term_id TEXT NOT NULL REFERENCES terms(id),
                    id TEXT NOT NULL UNIQUE,
                    stripe_subscription_id TEXT UNIQUE,
                    body TEXT NOT NULL,
                    PRIMARY KEY (student_id, term_id)
                );
                CREATE TABLE billing_customers (
                    student_id TEXT PRIMARY KEY REFERENCES students(account_id) ON DELETE CASCADE,
                    customer_id TEXT UNIQUE,
                    payment_method TEXT,
                    payment_method_as_of BIGINT NOT NULL DEFAULT 0
                );
                CREATE TABLE payments (
                    id TEXT PRIMARY KEY,
                    student_id TEXT NOT NULL REFERENCES students(account_id) ON DELETE CASCADE,
                    term_id TEXT,
                    description TEXT NOT NULL,
                    amount_cents BIGINT NOT NULL,
                    paid_at BIGINT NOT NULL,
                    status TEXT NOT NULL CHECK (status IN ('paid', 'failed')),
                    reported_at BIGINT NOT NULL
                );
                CREATE INDEX payments_by_student ON payments(student_id, paid_at);
                CREATE TABLE stripe_events (
                    id TEXT PRIMARY KEY,
                    type TEXT NOT NULL,
                    received_at BIGINT NOT NULL,
                    student_id TEXT,
                    outcome TEXT NOT NULL
                );
                CREATE TABLE term_offers (
                    term_id TEXT PRIMARY KEY REFERENCES terms(id),
                    opens_on TEXT NOT NULL,
                    prices TEXT NOT NULL
                );
                """)
    ]
}
