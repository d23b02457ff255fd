/// The tajweed category a coach files a mark under, in the Review screen's order.
///
/// ```swift
/// TajweedCategory.tafkhimTarqiq.label   // "Tafkhīm & tarqīq"
/// ```
public enum TajweedCategory: String, Hashable, Codable, Sendable, CaseIterable {
    /// Points of articulation.
    case makharij
    /// Letter attributes.
    case sifat
    /// Prolongation.
    case madd
    /// Nasalisation.
    case ghunnah
    /// Merging.
    case idgham
    /// Concealment.
    case ikhfa
    /// Conversion.
    case iqlab
    /// Clear pronunciation.
    case izhar
    /// Echoing.
    case qalqalah
    /// Heavy and light letters.
    case tafkhimTarqiq
    /// Stopping and starting.
    case waqfIbtida
    /// Pace and fluency.
    case paceFluency

    /// The label exactly as the Review screen writes it: "Makhārij", "Ṣifāt", "Madd", "Ghunnah",
    /// "Idghām", "Ikhfāʾ", "Iqlāb", "Iẓhār", "Qalqalah", "Tafkhīm & tarqīq", "Waqf & ibtidāʾ",
    /// "Pace & fluency".
    public var label: String {
        switch self {
        case .makharij: "Makhārij"
        case .sifat: "Ṣifāt"
        case .madd: "Madd"
        case .ghunnah: "Ghunnah"
        case .idgham: "Idghām"
        case .ikhfa: "Ikhfāʾ"
        case .iqlab: "Iqlāb"
        case .izhar: "Iẓhār"
        case .qalqalah: "Qalqalah"
        case .tafkhimTarqiq: "Tafkhīm & tarqīq"
        case .waqfIbtida: "Waqf & ibtidāʾ"
        case .paceFluency: "Pace & fluency"
        }
    }

    /// Position in the screen's order (ties in "Working on" fall back to it).
    public var order: Int {
        Self.allCases.firstIndex(of: self)!
    }
}
