import HTML
import Routing

/// The document frame every QuranFlow page shares: the same head as the server's pages (viewport,
/// color-scheme, /static/app.css, icon, external /static/app.js — no inline script or style); every run of Arabic in
/// its English text is marked `lang="ar" dir="rtl"`.
///
/// ```swift
/// PageFrame.document(title: "Today") { main { "…" } }
/// ```
public enum PageFrame {
    /// Classes the signed-in account's preferences add to every page's body (its Qur'an script:
    /// `script-amiri quran-size size-30`), set by the server around each request; the stylesheet maps them onto every
    /// Arabic surface. (A plain value: a closure-typed task-local crashed `swift_task_localValuePush` in release builds.)
    @TaskLocal public static var accountClasses: [String] = []

    /// A complete HTML document titled "`title` · QuranFlow", its body classed `bodyClass`; `scripts` are the names of
    /// extra script files in the app's `js/` folder the page needs ("player.js").
    public static func document(
        title pageTitle: String, bodyClass: String = "paper", scripts: [String] = [],
        @NodeBuilder _ content: () -> Node
    ) -> String {
        HTML.document(
            lang: "en",
            head: {
                meta(.name("viewport"), .content("width=device-width, initial-scale=1, viewport-fit=cover"))
                meta(.name("color-scheme"), .content("light dark"))
                title { "\(pageTitle) · QuranFlow" }
                link(.rel("stylesheet"), .href(Asset.stylesheet))
                link(.rel("icon"), .href(Asset.icon), .type("image/svg+xml"))
                link(.rel("apple-touch-icon"), .href(Asset.touchIcon))
                link(.rel("manifest"), .href(Asset.manifest))
                script(src: Asset.script)
                scripts.map { script(src: Asset.path("js/" + $0)) }
                // A page for a named screen ends with "Report an issue", which its script opens as a sheet.
                if ReportControl.origin != nil, !scripts.contains(ReportControl.script) {
                    script(src: Asset.path("js/" + ReportControl.script))
                }
            },
            body: {
                // Arabic inside English text (a mark's title, a video's title) carries lang="ar" dir="rtl".
                content().markingArabicRuns()
                ReportControl.footer()
            }, bodyAttributes: [.class(([bodyClass] + accountClasses).joined(separator: " "))])
    }

    /// The hidden field carrying a form's CSRF token.
    ///
    /// ```swift
    /// PageFrame.csrfField(token)
    /// ```
    public static func csrfField(_ token: String) -> Node {
        input(.type("hidden"), .name(CSRFForm.CodingKeys.token), .value(token))
    }
}
