import Routing

/// A control on a screen: its label, where it leads, and how. Only built for destinations that
/// exist (see ``Destinations/action(_:to:)``), so its `href` is never a placeholder.
///
/// ```swift
/// ScreenAction(label: "Join", destination: .meetingLink("https://zoom.us/j/1")).opensInNewTab   // true
/// ```
public struct ScreenAction: Codable, Hashable, Sendable {
    /// The visible label, e.g. "Continue".
    public let label: String
    /// The URL.
    public let href: String
    /// The destination kind, e.g. "lesson".
    public let kind: Destinations.Kind
    /// Whether it leaves the app (meeting links): open in a new tab with `rel="noopener"`.
    public let opensInNewTab: Bool
    /// "post" for a form submission (Sign out), "get" for a link.
    public let method: String

    /// An action for `destination`.
    public init(label: String, destination: Destination) {
        self.label = label
        self.href = destination.path
        self.kind = destination.kind
        self.opensInNewTab = destination.isExternal
        self.method = destination.method == .post ? "post" : "get"
    }
}

extension ScreenAction {
    /// An in-app link to `href` of kind `kind` (for a destination's page with a query, e.g. a day of Sessions).
    init(label: String, href: String, kind: Destinations.Kind) {
        self.label = label
        self.href = href
        self.kind = kind
        self.opensInNewTab = false
        self.method = "get"
    }
}
