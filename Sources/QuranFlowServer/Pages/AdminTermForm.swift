import HTML
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowWeb
import Routing

/// The term form's fields, shared by "New term" on Levels & terms and the term page: name, level (fixed once made),
/// first Monday, the three parts, the outcome, the revoke window, enrolment opening and prices. Every error sits under
/// the field it names.
enum AdminTermForm {
    static func fields(_ input: TermPlan.Input, levels: [Level], levelFixed: Bool, error: String?, errorField: String?) -> Node {
        let message: (String) -> String? = { errorField == $0 ? error : nil }
        let parts = input.parts ?? TermPlan.standardParts
        return Node.fragment([
            Layout.field("Name", name: AdminTermPlanForm.name(.name), value: input.name, error: message("name")),
            levelFixed
                ? div(.class("field")) {
                    p(.class("muted")) { "Level: " + (levels.first { $0.number == input.level }?.titleWithName ?? "Level \(input.level)") }
                    HTML.input(.type("hidden"), .name(AdminTermPlanForm.CodingKeys.level), .value(String(input.level)))
                }
                : div(.class("field")) {
                    label(.for("level")) { "Level" }
                    select(.id("level"), .name(AdminTermPlanForm.CodingKeys.level)) {
                        for level in levels {
                            option(.value(String(level.number)), .boolean("selected", if: level.number == input.level)) {
                                level.titleWithName
                            }
                        }
                    }
                    if let text = message("level") { p(.class("field-error"), .id("level-error")) { text } }
                },
            Layout.field(
                "First Monday (Week 1)", name: AdminTermPlanForm.name(.firstMonday), type: "date", value: input.firstMonday,
                error: message("firstMonday")),
            div(.class("field")) {
                p(.class("muted")) { "Always 15 weeks. The first day is fixed once the term has begun." }
            },
            el("fieldset", .class("parts-fieldset"), .aria("describedby", errorField == "parts" ? "parts-error" : "parts-help")) {
                el("legend") { "The three parts" }
                p(.class("muted"), .id("parts-help")) {
                    "Part 1 starts at Week 1; each part starts the week after the one before; Part 3 ends at Week 15."
                }
                if let text = message("parts") { p(.class("field-error"), .id("parts-error")) { text } }
                div(.class("parts-grid")) {
                    for (index, part) in parts.enumerated() {
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

    /// The form's fields as a ``TermPlan/Input`` (numbers that do not parse read as 0, which the plan refuses by name).
    static func input(_ form: AdminTermPlanForm) -> TermPlan.Input {
        let number: (FormText) -> Int = { Int($0.or("").trimmingCharacters(in: .whitespaces)) ?? 0 }
        return TermPlan.Input(
            name: form.name.or(""), level: number(form.level), firstMonday: form.firstMonday.or(""),
            parts: (1...3).map {
                let part = form.part($0)
                return TermPlan.Input.PartInput(title: part.title.or(""), firstWeek: number(part.first), lastWeek: number(part.last))
            },
            outcome: form.outcome.or(""), revokeWindow: form.revokeWindow.text, enrolmentOpens: form.enrolmentOpens.text,
            priceOnce: form.priceOnce.text, priceMonthly: form.priceMonthly.text, priceMonths: form.priceMonths.text)
    }
}
