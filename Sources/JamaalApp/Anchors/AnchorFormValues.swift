import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import JamaalScreens
import Places
import PrayerTimes

/// The values a form opens with: a preset's (AN-03 → AN-05), the defaults of AN-04 and AN-08, a chosen city (AN-11), or
/// an existing rule's (AN-02 → Edit). The reverse of ``AnchorFormInput``.
///
///     let (values, checked) = AnchorFormValues.of(rule)
enum AnchorFormValues {
    typealias Values = [String: String]

    /// AN-04's defaults, with a chosen city's place filled in.
    static func prayer(city: City?) -> (Values, [String: [String]]) {
        var values = fields([
            .title: "Salah", .method: CalculationMethod.muslimWorldLeague.rawValue, .madhab: "shafi",
            .ishaEnd: IshaEnd.middleOfTheNight.rawValue, .highLatitudeRule: HighLatitudeRule.recommended.rawValue,
            .polarResolution: PolarResolution.unresolved.rawValue, .duration: String(PrayerAnchor.defaultDurationMinutes),
        ])
        if let city {
            values[.city] = city.regionalName
            values[.latitude] = String(city.latitude)
            values[.longitude] = String(city.longitude)
            values[.zone] = city.zoneIdentifier
            // A city's country suggests its usual method.
            values[.method] = suggestedMethod(countryCode: city.countryCode).rawValue
        }
        return (values, [AnchorField.prayers.stringValue: SalahPrayer.allCases.map(\.rawValue)])
    }

    /// The method most used in a country (a suggestion the person can change).
    static func suggestedMethod(countryCode: String) -> CalculationMethod {
        switch countryCode {
        case "US", "CA": .northAmerica
        case "PK", "IN", "BD", "AF": .karachi
        case "SA": .ummAlQura
        case "EG", "SY", "LB", "IQ", "MY": .egyptian
        case "AE": .dubai
        case "KW": .kuwait
        case "QA": .qatar
        case "SG": .singapore
        case "IR": .tehran
        case "TR": .turkey
        default: .muslimWorldLeague
        }
    }

    /// AN-05 opened from a preset.
    static func scheduled(_ preset: AnchorPreset, today: LocalDate, rollover: LocalTime) -> (Values, [String: [String]]) {
        var (values, checked) = of(schedule: preset.schedule(startsOn: today, rollover: rollover))
        values[.title] = preset.title
        values[.preset] = preset.rawValue
        return (values, checked)
    }

    /// AN-08's defaults: today, an hour from the next whole hour.
    static func oneOff(today: LocalDate) -> Values {
        fields([.date: today.description, .opens: "14:00", .closes: "15:00", .duration: "", .closesDaysLater: "0"])
    }

    /// Values from fields.
    static func fields(_ pairs: KeyValuePairs<AnchorField, String>) -> Values {
        Dictionary(pairs.map { ($0.key.stringValue, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// An existing rule's values, for Edit.
    static func of(_ rule: AnchorRule) -> (Values, [String: [String]]) {
        var values: Values
        var checked: [String: [String]] = [:]
        switch rule.kind {
        case .prayer(let salah):
            values = fields([
                .method: salah.method.rawValue, .madhab: salah.madhab.rawValue, .ishaEnd: salah.ishaEnd.rawValue,
                .highLatitudeRule: salah.highLatitudeRule.rawValue, .polarResolution: salah.polarResolution.rawValue,
                .latitude: String(salah.location.latitude), .longitude: String(salah.location.longitude), .zone: salah.location.zone,
                .duration: String(salah.duration(of: salah.prayers.min() ?? .fajr)),
            ])
            if case .city(let name) = salah.location.source { values[.city] = name }
            for prayer in Prayer.allCases where salah.adjustments[prayer] != 0 {
                values[.adjustment(prayer.rawValue)] = String(salah.adjustments[prayer])
            }
            checked[.prayers] = salah.prayers.sorted().map(\.rawValue)
        case .scheduled(let schedule):
            (values, checked) = of(schedule: schedule)
        case .oneOff(let once):
            values = fields([
                .date: once.date.description, .opens: DayText.time(once.opens), .closes: DayText.time(once.closes),
                .closesDaysLater: String(once.closesDaysLater), .duration: once.durationMinutes.map(String.init) ?? "",
            ])
        case .needsAttention:
            values = [:]
        }
        values[.title] = rule.title
        return (values, checked)
    }

    static func of(schedule: ScheduledAnchor) -> (Values, [String: [String]]) {
        var values = fields([
            .duration: schedule.durationMinutes.map(String.init) ?? "", .placement: schedule.placement.rawValue,
            .startsOn: schedule.startsOn.description,
        ])
        var days: Set<Weekday> = []
        switch schedule.recurrence {
        case .weekly(let chosen):
            values[.recurrence] = "weekly"
            days = chosen
        case .everyDays(let n):
            values[.recurrence] = "everyDays"
            values[.recurrenceEveryDays] = String(n)
        case .everyWeeks(let n, let chosen):
            values[.recurrence] = "everyWeeks"
            values[.recurrenceEveryWeeks] = String(n)
            days = chosen
        case .daysAfterLastDone(let min, let max):
            values[.recurrence] = "daysAfter"
            values[.recurrenceMinDays] = String(min)
            values[.recurrenceMaxDays] = String(max)
        }
        for (index, slot) in schedule.slots.enumerated() {
            values[.slot(index, .name)] = slot.name
            values[.slot(index, .opens)] = DayText.time(slot.opens)
            values[.slot(index, .closes)] = DayText.time(slot.closes)
            values[.slot(index, .spanDays)] = String(slot.spanDays)
        }
        return (values, [AnchorField.recurrenceDays.stringValue: days.sorted { $0.rawValue < $1.rawValue }.map { $0.name.lowercased() }])
    }
}
