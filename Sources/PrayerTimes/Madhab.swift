/// Which shadow length starts Asr.
public enum Madhab: String, Sendable, CaseIterable, Hashable {
    /// Shafi, Maliki, Hanbali: the shadow equals the object's length plus its noon shadow.
    case shafi
    /// Hanafi: twice the object's length plus its noon shadow.
    case hanafi

    var shadowLength: Double { self == .shafi ? 1 : 2 }

    /// Case-insensitive name ("shafi", "Hanafi").
    public init?(name: String) {
        guard let match = Madhab.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = match
    }
}
