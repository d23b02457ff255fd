/// Everything that decides the times besides place and date.
///
///     let params = CalculationParameters(method: .moonsightingCommittee, madhab: .hanafi, shafaq: .ahmer)
public struct CalculationParameters: Sendable, Hashable {
    public let method: CalculationMethod
    /// Degrees the sun is below the horizon at Fajr.
    public let fajrAngle: Double
    /// Degrees the sun is below the horizon at Isha (unused when ``ishaInterval`` > 0).
    public let ishaAngle: Double
    /// Minutes from Maghrib to Isha, 0 when Isha is by angle.
    public let ishaInterval: Int
    /// Degrees below the horizon for Maghrib (Tehran), nil for sunset.
    public let maghribAngle: Double?
    /// The method's own minute adjustments (Adhan's methodAdjustments).
    public let methodAdjustments: PrayerAdjustments
    /// The person's minute adjustments, added to the method's.
    public let adjustments: PrayerAdjustments
    public let madhab: Madhab
    public let highLatitudeRule: HighLatitudeRule
    public let rounding: Rounding
    /// Moonsighting Committee only.
    public let shafaq: Shafaq
    public let polarResolution: PolarResolution

    /// A preset method; `rounding` nil means the method's default.
    public init(
        method: CalculationMethod, madhab: Madhab = .shafi, highLatitudeRule: HighLatitudeRule = .recommended,
        rounding: Rounding? = nil, adjustments: PrayerAdjustments = .zero, shafaq: Shafaq = .general,
        polarResolution: PolarResolution = .unresolved
    ) {
        self.method = method
        fajrAngle = method.fajrAngle
        ishaAngle = method.ishaAngle
        ishaInterval = method.ishaInterval
        maghribAngle = method.maghribAngle
        methodAdjustments = method.methodAdjustments
        self.adjustments = adjustments
        self.madhab = madhab
        self.highLatitudeRule = highLatitudeRule
        self.rounding = rounding ?? method.defaultRounding
        self.shafaq = shafaq
        self.polarResolution = polarResolution
    }

    /// Method ``CalculationMethod/other`` with your own angles (and optionally an Isha interval in minutes
    /// or a Maghrib angle); no method adjustments.
    public init(
        customFajrAngle fajrAngle: Double, ishaAngle: Double, ishaInterval: Int = 0, maghribAngle: Double? = nil,
        madhab: Madhab = .shafi, highLatitudeRule: HighLatitudeRule = .recommended, rounding: Rounding = .nearest,
        adjustments: PrayerAdjustments = .zero, polarResolution: PolarResolution = .unresolved
    ) {
        method = .other
        self.fajrAngle = fajrAngle
        self.ishaAngle = ishaAngle
        self.ishaInterval = ishaInterval
        self.maghribAngle = maghribAngle
        methodAdjustments = .zero
        self.adjustments = adjustments
        self.madhab = madhab
        self.highLatitudeRule = highLatitudeRule
        self.rounding = rounding
        shafaq = .general
        self.polarResolution = polarResolution
    }

    /// Total minutes added to `prayer` (method's plus person's).
    func totalAdjustment(_ prayer: Prayer) -> Int { methodAdjustments[prayer] + adjustments[prayer] }
}
