import Calendar
import Foundation

/// A fixed commitment on NP-03: a stretch of the working day an Anchor holds at a set time.
///
/// Which Anchor instances hold time, and how much:
/// - a **fixed** Anchor with a duration holds that duration from its window's opening (a prayer's 15 minutes at
///   its time, the school run) — the same block the capacity meter counts (``AnchorCapacity``);
/// - a **one-off** without a duration holds its whole window (the dentist 14:00–15:00), and a multi-day one-off
///   (a conference) holds every day it covers;
/// - a **flexible** Anchor (bins, plants) and a scheduled one without a duration hold no set time: they count
///   against the load, not against the gaps;
/// - an instance already marked Not today or Someone else did it holds nothing.
/// Every commitment is clipped to the working day; what falls outside it is dropped.
///
/// ```swift
/// let commitments = FixedCommitment.of(AnchorDay(rules: rules, marks: marks, day: tomorrow, clock: clock),
///                                      rules: rules, marks: marks, working: working, now: now)
/// commitments.map(\.title)   // ["Dhuhr", "Asr"]
/// ```
public struct FixedCommitment: Hashable, Sendable {
    /// What kind of Anchor the commitment comes from.
    public enum Source: String, Hashable, Sendable {
        case prayer, scheduled, oneOff
    }

    /// ``AnchorInstance/id``.
    public let instanceID: String
    public let title: String
    public let source: Source
    /// The stretch held, inside the working day.
    public let interval: DateInterval

    public init(instanceID: String, title: String, source: Source, interval: DateInterval) {
        self.instanceID = instanceID
        self.title = title
        self.source = source
        self.interval = interval
    }

    /// The commitments of `day` (its own instances and multi-day ones carried into it) inside `working`, by start.
    /// `rules` tell each instance's kind; `marks` free instances already let go, as of `now`.
    public static func of(_ day: AnchorDay, rules: [AnchorRule], marks: [AnchorMark], working: DateInterval, now: Date)
        -> [FixedCommitment]
    {
        var sources: [String: Source] = [:]
        for rule in rules {
            switch rule.kind {
            case .prayer: sources[rule.id.rawValue] = .prayer
            case .scheduled: sources[rule.id.rawValue] = .scheduled
            case .oneOff: sources[rule.id.rawValue] = .oneOff
            case .needsAttention: break
            }
        }
        return day.all.compactMap { instance -> FixedCommitment? in
            guard let source = sources[instance.ruleID.rawValue] else { return nil }
            if case .marked(let outcome) = AnchorStatus.of(instance, marks: marks, at: now), outcome.frees { return nil }
            guard let held = held(by: instance, source: source),
                let inside = held.intersection(with: working), inside.duration > 0
            else { return nil }
            return FixedCommitment(instanceID: instance.id, title: instance.title, source: source, interval: inside)
        }
        .sorted { ($0.interval.start, $0.instanceID) < ($1.interval.start, $1.instanceID) }
    }

    /// The stretch an instance holds before clipping (see the type's rules), or `nil`.
    static func held(by instance: AnchorInstance, source: Source) -> DateInterval? {
        guard instance.placement == .fixed else { return nil }
        guard let minutes = instance.durationMinutes else {
            return source == .oneOff ? instance.window.interval : nil
        }
        let seconds = TimeInterval(EveningMath.clampedMinutes(minutes)) * 60
        return DateInterval(start: instance.window.start, end: Swift.min(instance.window.end, instance.window.start + seconds))
    }
}
