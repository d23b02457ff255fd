import HTML
import JamaalRoutes
import JamaalScreens

/// The Wellbeing tab (WB-01 / WB-02 / WB-03), WB-04 "What makes this score", and TD-02's strip on Today, as HTML.
/// The sparkline is an inline SVG of bars (one per day, taller for a lighter day) with its words in an accessible label.
///
/// ```swift
/// let list = WellbeingView.render(screen, csrf: token)
/// let strip = WellbeingView.strip(today.wellbeing!)
/// ```
public enum WellbeingView {
    public static func render(_ screen: WellbeingScreen, csrf: String) -> Node {
        div(.class("jm-wellbeing state-\(screen.state.rawValue)"), .data("state", screen.state.rawValue)) {
            h1 { screen.title }
            if let notice = screen.notice { p(.class("jm-alert"), .role("alert")) { notice } }
            section(.class("jm-card jm-wellbeing-read"), .aria("label", screen.stateLabel)) {
                p(.class("jm-eyebrow")) { screen.stateLabel }
                if let score = screen.score, let line = screen.scoreLine {
                    p(.class("jm-wellbeing-score"), .data("score", "\(score)")) { line }
                }
                p(.class("jm-read")) { screen.read }
                if let gathering = screen.gathering {
                    marks(gathering.marks, label: "\(gathering.progress) with something planned or done")
                }
                if !screen.strip.bars.isEmpty { sparkline(screen.strip) }
                if screen.trend != nil || screen.completion != nil || screen.heavyDays != nil {
                    ul(.class("jm-rows jm-wellbeing-facts")) {
                        if let trend = screen.trend { li(.data("fact", "trend")) { trend } }
                        if let completion = screen.completion { li(.data("fact", "completion")) { completion } }
                        if let heavy = screen.heavyDays { li(.data("fact", "heavy")) { heavy } }
                    }
                }
            }
            if let action = screen.action { actionCard(action, csrf: csrf) }
            if let resting = screen.restingLine { p(.class("jm-muted jm-resting")) { resting } }
            if let path = screen.derivationPath { p { a(.href(path), .class("jm-link")) { screen.derivationLabel } } }
            p(.class("jm-hint")) { screen.sourceLine }
        }
    }

    static func actionCard(_ action: WellbeingScreen.Action, csrf: String) -> Node {
        section(.class("jm-card jm-wellbeing-action"), .aria("label", "Suggested")) {
            p(.class("jm-eyebrow")) { "Suggested" }
            form(.method("post"), .action(action.applyPath), .class("jm-inline-form")) {
                JamaalPage.csrfField(csrf)
                for field in action.fields { input(.type("hidden"), .name(field.name), .value(field.value)) }
                if !action.reasons.isEmpty {
                    label(.for("wellbeing-reason")) { "Why is it moving again?" }
                    select(.id("wellbeing-reason"), .name(WellbeingActionForm.CodingKeys.reason)) {
                        for reason in action.reasons { option(.value(reason.value)) { reason.label } }
                    }
                }
                button(.type("submit"), .class("jm-button primary")) { action.label }
            }
            p(.class("jm-muted")) { action.detail }
            JamaalPage.postButton(action.notNowLabel, path: action.notNowPath, csrf: csrf, classes: "jm-link-button")
        }
    }

    /// WB-04.
    public static func score(_ screen: WellbeingScoreScreen) -> Node {
        div(.class("jm-wellbeing-derivation")) {
            div(.class("jm-sheet-head")) {
                h1 { screen.title }
                a(.href(screen.backPath), .class("jm-link-button")) { screen.backLabel }
            }
            p(.class("jm-read")) { screen.summary }
            if !screen.rows.isEmpty {
                ul(.class("jm-rows jm-contributors")) {
                    for row in screen.rows {
                        li(.class("jm-contributor")) {
                            div(.class("jm-contributor-head")) {
                                strong { row.title }
                                span(.class("jm-share")) { row.shareLabel }
                            }
                            meter(
                                .class("jm-share-bar"), .attr("min", "0"), .attr("max", "100"), .value("\(row.share)"),
                                .aria("hidden", "true"))
                            p(.class("jm-muted")) { row.pointsLabel + " · " + row.words }
                        }
                    }
                }
            }
            h2 { "The formula" }
            table(.class("jm-weights")) {
                thead {
                    tr {
                        th { "Behaviour" }; th { "Up to" }; th { "A day's strain" }
                    }
                }
                tbody {
                    for weight in screen.weights {
                        tr {
                            td { weight.title }
                            td { "\(weight.weight) points" }
                            td { weight.rule }
                        }
                    }
                }
            }
            ul(.class("jm-rows jm-rules")) {
                for rule in screen.rules { li { rule } }
            }
        }
    }

    /// TD-02 on Today: the sparkline (or the gathering marks) with its line, leading to the Wellbeing tab.
    public static func strip(_ strip: WellbeingStrip) -> Node {
        let body = Node.fragment([
            span(.class("jm-eyebrow")) { "Wellbeing" },
            strip.isGathering ? marks(strip.progress, label: nil) : sparkline(strip, labelled: false),
            span(.class("jm-wellbeing-line")) { strip.line },
        ])
        guard let path = strip.path else {
            return div(.class("jm-wellbeing-strip"), .aria("label", strip.accessibilityLabel)) { body }
        }
        return a(.href(path), .class("jm-wellbeing-strip"), .aria("label", strip.accessibilityLabel)) { body }
    }

    /// The 14 day scores as bars: height by score (a lighter day is taller), heavy days marked. `labelled`: an image
    /// with the strip's words; otherwise hidden from assistive technology (the link around it carries the words).
    static func sparkline(_ strip: WellbeingStrip, labelled: Bool = true) -> Node {
        let width = strip.bars.count * 8
        let described: [Attribute] =
            labelled ? [.role("img"), .aria("label", strip.accessibilityLabel)] : [.aria("hidden", "true")]
        let attributes: [Attribute] =
            [
                .class("jm-sparkline"), .attr("viewBox", "0 0 \(width) 24"), .attr("preserveAspectRatio", "none"),
                .attr("focusable", "false"),
            ]
            + described
        return el("svg", attributes: attributes) {
            for (index, bar) in strip.bars.enumerated() {
                let height = Swift.max(2, bar.score * 24 / 100)
                rect(
                    .class(bar.isHeavy ? "heavy" : "calm"), .attr("x", "\(index * 8 + 1)"), .attr("y", "\(24 - height)"),
                    .attr("width", "6"), .attr("height", "\(height)"), .data("day", bar.day), .data("score", "\(bar.score)")
                ) {
                    title { "\(bar.label): \(bar.score)" }
                }
            }
        }
    }

    /// Seven marks, the active days so far filled.
    static func marks(_ filled: [Bool], label: String?) -> Node {
        ol(.class("jm-gathering-marks"), .aria("label", label ?? "Active days so far")) {
            for (index, on) in filled.enumerated() {
                li(.class(on ? "on" : "off"), .aria("label", "Day \(index + 1)\(on ? ", active" : "")")) { Node.empty }
            }
        }
    }
}
