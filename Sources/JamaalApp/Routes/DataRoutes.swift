import Calendar
import Foundation
import HTTPServer
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport
import StripeAPI

/// ST-08: the privacy statement and counts (``JamaalRoute/dataSettings``), Export my data as a JSON download
/// (``JamaalRoute/exportData``, every mode) and Delete my data after two confirmations (``JamaalRoute/deleteData``): every
/// row of the signed-in person, their account and devices, and nothing of anyone else's — a subscription bought on the
/// web cancelled at Stripe first.
public enum DataRoutes {
    /// The version the export's manifest names.
    public static let appVersion = "1.0"

    static func register(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.dataSettings, model: { req, query in try screen(req, deleteStep: query.delete ?? 0) },
            page: { req, screen in try page(req, screen) })
        routes.add(JamaalRoute.exportData) { req in
            let data = try req.store.read { db in try JamaalExport.document(db, appVersion: appVersion, exportedAt: req.now) }
            var response = Response(status: .ok, body: .bytes(Array(data)))
            response.headers["Content-Type"] = "application/json; charset=utf-8"
            let day = ISO8601.format(req.now).prefix(10)
            response.headers["Content-Disposition"] = "attachment; filename=\"jamaal-export-\(day).json\""
            response.headers["Cache-Control"] = "no-store"
            return response
        }
        routes.add(JamaalRoute.deleteData, form: DeleteDataForm.self) { req, form in
            switch form.step.or("") {
            case "1":
                return .redirect(to: JamaalRoute.dataSettings.path(query: DataSettingsQuery(delete: 2)))
            case "2":
                guard form.understood.is("yes") else {
                    let screen = try screen(req, deleteStep: 2, error: "Tick “I understand” to delete your data — nothing was deleted.")
                    return try page(req, screen, status: .unprocessableEntity)
                }
                if let refused = try cancelWebSubscription(req) {
                    return try page(req, try screen(req, deleteStep: 2, error: refused.message), status: refused.status)
                }
                req.setTodayFilter(nil)
                try req.store.write { try $0.deletePerson() }
                var response = Response.redirect(to: JamaalRoute.signUp.path())
                response.setCookie(.expired(JamaalRequest.sessionCookie))
                return response
            default:
                throw FieldRefusal(form.step, "Confirm from the Delete my data page.")
            }
        }
    }

    /// A subscription bought here that Stripe may still charge for is cancelled at Stripe, at once, before the data goes
    /// (deleting must not leave Stripe charging a person Jamaal no longer knows); one Stripe no longer has counts as
    /// cancelled. Nil when the deletion may go on; else its status and the sentence saying why nothing was deleted.
    static func cancelWebSubscription(_ req: JamaalRequest) throws -> (status: HTTPStatus, message: String)? {
        guard let web = try req.store.read({ try $0.webSubscription() }), web.stillBills else { return nil }
        do throws(StripeClientError) {
            try StripeClient(settings: req.environment.stripe.settings).cancelSubscription(id: web.subscriptionID)
            req.environment.log("stripe: cancelled \(web.subscriptionID) before deleting its person's data")
            return nil
        } catch .refused(status: 404, _) {
            return nil
        } catch .notConnected {
            return (
                .conflict,
                "Your subscription bought on the web couldn’t be cancelled: this Jamaal isn’t connected to Stripe. "
                    + "Nothing was deleted."
            )
        } catch {
            req.environment.log("stripe: cancelling \(web.subscriptionID) before deleting failed — \(error.description)")
            return (
                .badGateway,
                "Stripe couldn’t be reached to cancel your subscription, so nothing was deleted. Try again in a moment. "
                    + "(Request id: \(req.request.id))"
            )
        }
    }

    static func screen(_ req: JamaalRequest, deleteStep: Int, error: String? = nil) throws -> DataSettingsScreen {
        let counts = try req.store.read { try JamaalExport.counts($0) }
        return DataSettingsScreen(counts: counts, schemaVersion: JamaalExport.schemaVersion, deleteStep: deleteStep, error: error)
    }

    static func page(_ req: JamaalRequest, _ screen: DataSettingsScreen, status: HTTPStatus = .ok) throws -> Response {
        try JamaalShell.page(req, title: "About, privacy, your data", tab: .settings, status: status) {
            DataSettingsView.render(screen, csrf: req.csrfToken)
        }
    }
}
