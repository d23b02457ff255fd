import Calendar
import Foundation
import HTML
import QuranFlowAdminWeb
import QuranFlowPersistence

/// The "Changes" list shown on an admin page whose subject has audited changes: who changed what and when, newest
/// first, on the admin's clock. Nothing when there are none.
///
/// ```swift
/// AuditHistory.list(try AdminAuditLog(database: db).entries(for: .term(fall.id)), zone: adminZone)
/// ```
enum AuditHistory {
    static func list(_ entries: [AuditEntry], zone: TimeZone, title: String = "Changes") -> Node {
        guard !entries.isEmpty else { return .empty }
        return section(.class("card audit-history"), .aria("labelledby", "audit-title")) {
            h2(.id("audit-title")) { title }
            ol(.class("audit-list")) {
                entries.map { entry in
                    li(.class("audit-entry")) {
                        p(.class("audit-detail")) { entry.detail }
                        p(.class("muted audit-meta")) {
                            el("bdi") { entry.actor.name }
                            " · "
                            time(.attr("datetime", ISO8601.format(entry.at))) {
                                "\(LocalFormat.eyebrowDate(entry.at, in: zone)), \(LocalFormat.time(entry.at, in: zone))"
                            }
                        }
                    }
                }
            }
        }
    }
}
