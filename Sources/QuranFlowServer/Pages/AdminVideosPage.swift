import Foundation
import HTML
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowWeb

/// The admin's lesson-video pages: the index of terms and weeks, and one week's videos — each with its poster,
/// duration, order controls and WebVTT transcript — uploads still processing (progress polled by
/// `js/admin-media.js` from the JSON twin), and the upload form.
enum AdminVideosPage {
    static func renderIndex(terms: [(Term, [LiveSession])]) -> String {
        AdminFrame.page(title: "Lesson videos", section: .lessonVideos) {
            for (term, sessions) in terms {
                section(.class("card"), .aria("labelledby", "term-\(term.id.rawValue)")) {
                    h2(.id("term-\(term.id.rawValue)")) { "\(term.name) · \(term.level.title)" }
                    ul(.class("admin-weeks")) {
                        for week in 1...max(1, term.weekCount) {
                            li { a(.href(QuranFlowRoute.adminLessonVideos.path(term.id, week))) { "Week \(week)" } }
                        }
                    }
                    if !sessions.isEmpty {
                        h3 { "Session recordings" }
                        ul(.class("admin-weeks")) {
                            for session in sessions {
                                li {
                                    // A one-to-one has no title of its own: its kind names the link.
                                    a(.href(QuranFlowRoute.adminSessionRecordings.path(session.id))) {
                                        session.title.trimmingCharacters(in: .whitespaces).isEmpty
                                            ? session.kind.chipLabel : "\(session.kind.chipLabel) · \(session.title)"
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    static func render(term: Term, week: Int, videos: [MediaRecord], uploads: [MediaJob], csrfToken: String) -> String {
        AdminFrame.page(
            title: "Week \(week) videos", heading: "\(term.name) · Week \(week) · Lesson videos", section: .lessonVideos,
            back: .init(label: "All terms", path: QuranFlowRoute.adminVideos.path()),
            attributes: [
                .data("media-status", QuranFlowRoute.apiLessonVideos.path(term.id, week)),
                .data("pending", uploads.contains { $0.state == .queued || $0.state == .running } ? "true" : "false"),
            ], scripts: ["admin-media.js"]
        ) {
            section(.class("card"), .aria("labelledby", "videos-title")) {
                h2(.id("videos-title")) { "Videos · \(videos.count)" }
                if videos.isEmpty { p { "No videos yet." } }
                ol(.class("admin-videos")) {
                    for (index, video) in videos.enumerated() {
                        li(.class("admin-video")) {
                            img(
                                .src(QuranFlowRoute.videoPoster.path(.init(video.id))), .alt("Poster of \(video.title)"),
                                .class("admin-poster"))
                            div {
                                h3 { "\(video.position). \(video.title.isEmpty ? "Video \(video.position)" : video.title)" }
                                p {
                                    "Duration \(duration(video.duration))"
                                        + (video.transcript == nil ? " · no transcript" : " · transcript")
                                }
                                div(.class("admin-row-actions")) {
                                    if index > 0 { moveForm(video, "up", "Move up", csrfToken) }
                                    if index < videos.count - 1 { moveForm(video, "down", "Move down", csrfToken) }
                                    form(.action(QuranFlowRoute.removeLessonVideo.path(.init(video.id))), .method("post")) {
                                        Layout.csrfField(csrfToken)
                                        button(.type("submit")) { "Remove" }
                                    }
                                }
                                form(
                                    .action(QuranFlowRoute.saveVideoTranscript.path(.init(video.id))), .method("post"),
                                    .attr("enctype", "multipart/form-data")
                                ) {
                                    Layout.csrfField(csrfToken)
                                    label(.for("vtt-\(video.id)")) { "Transcript (WebVTT)" }
                                    textarea(.id("vtt-\(video.id)"), .name(VideoTranscriptForm.CodingKeys.transcript), .attr("rows", "4")) {
                                        video.transcript ?? ""
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
                if uploads.isEmpty { p { "Nothing is processing." } }
                ul(.class("admin-uploads")) {
                    for job in uploads {
                        li(.data("job", job.id)) {
                            span { job.title }
                            " — "
                            span(.class("admin-job-state")) { stateText(job) }
                            progress(.attr("max", "1"), .value(String(job.progress)), .aria("label", "Processing \(job.title)"))
                        }
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "upload-title")) {
                h2(.id("upload-title")) { "Upload a video" }
                p { "MP4, WebM or MOV, up to 1 GB and 60 minutes. It is converted for every browser, and a poster taken." }
                form(
                    .action(QuranFlowRoute.uploadLessonVideo.path(term.id, week)), .method("post"),
                    .attr("enctype", "multipart/form-data"), .class("grid-form")
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

    static func moveForm(_ video: MediaRecord, _ direction: String, _ text: String, _ csrfToken: String) -> Node {
        form(.action(QuranFlowRoute.moveLessonVideo.path(.init(video.id))), .method("post")) {
            Layout.csrfField(csrfToken)
            input(.type("hidden"), .name(LessonVideoMoveForm.CodingKeys.direction), .value(direction))
            button(.type("submit")) { text }
        }
    }

    static func stateText(_ job: MediaJob) -> String {
        switch job.state {
        case .queued: "Waiting to start"
        case .running: "Processing \(Int(job.progress * 100))%"
        case .done: "Done"
        case .failed: "Failed: \(job.failure ?? "unknown reason")"
        }
    }

    static func duration(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        return String(format: "%d:%02d", total / 60, total % 60)
    }
}
