import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The HTML of Week at a glance (SakWeekAtGlance): days with their rows, a bell form per row, the .ics link and the
/// private feed with its reset form.
enum WeekAtGlanceView {
    static func content(_ screen: WeekAtGlanceScreen, csrfToken: String) -> Node {
        let back = QuranFlowRoute.weekAtGlance.path(query: WeekQuery(week: screen.week))
        return Node.fragment([
            a(.href(QuranFlowRoute.sessions.path()), .class("back-link")) { "Sessions" },
            header(.class("screen-header sessions-header")) {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.title }
                a(.href(screen.addToCalendar.href), .class("icon-action"), .aria("label", screen.addToCalendar.label)) {
                    svg(.attr("viewBox", "0 0 24 24"), .aria("hidden", "true")) {
                        path(.attr("d", "M5 6h14v14H5zM5 10h14M9 4v4M15 4v4M12 13v5M9.5 15.5h5"))
                    }
                }
            },
            nav(.class("week-nav"), .aria("label", "Weeks")) {
                if let previous = screen.previousWeek {
                    a(.href(QuranFlowRoute.weekAtGlance.path(query: WeekQuery(week: previous))), .class("week-step")) {
                        "‹ Week \(previous)"
                    }
                }
                if let next = screen.nextWeek {
                    a(.href(QuranFlowRoute.weekAtGlance.path(query: WeekQuery(week: next))), .class("week-step")) { "Week \(next) ›" }
                }
            },
            p(.class("zone-banner")) { screen.zoneBanner },
            Node.fragment(
                screen.days.enumerated().map { index, day in
                    section(.class("glance-day"), .aria("labelledby", "glance-\(index)")) {
                        h2(.id("glance-\(index)"), .class("section-title")) { day.title }
                        ul(.class("session-list")) { day.rows.map { row($0, back: back, csrfToken: csrfToken) } }
                    }
                }),
            ul(.class("card list glance-actions")) {
                li { a(.href(screen.addToCalendar.href), .class("list-link"), .attr("download", "")) { screen.addToCalendar.label } }
                if let book = screen.book { li { a(.href(book.href), .class("list-link")) { book.label } } }
            },
            p(.class("glance-footer")) { screen.footer },
            section(.class("card feed"), .aria("labelledby", "feed-title")) {
                h2(.id("feed-title"), .class("section-title")) { "Subscribe to your calendar" }
                p { "Your calendar app can follow this private link and stay up to date. Anyone with the link can see your sessions." }
                label(.for("feed-url"), .class("visually-hidden")) { "Private calendar link" }
                input(.id("feed-url"), .type("text"), .value(screen.feedURL), .attr("readonly", "readonly"), .class("feed-url"))
                form(.action(QuranFlowRoute.resetCalendarFeed.path()), .method("post")) {
                    PageFrame.csrfField(csrfToken)
                    input(.type("hidden"), .name(CalendarFeedResetForm.CodingKeys.back), .value(back))
                    button(.type("submit"), .class("secondary")) { "Reset link" }
                }
            },
        ])
    }

    static func row(_ row: WeekAtGlanceScreen.Row, back: String, csrfToken: String) -> Node {
        li(.class("session-row glance-row")) {
            div(.class("session-line")) {
                span(.class("session-info")) {
                    time(.datetime(row.startsAt), .class("session-time")) { row.time }
                    span(.class(row.kindChip == "Due" ? "chip due" : "chip")) { row.kindChip }
                    span(.class("session-title")) { Parts.isolated(row.title) }
                    if let coach = row.coach { span(.class("session-teacher")) { Parts.isolated(coach) } }
                }
                form(.action(QuranFlowRoute.reminders.path()), .method("post"), .class("bell-form")) {
                    PageFrame.csrfField(csrfToken)
                    input(.type("hidden"), .name(ReminderForm.CodingKeys.item), .value(row.reminderItem))
                    input(.type("hidden"), .name(ReminderForm.CodingKeys.on), .value(row.reminderOn ? "0" : "1"))
                    input(.type("hidden"), .name(ReminderForm.CodingKeys.back), .value(back))
                    button(
                        .type("submit"), .class(row.reminderOn ? "bell is-on" : "bell"),
                        .attr("aria-pressed", row.reminderOn ? "true" : "false"),
                        .aria("label", "Reminder for \(row.title) at \(row.time)")
                    ) {
                        svg(.attr("viewBox", "0 0 24 24"), .aria("hidden", "true")) {
                            path(.attr("d", "M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0"))
                        }
                    }
                }
            }
        }
    }
}

extension StudentPages {
    /// Week at a glance inside the student shell.
    ///
    /// ```swift
    /// StudentPages.weekAtGlance(screen, csrfToken: ctx.csrfToken, shell: shell)
    /// ```
    public static func weekAtGlance(_ screen: WeekAtGlanceScreen, csrfToken: String, shell: StudentShell) -> String {
        ShellView.page(title: "Week at a glance", tabs: shell.tabs, navLabel: "Student tabs") {
            WeekAtGlanceView.content(screen, csrfToken: csrfToken)
        }
    }
}
