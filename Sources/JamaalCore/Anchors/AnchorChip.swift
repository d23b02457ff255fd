import Foundation

/// FS-01's line near a fixed Anchor: "Maghrib in 12 min".
///
/// ```swift
/// AnchorChip.next(in: anchorDay, marks: marks, now: now)?.text   // "Maghrib in 12 min"
/// ```
public struct AnchorChip: Hashable, Sendable {
    /// How far ahead the chip looks by default.
    public static let defaultLead: TimeInterval = 30 * 60

    public let instance: AnchorInstance
    /// Whole minutes until it opens, rounded up (1 in the last minute).
    public let minutes: Int

    /// "Maghrib in 12 min".
    public var text: String { "\(instance.title) in \(DurationText.minutes(minutes))" }

    /// The next fixed Anchor opening after `now` and within `lead`, not already marked; `nil` if none.
    public static func next(in day: AnchorDay, marks: [AnchorMark], now: Date, within lead: TimeInterval = defaultLead) -> AnchorChip? {
        let soon = day.all.filter { instance in
            instance.placement.isFixed && instance.window.start > now && instance.window.start <= now + lead
                && AnchorStatus.of(instance, marks: marks, at: now) == .upcoming
        }
        guard let first = soon.min(by: { $0.window.start < $1.window.start }) else { return nil }
        let seconds = first.window.start.timeIntervalSince(now)
        return AnchorChip(instance: first, minutes: Saturating.int((seconds / 60).rounded(.up)))
    }
}
