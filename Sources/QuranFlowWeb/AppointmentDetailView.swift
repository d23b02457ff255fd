import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// Appointment detail (SakAppointmentDetail): chips, title, meta, prepare, Calendar, reminder line, Cancel this week.
enum AppointmentDetailView {
    static func content(_ screen: AppointmentDetailScreen, csrfToken: String) -> Node {
        Node.fragment([
            a(.href(QuranFlowRoute.sessions.path()), .class("back-link")) { "Sessions" },
            header(.class("screen-header detail-header")) {
                p(.class("eyebrow")) { Node.fragment(screen.chips.map { chip in span(.class("chip")) { chip } }) }
                h1(.class("greeting")) { Parts.isolated(screen.title) }
            },
            dl(.class("card facts appointment-facts")) {
                dt { "Time" }
                dd { "\(screen.time) · \(screen.zone)" }
                dt { "Duration" }
                dd { screen.duration }
                dt { "Where" }
                dd { screen.location }
            },
            screen.prepare.map { line in
                section(.class("detail-section"), .aria("labelledby", "prepare-title")) {
                    h2(.id("prepare-title"), .class("section-title")) { "Prepare" }
                    figure(.class("card verse-card compact")) {
                        figcaption(.class("eyebrow")) { line }
                        screen.passage.map { passage in
                            p(.class("verse-arabic"), .lang("ar"), .dir(.rtl)) { passage.arabic }
                        } ?? .empty
                    }
                }
            } ?? .empty,
            div(.class("cta-pair")) {
                screen.joinZoom.map { Parts.actionLink($0, class: "button primary") } ?? .empty
                Parts.actionLink(screen.calendar, class: "button secondary")
            },
            form(.action(screen.reminderURL), .method("post"), .class("reminder-line")) {
                PageFrame.csrfField(csrfToken)
                input(.type("hidden"), .name(ReminderForm.CodingKeys.on), .value(screen.reminderOn ? "0" : "1"))
                p(.class("glance-footer"), .id("reminder-line")) { screen.reminderLine }
                button(
                    .type("submit"),
                    .class(screen.reminderOn ? "button secondary reminder-toggle is-on" : "button secondary reminder-toggle"),
                    .attr("aria-pressed", screen.reminderOn ? "true" : "false"),
                    .aria("describedby", "reminder-line")
                ) { screen.reminderToggle }
            },
            screen.swap.map { swap in
                form(.action(swap.url), .method("post"), .class("card swap-week")) {
                    PageFrame.csrfField(csrfToken)
                    p(.id("swap-title"), .class("section-title")) { swap.title }
                    div(.class("swap-times"), .attr("role", "radiogroup"), .aria("labelledby", "swap-title")) {
                        Node.fragment(
                            swap.times.map { time in
                                label(.class("swap-time")) {
                                    input(
                                        .type("radio"), .name(AppointmentSwapForm.CodingKeys.start), .value(time.start),
                                        .attr("required", ""))
                                    span { time.label }
                                }
                            })
                    }
                    button(.type("submit"), .class("secondary")) { "Swap to this time" }
                }
            } ?? .empty,
            screen.message.map { message in
                a(.href(message.href), .class("card quiet-action message-action")) {
                    span(.class("quiet-action-title")) { Parts.isolated(message.label) }
                    span(.class("quiet-action-detail")) { screen.messageDetail }
                }
            } ?? .empty,
            screen.cancelURL.map { url in
                form(.action(url), .method("post"), .class("card cancel-week")) {
                    PageFrame.csrfField(csrfToken)
                    button(.type("submit"), .class("secondary danger")) { screen.cancelTitle }
                    p(.class("glance-footer")) { screen.cancelDetail }
                }
            } ?? .empty,
        ])
    }
}

extension StudentPages {
    /// Appointment detail inside the student shell.
    ///
    /// ```swift
    /// StudentPages.appointment(screen, csrfToken: ctx.csrfToken, shell: shell)
    /// ```
    public static func appointment(_ screen: AppointmentDetailScreen, csrfToken: String, shell: StudentShell) -> String {
        ShellView.page(title: screen.title, tabs: shell.tabs, navLabel: "Student tabs") {
            AppointmentDetailView.content(screen, csrfToken: csrfToken)
        }
    }
}
