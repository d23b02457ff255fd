import Calendar
import Foundation
import JamaalCore
import JamaalRoutes
import PrayerTimes
import Routing

/// The Anchor forms as one model: AN-04 prayer times (with AN-11's location step), AN-05 scheduled, AN-08 one-off,
/// AN-06 exceptions. Values are the form's fields as entered (so a refusal shows the form again with what was typed
/// and the error naming the field); option lists are the allowed values.
///
/// ```swift
/// let screen = AnchorFormScreen(kind: .prayer, heading: "Prayer times", action: JamaalRoute.createPrayerAnchor.path(), values: [:])
/// screen.methods.first?.value   // "MuslimWorldLeague"
/// ```
public struct AnchorFormScreen: Codable, Hashable, Sendable {
    /// Which form: "prayer", "scheduled", "oneOff", "exceptions".
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case prayer, scheduled, oneOff, exceptions
    }

    public struct Option: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public init(value: String, label: String) {
            self.value = value
            self.label = label
        }
    }

    /// A refusal: the field it is about and the sentence saying what to do.
    public struct FieldError: Codable, Hashable, Sendable {
        public let field: String
        public let message: String
        public init(field: String, message: String) {
            self.field = field
            self.message = message
        }
    }

    /// One city search result (AN-11): choosing it fills the location.
    public struct CityOption: Codable, Hashable, Sendable {
        public let name: String
        /// "Manchester, United Kingdom · Europe/London".
        public let detail: String
        public let choosePath: String
        public init(name: String, detail: String, choosePath: String) {
            self.name = name
            self.detail = detail
            self.choosePath = choosePath
        }
    }

    public let kind: Kind
    public let heading: String
    /// Where the form posts.
    public let action: String
    public let values: [String: String]
    /// Checkbox groups: "prayers", "days".
    public let checked: [String: [String]]
    public let error: FieldError?
    public let cancelPath: String
    public let submitLabel: String
    /// TD-04's Task | Anchor switch on the one-off form: the Task side's path (nil when the Task form is not built).
    public let taskSwitchPath: String?

    // AN-11 (prayer form only)
    /// The chosen place's name, if any ("Manchester, United Kingdom").
    public let placeName: String?
    public let cityQuery: String?
    public let cityResults: [CityOption]
    /// "No city matches “Xyz”." after a search with no result.
    public let cityEmptyLine: String?
    /// GET target of the city search.
    public let searchPath: String

    // Option lists
    public let methods: [Option]
    public let madhabs: [Option]
    public let prayers: [Option]
    public let ishaEnds: [Option]
    public let highLatitudeRules: [Option]
    public let polarResolutions: [Option]
    public let recurrences: [Option]
    public let weekdays: [Option]
    public let placements: [Option]
    public let exceptionKinds: [Option]
    /// How many slot rows the scheduled form shows.
    public let slotCount: Int
    /// AN-05 while creating: the form carries an optional exception (AN-06's fields) saved with the new rule.
    public let offersException: Bool

    public init(
        kind: Kind, heading: String, action: String, values: [String: String], checked: [String: [String]] = [:], error: FieldError? = nil,
        cancelPath: String = JamaalRoute.anchors.path(), submitLabel: String = "Save", placeName: String? = nil,
        cityQuery: String? = nil, cityResults: [CityOption] = [], searchPath: String = JamaalRoute.newPrayerAnchor.path(),
        offersException: Bool = false
    ) {
        self.kind = kind
        self.heading = heading
        self.action = action
        self.values = values
        self.checked = checked
        self.error = error
        self.cancelPath = cancelPath
        self.submitLabel = submitLabel
        taskSwitchPath =
            kind == .oneOff && action == JamaalRoute.createOneOffAnchor.path()
            ? JamaalDestinations.path(JamaalDestination(JamaalRoute.addTask)) : nil
        self.placeName = placeName
        self.cityQuery = cityQuery
        self.cityResults = cityResults
        let query = cityQuery?.trimmingCharacters(in: .whitespaces) ?? ""
        cityEmptyLine = !query.isEmpty && cityResults.isEmpty ? "No city matches “\(query)”." : nil
        self.searchPath = searchPath
        methods = CalculationMethod.allCases.filter { $0 != .other }.map {
            Option(value: $0.rawValue, label: AnchorText.spaced($0.rawValue))
        }
        madhabs = [Option(value: "shafi", label: "Shafi (standard Asr)"), Option(value: "hanafi", label: "Hanafi (later Asr)")]
        prayers = SalahPrayer.allCases.map { Option(value: $0.rawValue, label: $0.name) }
        ishaEnds = [
            Option(value: IshaEnd.middleOfTheNight.rawValue, label: "Middle of the night"),
            Option(value: IshaEnd.lastThird.rawValue, label: "Last third of the night"),
            Option(value: IshaEnd.fajr.rawValue, label: "Fajr"),
        ]
        highLatitudeRules = HighLatitudeRule.allCases.map { Option(value: $0.rawValue, label: $0.words) }
        polarResolutions = [
            Option(value: PolarResolution.unresolved.rawValue, label: "None — say there is no time"),
            Option(value: PolarResolution.nearestLatitude.rawValue, label: "Nearest latitude with times"),
            Option(value: PolarResolution.nearestDay.rawValue, label: "Nearest day with times"),
        ]
        recurrences = [
            Option(value: "weekly", label: "Weekly"), Option(value: "everyDays", label: "Every N days"),
            Option(value: "everyWeeks", label: "Every N weeks"), Option(value: "daysAfter", label: "N–M days after last done"),
        ]
        weekdays = Weekday.allCases.map { Option(value: $0.name.lowercased(), label: $0.shortName) }
        placements = [
            Option(value: AnchorPlacement.fixed.rawValue, label: AnchorText.placement(.fixed)),
            Option(value: AnchorPlacement.flexible.rawValue, label: AnchorText.placement(.flexible)),
        ]
        exceptionKinds = AnchorExceptionKind.allCases.map { Option(value: $0.rawValue, label: $0.label) }
        slotCount = 3
        self.offersException = offersException
    }

    /// The value of a field, or "".
    public func value(_ field: AnchorField) -> String { values[field] ?? "" }

    /// Whether `option` is ticked in checkbox group `group`.
    public func isChecked(_ group: AnchorField, _ option: String) -> Bool { checked[group]?.contains(option) ?? false }
}
