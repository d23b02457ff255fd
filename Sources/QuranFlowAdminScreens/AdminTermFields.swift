import Foundation
import QuranFlowCore
import QuranFlowRoutes
import Routing

/// The term form's fields, shared by "New term" on Levels & terms and the term page: name, level (a choice, or fixed
/// once the term is made), first Monday, the three parts (the standard ones until typed), the outcome, the revoke
/// window, enrolment opening and prices, with the error under the field it names.
///
/// ```swift
/// AdminTermFields(input, levels: levels, levelFixed: true, error: nil, errorField: nil).fixedLevel   // "Level: Level 2 · …"
/// ```
public struct AdminTermFields: Sendable {
    /// What the form shows (as typed, or as saved).
    public let input: TermPlan.Input
    /// The levels to choose from when the level is not fixed.
    public let levels: [AdminOption]
    /// "Level: Level 2 · Reading with fluency" when the level is fixed (a made term), else nil.
    public let fixedLevel: String?
    /// The three parts as the form shows them.
    public let parts: [TermPlan.Input.PartInput]
    /// The refusal's words, shown under the field it names.
    public let error: String?
    /// The field the refusal names.
    public let errorField: String?

    public init(_ input: TermPlan.Input, levels: [Level], levelFixed: Bool, error: String?, errorField: String?) {
        self.input = input
        self.levels = levels.map {
            AdminOption(value: String($0.number), label: $0.titleWithName, isSelected: $0.number == input.level)
        }
        fixedLevel =
            levelFixed ? "Level: " + (levels.first { $0.number == input.level }?.titleWithName ?? "Level \(input.level)") : nil
        parts = input.parts ?? TermPlan.standardParts
        self.error = error
        self.errorField = errorField
    }

    /// The error under `field`, when the refusal names it.
    public func message(_ field: String) -> String? { errorField == field ? error : nil }

    /// The form's fields as a ``TermPlan/Input`` (numbers that do not parse read as 0, which the plan refuses by name).
    public static func input(_ form: AdminTermPlanForm) -> TermPlan.Input {
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
