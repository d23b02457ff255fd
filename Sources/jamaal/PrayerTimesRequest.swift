import Foundation
import PrayerTimes

/// The options of `jamaal prayer-times`, checked: every mistake names its option.
///
///     let request = try PrayerTimesRequest(arguments: ["--latitude", "51.5", "--longitude", "0", "--zone", "Europe/London", "--from", "2026-01-01"])
struct PrayerTimesRequest {
    let calculator: PrayerCalculator
    let from: CivilDate
    let to: CivilDate
    let sunnah: Bool

    static let valueOptions: Set<String> = [
        "--latitude", "--longitude", "--zone", "--from", "--to", "--method", "--madhab", "--high-latitude-rule",
        "--rounding", "--adjust", "--polar", "--shafaq", "--fajr-angle", "--isha-angle", "--isha-interval", "--maghrib-angle",
    ]

    init(arguments: [String]) throws {
        var values: [String: String] = [:]
        var sunnah = false
        var index = 0
        while index < arguments.count {
            var option = arguments[index]
            var value: String?
            if let equals = option.firstIndex(of: "="), option.hasPrefix("--") {
                value = String(option[option.index(after: equals)...])
                option = String(option[..<equals])
            }
            if option == "--sunnah" {
                sunnah = true
                index += 1
                continue
            }
            guard PrayerTimesRequest.valueOptions.contains(option) else {
                throw UsageError(message: "unknown option \"\(option)\".")
            }
            if value == nil {
                guard index + 1 < arguments.count else { throw UsageError(message: "\(option) needs a value.") }
                value = arguments[index + 1]
                index += 1
            }
            guard values[option] == nil else { throw UsageError(message: "\(option) is given twice.") }
            values[option] = value
            index += 1
        }
        self.sunnah = sunnah

        func required(_ option: String) throws -> String {
            guard let value = values[option] else { throw UsageError(message: "\(option) is required.") }
            return value
        }
        func number(_ option: String) throws -> Double? {
            guard let text = values[option] else { return nil }
            guard let value = Double(text), value.isFinite else {
                throw UsageError(message: "\(option) \"\(text)\" is not a number.")
            }
            return value
        }

        let latitude = try number("--latitude") ?? { throw UsageError(message: "--latitude is required.") }()
        let longitude = try number("--longitude") ?? { throw UsageError(message: "--longitude is required.") }()
        let coordinates: Coordinates
        do {
            coordinates = try Coordinates(latitude: latitude, longitude: longitude)
        } catch let error as PrayerInputError {
            let option = if case .latitudeOutOfRange = error { "--latitude" } else { "--longitude" }
            throw UsageError(message: "\(option): \(error)")
        }

        let fromText = try required("--from")
        do { from = try CivilDate(parsing: fromText) } catch { throw UsageError(message: "--from: \(error)") }
        if let toText = values["--to"] {
            do { to = try CivilDate(parsing: toText) } catch { throw UsageError(message: "--to: \(error)") }
        } else {
            to = from
        }
        guard from <= to else { throw UsageError(message: "--from \(from) is after --to \(to).") }
        let count = to.daysSinceEpoch - from.daysSinceEpoch + 1
        guard count <= PrayerTimesCommand.maximumDays else {
            throw UsageError(
                message: "--to: \(from) … \(to) is \(count) days; at most \(PrayerTimesCommand.maximumDays) days (10 years) at a time.")
        }

        let parameters = try PrayerTimesRequest.parameters(values, number: number)
        let zoneName = try required("--zone")
        do {
            calculator = try PrayerCalculator(coordinates: coordinates, timeZone: zoneName, parameters: parameters)
        } catch {
            throw UsageError(message: "--zone: \(error)")
        }
    }

    private static func parameters(
        _ values: [String: String],
        number: (String) throws -> Double?
    ) throws -> CalculationParameters {
        func choice<T>(_ option: String, _ parse: (String) -> T?, valid: String, default fallback: T) throws -> T {
            guard let text = values[option] else { return fallback }
            guard let value = parse(text) else { throw UsageError(message: "\(option): unknown value \"\(text)\"; one of \(valid).") }
            return value
        }
        let method = try choice("--method", CalculationMethod.init(name:), valid: CalculationMethod.names, default: .muslimWorldLeague)
        let madhab = try choice("--madhab", Madhab.init(name:), valid: "shafi, hanafi", default: .shafi)
        let rule = try choice(
            "--high-latitude-rule", HighLatitudeRule.init(name:),
            valid: HighLatitudeRule.allCases.map(\.rawValue).joined(separator: ", "), default: .recommended)
        let rounding: Rounding? = try choice(
            "--rounding", { Rounding(rawValue: $0.lowercased()) }, valid: "nearest, up, none", default: nil)
        let polar = try choice(
            "--polar", { $0 == "none" ? .unresolved : PolarResolution(rawValue: $0) },
            valid: "none, nearest-latitude, nearest-day", default: .unresolved)
        let shafaq = try choice("--shafaq", { Shafaq(rawValue: $0.lowercased()) }, valid: "general, ahmer, abyad", default: .general)
        let adjustments: PrayerAdjustments
        do {
            adjustments = try values["--adjust"].map(PrayerAdjustments.init(parsing:)) ?? .zero
        } catch {
            throw UsageError(message: "--adjust: \(error)")
        }
        if values["--shafaq"] != nil && method != .moonsightingCommittee {
            throw UsageError(message: "--shafaq applies to --method MoonsightingCommittee only.")
        }

        let customOptions = ["--fajr-angle", "--isha-angle", "--isha-interval", "--maghrib-angle"]
        guard method == .other else {
            if let given = customOptions.first(where: { values[$0] != nil }) {
                throw UsageError(message: "\(given) applies to --method Other only; \(method.rawValue) has its own angles.")
            }
            return CalculationParameters(
                method: method, madhab: madhab, highLatitudeRule: rule, rounding: rounding,
                adjustments: adjustments, shafaq: shafaq, polarResolution: polar)
        }
        guard let fajrAngle = try number("--fajr-angle") else {
            throw UsageError(message: "--method Other needs --fajr-angle (and --isha-angle or --isha-interval).")
        }
        let ishaInterval = try number("--isha-interval") ?? 0
        guard ishaInterval >= 0, ishaInterval <= 300, ishaInterval == ishaInterval.rounded() else {
            throw UsageError(message: "--isha-interval must be whole minutes from 0 to 300.")
        }
        guard let ishaAngle = try number("--isha-angle") ?? (ishaInterval > 0 ? 0 : nil) else {
            throw UsageError(message: "--method Other needs --isha-angle or --isha-interval.")
        }
        for (option, angle) in [("--fajr-angle", fajrAngle), ("--isha-angle", ishaAngle)] where !(0...30).contains(angle) {
            throw UsageError(message: "\(option) \(angle) is outside 0…30 degrees below the horizon.")
        }
        let maghribAngle = try number("--maghrib-angle")
        if let maghribAngle, !(0...30).contains(maghribAngle) {
            throw UsageError(message: "--maghrib-angle \(maghribAngle) is outside 0…30 degrees below the horizon.")
        }
        return CalculationParameters(
            customFajrAngle: fajrAngle, ishaAngle: ishaAngle, ishaInterval: Int(ishaInterval),
            maghribAngle: maghribAngle, madhab: madhab, highLatitudeRule: rule,
            rounding: rounding ?? .nearest, adjustments: adjustments, polarResolution: polar)
    }
}
