import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing
import ServerSupport

/// Subscription & billing (SakSubscription), Manage subscription (SakManageSub) with Cancel enrollment's confirmation
/// step, and the two changes a student makes here: cancel (access stays to the term's last day; auto-renewal goes off)
/// and auto-renewal on or off. Each reads the student's own account only.
enum SubscriptionRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.subscription, model: { ctx in SubscriptionScreen.make(try inputs(ctx), destinations: destinations) },
            page: { _, screen in .html(StudentPages.subscription(screen, shell: shell)) })
        routes.screen(
            QuranFlowRoute.manageSubscription,
            model: { ctx in ManageSubscriptionScreen.make(try inputs(ctx), destinations: destinations) },
            page: { ctx, screen in .html(StudentPages.manageSubscription(screen, shell: shell, csrfToken: ctx.csrfToken)) })
        routes.screen(
            QuranFlowRoute.cancelEnrolment,
            model: { ctx in ManageSubscriptionScreen.make(try inputs(ctx), destinations: destinations, confirmingCancel: true) },
            page: { ctx, screen in .html(StudentPages.manageSubscription(screen, shell: shell, csrfToken: ctx.csrfToken)) })
        routes.add(QuranFlowRoute.confirmCancelEnrolment) { ctx in
            let confirm = try ctx.request.form(CancelEnrolmentForm.self).confirm
            guard confirm.is("cancel") else {
                throw FieldRefusal(confirm, "Confirm from the Cancel enrollment step; nothing was changed.")
            }
            let world = try SessionRoutes.world(ctx)
            _ = try BillingStore(database: ctx.environment.database).cancel(
                term: world.term.id, of: world.student.id, on: world.arc.calendar.localDate(of: ctx.now))
            return .redirect(to: QuranFlowRoute.manageSubscription.path())
        }
        routes.add(QuranFlowRoute.openBillingPortal) { ctx in try portal(ctx, flow: .portal) }
        routes.add(QuranFlowRoute.updatePaymentMethod) { ctx in try portal(ctx, flow: .paymentMethod) }
        routes.add(QuranFlowRoute.setAutoRenew) { ctx in
            let on = try SessionRoutes.onValue(try ctx.request.form(AutoRenewForm.self).on.text)
            let world = try SessionRoutes.world(ctx)
            _ = try BillingStore(database: ctx.environment.database).setAutoRenew(
                on, term: world.term.id, of: world.student.id, on: world.arc.calendar.localDate(of: ctx.now))
            return .redirect(to: QuranFlowRoute.manageSubscription.path())
        }
    }

    /// Creates a Stripe portal session for the student's customer and sends the browser there.
    static func portal(_ ctx: RequestContext, flow: StripePortal.Flow) throws -> Response {
        let student = try SessionRoutes.world(ctx).student
        guard let customer = try BillingStore(database: ctx.environment.database).account(of: student.id).customerID else {
            throw BillingRefusal.noBillingAccount
        }
        let back = ctx.environment.publicBaseURL + QuranFlowRoute.manageSubscription.path()
        return .redirect(to: try StripePortal(settings: ctx.environment.billing).session(customer: customer, returnURL: back, flow: flow))
    }

    static var shell: StudentShell { StudentShell.make(current: .profile, destinations: destinations) }

    static func inputs(_ ctx: RequestContext) throws -> BillingInputs {
        let world = try SessionRoutes.world(ctx)
        let billing = BillingStore(database: ctx.environment.database)
        let next = BillingInputs.nextTerm(after: world.term, among: try ProgrammeStore(database: ctx.environment.database).terms())
        return BillingInputs(
            world: world, account: try billing.account(of: world.student.id), nextTerm: next,
            offer: try next.flatMap { try billing.offer(for: $0.id) },
            billingConnected: !(ctx.environment.billing.secretKey ?? "").isEmpty)
    }
}
