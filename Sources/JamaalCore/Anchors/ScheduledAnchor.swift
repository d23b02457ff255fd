import Calendar
import Foundation
import Identifiers

/// A scheduled Anchor (AN-05): a recurrence, named slots, a duration and a placement.
/// The presets School run, Bin night, Plant watering and Custom fill it in (``AnchorPreset``).
///
/// "N–M days after last done": the first window opens on the start date; each window opens on its first day
/// at the slot's opening time and closes on its last day at the slot's closing time. After an Attended on
/// day d the next window opens on d + N and closes on d + M — counted from the day it was done, not from the
/// window. A window that closes without an Attended is followed by one opening the next day (the plants still
/// need water); Not today and Someone else did it do not restart the count — only Attended does. Two windows of
/// one slot are never open at once: a window whose Attended brings the next one forward closes when that opens.
///
/// ```swift
/// let run = try ScheduledAnchor(recurrence: .weekly(days: [.monday, .friday]), slots: [dropOff], durationMinutes: 30, startsOn: today)
/// ```
public struct ScheduledAnchor: Hashable, Codable, Sendable {
    public let recurrence: AnchorRecurrence
    public let slots: [AnchorSlot]
    /// Minutes that count against capacity (`nil`: none — the window is only a reminder).
    public let durationMinutes: Int?
    public let placement: AnchorPlacement
    /// The first day the rule can occur.
    public let startsOn: LocalDate

    /// A checked schedule: a valid recurrence, at least one slot, a duration from 1 minute to 12 hours.
    public init(
        recurrence: AnchorRecurrence, slots: [AnchorSlot], durationMinutes: Int? = nil, placement: AnchorPlacement = .fixed,
        startsOn: LocalDate
    ) throws(AnchorError) {
        try recurrence.check()
        guard !slots.isEmpty else { throw .needsSlot }
        if let minutes = durationMinutes, !AnchorDuration.range.contains(minutes) { throw .durationOutOfRange(field: "duration") }
        self.recurrence = recurrence
        self.slots = slots
        self.durationMinutes = durationMinutes
        self.placement = placement
        self.startsOn = startsOn
    }

    private enum CodingKeys: String, CodingKey { case recurrence, slots, durationMinutes, placement, startsOn }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            recurrence: c.decode(AnchorRecurrence.self, forKey: .recurrence), slots: c.decode([AnchorSlot].self, forKey: .slots),
            durationMinutes: c.decodeIfPresent(Int.self, forKey: .durationMinutes),
            placement: c.decode(AnchorPlacement.self, forKey: .placement), startsOn: c.decode(LocalDate.self, forKey: .startsOn))
    }

    /// The longest a window can stay open past the logical day it opens, in days.
    var lookbackDays: Int {
        let spans = slots.map(\.spanDays).max() ?? 0
        if case .daysAfterLastDone(let min, let max) = recurrence { return spans + max - min }
        return spans
    }

    /// The instances opening on logical day `day`.
    ///
    /// - Parameters:
    ///   - attendedDays: per slot name, the logical days on which that slot was marked Attended (for N–M).
    ///   - isSuppressed: whether a day is covered by an exception or a pause; no window opens on such a day.
    func instances(
        ruleID: ID<AnchorRule>, title: String, openingOn day: LocalDate, clock: DayClock, attendedDays: [String: [LocalDate]],
        isSuppressed: (LocalDate) -> Bool
    ) -> [AnchorInstance] {
        slots.compactMap { slot in
            let window: AnchorWindow?
            if case .daysAfterLastDone(let min, let max) = recurrence {
                guard
                    let open = Self.nextOpening(
                        onOrBefore: day, startsOn: startsOn, min: min, max: max, attended: attendedDays[slot.name] ?? [],
                        isSuppressed: isSuppressed), open == day
                else { return nil }
                window = slot.window(openingOn: day, clock: clock, extraDays: max - min).flatMap { (full: AnchorWindow) -> AnchorWindow? in
                    // Done early enough that the next window opens before this one would close: this one ends there.
                    let done = (attendedDays[slot.name] ?? []).filter { $0 >= day && $0 <= day.adding(days: max - min) }.min()
                    guard let done, let next = slot.window(openingOn: done.adding(days: min), clock: clock), next.start < full.end
                    else { return full }
                    return try? AnchorWindow(start: full.start, end: next.start)
                }
            } else {
                guard recurrence.occurs(on: day, startsOn: startsOn), !isSuppressed(day) else { return nil }
                window = slot.window(openingOn: day, clock: clock)
            }
            guard let window else { return nil }
            return AnchorInstance(
                ruleID: ruleID, title: slots.count == 1 ? title : "\(title) · \(slot.name)", slot: slot.name, occurrence: day,
                day: day, window: window, durationMinutes: durationMinutes, placement: placement, group: slots.count > 1 ? title : nil)
        }
    }

    /// The opening day of the N–M window that is current as of `day`: the latest opening on or before `day`.
    static func nextOpening(
        onOrBefore day: LocalDate, startsOn: LocalDate, min: Int, max: Int, attended: [LocalDate], isSuppressed: (LocalDate) -> Bool
    ) -> LocalDate? {
        let done = attended.sorted()
        var open = startsOn
        var current: LocalDate?
        while open <= day {
            while open <= day, isSuppressed(open) { open = open.adding(days: 1) }
            guard open <= day else { break }
            current = open
            let close = open.adding(days: max - min)
            if let attendedOn = done.first(where: { $0 >= open && $0 <= close }) {
                open = attendedOn.adding(days: min)
            } else {
                open = close.adding(days: 1)
            }
        }
        return current
    }
}
