/// Where a sūrah was revealed, as `surahs.tsv` records it.
public enum RevelationPlace: String, Sendable, Hashable, Codable {
    /// Revealed in Makkah ("makki").
    case makki
    /// Revealed in Madinah ("madani").
    case madani
}
