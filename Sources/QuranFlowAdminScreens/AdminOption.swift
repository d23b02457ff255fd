/// One choice of a `<select>` on an admin page: the value sent, the words shown, and whether it is chosen.
///
/// ```swift
/// AdminOption(value: "2", label: "Year 2", isSelected: true)
/// ```
public struct AdminOption: Equatable, Sendable {
    /// The value the form sends.
    public let value: String
    /// The words shown.
    public let label: String
    /// Whether it is the chosen one.
    public let isSelected: Bool

    public init(value: String, label: String, isSelected: Bool = false) {
        self.value = value
        self.label = label
        self.isSelected = isSelected
    }

    /// `choices` as options, the one whose value is `selected` chosen.
    public static func list(_ choices: [(value: String, label: String)], selected: String?) -> [AdminOption] {
        choices.map { AdminOption(value: $0.value, label: $0.label, isSelected: $0.value == selected) }
    }
}
