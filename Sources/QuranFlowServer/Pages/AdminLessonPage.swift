import HTML
import Identifiers
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb
import QuranText

/// One week's lesson form: title, one-sentence description, minutes, and the passage picker (sūrah, āyah from/to,
/// focal āyah) beside a preview of the passage in Amiri Quran — the same verse card the student's Lesson screen shows —
/// and the lesson's ordered videos.
enum AdminLessonPage {
    /// What the form shows, as text.
    struct Values: Hashable, Sendable {
        var title = ""
        var summary = ""
        var minutes = "12"
        var surah = "1"
        var firstAyah = "1"
        var lastAyah = "7"
        var focalAyah = "1"

        init() {}

        init(_ lesson: Lesson) {
            title = lesson.title
            summary = lesson.summary ?? ""
            minutes = String(lesson.minutes)
            surah = String(lesson.assignment.surah)
            firstAyah = String(lesson.assignment.firstAyah)
            lastAyah = String(lesson.assignment.lastAyah)
            focalAyah = String(lesson.focalAyah.firstAyah)
        }
    }

    /// A video of the lesson, in order.
    struct Video: Hashable, Sendable {
        let position: Int
        let title: String
        let seconds: Double
    }

    struct Model {
        let term: Term
        let week: Int
        let lesson: Lesson?
        let submissions: Int
        let videos: [Video]
        let changes: [String]
    }

    /// The preview: the passage's Arabic and citation, or why it cannot be shown.
    enum Preview {
        case passage(arabic: String, citation: String, focal: String)
        case problem(String)
    }

    static func preview(_ values: Values) -> Preview {
        do {
            let choice = try PassageChoice(
                surah: values.surah, firstAyah: values.firstAyah, lastAyah: values.lastAyah, focalAyah: values.focalAyah,
                surahs: Quran.shared.surahs)
            let passage = try Quran.shared.passage(choice.assignment)
            let focal = try Quran.shared.passage(choice.focalAyah)
            return .passage(
                arabic: passage.ayahs.map { "\($0.textWithoutBismillah) ﴿\(arabicDigits($0.number))﴾" }.joined(separator: " "),
                citation: passage.citation, focal: focal.citation)
        } catch let error as AdminError {
            return .problem(error.message)
        } catch {
            return .problem("The passage cannot be shown.")
        }
    }

    /// "١٢" for 12: the āyah number as the muṣḥaf writes it.
    static func arabicDigits(_ number: Int) -> String {
        let digits = Array("٠١٢٣٤٥٦٧٨٩")
        return String(String(number).compactMap { $0.wholeNumberValue.map { digits[$0] } })
    }

    static func render(
        _ model: Model, values: Values, csrfToken: String, error: String? = nil, errorField: String? = nil, notice: String? = nil
    ) -> String {
        let message: (String) -> String? = { errorField == $0 ? error : nil }
        let locked = model.submissions > 0 && model.lesson != nil
        let title = "Week \(model.week) · \(model.term.eyebrow)"
        return AdminFrame.page(
            title: title, heading: model.lesson.map { "Week \(model.week): \($0.title)" } ?? "Week \(model.week): new lesson",
            section: .curriculum, back: .init(label: "Back to \(model.term.name)", path: QuranFlowRoute.adminTerm.path(model.term.id)),
            mainClass: "admin-wide"
        ) {
            if let notice { p(.class("notice"), .role("status")) { notice } }
            Layout.alert(error)
            div(.class("lesson-admin")) {
                section(.class("card"), .aria("labelledby", "lesson-form-title")) {
                    h2(.id("lesson-form-title")) { "Lesson" }
                    form(
                        .action(QuranFlowRoute.saveLesson.path(model.term.id, model.week)), .method("post"), .class("grid-form"),
                        .attr("novalidate", "novalidate")
                    ) {
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
                        passageFields(values, locked: locked, submissions: model.submissions, message: message)
                        button(.type("submit"), .class("primary")) { "Save lesson" }
                        button(
                            .type("submit"), .class("secondary"), .attr("formmethod", "get"),
                            .attr("formaction", QuranFlowRoute.adminLesson.path(model.term.id, model.week))
                        ) { "Preview passage (not saved)" }
                    }
                }
                section(.class("card"), .aria("labelledby", "preview-title")) {
                    h2(.id("preview-title")) { "Passage preview" }
                    switch preview(values) {
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
                    if model.videos.isEmpty {
                        p(.class("muted")) { "No videos yet." }
                    } else {
                        ol(.class("videos"), .aria("labelledby", "videos-title")) {
                            model.videos.map { video in
                                li { "\(video.title) · \(minutesAndSeconds(video.seconds))" }
                            }
                        }
                    }
                    p {
                        a(.href(QuranFlowRoute.adminLessonVideos.path(model.term.id, model.week))) { "Upload and order videos" }
                    }
                }
            }
            AdminChanges.section(model.changes)
        }
    }

    /// "4:05".
    static func minutesAndSeconds(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? max(0, min(Int(seconds.rounded()), 86_400)) : 0
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }

    static func passageFields(_ values: Values, locked: Bool, submissions: Int, message: (String) -> String?) -> Node {
        el("fieldset", .class("passage-fieldset")) {
            el("legend") { "Assignment passage" }
            p(.class("muted"), .id("passage-help")) { "The focal āyah is one of the passage's; the preview shows it in Amiri Quran." }
            if locked {
                p(.class("muted"), .id("passage-locked")) {
                    "Week has \(submissions) \(submissions == 1 ? "submission" : "submissions"): the passage is locked."
                }
            }
            div(.class("field")) {
                label(.for("surah")) { "Sūrah" }
                select(
                    .id("surah"), .name(AdminLessonForm.CodingKeys.surah), .boolean("disabled", if: locked),
                    .aria("describedby", message("surah") == nil ? "passage-help" : "surah-error")
                ) {
                    for surah in Quran.shared.surahs {
                        option(.value(String(surah.number)), .boolean("selected", if: String(surah.number) == values.surah)) {
                            "\(surah.number) · \(surah.name) (\(surah.ayahCount) āyāt)"
                        }
                    }
                }
                if let text = message("surah") { p(.class("field-error"), .id("surah-error")) { text } }
            }
            if locked { HTML.input(.type("hidden"), .name(AdminLessonForm.CodingKeys.surah), .value(values.surah)) }
            Layout.field(
                "From āyah", name: AdminLessonForm.name(.firstAyah), type: "number", value: values.firstAyah, error: message("firstAyah"))
            Layout.field(
                "To āyah", name: AdminLessonForm.name(.lastAyah), type: "number", value: values.lastAyah, error: message("lastAyah"))
            Layout.field(
                "Focal āyah", name: AdminLessonForm.name(.focalAyah), type: "number", value: values.focalAyah, error: message("focalAyah"))
        }
    }
}
