import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// Report an issue (SakReportIssue) as a page, and the confirmation after sending. The page's `[data-report-sheet]`
/// section is what `report.js` lifts into a sheet over the screen the report was opened from; its form is also a
/// recorder root (`recorder.js`: "Narrate it instead" records, plays back and sends the narration with the text).
///
/// ```swift
/// ReportPages.report(ReportIssueScreen.make(context: context, accountName: "Sarah Ahmed", accountEmail: "s@x"), csrfToken: t)
/// ```
public enum ReportPages {
    /// The report page (the sheet's content on a page of its own); `error` and `text` re-show a refused report.
    public static func report(_ screen: ReportIssueScreen, csrfToken: String, error: String? = nil, text: String = "") -> String {
        PageFrame.document(title: screen.title, bodyClass: "app drill report-page", scripts: ["recorder.js", ReportControl.script]) {
            main(.id("main"), .class("app-main")) {
                p(.class("drill-nav")) { a(.href(screen.back.href), .class("back-link")) { screen.back.label } }
                sheet(screen, csrfToken: csrfToken, error: error, text: text)
            }
        }
    }

    /// The confirmation after a report is sent.
    public static func sent(_ screen: ReportSentScreen) -> String {
        PageFrame.document(title: screen.title, bodyClass: "app drill report-page") {
            main(.id("main"), .class("app-main")) {
                section(.class("card report-sent"), .aria("labelledby", "report-sent-title")) {
                    span(.class("check-medallion"), .aria("hidden", "true")) { "✓" }
                    p(.class("eyebrow")) { screen.eyebrow }
                    h1(.id("report-sent-title")) { screen.title }
                    p { screen.body }
                    a(.href(screen.back.href), .class("button primary")) { screen.back.label }
                }
            }
        }
    }

    /// The sheet: eyebrow, title, the context that attaches, the text, Send and Narrate it instead.
    static func sheet(_ screen: ReportIssueScreen, csrfToken: String, error: String?, text: String) -> Node {
        section(.class("report-sheet"), .data("report-sheet", ""), .aria("labelledby", "report-title")) {
            header(.class("report-head")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.id("report-title"), .class("report-title")) { screen.title }
            }
            div(.class("report-context"), .data("spec", screen.context.specIdentifier ?? "")) {
                svg(.class("report-check"), .attr("viewBox", "0 0 24 24"), .aria("hidden", "true"), .attr("focusable", "false")) {
                    path(.attr("d", "M5 12.5l4.5 4.5L19 7.5"))
                }
                span(.class("report-context-note")) { screen.contextNote }
                strong(.class("report-context-label")) { screen.contextLabel }
                span(.class("report-account")) { screen.accountLabel }
            }
            form(
                .action(screen.submitURL), .method("post"), .class("report-form"), .data("recorder", ""),
                .data("upload", screen.submitURL), .data("csrf", csrfToken), .data("max-seconds", String(screen.maxNarrationSeconds)),
                .data("field", "narration")
            ) {
                PageFrame.csrfField(csrfToken)
                input(.type("hidden"), .name(ReportForm.CodingKeys.from), .value(screen.context.path))
                label(.for("report-text"), .class("visually-hidden")) { screen.prompt }
                textarea(
                    .id("report-text"), .name(ReportForm.CodingKeys.text), .class("report-text"), .attr("rows", "5"),
                    .attr("maxlength", String(screen.maxTextLength)), .attr("placeholder", screen.prompt),
                    .aria("describedby", "report-error")
                ) { text }
                p(.id("report-error"), .data("rec", "error"), .class("form-error"), .role("alert"), .boolean("hidden", if: error == nil)) {
                    error ?? ""
                }
                div(.class("report-actions"), .data("rec", "ready")) {
                    // Recording needs the page's script: the button shows itself when the browser can record.
                    button(.type("button"), .class("button secondary report-narrate"), .data("rec", "mic"), .boolean("hidden")) {
                        micIcon()
                        screen.narrate
                    }
                    button(.type("submit"), .class("button primary report-send")) { screen.send }
                }
                div(.class("report-rec"), .data("rec", "permission"), .boolean("hidden")) {
                    p { "Allow the microphone to narrate your report." }
                    button(.type("button"), .class("button primary"), .data("rec", "allow-mic")) { "Allow microphone" }
                }
                div(.class("report-rec recording"), .data("rec", "recording"), .boolean("hidden")) {
                    p(.class("live")) {
                        span(.class("live-dot"), .aria("hidden", "true"))
                        span { "Narrating" }
                        " "
                        Parts.elapsedClock(.data("rec", "elapsed"), .class("elapsed"))
                        span(.class("quiet")) { " of 2:00" }
                    }
                    div(.class("level"), .aria("hidden", "true")) { span(.data("rec", "level"), .class("level-bar")) }
                    button(.type("button"), .class("button secondary"), .data("rec", "stop")) { "Stop" }
                }
                div(.class("report-rec review"), .data("rec", "review"), .boolean("hidden")) {
                    p(.class("report-review-title")) {
                        "Your narration "
                        span(.data("rec", "review-duration"), .class("row-meta")) { "" }
                    }
                    audio(.data("rec", "review-audio"), .boolean("controls"), .attr("preload", "auto"), .aria("label", "Your narration"))
                    div(.class("report-actions")) {
                        button(.type("button"), .class("button secondary"), .data("rec", "rerecord")) { "Re-record" }
                        button(.type("button"), .class("button primary"), .data("rec", "submit"), .data("sending", "Sending…")) {
                            "Send narration"
                        }
                    }
                }
            }
        }
    }

    static func micIcon() -> Node {
        svg(.class("report-mic"), .attr("viewBox", "0 0 24 24"), .aria("hidden", "true"), .attr("focusable", "false")) {
            path(.attr("d", "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3"))
        }
    }
}
