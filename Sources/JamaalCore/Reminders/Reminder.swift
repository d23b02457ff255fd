import Foundation
import Identifiers

/// One reminder the engine scheduled (F13, ST-03, SB-02): what it says, when it fires, until when it is worth showing,
/// and where tapping it leads. Its `id` is stable — the same reminder computed twice has the same id — so it is delivered
/// once however many pages ask.
///
/// ```swift
/// let prompt = schedule.reminders(in: tonight).first { $0.kind == .planning }
/// prompt?.id   // "planning/2026-11-29"
/// ```
public struct Reminder: Hashable, Sendable {
    /// What the reminder is for.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// The evening planning prompt (ST-03's planning time).
        case planning
        /// An Anchor's window opening.
        case anchor
        /// A reminder time set on a habit's time of day.
        case habit
        /// The morning list, at the working day's start.
        case morningList
        /// The trial's quiet reminders (SB-02, days 12, 14 and 15).
        case trial
    }

    /// Where tapping the reminder leads.
    public enum Target: Hashable, Sendable {
        /// Night Planning (F09).
        case nightPlanning
        /// Today, at the top (the morning list).
        case today
        /// Today, at the row of the Anchor instance with this id.
        case todayAnchor(instanceID: String)
        /// Today, at the row of this habit's time of day.
        case todayHabit(ID<Habit>, slot: Int)
        /// ST-05 Subscription.
        case subscription
    }

    /// How long after its instant a reminder is still shown as a system notification; later it is only listed in-app.
    public static let freshFor: TimeInterval = 15 * 60

    /// Stable: "planning/2026-11-29", "anchor/<rule>/<slot>/<date>", "habit/<habit>/<slot>/<date>", "morning/2026-11-29".
    public let id: String
    public let kind: Kind
    public let title: String
    public let body: String
    /// When it fires.
    public let at: Date
    /// From this instant on it is no longer worth showing (the Anchor's window closed, the day ended).
    public let expires: Date
    public let target: Target

    /// A reminder; `expires` is kept at or after `at`.
    public init(id: String, kind: Kind, title: String, body: String, at: Date, expires: Date, target: Target) {
        self.id = id
        self.kind = kind
        self.title = title
        self.body = body
        self.at = at
        self.expires = Swift.max(at, expires)
        self.target = target
    }

    /// Whether, at `now`, it should go out as a system notification: it has fired, less than ``freshFor`` ago, and has
    /// not expired. Its first second is `at`.
    ///
    /// ```swift
    /// reminder.isFresh(at: reminder.at)   // true
    /// ```
    public func isFresh(at now: Date) -> Bool {
        at <= now && now < at.addingTimeInterval(Self.freshFor) && now < expires
    }

    /// Whether, at `now`, it has fired and is still worth showing (in-app, when it was not delivered).
    public func isShowable(at now: Date) -> Bool { at <= now && now < expires }
}
