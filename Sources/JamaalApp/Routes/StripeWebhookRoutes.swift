import Foundation
import HTTPServer
import JamaalRoutes
import Security
import ServerSupport
import Stripe

/// Stripe's webhook (#42, ``JamaalRoute/stripeWebhook``): the signature is checked over the raw body with the endpoint's
/// secret before anything is read (a stale timestamp refused), the body read into a typed event, and
/// ``StripeWebhook/apply(_:environment:now:)`` applies it once. Every refusal is a 4xx naming the problem
/// (``StripeWebhookRefusal``) and stores nothing; a replay is a 200 that changed nothing (Stripe stops retrying on any
/// 2xx), and so is a type Jamaal does not act on.
enum StripeWebhookRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.stripeWebhook, response: .json(StripeWebhookAnswer.self)) { req in
            do {
                return try .json(try answer(req))
            } catch let refusal as StripeWebhookRefusal {
                // Stripe has no browser: its dashboard shows this body beside the delivery.
                return try .json(ErrorBody(refusal.httpError), status: refusal.httpError.status)
            }
        }
    }

    static func answer(_ req: JamaalRequest) throws -> StripeWebhookAnswer {
        do {
            guard let secret = req.environment.stripe.webhookSecret, !secret.isEmpty else { throw StripeWebhookRefusal.notConnected }
            let body = req.request.body
            do throws(StripeWebhookSignature.Failure) {
                try StripeWebhookSignature.verify(
                    header: req.request.headers["Stripe-Signature"], payload: body, secret: secret, now: req.now)
            } catch {
                throw StripeWebhookRefusal.signature(error)
            }
            let event: StripeWebhookEvent
            do throws(StripeEventError) {
                event = try StripeWebhookEvent(json: body)
            } catch {
                throw StripeWebhookRefusal.unreadable(error)
            }
            let answer = try StripeWebhook.apply(event, environment: req.environment, now: req.now)
            req.environment.log("stripe: \(event.type) \(event.id): \(answer.result) — \(answer.detail)")
            return answer
        } catch let refusal as StripeWebhookRefusal {
            req.environment.log("stripe: webhook refused (\(refusal.httpError.status.code)): \(refusal.httpError.message)")
            throw refusal
        }
    }
}
