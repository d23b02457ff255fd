import Calendar
import Foundation
import PrayerTimes

/// The five prayers an Anchor can hold (sunrise is not a prayer; it only closes Fajr's window).
///
/// ```swift
/// SalahPrayer.maghrib.name   // "Maghrib"
/// ```
public enum SalahPrayer: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    case fajr, dhuhr, asr, maghrib, isha

    /// "Fajr", "Dhuhr", "Asr", "Maghrib", "Isha".
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    public static func < (lhs: SalahPrayer, rhs: SalahPrayer) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// When Isha's window closes.
///
/// ```swift
/// try PrayerAnchor(location: london, method: .muslimWorldLeague, ishaEnd: .lastThird)
/// ```
public enum IshaEnd: String, Hashable, Codable, Sendable, CaseIterable {
    /// The middle of the night, Maghrib to the next Fajr (the default).
    case middleOfTheNight
    /// The start of the last third of that night.
    case lastThird
    /// The next Fajr.
    case fajr
}

/// A prayer-times Anchor (AN-04): place, method, madhab, which prayers, Isha's end, and the advanced settings.
///
/// Windows: Fajr → sunrise, Dhuhr → Asr, Asr → Maghrib, Maghrib → Isha, Isha → ``IshaEnd``.
/// Each prayer has a duration (default 15 min) that counts against capacity inside the working day.
///
/// ```swift
/// let salah = try PrayerAnchor(location: london, method: .muslimWorldLeague)
/// ```
public struct PrayerAnchor: Hashable, Sendable {
    /// The default minutes a prayer takes.
    public static let defaultDurationMinutes = 15

    public let location: PrayerLocation
    public let method: CalculationMethod
    public let madhab: Madhab
    public let prayers: Set<SalahPrayer>
    public let ishaEnd: IshaEnd
    /// Minutes per prayer; a prayer not listed takes ``defaultDurationMinutes``.
    public let durations: [SalahPrayer: Int]
    // Advanced
    public let adjustments: PrayerAdjustments
    public let highLatitudeRule: HighLatitudeRule
    public let polarResolution: PolarResolution

    /// The minutes a prayer's time may be moved by (AN-11's adjustments): an hour either way.
    public static let adjustmentRange = -60...60

    /// A checked prayer Anchor; throws when no prayer is chosen, or a duration or an adjustment is out of range.
    public init(
        location: PrayerLocation, method: CalculationMethod, madhab: Madhab = .shafi, prayers: Set<SalahPrayer> = Set(SalahPrayer.allCases),
        ishaEnd: IshaEnd = .middleOfTheNight, durations: [SalahPrayer: Int] = [:], adjustments: PrayerAdjustments = .zero,
        highLatitudeRule: HighLatitudeRule = .recommended, polarResolution: PolarResolution = .unresolved
    ) throws(AnchorError) {
        guard !prayers.isEmpty else { throw .needsPrayers }
        for (prayer, minutes) in durations where !AnchorDuration.range.contains(minutes) {
            throw .durationOutOfRange(field: "durations.\(prayer.rawValue)")
        }
        for prayer in Prayer.allCases where !Self.adjustmentRange.contains(adjustments[prayer]) {
            throw .adjustmentOutOfRange(prayer: prayer.rawValue)
        }
        self.location = location
        self.method = method
        self.madhab = madhab
        self.prayers = prayers
        self.ishaEnd = ishaEnd
        self.durations = durations
        self.adjustments = adjustments
        self.highLatitudeRule = highLatitudeRule
        self.polarResolution = polarResolution
    }

    /// The calculation method named as the form or a stored rule gives it ("MuslimWorldLeague", "ISNA").
    ///
    /// ```swift
    /// try PrayerAnchor.method(named: "Karachi")   // .karachi
    /// ```
    public static func method(named name: String) throws(AnchorError) -> CalculationMethod {
        guard let method = CalculationMethod(name: name) else { throw .unknownMethod(name) }
        return method
    }

    /// The madhab by name ("shafi", "Hanafi").
    public static func madhab(named name: String) throws(AnchorError) -> Madhab {
        guard let madhab = Madhab(name: name) else { throw .unknownMadhab(name) }
        return madhab
    }

    /// The minutes `prayer` takes.
    public func duration(of prayer: SalahPrayer) -> Int { durations[prayer] ?? Self.defaultDurationMinutes }

    /// The calculator for this place and these settings.
    public var calculator: PrayerCalculator {
        PrayerCalculator(
            coordinates: location.coordinates, timeZone: location.timeZone,
            parameters: method.parameters(
                madhab: madhab, highLatitudeRule: highLatitudeRule, adjustments: adjustments, polarResolution: polarResolution))
    }

