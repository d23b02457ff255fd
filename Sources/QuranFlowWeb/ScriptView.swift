import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of the Qur'an script picker (SakFontPicker) and of its font cards, which onboarding's script step shares.
enum ScriptView {
    static func picker(_ screen: QuranScriptScreen, csrfToken: String) -> Node {
        Node.fragment([
            header(.class("screen-header")) {
                screen.back.map { Parts.actionLink($0, class: "back-link") } ?? .empty
                h1(.class("greeting")) { screen.title }
                p(.class("lede")) { screen.lede }
            },
            screen.savedNotice.map { notice in p(.class("notice"), .role("status")) { notice } } ?? .empty,
            form(
                .action(QuranFlowRoute.saveQuranScript.path()), .method("post"), .class("script-picker size-\(screen.points)"),
                .data("script-picker", "")
            ) {
                PageFrame.csrfField(csrfToken)
                cards(screen.cards, legend: "Script")
                div(.class("card script-size")) {
                    div(.class("script-size-head")) {
                        label(.for("script-size")) { screen.sizeLabel }
                        el("output", .id("script-size-value"), .attr("for", "script-size")) { screen.sizeValue }
                    }
                    div(.class("script-slider")) {
                        span(.class("muted"), .aria("hidden", "true")) { screen.smaller }
                        input(
                            .type("range"), .id("script-size"), .name(QuranScriptForm.CodingKeys.size),
                            .attr("min", String(screen.minimumPoints)),
                            .attr("max", String(screen.maximumPoints)), .attr("step", "1"), .value(String(screen.points)),
                            .aria("valuetext", screen.sizeValue))
                        span(.class("muted"), .aria("hidden", "true")) { screen.larger }
                    }
                }
                figure(.class("card script-preview face-\(selectedFace(screen.cards))"), .id("script-preview")) {
                    figcaption(.class("eyebrow")) { screen.previewHeading }
                    p(.class("script-preview-verse"), .lang("ar"), .dir(.rtl)) { screen.preview.arabic }
                    p(.class("verse-citation")) { screen.preview.citation }
                }
                button(.type("submit"), .class("primary")) { screen.saveLabel }
            },
        ])
    }

    /// The three radio cards, each previewing the verse in its own face; the chosen one carries the check badge.
    static func cards(_ cards: [ScriptCard], legend: String) -> Node {
        el("fieldset", .class("script-cards")) {
            el("legend", .class("eyebrow")) { legend }
            cards.map { card in
                label(.class("card script-card face-\(card.face.rawValue)\(card.isSelected ? " is-selected" : "")")) {
                    input(
                        .type("radio"), .name(QuranScriptForm.CodingKeys.font), .value(card.face.rawValue), .class("script-radio"),
                        .boolean("checked", if: card.isSelected))
                    span(.class("script-card-head")) {
                        span(.class("script-card-name")) { card.title }
                        span(.class("check-badge"), .aria("hidden", "true")) { "✓" }
                    }
                    span(.class("script-card-note muted")) { card.note }
                    span(.class("script-card-verse"), .lang("ar"), .dir(.rtl)) { card.preview }
                }
            }
        }
    }

    static func selectedFace(_ cards: [ScriptCard]) -> String {
        (cards.first(where: \.isSelected) ?? cards.first)?.face.rawValue ?? ""
    }
}
