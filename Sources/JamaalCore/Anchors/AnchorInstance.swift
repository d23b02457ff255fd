import Calendar
import Foundation
import Identifiers

/// How an Anchor's duration sits in its window (AN-05 "placement").
///
/// ```swift
/// AnchorPlacement.fixed.isFixed   // true — the focus chip can say "School run in 12 min"
/// ```
public enum AnchorPlacement: String, Hashable, Codable, Sendable, CaseIterable {
    /// At the window's opening: a fixed block of the day (prayers, school run).
    case fixed
    /// Any time inside the window (bins, plants): counts against capacity, but no fixed time.
    case flexible

    /// Whether the Anchor holds a fixed time.
    public var isFixed: Bool { self == .fixed }
}

/// One occurrence of an Anchor rule: a window on the logical day it opens, with the minutes it takes.
///
/// ```swift
/// let dhuhr = day.instances.first { $0.slot == "dhuhr" }!
/// dhuhr.window.isOpen(at: now)
/// ```
public struct AnchorInstance: Hashable, Sendable {
    /// Stable key outcomes are recorded against: "rule/slot/occurrence-date".
    public let id: String
    public let ruleID: ID<AnchorRule>
    /// What the row shows: "Dhuhr", "School run · Drop-off".
    public let title: String
    /// The slot within the rule: a prayer ("dhuhr") or a named slot ("Drop-off").
    public let slot: String
    /// The logical day on which the window opens — the instance belongs to it.
    public let day: LocalDate
    public let window: AnchorWindow
    /// Minutes that count against capacity inside the working day (`nil`: none).
    public let durationMinutes: Int?
    public let placement: AnchorPlacement
    /// The grouped row this instance folds into ("Salah"), if any.
    public let group: String?

    public init(
        ruleID: ID<AnchorRule>, title: String, slot: String, occurrence: LocalDate, day: LocalDate, window: AnchorWindow,
        durationMinutes: Int?, placement: AnchorPlacement, group: String?
    ) {
        id = "\(ruleID.rawValue)/\(slot)/\(occurrence)"
        self.ruleID = ruleID
        self.title = title
        self.slot = slot
        self.day = day
        self.window = window
        self.durationMinutes = durationMinutes
        self.placement = placement
        self.group = group
    }

    /// Whether the window spans more than one logical day (plants).
    public func isMultiDay(clock: DayClock) -> Bool { window.end > clock.interval(of: day).end }
}
