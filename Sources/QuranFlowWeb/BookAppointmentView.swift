import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// Book your one-to-one (SakBookAppointment): mode cards, coach card with its quiet "Change" link, slot grid (links
/// choose, no script), and the confirm form with the shift warning and the mode's reassurance.
enum BookAppointmentView {
    static func content(_ screen: BookAppointmentScreen, csrfToken: String) -> Node {
        Node.fragment([
            a(.href(QuranFlowRoute.weekAtGlance.path()), .class("back-link")) { "Week at a glance" },
            header(.class("screen-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
            },
            nav(.class("book-modes"), .aria("label", "Booking mode")) {
                screen.modes.map { mode in
                    a(
                        .href(mode.href), .class(mode.isSelected ? "card book-mode is-selected" : "card book-mode"),
                        .attr("aria-current", mode.isSelected ? "true" : "false")
                    ) {
                        strong { mode.label }
                        span(.class("book-mode-detail")) { mode.detail }
                    }
                }
            },
            div(.class("card book-coach")) {
                span(.class("book-coach-name")) { screen.coach }
                a(.href(screen.coachChange), .class("book-coach-change"), .aria("label", "Change coach")) { "Change" }
            },
            p(.class("glance-footer")) { a(.href(QuranFlowRoute.availability.path())) { "Tell us when you could join a live circle" } },
            (screen.previousWeek != nil || screen.nextWeek != nil)
                ? nav(.class("week-nav"), .aria("label", "Weeks")) {
                    if let previous = screen.previousWeek { a(.href(previous), .class("week-step")) { "‹ Earlier week" } }
                    if let week = screen.week { span(.class("week-step")) { "Week \(week)" } }
                    if let next = screen.nextWeek { a(.href(next), .class("week-step")) { "Later week ›" } }
                } : .empty,
            screen.emptyLine.map { line in p(.class("card quiet")) { line } } ?? .empty,
            Node.fragment(
                screen.days.enumerated().map { index, day in
                    section(.class("book-day"), .aria("labelledby", "book-day-\(index)")) {
                        h2(.id("book-day-\(index)"), .class("section-title")) {
                            day.title
                            span(.class("book-zone")) { " · \(day.zone)" }
                        }
                        ul(.class("slot-grid")) {
                            day.slots.map { slot in
                                li {
                                    if let href = slot.href {
                                        a(
                                            .href(href), .class(slot.isSelected ? "slot is-selected" : "slot"),
                                            .attr("aria-current", slot.isSelected ? "true" : "false")
                                        ) { slot.time }
                                    } else {
                                        span(.class("slot is-taken")) {  // aria-label is not for a plain span
                                            slot.time
                                            Parts.visuallyHidden(", taken")
                                        }
                                    }
                                }
                            }
                        }
                    }
                }),
            screen.confirm.map { confirm in
                form(.action(QuranFlowRoute.submitBooking.path()), .method("post"), .class("book-confirm")) {
                    PageFrame.csrfField(csrfToken)
                    input(.type("hidden"), .name(BookingForm.CodingKeys.mode), .value(confirm.mode))
                    input(.type("hidden"), .name(BookingForm.CodingKeys.start), .value(confirm.start))
                    input(.type("hidden"), .name(BookingForm.CodingKeys.coach), .value(confirm.coach))
                    if let warning = confirm.warning { p(.class("card book-warning"), .role("note")) { warning } }
                    button(.type("submit"), .class("button primary gold")) { confirm.label }
                    p(.class("glance-footer")) { confirm.reassurance }
                }
            } ?? .empty,
        ])
    }
}

extension StudentPages {
    /// Book your one-to-one inside the student shell.
    ///
    /// ```swift
    /// StudentPages.bookAppointment(screen, csrfToken: ctx.csrfToken, shell: shell)
    /// ```
    public static func bookAppointment(_ screen: BookAppointmentScreen, csrfToken: String, shell: StudentShell) -> String {
        ShellView.page(title: "Book your one-to-one", tabs: shell.tabs, navLabel: "Student tabs") {
            BookAppointmentView.content(screen, csrfToken: csrfToken)
        }
    }
}
