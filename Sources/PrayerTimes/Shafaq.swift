/// Which twilight the Moonsighting Committee method waits for before Isha.
public enum Shafaq: String, Sendable, CaseIterable, Hashable {
    /// A blend of ahmer and abyad that avoids very late Isha at high latitudes (the default).
    case general
    /// The red twilight: earlier Isha.
    case ahmer
    /// The white twilight: later Isha.
    case abyad

    /// Coefficients (a, b, c, d) for the seasonal curve at `latitude`, in minutes after sunset.
    func coefficients(latitude: Double) -> (Double, Double, Double, Double) {
        let l = abs(latitude) / 55.0
        switch self {
        case .general: return (75 + 25.60 * l, 75 + 2.050 * l, 75 - 9.210 * l, 75 + 6.140 * l)
        case .ahmer: return (62 + 17.40 * l, 62 - 7.160 * l, 62 + 5.120 * l, 62 + 19.44 * l)
        case .abyad: return (75 + 25.60 * l, 75 + 7.160 * l, 75 + 36.84 * l, 75 + 81.84 * l)
        }
    }
}
