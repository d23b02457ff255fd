import HTML
import JamaalRoutes
import JamaalScreens

/// TK-03's two fieldsets, drawn the same wherever a task is moved (the Defer sheet, NP-02's Later, NP-04's move): the
/// reason chips from the third deferral, and the targets with "A date".
///
/// ```swift
/// DeferFieldsView.reasons(screen.reasons)
/// DeferFieldsView.targets(screen.targets, minimumDate: screen.minimumDate, legend: "Move to")
/// ```
public enum DeferFieldsView {
    /// "Why move it again?" and one radio per reason.
    public static func reasons(_ reasons: [DeferScreen.Choice]) -> Node {
        fieldset(.class("jm-field jm-reasons")) {
            legend { "Why move it again?" }
            div(.class("jm-choices")) {
                for reason in reasons {
                    label {
                        input(.type("radio"), .name(DeferForm.CodingKeys.reason), .value(reason.value))
                        reason.label
                    }
                }
            }
        }
    }

    /// The targets (the first chosen), "A date" and its date field.
    public static func targets(_ targets: [DeferScreen.Choice], minimumDate: String, legend title: String, dateLabel: String = "Date")
        -> Node
    {
        fieldset(.class("jm-field")) {
            legend { title }
            div(.class("jm-choices")) {
                for (index, target) in targets.enumerated() {
                    label {
                        input(.type("radio"), .name(DeferForm.CodingKeys.target), .value(target.value), .boolean("checked", if: index == 0))
                        target.label
                    }
                }
                label {
                    input(.type("radio"), .name(DeferForm.CodingKeys.target), .value("date"))
                    "A date"
                }
            }
            input(.type("date"), .name(DeferForm.CodingKeys.date), .attr("min", minimumDate), .aria("label", dateLabel))
        }
    }
}