    /// The windows of the prayers of local date `date` (in the place's zone), or why there are none.
    ///
    /// Isha closes at the chosen end; when that end is not after Isha (high latitudes, where Isha comes late)
    /// or cannot be found, it closes at the next Fajr, and failing that at the end of the date.
    ///
    /// ```swift
    /// salah.windows(on: CivilDate(year: 2026, month: 3, day: 29)!)
    /// ```
    public func windows(on date: CivilDate) -> Result<[SalahPrayer: AnchorWindow], PrayerTimesUnavailable> {
        let calculator = calculator
        let day = calculator.day(date)
        if let reason = day.unavailable { return .failure(reason) }
        guard let fajr = day.fajr, let sunrise = day.sunrise, let dhuhr = day.dhuhr, let asr = day.asr, let maghrib = day.maghrib,
            let isha = day.isha
        else { return .success([:]) }
        let next = calculator.day(date.adding(days: 1))
        let night = SunnahTimes(day: day, nextDay: next)
        let chosen: Date? =
            switch ishaEnd {
            case .middleOfTheNight: night?.middleOfTheNight
            case .lastThird: night?.lastThirdOfTheNight
            case .fajr: next.fajr
            }
        let endOfDate = ZonedCalendar(zone: location.timeZone).startOfDay(
            LocalDate(year: date.year, month: date.month, day: date.day).adding(days: 1))
        let ishaClose = [chosen, next.fajr, endOfDate].compactMap { $0 }.first { $0 > isha } ?? isha.addingTimeInterval(60)
        let bounds: [(SalahPrayer, Date, Date)] = [
            (.fajr, fajr, sunrise), (.dhuhr, dhuhr, asr), (.asr, asr, maghrib), (.maghrib, maghrib, isha), (.isha, isha, ishaClose),
        ]
        var windows: [SalahPrayer: AnchorWindow] = [:]
        for (prayer, start, end) in bounds where prayers.contains(prayer) {
            if let window = try? AnchorWindow(start: start, end: end) { windows[prayer] = window }
        }
        return .success(windows)
    }
}

/// Allowed Anchor durations.
enum AnchorDuration {
    /// 1 minute to 12 hours.
    static let range = 1...720
}

extension PrayerAnchor: Codable {
    private enum CodingKeys: String, CodingKey {
        case location, method, madhab, prayers, ishaEnd, durations, adjustments, highLatitudeRule, polarResolution
    }

    /// Stored names are read back through the same checks as the form; a name this version does not know
    /// (a newer method, say) throws, and the rule is kept as one that needs attention.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let adjust = try c.decode([String: Int].self, forKey: .adjustments)
        let rule = try c.decode(String.self, forKey: .highLatitudeRule)
        let polar = try c.decode(String.self, forKey: .polarResolution)
        guard let highLatitude = HighLatitudeRule(name: rule) else {
            throw DecodingError.dataCorruptedError(forKey: .highLatitudeRule, in: c, debugDescription: "unknown rule \(rule)")
        }
        guard let resolution = PolarResolution(rawValue: polar) else {
            throw DecodingError.dataCorruptedError(forKey: .polarResolution, in: c, debugDescription: "unknown resolution \(polar)")
        }
        let durations = try c.decode([String: Int].self, forKey: .durations)
        var typed: [SalahPrayer: Int] = [:]
        for (key, value) in durations {
            guard let prayer = SalahPrayer(rawValue: key) else {
                throw DecodingError.dataCorruptedError(forKey: .durations, in: c, debugDescription: "unknown prayer \(key)")
            }
            typed[prayer] = value
        }
        try self.init(
            location: c.decode(PrayerLocation.self, forKey: .location),
            method: Self.method(named: c.decode(String.self, forKey: .method)),
            madhab: Self.madhab(named: c.decode(String.self, forKey: .madhab)),
            prayers: c.decode(Set<SalahPrayer>.self, forKey: .prayers), ishaEnd: c.decode(IshaEnd.self, forKey: .ishaEnd),
            durations: typed,
            adjustments: PrayerAdjustments(
                fajr: adjust["fajr"] ?? 0, sunrise: adjust["sunrise"] ?? 0, dhuhr: adjust["dhuhr"] ?? 0, asr: adjust["asr"] ?? 0,
                maghrib: adjust["maghrib"] ?? 0, isha: adjust["isha"] ?? 0),
            highLatitudeRule: highLatitude, polarResolution: resolution)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(location, forKey: .location)
        try c.encode(method.rawValue, forKey: .method)
        try c.encode(madhab.rawValue, forKey: .madhab)
        try c.encode(prayers.sorted(), forKey: .prayers)
        try c.encode(ishaEnd, forKey: .ishaEnd)
        try c.encode(Dictionary(uniqueKeysWithValues: durations.map { ($0.key.rawValue, $0.value) }), forKey: .durations)
        let adjust = Dictionary(uniqueKeysWithValues: Prayer.allCases.map { ($0.rawValue, adjustments[$0]) }.filter { $0.1 != 0 })
        try c.encode(adjust, forKey: .adjustments)
        try c.encode(highLatitudeRule.rawValue, forKey: .highLatitudeRule)
        try c.encode(polarResolution.rawValue, forKey: .polarResolution)
    }
}
