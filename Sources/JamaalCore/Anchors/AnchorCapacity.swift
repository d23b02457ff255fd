import Calendar
import Foundation

/// The seam to the capacity meter: the ``AnchorBlock``s an Anchor day puts inside the working day.
///
/// - A fixed Anchor's block is its duration from the window's opening, cut to the working day.
/// - A flexible Anchor's block is its duration (at most the part of its window inside the working day),
///   placed at the end of that part — it counts against capacity without claiming an early time.
/// - Instances marked Not today or Someone else did it free their time; Anchors without a duration add nothing.
/// - A multi-day window carried from an earlier day counts again only while it is still unmarked (the plants
///   still need water today); once marked on an earlier day it adds nothing.
///
/// ```swift
/// let blocks = AnchorCapacity.blocks(for: anchorDay, marks: marks, settings: settings, clock: clock, now: now)
/// CapacityReading(settings: settings, override: nil, tasks: tasks, habits: habits, entries: entries, anchors: blocks, clock: clock, now: now)
/// ```
public enum AnchorCapacity {
    /// Blocks of `day`'s instances (its own and carried ones) inside the working day of `day`.
    public static func blocks(for day: AnchorDay, marks: [AnchorMark], settings: CapacitySettings, clock: DayClock, now: Date)
        -> [AnchorBlock]
    {
        let working = clock.workingDay(of: day.day, start: settings.workingDayStart, end: settings.workingDayEnd)
        let own = day.instances.filter { instance in
            if case .marked(let outcome) = AnchorStatus.of(instance, marks: marks, at: now), outcome.frees { return false }
            return true
        }
        let carried = day.carried.filter { instance in
            if case .marked = AnchorStatus.of(instance, marks: marks, at: now) { return false }
            return true
        }
        return (carried + own).compactMap { block(for: $0, inside: working) }
    }

    /// The block one instance puts inside `working`, or `nil`.
    public static func block(for instance: AnchorInstance, inside working: DateInterval) -> AnchorBlock? {
        guard let minutes = instance.durationMinutes else { return nil }
        let seconds = TimeInterval(minutes) * 60
        let wanted: DateInterval
        switch instance.placement {
        case .fixed:
            wanted = DateInterval(start: instance.window.start, end: Swift.min(instance.window.end, instance.window.start + seconds))
        case .flexible:
            guard let inside = instance.window.interval.intersection(with: working), inside.duration > 0 else { return nil }
            wanted = DateInterval(start: Swift.max(inside.start, inside.end - seconds), end: inside.end)
        }
        guard let cut = wanted.intersection(with: working), cut.duration > 0 else { return nil }
        return AnchorBlock(title: instance.title, interval: cut)
    }
}
