/// The six daily times, in the order they occur.
public enum Prayer: String, Sendable, CaseIterable, Hashable {
    case fajr, sunrise, dhuhr, asr, maghrib, isha
}
