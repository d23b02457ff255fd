import QuranFlowRoutes

/// The web app's own files (stylesheet, scripts, icon), linked through the static-files route that serves them.
///
/// ```swift
/// script(src: Asset.path("js/live.js"))   // "/static/js/live.js"
/// ```
enum Asset {
    /// The address of `relative` below the app's static directory.
    static func path(_ relative: String) -> String {
        QuranFlowRoute.staticFile.path(relative)
    }

    /// The stylesheet, icon and script every page links (printed once, not on every page).
    static let stylesheet = path("app.css")
    static let icon = path("icon.svg")
    /// The 180 px PNG iOS puts on the home screen (`scripts/make-icons.sh` renders it from the SVG).
    static let touchIcon = path("icon-180.png")
    static let script = path("app.js")
    /// The web app manifest (name, icon, the intents as shortcuts).
    static let manifest = QuranFlowRoute.webManifest.path()
}
