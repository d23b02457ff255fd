import HTML
import QuranFlowAdminScreens
import QuranFlowWeb

/// A term's page (``AdminTermScreen``): its dates and closing sentence, its weeks with each week's lesson, passage and
/// submissions, and its settings form.
///
/// ```swift
/// AdminTermPage.render(screen, csrfToken: token)
/// ```
public enum AdminTermPage {
    /// The whole page.
    public static func render(_ screen: AdminTermScreen, csrfToken: String) -> String {
        AdminFrame.page(
            title: screen.title, section: .curriculum, back: .init(label: "Back to levels & terms", path: screen.backPath),
            mainClass: "admin-wide"
        ) {
            if let notice = screen.notice { p(.class("notice"), .role("status")) { notice } }
            p(.class("muted")) { screen.summary }
            if let closing = screen.closing { p(.class("closing")) { closing } }
            section(.class("card"), .aria("labelledby", "weeks-title")) {
                h2(.id("weeks-title")) { "Weeks" }
                table(.class("rows")) {
                    thead {
                        tr {
                            th { "Week" }; th { "Part" }; th { "Lesson" }; th { "Passage" }; th { "Submissions" }
                        }
                    }
                    tbody {
                        for week in screen.weeks {
                            tr {
                                td { week.label }
                                td { week.part }
                                td { a(.href(week.lessonPath)) { week.lesson } }
                                td { week.passage }
                                td { week.submissions }
                            }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "settings-title")) {
                h2(.id("settings-title")) { "Term settings" }
                Layout.alert(screen.error)
                form(.action(screen.updatePath), .method("post"), .class("grid-form"), .attr("novalidate", "novalidate")) {
                    Layout.csrfField(csrfToken)
                    AdminTermForm.fields(screen.fields)
                    button(.type("submit"), .class("primary")) { "Save term" }
                }
            }
            AdminChanges.section(screen.changes)
        }
    }
}
