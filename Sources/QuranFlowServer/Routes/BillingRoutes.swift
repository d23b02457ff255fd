import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import Security
import ServerSupport

/// Stripe's webhook: the signature is checked over the raw body before anything is read, the event is parsed into a
/// typed value, and ``BillingStore/apply(_:now:)`` applies it once, in one transaction. Every refusal is a 400 naming
/// what was wrong; a replay is a 200 that changed nothing (Stripe stops retrying on any 2xx).
enum BillingRoutes {
    struct WebhookAnswer: Codable, Equatable {
        let received: Bool
        /// "applied", "unchanged", "already applied" or "no account".
        let result: String
        let detail: String
    }

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.stripeWebhook, response: .json(WebhookAnswer.self)) { context in
            guard let secret = context.environment.billing.webhookSecret else {
                throw BillingRefusal.webhookNotConnected
            }
            let body = context.request.body
            do {
                try StripeWebhookSignature.verify(
                    header: context.request.headers["Stripe-Signature"], payload: body, secret: secret, now: context.now)
            } catch {
                throw HTTPError(.badRequest, "\(error)", field: "Stripe-Signature")
            }
            let event: StripeEvent
            do {
                event = try StripeEvent(json: body)
            } catch {
                throw HTTPError(.badRequest, "\(error)")
            }
            let answer: WebhookAnswer =
                switch try BillingStore(database: context.environment.database).apply(event, now: context.now) {
                case .applied(_, .applied(let detail)): WebhookAnswer(received: true, result: "applied", detail: detail)
                case .applied(_, .unchanged(let detail)): WebhookAnswer(received: true, result: "unchanged", detail: detail)
                case .alreadyApplied:
                    WebhookAnswer(received: true, result: "already applied", detail: "event \(event.id) was applied before")
                case .noAccount: WebhookAnswer(received: true, result: "no account", detail: "no student matches this event")
                case .notApplied(let type):
                    WebhookAnswer(received: true, result: "unchanged", detail: "\(type) is not applied to the ledger")
                }
            context.environment.log("billing: stripe \(event.type) \(event.id): \(answer.result) — \(answer.detail)")
            return try .json(answer)
        }
    }
}
