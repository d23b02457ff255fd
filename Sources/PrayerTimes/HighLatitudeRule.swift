/// How Fajr and Isha are bounded where twilight lasts all night (Adhan's rules).
public enum HighLatitudeRule: String, Sendable, CaseIterable, Hashable {
    /// Fajr no earlier than half the night before sunrise; Isha no later than half the night after sunset.
    case middleOfTheNight
    /// The same with a seventh of the night.
    case seventhOfTheNight
    /// The same with angle/60 of the night (Fajr angle 18° → 18/60 of the night).
    case twilightAngle
    /// Adhan's default: seventh of the night above 48° latitude, middle of the night otherwise.
    /// Beyond Adhan, the latitude is taken as absolute, so 50° S is treated like 50° N.
    case recommended

    /// Case-insensitive name ("middleOfTheNight", "MiddleOfTheNight").
    public init?(name: String) {
        guard let match = HighLatitudeRule.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }

    /// The rule actually applied at `latitude` (resolves ``recommended``).
    public func resolved(atLatitude latitude: Double) -> HighLatitudeRule {
        guard self == .recommended else { return self }
        return abs(latitude) > 48 ? .seventhOfTheNight : .middleOfTheNight
    }

    /// Fractions of the night that bound Fajr (before sunrise) and Isha (after sunset).
    func nightPortions(latitude: Double, fajrAngle: Double, ishaAngle: Double) -> (fajr: Double, isha: Double) {
        switch resolved(atLatitude: latitude) {
        case .middleOfTheNight, .recommended: return (1.0 / 2.0, 1.0 / 2.0)
        case .seventhOfTheNight: return (1.0 / 7.0, 1.0 / 7.0)
        case .twilightAngle: return (fajrAngle / 60.0, ishaAngle / 60.0)
        }
    }
}
