import JamaalCore
import Routing

/// HB-03's habit form (``JamaalRoute/createHabit``, ``JamaalRoute/updateHabit``): the fields as typed, and up to
/// ``slotLimit`` times of day sent as `slot0Name`, `slot0Start`, `slot0End`, `slot0Reminder`, `slot1Name`, … — a
/// numbered row, read beside the named fields by its own decoder.
public struct HabitForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, name, number, schedule, days, timesAWeek, group, newGroup
    }

    /// One time of day's fields.
    public enum SlotPart: String, CaseIterable, Sendable {
        case name = "Name", start = "Start", end = "End", reminder = "Reminder"
    }

    /// One time of day as sent.
    public struct Slot: Hashable, Sendable {
        public let name: FormText
        public let start: FormText
        public let end: FormText
        public let reminder: FormText

        public func text(_ part: SlotPart) -> FormText {
            switch part {
            case .name: name
            case .start: start
            case .end: end
            case .reminder: reminder
            }
        }
    }

    /// The most slots read: a run of sent slots longer than the domain allows is read far enough to be refused by it.
    public static let slotLimit = 16

    /// `binary`, `counted`, `timed` or `avoid` (fixed once created).
    public let kind: FormText
    public let name: FormText
    /// The target, minutes or allowance, by kind.
    public let number: FormText
    /// `daily`, `days` (then ``days``) or `weekly` (then ``timesAWeek``).
    public let schedule: FormText
    public let days: FormTexts
    public let timesAWeek: FormText
    /// A group id, or empty.
    public let group: FormText
    /// A new group's name.
    public let newGroup: FormText
    /// The times of day: as many as the form shows always, then each further one while it is sent.
    public let slots: [Slot]

    /// The name a time of day's field is sent under: `slot1Start`.
    public static func slotName(_ index: Int, _ part: SlotPart) -> String { "slot\(index)\(part.rawValue)" }

    /// Reads the named fields, then every time of day the form shows (``JamaalCore/Habit/maxTimesOfDay``, blank when
    /// not sent) and any further ones sent in a row (up to ``slotLimit``), so the domain refuses one too many.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        kind = try fields.decode(FormText.self, forKey: .kind)
        name = try fields.decode(FormText.self, forKey: .name)
        number = try fields.decode(FormText.self, forKey: .number)
        schedule = try fields.decode(FormText.self, forKey: .schedule)
        days = try fields.decode(FormTexts.self, forKey: .days)
        timesAWeek = try fields.decode(FormText.self, forKey: .timesAWeek)
        group = try fields.decode(FormText.self, forKey: .group)
        newGroup = try fields.decode(FormText.self, forKey: .newGroup)
        let rows = try decoder.container(keyedBy: FormKey.self)
        func text(_ index: Int, _ part: SlotPart) throws -> FormText {
            try rows.decode(FormText.self, forKey: FormKey(Self.slotName(index, part)))
        }
        var slots: [Slot] = []
        for index in 0..<Self.slotLimit {
            let slot = Slot(
                name: try text(index, .name), start: try text(index, .start), end: try text(index, .end),
                reminder: try text(index, .reminder))
            guard index < Habit.maxTimesOfDay || slot.name.text != nil else { break }
            slots.append(slot)
        }
        self.slots = slots
    }
}

/// A habit group's name (``JamaalRoute/addHabitGroup``, ``JamaalRoute/renameHabitGroup``).
public struct HabitGroupForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name }
    public let name: FormText
}

/// HB-06's pause (``JamaalRoute/pauseHabit``): the reason's button, and an optional end date.
public struct HabitPauseForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case reason, until }
    /// A ``JamaalCore/PauseReason`` raw value.
    public let reason: FormText
    public let until: FormText
}

/// One habit log (``JamaalRoute/logHabit``) or Begin of a timed one (``JamaalRoute/beginHabit``).
public struct HabitLogForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case value, day, slot, minutes, back }
    /// `done`, `undone`, `plus`, `minus`, `slip`, `held`, `unheld` or `minutes` (then ``minutes``).
    public let value: FormText
    /// The day logged (today when absent).
    public let day: FormText
    /// The time of day's index (0 when absent).
    public let slot: FormText
    public let minutes: FormText
    /// `today` to go back to Today.
    public let back: FormText
}
