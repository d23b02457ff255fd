/// The calculation methods Adhan defines, with its angles, intervals and method adjustments.
///
///     let params = CalculationMethod.muslimWorldLeague.parameters()
public enum CalculationMethod: String, Sendable, CaseIterable, Hashable {
    case muslimWorldLeague = "MuslimWorldLeague"
    case egyptian = "Egyptian"
    case karachi = "Karachi"
    case ummAlQura = "UmmAlQura"
    case dubai = "Dubai"
    case moonsightingCommittee = "MoonsightingCommittee"
    case northAmerica = "NorthAmerica"
    case kuwait = "Kuwait"
    case qatar = "Qatar"
    case singapore = "Singapore"
    case tehran = "Tehran"
    case turkey = "Turkey"
    /// No preset: give the angles yourself (``CalculationParameters/init(customFajrAngle:ishaAngle:ishaInterval:maghribAngle:madhab:highLatitudeRule:rounding:adjustments:polarResolution:)``).
    case other = "Other"

    /// Matches the Adhan name case-insensitively ("MuslimWorldLeague", "muslimworldleague") and a few
    /// common aliases (MWL, ISNA, Egypt, Makkah, Moonsighting, Gulf, Diyanet).
    public init?(name: String) {
        let key = name.lowercased()
        if let match = CalculationMethod.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = match
            return
        }
        let aliases: [String: CalculationMethod] = [
            "mwl": .muslimWorldLeague, "isna": .northAmerica, "egypt": .egyptian, "makkah": .ummAlQura,
            "moonsighting": .moonsightingCommittee, "gulf": .dubai, "diyanet": .turkey,
        ]
        guard let alias = aliases[key] else { return nil }
        self = alias
    }

    /// The names accepted, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    var fajrAngle: Double {
        switch self {
        case .muslimWorldLeague, .karachi, .moonsightingCommittee, .kuwait, .qatar, .turkey: return 18
        case .egyptian: return 19.5
        case .ummAlQura: return 18.5
        case .dubai: return 18.2
        case .northAmerica: return 15
        case .singapore: return 20
        case .tehran: return 17.7
        case .other: return 0
        }
    }

    var ishaAngle: Double {
        switch self {
        case .muslimWorldLeague, .turkey: return 17
        case .egyptian, .kuwait: return 17.5
        case .karachi, .moonsightingCommittee, .singapore: return 18
        case .dubai: return 18.2
        case .northAmerica: return 15
        case .tehran: return 14
        case .ummAlQura, .qatar, .other: return 0
        }
    }

    /// Minutes from Maghrib to Isha for the interval methods (0 when Isha is by angle).
    var ishaInterval: Int { self == .ummAlQura || self == .qatar ? 90 : 0 }

    /// Tehran's Maghrib waits for the sun 4.5° below the horizon.
    var maghribAngle: Double? { self == .tehran ? 4.5 : nil }

    var methodAdjustments: PrayerAdjustments {
        switch self {
        case .muslimWorldLeague, .egyptian, .karachi, .northAmerica, .singapore: return PrayerAdjustments(dhuhr: 1)
        case .dubai: return PrayerAdjustments(sunrise: -3, dhuhr: 3, asr: 3, maghrib: 3)
        case .moonsightingCommittee: return PrayerAdjustments(dhuhr: 5, maghrib: 3)
        case .turkey: return PrayerAdjustments(sunrise: -7, dhuhr: 5, asr: 4, maghrib: 7)
        case .ummAlQura, .kuwait, .qatar, .tehran, .other: return .zero
        }
    }

    /// Singapore rounds up; every other method to the nearest minute.
    public var defaultRounding: Rounding { self == .singapore ? .up : .nearest }

    /// The preset's parameters with the given choices.
    public func parameters(
        madhab: Madhab = .shafi, highLatitudeRule: HighLatitudeRule = .recommended,
        rounding: Rounding? = nil, adjustments: PrayerAdjustments = .zero,
        shafaq: Shafaq = .general, polarResolution: PolarResolution = .unresolved
    ) -> CalculationParameters {
        CalculationParameters(
            method: self, madhab: madhab, highLatitudeRule: highLatitudeRule, rounding: rounding,
            adjustments: adjustments, shafaq: shafaq, polarResolution: polarResolution)
    }
}
