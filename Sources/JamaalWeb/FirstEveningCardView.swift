import HTML
import JamaalScreens

/// F01's "Tonight, we'll plan tomorrow" card on Today, its action opening Night Planning.
public enum FirstEveningCardView {
    public static func render(_ card: FirstEveningCard?) -> Node {
        guard let card else { return .empty }
        return section(.class("jm-card jm-first-evening"), .aria("labelledby", "first-evening-title")) {
            h2(.id("first-evening-title"), .class("jm-card-title")) { card.title }
            p { card.line }
            a(.href(card.path), .class("jm-button primary")) { card.actionLabel }
        }
    }
}
