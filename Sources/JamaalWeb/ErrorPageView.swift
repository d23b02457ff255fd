import HTML
import JamaalRoutes
import Routing

/// A plain page for a refused request: the status and the message that says what to do, a way back to Today, and the
/// request id an operator can find in the logs.
///
/// ```swift
/// ErrorPageView.render(status: 422, message: "Give the task a title.")
/// ```
public enum ErrorPageView {
    public static func render(status: Int, message: String, requestID: String? = nil) -> String {
        HTML.document(
            lang: "en",
            head: {
                meta(.name("viewport"), .content("width=device-width, initial-scale=1"))
                meta(.name("color-scheme"), .content("light dark"))
                title { "Jamaal" }
                link(.rel("stylesheet"), .href(JamaalRoute.staticFile.path("jamaal.css")))
            },
            body: {
                main(.class("jm-error")) {
                    h1 { status == 404 ? "Not here" : "That didn't go through" }
                    p(.class("jm-error-message"), .role("alert")) { message }
                    a(.href(JamaalRoute.today.path()), .class("jm-button")) { "Back to Today" }
                    if let requestID { p(.class("jm-muted jm-request-id")) { "Request id: \(requestID)" } }
                }
            }, bodyAttributes: [.class("jm")])
    }
}
