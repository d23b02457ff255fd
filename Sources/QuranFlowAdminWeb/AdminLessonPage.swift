import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// One week's lesson form (``AdminLessonScreen``): title, description, minutes and the passage picker beside the
/// passage's preview in Amiri Quran and the lesson's ordered videos.
///
/// ```swift
/// AdminLessonPage.render(screen, csrfToken: token)
/// ```
public enum AdminLessonPage {
    /// The whole page.
    public static func render(_ screen: AdminLessonScreen, csrfToken: String) -> String {
        let values = screen.values
        let message = screen.message
        return AdminFrame.page(
            title: screen.title, heading: screen.heading, section: .curriculum,
            back: .init(label: screen.backLabel, path: screen.backPath), mainClass: "admin-wide"
        ) {
            if let notice = screen.notice { p(.class("notice"), .role("status")) { notice } }
            Layout.alert(screen.error)
            div(.class("lesson-admin")) {
                section(.class("card"), .aria("labelledby", "lesson-form-title")) {
                    h2(.id("lesson-form-title")) { "Lesson" }
                    form(.action(screen.savePath), .method("post"), .class("grid-form"), .attr("novalidate", "novalidate")) {
                        Layout.csrfField(csrfToken)
                        Layout.field("Title", name: AdminLessonForm.name(.title), value: values.title, error: message("title"))
                        div(.class("field wide")) {
                            label(.for("summary")) { "One-sentence description" }
                            textarea(
                                .id("summary"), .name(AdminLessonForm.CodingKeys.summary), .attr("rows", "2"),
                                .boolean("required", if: true),
                                .aria("describedby", message("summary") == nil ? "summary-help" : "summary-error")
                            ) { values.summary }
                            p(.class("muted"), .id("summary-help")) { "Shown under the title on the student's Lesson screen." }
                            if let text = message("summary") { p(.class("field-error"), .id("summary-error")) { text } }
                        }
                        Layout.field(
                            "Minutes (about)", name: AdminLessonForm.name(.minutes), type: "number", value: values.minutes,
                            error: message("minutes"))
                        passageFields(screen)
                        button(.type("submit"), .class("primary")) { "Save lesson" }
                        button(
                            .type("submit"), .class("secondary"), .attr("formmethod", "get"), .attr("formaction", screen.previewPath)
                        ) { "Preview passage (not saved)" }
                    }
                }
                section(.class("card"), .aria("labelledby", "preview-title")) {
                    h2(.id("preview-title")) { "Passage preview" }
                    switch screen.preview {
                    case .passage(let arabic, let citation, let focal):
                        figure(.class("card verse-card admin-preview")) {
                            p(.class("verse-arabic"), .lang("ar"), .dir(.rtl)) { arabic }
                            figcaption(.class("verse-citation")) { citation }
                        }
                        p(.class("muted")) { "Focal āyah: \(focal)" }
                    case .problem(let text):
                        p(.class("muted")) { text }
                    }
                    h2(.id("videos-title")) { "Videos" }
                    if screen.videos.isEmpty {
                        p(.class("muted")) { "No videos yet." }
                    } else {
                        ol(.class("videos"), .aria("labelledby", "videos-title")) {
                            screen.videos.map { video in li { video } }
                        }
                    }
                    p {
                        a(.href(screen.videosPath)) { "Upload and order videos" }
                    }
                }
            }
            AdminChanges.section(screen.changes)
        }
    }

    static func passageFields(_ screen: AdminLessonScreen) -> Node {
        let values = screen.values
        let message = screen.message
        return el("fieldset", .class("passage-fieldset")) {
            el("legend") { "Assignment passage" }
            p(.class("muted"), .id("passage-help")) { "The focal āyah is one of the passage's; the preview shows it in Amiri Quran." }
            if let locked = screen.lockedText {
                p(.class("muted"), .id("passage-locked")) { locked }
            }
            div(.class("field")) {
                label(.for("surah")) { "Sūrah" }
                select(
                    .id("surah"), .name(AdminLessonForm.CodingKeys.surah), .boolean("disabled", if: screen.isLocked),
                    .aria("describedby", message("surah") == nil ? "passage-help" : "surah-error")
                ) {
                    for surah in screen.surahs {
                        option(.value(surah.value), .boolean("selected", if: surah.isSelected)) { surah.label }
                    }
                }
                if let text = message("surah") { p(.class("field-error"), .id("surah-error")) { text } }
            }
            if screen.isLocked { HTML.input(.type("hidden"), .name(AdminLessonForm.CodingKeys.surah), .value(values.surah)) }
            Layout.field(
                "From āyah", name: AdminLessonForm.name(.firstAyah), type: "number", value: values.firstAyah, error: message("firstAyah"))
            Layout.field(
                "To āyah", name: AdminLessonForm.name(.lastAyah), type: "number", value: values.lastAyah, error: message("lastAyah"))
            Layout.field(
                "Focal āyah", name: AdminLessonForm.name(.focalAyah), type: "number", value: values.focalAyah, error: message("focalAyah"))
        }
    }
}
