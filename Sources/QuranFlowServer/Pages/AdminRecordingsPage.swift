import Calendar
import Foundation
import HTML
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowWeb

/// A live session's past meetings for the admin: each with its recording (duration) or the upload on its way, and
/// the form attaching a recording (audio or video) to one of them.
enum AdminRecordingsPage {
    struct Meeting {
        let date: LocalDate
        let recording: MediaRecord?
        let uploads: [MediaJob]
    }

    static func render(session: LiveSession, meetings: [Meeting], csrfToken: String) -> String {
        AdminFrame.page(
            title: "Recordings · \(session.title)", heading: "\(session.title) · Recordings", section: .lessonVideos,
            back: .init(label: "All lesson videos and recordings", path: QuranFlowRoute.adminVideos.path())
        ) {
            section(.class("card"), .aria("labelledby", "meetings-title")) {
                h2(.id("meetings-title")) { "Past meetings" }
                if meetings.isEmpty { p { "This session has not met yet." } }
                ul(.class("admin-meetings")) {
                    for meeting in meetings {
                        li {
                            span { meeting.date.description }
                            " — "
                            if let recording = meeting.recording {
                                span { "Recording, \(AdminVideosPage.duration(recording.duration))" }
                            } else if let job = meeting.uploads.last {
                                span { AdminVideosPage.stateText(job) }
                            } else {
                                span { "No recording" }
                            }
                        }
                    }
                }
            }
            if !meetings.isEmpty {
                section(.class("card"), .aria("labelledby", "attach-title")) {
                    h2(.id("attach-title")) { "Attach a recording" }
                    form(
                        .action(QuranFlowRoute.uploadSessionRecording.path(session.id)), .method("post"),
                        .attr("enctype", "multipart/form-data"), .class("grid-form")
                    ) {
                        Layout.csrfField(csrfToken)
                        div(.class("field")) {
                            label(.for("date")) { "Meeting" }
                            select(.id("date"), .name(SessionRecordingUploadForm.CodingKeys.date)) {
                                for meeting in meetings { option(.value(meeting.date.description)) { meeting.date.description } }
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
