/// One segment of a widget's strip — a week of the term (Week widget) or a step of the week's loop (This Week): done,
/// the current one, or still ahead. Discrete segments, never a percent.
public enum AmbientSegment: String, Hashable, Sendable, Codable, CaseIterable {
    case done, current, ahead
}
