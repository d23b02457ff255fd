import Calendar
import QuranFlowCore

/// A weekly session rule's fields, shared by the new-rule form and a session's edit form: kind, teacher, weekday
/// (choices), start, duration, title, what's covered and the meeting link, the failing one marked.
///
/// ```swift
/// AdminSessionRuleFields(nil, coaches: coaches, error: nil).teacher.first?.isSelected   // true: the first coach
/// ```
public struct AdminSessionRuleFields: Sendable {
    public let kinds: [AdminOption]
    public let teachers: [AdminOption]
    public let weekdays: [AdminOption]
    /// The rule as typed (or saved, or the new rule's defaults: a Tuesday 2 PM QRC of an hour).
    public let draft: SessionRuleDraft
    private let error: SessionRuleError?

    /// The fields showing `draft` (nil: a new rule's defaults), with `error` under the field it names.
    public init(_ draft: SessionRuleDraft?, coaches: [Coach], error: SessionRuleError?) {
        let draft =
            draft
            ?? SessionRuleDraft(
                kind: SessionKind.qrc.rawValue, teacher: coaches.first?.id.rawValue ?? "", weekday: "2", time: "14:00",
                duration: "60", title: "", covered: "", link: "")
        self.draft = draft
        self.error = error
        kinds = SessionRuleDraft.kinds.map { AdminOption(value: $0.rawValue, label: $0.chipLabel, isSelected: $0.rawValue == draft.kind) }
        teachers = coaches.map { AdminOption(value: $0.id.rawValue, label: $0.name, isSelected: $0.id.rawValue == draft.teacher) }
        weekdays = Weekday.allCases.map {
            AdminOption(value: String($0.rawValue), label: $0.name, isSelected: String($0.rawValue) == draft.weekday)
        }
    }

    /// The error under `field`, when the refusal names it.
    public func message(_ field: String) -> String? { error?.field == field ? error?.message : nil }
}
