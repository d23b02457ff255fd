import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// A weekly session rule's fields (``AdminSessionRuleFields``), shared by the new-rule and edit forms, each labelled,
/// the failing one marked.
enum AdminSessionRuleForm {
    static func fields(_ fields: AdminSessionRuleFields) -> Node {
        let message = fields.message
        let draft = fields.draft
        return Node.fragment([
            choice("Kind", name: SessionRuleForm.name(.kind), options: fields.kinds, error: message("kind")),
            choice("Teacher", name: SessionRuleForm.name(.teacher), options: fields.teachers, error: message("teacher")),
            choice("Weekday", name: SessionRuleForm.name(.weekday), options: fields.weekdays, error: message("weekday")),
            Layout.field(
                "Start (HH:MM, 24-hour)", name: SessionRuleForm.name(.time), type: "time", value: draft.time, error: message("time")),
            Layout.field(
                "Duration (minutes)", name: SessionRuleForm.name(.duration), type: "number", value: draft.duration,
                error: message("duration")),
            Layout.field(
                "Title (a Class may leave it empty: it takes each week's lesson title)", name: SessionRuleForm.name(.title),
                value: draft.title, error: message("title"), required: false),
            Layout.field(
                "What's covered", name: SessionRuleForm.name(.covered), value: draft.covered, error: message("covered"), required: false),
            // A hint, not a value: "https://" alone is not a URL, so a pre-filled field was invalid HTML.
            Layout.field(
                "Meeting link", name: SessionRuleForm.name(.link), type: "url", value: draft.link, error: message("link"),
                placeholder: "https://"),
        ])
    }

    static func choice(_ label: String, name: String, options: [AdminOption], error: String?) -> Node {
        div(.class("field")) {
            HTML.label(.for(name)) { label }
            el(
                "select",
                attributes: [.id(name), .name(name)]
                    + (error == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "\(name)-error")])
            ) {
                for option in options {
                    HTML.option(.value(option.value), .boolean("selected", if: option.isSelected)) { option.label }
                }
            }
            if let error { p(.class("field-error"), .id("\(name)-error")) { error } }
        }
    }
}
