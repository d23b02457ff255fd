import Calendar
import Foundation
import HTTPServer
import JamaalCore
import JamaalRoutes
import JamaalScreens
import PrayerTimes
import ServerSupport

/// A form refused: the field (named as the form names it) and what to do. Nothing is saved.
struct AnchorFormRefusal: Error {
    let field: String
    let message: String

    init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    init(_ error: AnchorError) {
        field = error.field
        message = error.message
    }

    var screenError: AnchorFormScreen.FieldError { .init(field: field, message: message) }
}

/// Reads the Anchor forms (AN-04, AN-05, AN-06, AN-08) into the engine's checked types. Every rule is the engine's
/// (``PrayerLocation``, ``ScheduledAnchor``, ``OneOffAnchor``, ``AnchorException``); this only turns text into values and
/// says which field could not be read. Field names are the ones ``AnchorError/field`` uses ("slots[0].closes").
///
///     let (title, kind) = try AnchorFormInput.prayer(form.values)
enum AnchorFormInput {
    typealias Values = [String: String]

    /// The form's single values and checkbox groups.
    static func values(_ form: AnchorForm) -> (Values, [String: [String]]) { (form.values, form.checked) }

    // MARK: AN-04

    static func prayer(_ values: Values, checked: [String: [String]]) throws(AnchorFormRefusal) -> (String, AnchorRuleKind) {
        let latitude = try number(values, .latitude, example: "51.5074")
        let longitude = try number(values, .longitude, example: "-0.1278")
        let zone = text(values, .zone)
        let city = text(values, .city)
        do {
            let location = try PrayerLocation(
                latitude: latitude, longitude: longitude, zone: zone, source: city.isEmpty ? .device : .city(city))
            let method = try PrayerAnchor.method(named: text(values, .method))
            let madhab = try PrayerAnchor.madhab(named: text(values, .madhab, default: "shafi"))
            let prayers = Set((checked[.prayers] ?? []).compactMap(SalahPrayer.init(rawValue:)))
            guard let ishaEnd = IshaEnd(rawValue: text(values, .ishaEnd, default: IshaEnd.middleOfTheNight.rawValue)) else {
                throw AnchorFormRefusal(field: "ishaEnd", message: "Pick when Isha ends: the middle of the night, the last third, or Fajr.")
            }
            guard let rule = HighLatitudeRule(name: text(values, .highLatitudeRule, default: "recommended")) else {
                throw AnchorFormRefusal(field: "highLatitudeRule", message: "Pick a high-latitude rule from the list.")
            }
            guard let polar = PolarResolution(rawValue: text(values, .polarResolution, default: PolarResolution.unresolved.rawValue))
            else {
                throw AnchorFormRefusal(field: "polarResolution", message: "Pick a polar resolution from the list.")
            }
            var minutes: [Prayer: Int] = [:]
            for prayer in Prayer.allCases {
                let name = AnchorField.adjustment(prayer.rawValue)
                guard !text(values, name).isEmpty else { continue }
                guard let value = RequestField.parseInteger(text(values, name)), PrayerAnchor.adjustmentRange.contains(value) else {
                    throw AnchorFormRefusal(.adjustmentOutOfRange(prayer: prayer.rawValue))
                }
                minutes[prayer] = value
            }
            let adjustments = PrayerAdjustments(
                fajr: minutes[.fajr] ?? 0, sunrise: minutes[.sunrise] ?? 0, dhuhr: minutes[.dhuhr] ?? 0, asr: minutes[.asr] ?? 0,
                maghrib: minutes[.maghrib] ?? 0, isha: minutes[.isha] ?? 0)
            let duration = try optionalInt(values, .duration, what: "The duration") ?? PrayerAnchor.defaultDurationMinutes
            let salah = try PrayerAnchor(
                location: location, method: method, madhab: madhab, prayers: prayers, ishaEnd: ishaEnd,
                durations: Dictionary(uniqueKeysWithValues: prayers.map { ($0, duration) }), adjustments: adjustments,
                highLatitudeRule: rule, polarResolution: polar)
            return (text(values, .title, default: "Salah"), .prayer(salah))
        } catch let error as AnchorError {
            throw AnchorFormRefusal(error.field.hasPrefix("durations.") ? .durationOutOfRange(field: "duration") : error)
        } catch let refusal as AnchorFormRefusal {
            throw refusal
        } catch {
            throw AnchorFormRefusal(field: "form", message: "\(error)")
        }
    }

    // MARK: AN-05

