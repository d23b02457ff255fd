import HTML
import QuranFlowAdminScreens

/// The "Changes" list shown on an admin page whose subject has audited changes: who changed what and when, newest
/// first, on the admin's clock. Nothing when there are none.
///
/// ```swift
/// AuditHistory.list(screen.changes)
/// ```
public enum AuditHistory {
    /// The list as a card titled `title`, or nothing.
    public static func list(_ changes: [AdminChange], title: String = "Changes") -> Node {
        guard !changes.isEmpty else { return .empty }
        return section(.class("card audit-history"), .aria("labelledby", "audit-title")) {
            h2(.id("audit-title")) { title }
            ol(.class("audit-list")) {
                changes.map { change in
                    li(.class("audit-entry")) {
                        p(.class("audit-detail")) { change.detail }
                        p(.class("muted audit-meta")) {
                            el("bdi") { change.actor }
                            " · "
                            time(.attr("datetime", change.instant)) { change.when }
                        }
                    }
                }
            }
        }
    }
}
