/// One segment of a widget's strip — a week of the term (Week widget) or a step of the week's loop (This Week): done,
/// begun but not finished (This Week's "2 of 3 watched"), the current one with nothing done in it yet, or still ahead.
/// Discrete segments, never a percent: a step with nothing done is never drawn filled.
public enum AmbientSegment: String, Hashable, Sendable, Codable, CaseIterable {
    case done, partial, current, ahead
}
