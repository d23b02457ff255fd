import HTML
import HTTPServer
import QuranFlowRoutes
import QuranFlowWeb

/// The page shown for an error status: what happened, in words, a way back, and the request id an operator can find
/// in the logs (docs/operations.md, "Logs").
enum ErrorPage {
    static func render(status: HTTPStatus, message: String, requestID: String? = nil) -> String {
        let heading =
            switch status.code {
            case 404: "Not found"
            case 403: "Not available to you"
            case 401: "Please sign in"
            case 405: "That can't be done here"
            case 413: "That's too large"
            case 429: "Too many attempts"
            case 500...: "Something went wrong on our side"
            default: "That didn't work"
            }
        return Layout.page(title: heading) {
            main(.class("public")) {
                Layout.brand
                section(.class("card public-card")) {
                    p(.class("eyebrow")) { "Error \(status.code)" }
                    h1 { heading }
                    p(.role("alert")) { message }
                    p(.class("quiet-link")) { a(.href(QuranFlowRoute.home.path())) { "Go to the start" } }
                    if let requestID { p(.class("muted request-id")) { "Request id: \(requestID)" } }
                }
            }
        }
    }
}
