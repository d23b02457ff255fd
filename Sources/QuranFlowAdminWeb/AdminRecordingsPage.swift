import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// A live session's past meetings for the admin (``AdminRecordingsScreen``): each with its recording or the upload on
/// its way, and the form attaching a recording (audio or video) to one of them.
///
/// ```swift
/// AdminRecordingsPage.render(screen, csrfToken: token)
/// ```
public enum AdminRecordingsPage {
    /// The whole page.
    public static func render(_ screen: AdminRecordingsScreen, csrfToken: String) -> String {
        AdminFrame.page(
            title: screen.title, heading: screen.heading, section: .lessonVideos,
            back: .init(label: "All lesson videos and recordings", path: screen.backPath)
        ) {
            section(.class("card"), .aria("labelledby", "meetings-title")) {
                h2(.id("meetings-title")) { "Past meetings" }
                if screen.meetings.isEmpty { p { "This session has not met yet." } }
                ul(.class("admin-meetings")) {
                    for meeting in screen.meetings {
                        li {
                            span { meeting.date }
                            " — "
                            span { meeting.status }
                        }
                    }
                }
            }
            if !screen.meetings.isEmpty {
                section(.class("card"), .aria("labelledby", "attach-title")) {
                    h2(.id("attach-title")) { "Attach a recording" }
                    form(
                        .action(screen.uploadPath), .method("post"), .attr("enctype", "multipart/form-data"), .class("grid-form")
                    ) {
                        Layout.csrfField(csrfToken)
                        div(.class("field")) {
                            label(.for("date")) { "Meeting" }
                            select(.id("date"), .name(SessionRecordingUploadForm.CodingKeys.date)) {
                                for meeting in screen.meetings { option(.value(meeting.date)) { meeting.date } }
                            }
                        }
                        div(.class("field")) {
                            label(.for("recording")) { "Recording (audio or video)" }
                            input(
                                .type("file"), .id("recording"), .name(SessionRecordingUploadForm.CodingKeys.recording),
                                .attr("accept", "audio/*,video/*"))
                        }
                        button(.type("submit"), .class("primary")) { "Attach" }
                    }
                }
            }
        }
    }
}
