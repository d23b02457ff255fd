import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The admin's lesson-video pages: the index of terms and weeks (``AdminVideosScreen``), and one week's videos
/// (``AdminLessonVideosScreen``) — each with its poster, duration, order controls and WebVTT transcript — uploads still
/// processing (progress polled by `js/admin-media.js` from the JSON twin), and the upload form.
///
/// ```swift
/// AdminVideosPage.render(screen, csrfToken: token)
/// ```
public enum AdminVideosPage {
    /// The index.
    public static func renderIndex(_ screen: AdminVideosScreen) -> String {
        AdminFrame.page(title: "Lesson videos", section: .lessonVideos) {
            for term in screen.terms {
                section(.class("card"), .aria("labelledby", term.headingID)) {
                    h2(.id(term.headingID)) { term.heading }
                    ul(.class("admin-weeks")) {
                        for week in term.weeks {
                            li { a(.href(week.path)) { week.label } }
                        }
                    }
                    if !term.recordings.isEmpty {
                        h3 { "Session recordings" }
                        ul(.class("admin-weeks")) {
                            for session in term.recordings {
                                li { a(.href(session.path)) { session.label } }
                            }
                        }
                    }
                }
            }
        }
    }

    /// One week's videos.
    public static func render(_ screen: AdminLessonVideosScreen, csrfToken: String) -> String {
        AdminFrame.page(
            title: screen.title, heading: screen.heading, section: .lessonVideos, back: .init(label: "All terms", path: screen.backPath),
            attributes: [.data("media-status", screen.statusPath), .data("pending", screen.isPending ? "true" : "false")],
            scripts: ["admin-media.js"]
        ) {
            section(.class("card"), .aria("labelledby", "videos-title")) {
                h2(.id("videos-title")) { screen.videosHeading }
                if screen.videos.isEmpty { p { "No videos yet." } }
                ol(.class("admin-videos")) {
                    for video in screen.videos {
                        li(.class("admin-video")) {
                            img(.src(video.posterPath), .alt(video.posterAlt), .class("admin-poster"))
                            div {
                                h3 { video.heading }
                                p { video.details }
                                div(.class("admin-row-actions")) {
                                    if video.canMoveUp { moveForm(video, "up", "Move up", csrfToken) }
                                    if video.canMoveDown { moveForm(video, "down", "Move down", csrfToken) }
                                    form(.action(video.removePath), .method("post")) {
                                        Layout.csrfField(csrfToken)
                                        button(.type("submit")) { "Remove" }
                                    }
                                }
                                form(.action(video.transcriptPath), .method("post"), .attr("enctype", "multipart/form-data")) {
                                    Layout.csrfField(csrfToken)
                                    label(.for("vtt-\(video.id)")) { "Transcript (WebVTT)" }
                                    textarea(.id("vtt-\(video.id)"), .name(VideoTranscriptForm.CodingKeys.transcript), .attr("rows", "4")) {
                                        video.transcript
                                    }
                                    label(.for("vtt-file-\(video.id)")) { "or a .vtt file" }
                                    input(
                                        .type("file"), .id("vtt-file-\(video.id)"), .name(VideoTranscriptForm.CodingKeys.vttFile),
                                        .attr("accept", ".vtt,text/vtt"))
                                    button(.type("submit")) { "Save transcript" }
                                }
                            }
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "uploads-title")) {
                h2(.id("uploads-title")) { "Processing" }
                if screen.uploads.isEmpty { p { "Nothing is processing." } }
                ul(.class("admin-uploads")) {
                    for job in screen.uploads {
                        li(.data("job", job.id)) {
                            span { job.title }
                            " — "
                            span(.class("admin-job-state")) { job.stateText }
                            progress(.attr("max", "1"), .value(String(job.progress)), .aria("label", "Processing \(job.title)"))
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "upload-title")) {
                h2(.id("upload-title")) { "Upload a video" }
                p { "MP4, WebM or MOV, up to 1 GB and 60 minutes. It is converted for every browser, and a poster taken." }
                form(
                    .action(screen.uploadPath), .method("post"), .attr("enctype", "multipart/form-data"), .class("grid-form")
                ) {
                    Layout.csrfField(csrfToken)
                    Layout.field("Title", name: LessonVideoUploadForm.name(.title))
                    Layout.field(
                        "Position (empty: after the last)", name: LessonVideoUploadForm.name(.position), type: "number", required: false)
                    div(.class("field")) {
                        label(.for("video")) { "Video file" }
                        input(
                            .type("file"), .id("video"), .name(LessonVideoUploadForm.CodingKeys.video),
                            .attr("accept", "video/mp4,video/webm,video/quicktime"),
                            .boolean("required", if: true))
                    }
                    button(.type("submit"), .class("primary")) { "Upload" }
                }
            }
        }
    }

    static func moveForm(_ video: AdminLessonVideosScreen.Row, _ direction: String, _ text: String, _ csrfToken: String) -> Node {
        form(.action(video.movePath), .method("post")) {
            Layout.csrfField(csrfToken)
            input(.type("hidden"), .name(LessonVideoMoveForm.CodingKeys.direction), .value(direction))
            button(.type("submit")) { text }
        }
    }
}
