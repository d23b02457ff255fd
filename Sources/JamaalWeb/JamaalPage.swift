import HTML
import JamaalRoutes
import JamaalScreens
import Routing

/// The frame every Jamaal page shares: head (viewport, color-scheme, /static/jamaal.css, external /static/js/jamaal.js —
/// no inline script or style), the tabs, the focus chip, the list and the sheet/panel, and the undo toast.
///
/// On compact widths (< 1024 px) the tabs are a bottom bar and a sheet covers the list; on regular widths the tabs are a
/// sidebar and the sheet is a panel beside the list. One HTML document; the stylesheet decides.
///
/// ```swift
/// JamaalPage.document(title: "Today", shell: shell, direction: .ltr, csrf: token) { main { "…" } }
/// ```
public enum JamaalPage {
    /// Text direction of the page: right-to-left mirrors the layout.
    public enum Direction: String, Sendable {
        case ltr, rtl
    }

    /// A complete page: `list` is the main column; `panel` (a sheet on compact, a panel on regular) is optional.
    /// `fullScreen` pages (Night Planning, a full-screen modal) have no tabs: the page itself leads back.
    public static func document(
        title pageTitle: String, shell: ShellModel, direction: Direction = .ltr, appearance: Appearance = Appearance(), csrf: String,
        fullScreen: Bool = false, @NodeBuilder list: () -> Node, @NodeBuilder panel: () -> Node = { Node.empty }
    ) -> String {
        let panelNode = panel()
        return HTML.document(
            lang: "en",
            head: { head(title: pageTitle, appearance: appearance, csrf: csrf) },
            body: {
                // Right to left, every run of text is isolated, so English copy and Latin titles keep their punctuation
                // at their own end.
                let shellNode = div(.class("jm-shell")) {
                    if !fullScreen { tabs(shell) }
                    div(.class("jm-main")) {
                        if let chip = shell.chip { FocusChipView.render(chip) }
                        main(.class("jm-list"), .id("main")) { list() }
                        if !panelNode.isEmpty {
                            // A div: the HTML standard does not let `aside` be a dialog.
                            div(.class("jm-panel"), .role("dialog"), .aria("label", pageTitle)) { panelNode }
                        }
                    }
                    if let toast = shell.toast { UndoToastView.render(toast, csrf: csrf) }
                }
                direction == .rtl ? shellNode.isolatingTextRuns() : shellNode
            },
            bodyAttributes: [
                .class((panelNode.isEmpty ? "jm" : "jm jm-has-panel") + (fullScreen ? " jm-full" : "")),
                .dir(direction == .rtl ? .rtl : .ltr),
                .data("theme", appearance.theme.rawValue), .data("text", appearance.text.rawValue),
            ])
    }

    /// The head every Jamaal page shares: viewport, colour scheme, the CSRF token for scripts, the stylesheet, the icons and
    /// manifest, and the page script (and, `signedIn`, the reminders'); `scripts` adds a page's own.
    public static func head(
        title pageTitle: String, appearance: Appearance, csrf: String, scripts: [String] = [], signedIn: Bool = true
    ) -> Node {
        Node.fragment([
            meta(.name("viewport"), .content("width=device-width, initial-scale=1, viewport-fit=cover")),
            meta(.name("color-scheme"), .content(appearance.colorScheme)),
            meta(.name("csrf-token"), .content(csrf)),
            title { "\(pageTitle) · Jamaal" },
            link(.rel("stylesheet"), .href(JamaalRoute.staticFile.path("jamaal.css"))),
            link(.rel("icon"), .href(JamaalRoute.staticFile.path("icon.svg")), .type("image/svg+xml")),
            link(.rel("apple-touch-icon"), .href(JamaalRoute.staticFile.path("icon-180.png"))),
            link(.rel("manifest"), .href(JamaalRoute.webManifest.path())),
            meta(.name("theme-color"), .content("#2f6f62")),
            script(src: JamaalRoute.staticFile.path("js/jamaal.js"), .boolean("defer")),
            // Reminders are a signed-in person's (their claims need a session).
            signedIn ? script(src: JamaalRoute.staticFile.path("js/reminders.js"), .boolean("defer")) : Node.empty,
            Node.fragment(scripts.map { script(src: JamaalRoute.staticFile.path($0), .boolean("defer")) }),
        ])
    }

    /// The hidden field carrying a form's CSRF token.
    public static func csrfField(_ token: String) -> Node {
        input(.type("hidden"), .name(CSRFForm.CodingKeys.token), .value(token))
    }

    /// A one-button POST form (every state change is a POST with a CSRF token).
    public static func postButton(
        _ label: String, path: String, csrf: String, classes: String = "jm-button", fields: [(String, String)] = []
    ) -> Node {
        form(.method("post"), .action(path), .class("jm-inline-form")) {
            csrfField(csrf)
            for (name, value) in fields { input(.type("hidden"), .name(name), .value(value)) }
            button(.type("submit"), .class(classes)) { label }
        }
    }

    static func tabs(_ shell: ShellModel) -> Node {
        nav(.class("jm-tabs"), .aria("label", "Tabs")) {
            for item in shell.tabs {
                if let path = item.path {
                    a(.href(path), .class(if: item.isCurrent, "current"), .attr("aria-current", item.isCurrent ? "page" : "false")) {
                        span(.class("jm-tab-label")) { item.label }
                    }
                } else {
                    span(.class("jm-tab soon"), .aria("disabled", "true")) {
                        span(.class("jm-tab-label")) { item.label }
                        small { "Soon" }
                    }
                }
            }
        }
    }
}

/// FS-01: the session chip, above every tab's content while a session is live.
enum FocusChipView {
    static func render(_ chip: FocusChip) -> Node {
        a(
            .href(chip.path), .class(chip.isPaused ? "jm-chip paused" : "jm-chip running"),
            .data("elapsed", String(chip.elapsedSeconds)), .data("running", chip.isPaused ? "0" : "1"),
            .aria("label", "Focus session: \(chip.title)")
        ) {
            span(.class("jm-chip-title")) { chip.title }
            span(.class("jm-chip-timer"), .data("timer", "")) { chip.timerText }
            span(.class("jm-chip-progress")) { chip.isPaused ? "Paused · \(chip.progressText)" : chip.progressText }
            if let line = chip.anchorLine { span(.class("jm-chip-anchor")) { line } }
        }
    }
}

/// SY-03: the quiet undo toast; the script hides it when its five seconds are up.
enum UndoToastView {
    static func render(_ toast: UndoToast, csrf: String) -> Node {
        div(.class("jm-toast"), .role("status"), .data("ms-left", String(toast.millisecondsLeft))) {
            span { toast.message }
            JamaalPage.postButton("Undo", path: toast.undoPath, csrf: csrf, classes: "jm-link-button")
        }
    }
}
