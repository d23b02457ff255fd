/// A coach's honorific, written in full on Coach detail ("Ustadha Amina") and short elsewhere ("Ust. Amina").
///
/// ```swift
/// CoachHonorific.ustadha.short   // "Ust."
/// ```
public enum CoachHonorific: String, Hashable, Codable, Sendable, CaseIterable {
    case ustadha = "Ustadha"
    case ustadh = "Ustadh"
    case shaykha = "Shaykha"
    case shaykh = "Shaykh"

    /// The short form before a name: "Ust." or "Sh.".
    public var short: String {
        switch self {
        case .ustadha, .ustadh: "Ust."
        case .shaykha, .shaykh: "Sh."
        }
    }
}
