import JamaalCore

/// The suggestions the first launch offers: OB-06's starter category names and OB-07's habit presets. Each becomes a real
/// category or habit through the same rules as ST-04 and HB-03 when chosen.
///
/// ```swift
/// OnboardingStarter.habit("water")?.kind   // .counted(target: 8)
/// ```
public enum OnboardingStarter {
    /// OB-06's starter categories (at most five, so the eight-category limit is never near).
    public static let categories = ["Work", "Home", "Family", "Study", "Health"]

    /// One habit preset.
    public struct HabitPreset: Sendable, Hashable {
        public let id: String
        public let name: String
        public let kind: HabitKind
        /// "Counted · 8 a day · every day".
        public var detail: String { HabitText.kind(kind) + " · every day" }
    }

    /// OB-07's presets, one of each kind.
    public static let habits: [HabitPreset] = [
        HabitPreset(id: "adhkar", name: "Morning adhkar", kind: .binary),
        HabitPreset(id: "water", name: "Glasses of water", kind: .counted(target: 8)),
        HabitPreset(id: "reading", name: "Reading", kind: .timed(minutes: 20)),
        HabitPreset(id: "late-phone", name: "Phone in bed", kind: .avoid(allowance: 0)),
    ]

    /// The preset called `id`, or nil.
    public static func habit(_ id: String) -> HabitPreset? { habits.first { $0.id == id } }
}