    static func scheduled(_ values: Values, checked: [String: [String]], today: LocalDate) throws(AnchorFormRefusal) -> (
        String, AnchorRuleKind
    ) {
        let recurrence: AnchorRecurrence
        let days = Set((checked[.recurrenceDays] ?? []).compactMap { name in Weekday.allCases.first { $0.name.lowercased() == name } })
        switch text(values, .recurrence, default: "weekly") {
        case "weekly": recurrence = .weekly(days: days)
        case "everyDays": recurrence = .everyDays(try int(values, .recurrenceEveryDays, what: "The number of days"))
        case "everyWeeks": recurrence = .everyWeeks(try int(values, .recurrenceEveryWeeks, what: "The number of weeks"), days: days)
        case "daysAfter":
            recurrence = .daysAfterLastDone(
                min: try int(values, .recurrenceMinDays, what: "The first number of days"),
                max: try int(values, .recurrenceMaxDays, what: "The second number of days"))
        default:
            throw AnchorFormRefusal(
                field: "recurrence", message: "Pick how it repeats: weekly, every N days, every N weeks or N–M days after last done.")
        }
        var slots: [AnchorSlot] = []
        for index in 0..<3 {
            let name = text(values, .slot(index, .name))
            let opensText = text(values, .slot(index, .opens))
            let closesText = text(values, .slot(index, .closes))
            if name.isEmpty && opensText.isEmpty && closesText.isEmpty { continue }
            let opens = try time(values, .slot(index, .opens), what: "Slot \(index + 1)'s opening time")
            let closes = try time(values, .slot(index, .closes), what: "Slot \(index + 1)'s closing time")
            let span = try optionalInt(values, .slot(index, .spanDays), what: "Slot \(index + 1)'s days open") ?? 0
            do {
                slots.append(try AnchorSlot(name: name, opens: opens, closes: closes, spanDays: span, index: index))
            } catch {
                throw AnchorFormRefusal(error)
            }
        }
        let duration = try optionalInt(values, .duration, what: "The duration")
        guard let placement = AnchorPlacement(rawValue: text(values, .placement, default: "fixed")) else {
            throw AnchorFormRefusal(field: "placement", message: "Pick a fixed time or any time in the window.")
        }
        let startsOn = try date(values, .startsOn, what: "The start date", default: today)
        do {
            let schedule = try ScheduledAnchor(
                recurrence: recurrence, slots: slots, durationMinutes: duration, placement: placement, startsOn: startsOn)
            return (text(values, .title), .scheduled(schedule))
        } catch {
            throw AnchorFormRefusal(error)
        }
    }

    // MARK: AN-08

    static func oneOff(_ values: Values, today: LocalDate) throws(AnchorFormRefusal) -> (String, AnchorRuleKind) {
        let day = try date(values, .date, what: "The date", default: nil)
        let opens = try time(values, .opens, what: "The opening time")
        let closes = try time(values, .closes, what: "The closing time")
        let later = try optionalInt(values, .closesDaysLater, what: "The days it stays open") ?? 0
        let duration = try optionalInt(values, .duration, what: "The duration")
        do {
            return (
                text(values, .title),
                .oneOff(try OneOffAnchor(date: day, opens: opens, closes: closes, closesDaysLater: later, durationMinutes: duration))
            )
        } catch {
            throw AnchorFormRefusal(error)
        }
    }

    // MARK: AN-06

    static func exception(_ values: Values) throws(AnchorFormRefusal) -> AnchorException {
        let kind = AnchorExceptionKind(rawValue: text(values, .exceptionKind, default: "other"))
        if case .unknown = kind {
            throw AnchorFormRefusal(field: "exception.kind", message: "Pick term, holiday, travel, illness or other.")
        }
        let starts = try date(values, .exceptionStart, what: "The first day", default: nil)
        let ends: LocalDate? =
            text(values, .exceptionEnd).isEmpty ? nil : try date(values, .exceptionEnd, what: "The last day", default: nil)
        let note = text(values, .exceptionNote)
        do {
            return try AnchorException(kind: kind, starts: starts, ends: ends, note: note.isEmpty ? nil : note)
        } catch {
            throw AnchorFormRefusal(error)
        }
    }

    // MARK: Fields

    static func text(_ values: Values, _ field: AnchorField, default fallback: String = "") -> String {
        let value = values[field]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return value.isEmpty ? fallback : value
    }

    static func number(_ values: Values, _ field: AnchorField, example: String) throws(AnchorFormRefusal) -> Double {
        guard let value = Double(text(values, field)), value.isFinite else {
            throw AnchorFormRefusal(
                field: field.stringValue,
                message: "Enter the \(field.stringValue) as a number in degrees, like \(example) — or search for your city.")
        }
        return value
    }

    static func int(_ values: Values, _ field: AnchorField, what: String) throws(AnchorFormRefusal) -> Int {
        guard let value = RequestField.parseInteger(text(values, field)) else {
            throw AnchorFormRefusal(field: field.stringValue, message: "\(what) must be a whole number.")
        }
        return value
    }

    static func optionalInt(_ values: Values, _ field: AnchorField, what: String) throws(AnchorFormRefusal) -> Int? {
        text(values, field).isEmpty ? nil : try int(values, field, what: what)
    }

    static func time(_ values: Values, _ field: AnchorField, what: String) throws(AnchorFormRefusal) -> LocalTime {
        guard let value = LocalTime(iso: text(values, field)) else {
            throw AnchorFormRefusal(field: field.stringValue, message: "\(what) must be a time like 08:15.")
        }
        return value
    }

    static func date(_ values: Values, _ field: AnchorField, what: String, default fallback: LocalDate?) throws(AnchorFormRefusal)
        -> LocalDate
    {
        let raw = text(values, field)
        if raw.isEmpty, let fallback { return fallback }
        guard let value = LocalDate(iso: raw) else {
            throw AnchorFormRefusal(field: field.stringValue, message: "\(what) must be a date like 2026-12-01.")
        }
        guard LocalDate.supportedRange.contains(value) else {
            throw AnchorFormRefusal(
                field: field.stringValue,
                message: "\(what) must be from \(LocalDate.supportedRange.lowerBound.year) to \(LocalDate.supportedRange.upperBound.year).")
        }
        return value
    }
}
