/// Whole minutes added to each time (negative to bring it earlier).
///
///     let adjust = try PrayerAdjustments(parsing: "fajr=2,isha=-3")
public struct PrayerAdjustments: Sendable, Hashable {
    public let fajr: Int
    public let sunrise: Int
    public let dhuhr: Int
    public let asr: Int
    public let maghrib: Int
    public let isha: Int

    /// No adjustment.
    public static let zero = PrayerAdjustments()

    public init(fajr: Int = 0, sunrise: Int = 0, dhuhr: Int = 0, asr: Int = 0, maghrib: Int = 0, isha: Int = 0) {
        self.fajr = fajr
        self.sunrise = sunrise
        self.dhuhr = dhuhr
        self.asr = asr
        self.maghrib = maghrib
        self.isha = isha
    }

    /// Parses `prayer=minutes` pairs separated by commas; a later pair for the same prayer wins.
    /// Throws a message naming the bad pair (unknown prayer, missing or non-integer minutes, over a day).
    public init(parsing text: String) throws {
        var values: [Prayer: Int] = [:]
        for pair in text.split(separator: ",", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw AdjustmentError(pair: String(pair), reason: "expected prayer=minutes") }
            let name = parts[0].trimmingCharactersInWhitespace().lowercased()
            guard let prayer = Prayer(rawValue: name) else {
                throw AdjustmentError(
                    pair: String(pair),
                    reason: "unknown prayer \"\(name)\"; one of \(Prayer.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard let minutes = Int(parts[1].trimmingCharactersInWhitespace()) else {
                throw AdjustmentError(pair: String(pair), reason: "minutes must be a whole number like 2 or -3")
            }
            guard abs(minutes) <= 1440 else { throw AdjustmentError(pair: String(pair), reason: "more than a day (1440 minutes)") }
            values[prayer] = minutes
        }
        self.init(
            fajr: values[.fajr] ?? 0, sunrise: values[.sunrise] ?? 0, dhuhr: values[.dhuhr] ?? 0,
            asr: values[.asr] ?? 0, maghrib: values[.maghrib] ?? 0, isha: values[.isha] ?? 0)
    }

    /// The minutes for one prayer.
    public subscript(prayer: Prayer) -> Int {
        switch prayer {
        case .fajr: return fajr
        case .sunrise: return sunrise
        case .dhuhr: return dhuhr
        case .asr: return asr
        case .maghrib: return maghrib
        case .isha: return isha
        }
    }
}

private extension Substring {
    func trimmingCharactersInWhitespace() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
