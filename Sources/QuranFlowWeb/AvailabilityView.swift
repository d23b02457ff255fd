import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The Availability grid (SakOnbAvailability): one checkbox per cell in a table. The form works without script; with
/// it (`availability.js`) the footer counts the cells as they are picked.
enum AvailabilityView {
    static func content(_ screen: AvailabilityScreen, csrfToken: String) -> Node {
        Node.fragment([
            a(.href(QuranFlowRoute.bookAppointment.path()), .class("back-link")) { "Book your one-to-one" },
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
            },
            form(.action(QuranFlowRoute.submitAvailability.path()), .method("post"), .class("availability")) {
                PageFrame.csrfField(csrfToken)
                h2(.class("section-title")) { screen.prompt }
                p(.class("hero-body")) { screen.detail }
                table(.class("availability-grid")) {
                    thead {
                        tr {
                            th { Parts.visuallyHidden("Day") }
                            screen.columns.map { column in th(.attr("scope", "col")) { column } }
                        }
                    }
                    tbody {
                        screen.rows.map { row in
                            tr {
                                th(.attr("scope", "row")) { row.weekday }
                                row.cells.map { cell in
                                    td {
                                        label(.class("availability-cell")) {
                                            if cell.isPicked {
                                                input(
                                                    .type("checkbox"), .name(AvailabilityForm.CodingKeys.cell), .value(cell.id),
                                                    .attr("checked", "checked"))
                                            } else {
                                                input(.type("checkbox"), .name(AvailabilityForm.CodingKeys.cell), .value(cell.id))
                                            }
                                            Parts.visuallyHidden(cell.label)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                p(
                    .class("glance-footer"), .id("availability-count"), .attr("aria-live", "polite"),
                    .data("footers", AvailabilityScreen.footers.joined(separator: "|"))
                ) { screen.footer }
                button(.type("submit"), .class("button primary gold")) { screen.cta }
            },
        ])
    }
}

extension StudentPages {
    /// Availability inside the student shell.
    ///
    /// ```swift
    /// StudentPages.availability(screen, csrfToken: ctx.csrfToken, shell: shell)
    /// ```
    public static func availability(_ screen: AvailabilityScreen, csrfToken: String, shell: StudentShell) -> String {
        ShellView.page(title: "Availability", tabs: shell.tabs, navLabel: "Student tabs", scripts: ["availability.js"]) {
            AvailabilityView.content(screen, csrfToken: csrfToken)
        }
    }
}
