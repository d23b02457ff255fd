import HTML
import QuranFlowScreens

/// The app frame around a student or coach screen: skip link, main column, and the tab bar
/// (a bottom bar on phones, a top bar on wide screens).
enum ShellView {
    /// A full document: `content` inside `main`, then the tab bar labelled `navLabel`.
    static func page(
        title: String, tabs: [TabItem], navLabel: String, bodyClass: String = "app", scripts: [String] = [],
        @NodeBuilder _ content: () -> Node
    ) -> String {
        let inner = content()
        return PageFrame.document(title: title, bodyClass: bodyClass, scripts: scripts) {
            a(.href("#main"), .class("skip-link")) { "Skip to content" }
            main(.id("main"), .class("app-main")) { inner }
            tabBar(tabs, label: navLabel)
        }
    }

    /// The tab bar. A tab whose screen does not exist yet is not a link: it is drawn dimmed with a
    /// quiet "Soon" and carries `aria-disabled="true"`.
    static func tabBar(_ tabs: [TabItem], label: String) -> Node {
        nav(.class("tabbar"), .aria("label", label)) {
            ul {
                tabs.map { tab in
                    li {
                        if let href = tab.href {
                            if tab.isCurrent {
                                a(.href(href), .class("tab is-current"), .aria("current", "page")) {
                                    icon(tab.id)
                                    span(.class("tab-label")) { tab.label }
                                }
                            } else {
                                a(.href(href), .class("tab")) {
                                    icon(tab.id)
                                    span(.class("tab-label")) { tab.label }
                                }
                            }
                        } else {
                            span(.class("tab is-disabled"), .role("link"), .aria("disabled", "true")) {
                                icon(tab.id)
                                span(.class("tab-label")) { tab.label }
                                span(.class("tab-hint")) { tab.hint ?? "Soon" }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A small line icon for a tab (decorative).
    static func icon(_ id: String) -> Node {
        let d: String
        switch id {
        case "today":
            d =
                "M12 4v2M12 18v2M4 12h2M18 12h2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8"
        case "learn": d = "M4 5h6a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h6z"
        case "sessions", "schedule": d = "M5 6h14v14H5zM5 10h14M9 4v4M15 4v4"
        case "queue": d = "M4 13l3-8h10l3 8v6H4zM4 13h5l1 2h4l1-2h5"
        case "students": d = "M9 11a3 3 0 1 0 0-6a3 3 0 1 0 0 6M3 19a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 5"
        default: d = "M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8M4 20a8 8 0 0 1 16 0"
        }
        return svg(.class("tab-icon"), .attr("viewBox", "0 0 24 24"), .aria("hidden", "true"), .attr("focusable", "false")) {
            path(.attr("d", d))
        }
    }
}
