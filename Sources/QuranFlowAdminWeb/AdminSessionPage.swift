import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// One weekly session's admin page (``AdminSessionScreen``): its rule (edit), the meetings still to come (cancel one),
/// an extra meeting, Remove, and the history of every change.
///
/// ```swift
/// AdminSessionPage.render(screen, csrfToken: token)
/// ```
public enum AdminSessionPage {
    /// The whole page.
    public static func render(_ screen: AdminSessionScreen, csrfToken: String) -> String {
        AdminFrame.page(
            title: screen.title, heading: screen.heading, section: .liveSessions,
            back: .init(label: screen.backLabel, path: screen.backPath), notice: screen.notice
        ) {
            if let removed = screen.removed { p(.class("notice")) { removed } }
            section(.class("card"), .aria("labelledby", "rule-title")) {
                h2(.id("rule-title")) { "Weekly rule" }
                p(.class("muted")) { screen.clock }
                if screen.isRunning {
                    Layout.alert(screen.ruleError)
                    form(.action(screen.updatePath), .method("post"), .class("grid-form")) {
                        Layout.csrfField(csrfToken)
                        AdminSessionRuleForm.fields(screen.fields)
                        button(.type("submit"), .class("primary")) { "Save the rule" }
                    }
                }
            }
            if screen.isRunning {
                meetings(screen, csrfToken: csrfToken)
                section(.class("card"), .aria("labelledby", "extra-title")) {
                    h2(.id("extra-title")) { "Add one extra meeting" }
                    Layout.alert(screen.extraError)
                    form(.action(screen.extraPath), .method("post"), .class("grid-form")) {
                        Layout.csrfField(csrfToken)
                        // Ids of their own: the rule's form above has its own "time" field on this page.
                        Layout.field(
                            "Date (programme's calendar)", name: MeetingForm.name(.date), id: "extra-date", type: "date", value: "")
                        Layout.field(
                            "Start (HH:MM)", name: MeetingForm.name(.time), id: "extra-time", type: "time", value: screen.extraTime)
                        button(.type("submit"), .class("primary")) { "Add the meeting" }
                    }
                }
                section(.class("card"), .aria("labelledby", "remove-title")) {
                    h2(.id("remove-title")) { "Remove this session" }
                    p {
                        "No meeting is held from now on. Meetings already held stay, with their attendance and recordings, "
                            + "so reports still count them."
                    }
                    form(.action(screen.removePath), .method("post")) {
                        Layout.csrfField(csrfToken)
                        button(.type("submit"), .class("button secondary")) { "Remove the session" }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "history-title")) {
                h2(.id("history-title")) { "History" }
                if screen.history.isEmpty { p(.class("muted")) { "No change recorded." } }
                ol(.class("admin-history")) {
                    for entry in screen.history {
                        li {
                            time(.attr("datetime", entry.datetime)) { entry.when }
                            entry.rest
                        }
                    }
                }
            }
        }
    }

    /// The meetings still to come, each but an extra one with its Cancel form, and the dates already cancelled.
    static func meetings(_ screen: AdminSessionScreen, csrfToken: String) -> Node {
        section(.class("card"), .aria("labelledby", "meetings-title")) {
            h2(.id("meetings-title")) { "Meetings to come" }
            Layout.alert(screen.cancelError)
            if screen.upcoming.isEmpty { p { screen.noneToCome } }
            ul(.class("admin-meetings")) {
                for meeting in screen.upcoming {
                    li {
                        span { meeting.text }
                        if let date = meeting.cancelDate {
                            form(.action(screen.cancelPath), .method("post"), .class("inline-form")) {
                                Layout.csrfField(csrfToken)
                                input(.type("hidden"), .name(MeetingForm.CodingKeys.date), .value(date))
                                button(.type("submit"), .class("button secondary"), .aria("label", meeting.cancelLabel)) {
                                    "Cancel this meeting"
                                }
                            }
                        }
                    }
                }
            }
            if let cancelled = screen.cancelled { p(.class("muted")) { cancelled } }
        }
    }
}
