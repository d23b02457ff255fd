import Calendar
import Foundation

/// One audited change an admin page lists under "Changes": what changed, who changed it, and when on the admin's
/// clock.
///
/// ```swift
/// AdminChange(detail: "Renamed the cohort.", actor: "Programme Admin", at: now, zone: adminZone).when
/// // "Tue · 27 Oct, 1:48 PM"
/// ```
public struct AdminChange: Equatable, Sendable {
    /// What changed, in the admin's words.
    public let detail: String
    /// Who changed it.
    public let actor: String
    /// The instant, as ISO 8601 (the `datetime` of the time).
    public let instant: String
    /// "Tue · 27 Oct, 1:48 PM" on the admin's clock.
    public let when: String

    public init(detail: String, actor: String, at instant: Date, zone: TimeZone) {
        self.detail = detail
        self.actor = actor
        self.instant = ISO8601.format(instant)
        self.when = "\(LocalFormat.eyebrowDate(instant, in: zone)), \(LocalFormat.time(instant, in: zone))"
    }
}
