/// Webhook bodies in the shapes Stripe documents for its `Event` object (`id`, `object: "event"`, `api_version`,
/// `created`, `data.object`, `livemode`, `pending_webhooks`, `request`, `type`), with the objects as the API renders
/// them: 2024-06-20 (the period on the subscription, `invoice.subscription`) and 2025-03-31.basil (the period on the
/// items, the invoice's subscription under `parent`). Ids and times are made up; 1_780_000_000 is 2026-05-28T20:26:40Z.
enum StripeFixtures {
    /// Wraps `object` in an event envelope.
    static func event(_ id: String, _ type: String, created: Int64 = 1_780_000_000, apiVersion: String = "2024-06-20", _ object: String)
        -> [UInt8]
    {
        Array(
            """
            {
              "id": "\(id)",
              "object": "event",
              "api_version": "\(apiVersion)",
              "created": \(created),
              "data": { "object": \(object) },
              "livemode": false,
              "pending_webhooks": 1,
              "request": { "id": "req_8fJ2kQ", "idempotency_key": "b1f3c0de-0000-4000-8000-000000000001" },
              "type": "\(type)"
            }
            """.utf8)
    }

    static let checkoutSession = """
        {
          "id": "cs_test_a1b2c3",
          "object": "checkout.session",
          "amount_subtotal": 299,
          "amount_total": 299,
          "cancel_url": "https://jamaal.example/paywall",
          "client_reference_id": "person-7f3a",
          "currency": "usd",
          "customer": "cus_QmNo1",
          "customer_details": { "address": null, "email": "maryam@example.org", "name": "Maryam Siddiqui", "phone": null, "tax_exempt": "none", "tax_ids": [] },
          "customer_email": null,
          "expires_at": 1780086400,
          "invoice": "in_1PxYz",
          "livemode": false,
          "metadata": {},
          "mode": "subscription",
          "payment_intent": null,
          "payment_status": "paid",
          "status": "complete",
          "subscription": "sub_1MowQVLkdIwHu7ix",
          "success_url": "https://jamaal.example/settings/subscription?checkout={CHECKOUT_SESSION_ID}",
          "url": null
        }
        """

    /// A subscription as 2024-06-20 renders it: the period on the subscription and on its item.
    static func subscription(
        status: String = "active", cancelAtPeriodEnd: Bool = false, start: Int64 = 1_780_000_000, end: Int64 = 1_782_592_000,
        price: String = "price_jamaal_monthly", extra: String = ""
    ) -> String {
        """
        {
          "id": "sub_1MowQVLkdIwHu7ix",
          "object": "subscription",
          "billing_cycle_anchor": \(start),
          "cancel_at": null,
          "cancel_at_period_end": \(cancelAtPeriodEnd),
          "canceled_at": null,
          "collection_method": "charge_automatically",
          "created": \(start),
          "currency": "usd",
          "current_period_end": \(end),
          "current_period_start": \(start),
          "customer": "cus_QmNo1",
          "ended_at": null,
          "items": {
            "object": "list",
            "data": [
              {
                "id": "si_OAB1",
                "object": "subscription_item",
                "created": \(start),
                "metadata": {},
                "price": {
                  "id": "\(price)",
                  "object": "price",
                  "active": true,
                  "currency": "usd",
                  "product": "prod_Jamaal",
                  "recurring": { "interval": "month", "interval_count": 1 },
                  "type": "recurring",
                  "unit_amount": 299
                },
                "quantity": 1,
                "subscription": "sub_1MowQVLkdIwHu7ix"
              }
            ],
            "has_more": false,
            "total_count": 1,
            "url": "/v1/subscription_items?subscription=sub_1MowQVLkdIwHu7ix"
          },
          "latest_invoice": "in_1PxYz",
          "livemode": false,
          "metadata": { "client_reference_id": "person-7f3a" },
          "start_date": \(start),
          "status": "\(status)"\(extra)
        }
        """
    }

    /// The same subscription as 2025-03-31.basil renders it: no period on the subscription, one on the item.
    static let basilSubscription = """
        {
          "id": "sub_1Basil",
          "object": "subscription",
          "cancel_at": 1782592000,
          "cancel_at_period_end": true,
          "canceled_at": 1781000000,
          "customer": "cus_QmNo1",
          "ended_at": null,
          "items": {
            "object": "list",
            "data": [
              {
                "id": "si_Basil",
                "object": "subscription_item",
                "current_period_end": 1782592000,
                "current_period_start": 1780000000,
                "price": { "id": "price_jamaal_yearly", "object": "price", "unit_amount": 2499 },
                "quantity": 1
              }
            ],
            "has_more": false
          },
          "metadata": {},
          "status": "active"
        }
        """

    static let invoicePaidBasil = """
        {
          "id": "in_1PxYz",
          "object": "invoice",
          "amount_due": 299,
          "amount_paid": 299,
          "customer": "cus_QmNo1",
          "parent": { "type": "subscription_details", "subscription_details": { "metadata": {}, "subscription": "sub_1Basil" } },
          "status": "paid",
          "status_transitions": { "finalized_at": 1780000000, "paid_at": 1780000005 }
        }
        """

    static let chargeRefunded = """
        {
          "id": "ch_3MmlLrLkdIwHu7ix0snN0B15",
          "object": "charge",
          "amount": 299,
          "amount_captured": 299,
          "amount_refunded": 299,
          "captured": true,
          "currency": "usd",
          "customer": "cus_QmNo1",
          "invoice": "in_1PxYz",
          "paid": true,
          "payment_intent": "pi_3MmlLr",
          "refunded": true,
          "status": "succeeded"
        }
        """

    static let paymentMethod = """
        {
          "id": "pm_1Q0PsIJvEtkwdCNY",
          "object": "payment_method",
          "card": { "brand": "visa", "exp_month": 8, "exp_year": 2027, "last4": "4242", "funding": "credit" },
          "customer": "cus_QmNo1",
          "type": "card"
        }
        """
}
