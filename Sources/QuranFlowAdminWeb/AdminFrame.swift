import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The frame every programme-admin page shares: the brand, the page's title, and the admin's sections — each a link
/// printed from its route, the current one marked — so an admin moves between setting up and running the programme in
/// one click.
///
/// ```swift
/// AdminFrame.page(title: "Levels & terms", section: .curriculum) { section(.class("card")) { … } }
/// ```
public enum AdminFrame {
    /// The admin's sections (``AdminSection``), named as the pages call them.
    public typealias Section = AdminSection

    /// A link up from a page inside a section.
    public typealias Back = AdminBackLink

    /// A whole admin page: `title` as its heading, `section` marked current in the navigation, `back` (for a page inside a
    /// section) under the heading, then `content`; `attributes` go on `<main>` (a page's data for its script), `scripts`
    /// are loaded after the page.
    public static func page(
        title pageTitle: String, heading: String? = nil, section current: Section?, back: Back? = nil, notice: String? = nil,
        mainClass: String = "", attributes: [Attribute] = [], scripts: [String] = [], @NodeBuilder _ content: () -> Node
    ) -> String {
        let mainAttributes = [Attribute.class(["admin-main", mainClass].filter { !$0.isEmpty }.joined(separator: " "))] + attributes
        return PageFrame.document(title: pageTitle, bodyClass: "paper admin", scripts: scripts) {
            main(attributes: mainAttributes) {
                header(.class("admin-header")) {
                    Layout.brand
                    h1 { heading ?? pageTitle }
                    navigation(current: current)
                    if let back { p(.class("admin-back")) { a(.href(back.path)) { back.label } } }
                }
                if let notice { p(.class("notice"), .role("status")) { notice } }
                content()
            }
        }
    }

    /// The sections' links, and the admin's own account.
    public static func navigation(current: Section?) -> Node {
        nav(.class("admin-nav"), .aria("label", "Programme admin")) {
            ul {
                for section in Section.allCases {
                    li {
                        a(
                            .href(section.path), .class(section == current ? "is-current" : ""),
                            .aria("current", section == current ? "page" : "false")
                        ) { section.label }
                    }
                }
                li { a(.href(QuranFlowRoute.account.path())) { "Your account" } }
            }
        }
    }
}
