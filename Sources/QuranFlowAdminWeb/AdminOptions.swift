import HTML
import QuranFlowAdminScreens

/// The `<option>`s of an admin page's `<select>`, printed from ``AdminOption``s.
///
/// ```swift
/// select(.id("year"), .name(AdminAccountForm.CodingKeys.year)) { AdminOptions.list(screen.years) }
/// ```
public enum AdminOptions {
    /// Each option, `selected` on the chosen one.
    public static func list(_ options: [AdminOption]) -> Node {
        Node.fragment(
            options.map { choice in option(.value(choice.value), .boolean("selected", if: choice.isSelected)) { choice.label } })
    }
}
