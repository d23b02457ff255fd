import HTML
import QuranFlowAdminScreens
import QuranFlowRoutes
import QuranFlowWeb

/// The term form's fields (``AdminTermFields``), shared by "New term" on Levels & terms and the term page. Every error
/// sits under the field it names.
enum AdminTermForm {
    static func fields(_ fields: AdminTermFields) -> Node {
        let message = fields.message
        let input = fields.input
        return Node.fragment([
            Layout.field("Name", name: AdminTermPlanForm.name(.name), value: input.name, error: message("name")),
            level(fields),
            Layout.field(
                "First Monday (Week 1)", name: AdminTermPlanForm.name(.firstMonday), type: "date", value: input.firstMonday,
                error: message("firstMonday")),
            div(.class("field")) {
                p(.class("muted")) { "Always 15 weeks. The first day is fixed once the term has begun." }
            },
            el("fieldset", .class("parts-fieldset"), .aria("describedby", fields.errorField == "parts" ? "parts-error" : "parts-help")) {
                el("legend") { "The three parts" }
                p(.class("muted"), .id("parts-help")) {
                    "Part 1 starts at Week 1; each part starts the week after the one before; Part 3 ends at Week 15."
                }
                if let text = message("parts") { p(.class("field-error"), .id("parts-error")) { text } }
                div(.class("parts-grid")) {
                    for (index, part) in fields.parts.enumerated() {
                        let names = AdminTermPlanForm.part(index + 1)
                        Layout.field(
                            "Part \(index + 1) title", name: AdminTermPlanForm.name(names.title), value: part.title,
                            error: message(AdminTermPlanForm.name(names.title)))
                        Layout.field(
                            "Part \(index + 1) first week", name: AdminTermPlanForm.name(names.first), type: "number",
                            value: String(part.firstWeek))
                        Layout.field(
                            "Part \(index + 1) last week", name: AdminTermPlanForm.name(names.last), type: "number",
                            value: String(part.lastWeek))
                    }
                }
            },
            div(.class("field wide")) {
                label(.for("outcome")) { "Closing outcome (follows “By <last day>, you'll …”)" }
                textarea(
                    .id("outcome"), .name(AdminTermPlanForm.CodingKeys.outcome), .attr("rows", "2"), .boolean("required", if: true),
                    .aria("describedby", message("outcome") == nil ? "outcome-help" : "outcome-error")
                ) { input.outcome }
                p(.class("muted"), .id("outcome-help")) { "e.g. read short sūrahs aloud with steady tajweed" }
                if let text = message("outcome") { p(.class("field-error"), .id("outcome-error")) { text } }
            },
            Layout.field(
                "Revoke window (5–10 minutes)", name: AdminTermPlanForm.name(.revokeWindow), type: "number",
                value: input.revokeWindow ?? "10",
                error: message("revokeWindow")),
            Layout.field(
                "Enrolment opens (empty: not offered)", name: AdminTermPlanForm.name(.enrolmentOpens), type: "date",
                value: input.enrolmentOpens ?? "",
                error: message("enrolmentOpens"), required: false),
            Layout.field(
                "Price once ($)", name: AdminTermPlanForm.name(.priceOnce), value: input.priceOnce ?? "", error: message("priceOnce"),
                required: false),
            Layout.field(
                "Monthly price ($)", name: AdminTermPlanForm.name(.priceMonthly), value: input.priceMonthly ?? "",
                error: message("priceMonthly"), required: false),
            Layout.field(
                "Months (2–12)", name: AdminTermPlanForm.name(.priceMonths), type: "number", value: input.priceMonths ?? "",
                error: message("priceMonths"),
                required: false),
        ])
    }

    /// The level: fixed once the term is made (shown, and sent hidden), else a choice.
    static func level(_ fields: AdminTermFields) -> Node {
        if let fixed = fields.fixedLevel {
            return div(.class("field")) {
                p(.class("muted")) { fixed }
                HTML.input(.type("hidden"), .name(AdminTermPlanForm.CodingKeys.level), .value(String(fields.input.level)))
            }
        }
        return div(.class("field")) {
            label(.for("level")) { "Level" }
            select(.id("level"), .name(AdminTermPlanForm.CodingKeys.level)) {
                for level in fields.levels {
                    option(.value(level.value), .boolean("selected", if: level.isSelected)) { level.label }
                }
            }
            if let text = fields.message("level") { p(.class("field-error"), .id("level-error")) { text } }
        }
    }
}
