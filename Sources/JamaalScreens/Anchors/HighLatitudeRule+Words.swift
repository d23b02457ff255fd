import PrayerTimes

extension HighLatitudeRule {
    /// The rule in words, as AN-04's picker offers it ("Middle of the night") — never a code name.
    ///
    /// ```swift
    /// HighLatitudeRule.seventhOfTheNight.words   // "A seventh of the night"
    /// ```
    public var words: String {
        switch self {
        case .middleOfTheNight: "Middle of the night"
        case .seventhOfTheNight: "A seventh of the night"
        case .twilightAngle: "Twilight angle"
        case .recommended: "Recommended for the latitude"
        }
    }
}
