import Foundation
import HTTPServer
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb

/// OB-03's "Welcome back": the page, and the import of an export into this device's empty store — the same
/// ``JamaalExport/importDocument(_:into:)`` `jamaal import` runs, in one transaction, so a refused file leaves nothing
/// behind. A store that already has a person is 409; a file that isn't a Jamaal export of this schema is 422 naming
/// why; a file over 16 MiB is 413 before it is read.
extension OnboardingRoutes {
    static func registerWelcomeBack(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.onboardingWelcomeBack, model: { _ in WelcomeBackScreen() },
            page: { req, screen in try welcomeBackPage(req, screen) })
        routes.add(JamaalRoute.importOnboarding, maxBodyBytes: WelcomeBackScreen.maxBytes + (64 << 10)) { req in
            guard try req.store.read({ try $0.person() == nil && !$0.hasUnreadablePerson() }) else {
                throw StoreRefusal.alreadyHasPlan
            }
            guard let file = try req.request.form(ImportExportForm.self).export.file, !file.data.isEmpty else {
                return try welcomeBackPage(
                    req, WelcomeBackScreen(error: "Choose the export file to bring back."), status: .unprocessableEntity)
            }
            do {
                try req.store.write { try JamaalExport.importDocument(Data(file.data), into: $0) }
            } catch let error as JamaalExport.ImportError {
                return try welcomeBackPage(
                    req, WelcomeBackScreen(error: "Nothing was brought back: \(error.message)"), status: .unprocessableEntity)
            }
            return .redirect(to: JamaalRoute.today.path())
        }
    }

    static func welcomeBackPage(_ req: JamaalRequest, _ screen: WelcomeBackScreen, status: HTTPStatus = .ok) throws -> Response {
        let html = WelcomeBackView.document(
            screen, direction: JamaalShell.direction(req), appearance: JamaalShell.appearance(req), csrf: req.csrfToken)
        return .html(html, status: status)
    }
}
