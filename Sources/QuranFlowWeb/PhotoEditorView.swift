import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The avatar with its camera affordance (Profile's frontispiece, the coach's You tab): the photo or the initial, and a
/// small upload form ("Add a photo" / "Change photo") plus "Remove photo". Works without scripts (pick a file, Upload).
enum PhotoEditorView {
    static func render(_ editor: PhotoEditor, csrfToken: String) -> Node {
        div(.class("photo-editor")) {
            if let image = editor.image {
                img(.src(image.href), .alt(image.label), .class("avatar large photo"), .attr("width", "88"), .attr("height", "88"))
            } else {
                Parts.avatar(editor.initial, class: "large")
            }
            if let change = editor.change {
                details(.class("photo-change")) {
                    summary(.class("photo-summary")) { change.label }
                    form(.action(change.href), .method("post"), .attr("enctype", "multipart/form-data"), .class("photo-form")) {
                        PageFrame.csrfField(csrfToken)
                        input(
                            .type("file"), .id("photo-file"), .name(ProfilePhotoForm.CodingKeys.photo),
                            .attr("accept", "image/jpeg,image/png,image/webp"),
                            .aria("label", "Photo file"), .aria("describedby", "photo-hint"), .boolean("required"))
                        p(.id("photo-hint"), .class("muted small")) { editor.hint }
                        button(.type("submit"), .class("button secondary")) { "Upload photo" }
                    }
                    if let remove = editor.remove {
                        form(.action(remove.href), .method("post"), .class("photo-remove")) {
                            PageFrame.csrfField(csrfToken)
                            button(.type("submit"), .class("text-link")) { remove.label }
                        }
                    }
                }
            }
        }
    }
}
