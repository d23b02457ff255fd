import Calendar
import Foundation
import Identifiers

/// One recorded outcome of an Anchor instance. Marks are appended, never deleted: the latest one made
/// while the window could still be marked is the instance's outcome, and the history stays for good.
/// Make them with ``AnchorMark/mark(_:on:id:clock:now:)``, which holds the rules of AN-10.
///
/// ```swift
/// let mark = try AnchorMark.mark(.attended, on: dhuhr, id: .random(), clock: clock, now: now)
/// ```
public struct AnchorMark: Hashable, Codable, Sendable {
    public let id: ID<AnchorMark>
    /// ``AnchorInstance/id``.
    public let instanceID: String
    public let ruleID: ID<AnchorRule>
    public let slot: String
    /// The logical day the instance belongs to.
    public let instanceDay: LocalDate
    /// The logical day the mark was made on (what "N–M days after last done" counts from).
    public let markedOn: LocalDate
    public let outcome: AnchorOutcome
    public let at: Date

    public init(
        id: ID<AnchorMark>, instanceID: String, ruleID: ID<AnchorRule>, slot: String, instanceDay: LocalDate, markedOn: LocalDate,
        outcome: AnchorOutcome, at: Date
    ) {
        self.id = id
        self.instanceID = instanceID
        self.ruleID = ruleID
        self.slot = slot
        self.instanceDay = instanceDay
        self.markedOn = markedOn
        self.outcome = outcome
        self.at = at
    }

    /// The rule of AN-10 and F06, in one place:
    /// - Attended only while the window is open (from its first second to its last);
    /// - Not today and Someone else did it any time until the window closes;
    /// - nothing once it has closed — a closed window left unmarked is missed (``AnchorStatus``).
    /// A later mark before the close replaces an earlier one.
    ///
    /// ```swift
    /// try AnchorMark.mark(.notToday, on: schoolRun, id: .random(), clock: clock, now: now)
    /// ```
    public static func mark(_ outcome: AnchorOutcome, on instance: AnchorInstance, id: ID<AnchorMark>, clock: DayClock, now: Date)
        throws(AnchorError) -> AnchorMark
    {
        // The same rule as ``choices(for:at:)``, with the reason for what it leaves out.
        if case .unknown = outcome { throw .outcomeFromNewerVersion }
        switch instance.window.phase(at: now) {
        case .closed:
            throw .windowClosed
        case .notYetOpen where outcome == .attended:
            throw .windowNotOpenYet(opensAt: clock.calendar.localTime(of: instance.window.start))
        case .notYetOpen, .open:
            return AnchorMark(
                id: id, instanceID: instance.id, ruleID: instance.ruleID, slot: instance.slot, instanceDay: instance.day,
                markedOn: clock.today(at: now), outcome: outcome, at: now)
        }
    }
}

extension AnchorMark {
    /// What can be marked on `instance` at `now` — the actions AN-10 offers, in its order: all three while the window is
    /// open; before it opens only Not today and Someone else did it ("Mark ahead": Attended needs the window); nothing
    /// once it has closed. ``mark(_:on:id:clock:now:)`` accepts exactly these.
    ///
    /// ```swift
    /// AnchorMark.choices(for: asr, at: beforeAsr)   // [.notToday, .someoneElseDidIt]
    /// ```
    public static func choices(for instance: AnchorInstance, at now: Date) -> [AnchorOutcome] {
        switch instance.window.phase(at: now) {
        case .closed: []
        case .notYetOpen: AnchorOutcome.allCases.filter { $0 != .attended }
        case .open: AnchorOutcome.allCases
        }
    }
}

/// Where an instance stands at a moment (the row on TD-01, the widget).
///
/// ```swift
/// AnchorStatus.of(dhuhr, marks: marks, at: now)   // .open
/// ```
public enum AnchorStatus: Hashable, Sendable {
    /// Not yet open, not marked.
    case upcoming
    /// Open and not marked.
    case open
    /// Marked (before `at`).
    case marked(AnchorOutcome)
    /// Closed without a mark.
    case missed

    /// The status of `instance` at `now`, from the marks made up to `now` (the latest wins; marks made
    /// after the window closed are ignored, so a closed window stays missed).
    public static func of(_ instance: AnchorInstance, marks: [AnchorMark], at now: Date) -> AnchorStatus {
        let made = marks.filter { $0.instanceID == instance.id && $0.at <= now && $0.at < instance.window.end }
        if let latest = made.max(by: { $0.at < $1.at }) { return .marked(latest.outcome) }
        switch instance.window.phase(at: now) {
        case .notYetOpen: return .upcoming
        case .open: return .open
        case .closed: return .missed
        }
    }

    /// Whether the instance still asks for something (upcoming or open, unmarked).
    public var isPending: Bool { self == .upcoming || self == .open }
}
