import Calendar
import QuranFlowCore
import QuranFlowRoutes

/// One edit step of Personal details: a form for one field, its current value, a hint, and — after a refused
/// change — the error naming the field. The city step also lists the cities matching the search.
///
/// ```swift
/// PersonalDetailEditScreen.make(.phone, inputs, destinations: .current).value   // "+14165550134"
/// ```
public struct PersonalDetailEditScreen: Codable, Hashable, Sendable {
    /// A city the search found, to pick.
    public struct CityChoice: Codable, Hashable, Sendable {
        /// Its GeoNames id (the form value).
        public let id: Int
        /// "Cairo, Egypt".
        public let name: String
        /// "Africa/Cairo".
        public let zoneIdentifier: String

        /// A city to pick.
        public init(id: Int, name: String, zoneIdentifier: String) {
            self.id = id
            self.name = name
            self.zoneIdentifier = zoneIdentifier
        }
    }

    /// "SakPersonalDetails".
    public let screenID: String
    /// The field.
    public let field: PersonalDetailField
    /// "Full name".
    public let title: String
    /// The form field's name ("name", "dateOfBirth", "city").
    public let inputName: String
    /// The HTML input type: "text", "date", "email", "tel".
    public let inputType: String
    /// The value to start from (the current one, or what was typed when refused).
    public let value: String
    /// What the field takes.
    public let hint: String
    /// The refusal, naming the field, after a bad value.
    public let error: String?
    /// The email step: "Pending: confirm from new@…" while a change waits for its link.
    public let pending: String?
    /// The city step: the search text.
    public let query: String?
    /// The city step: the matches, to pick one.
    public let cities: [CityChoice]
    /// Back to Personal details.
    public let back: ScreenAction?

    /// The step for `field`; `typed` replaces the current value (after a refusal, with `error`).
    public static func make(
        _ field: PersonalDetailField, _ inputs: PersonalDetailsInputs, destinations: Destinations, typed: String? = nil,
        error: String? = nil, query: String? = nil, cities: [CityChoice] = []
    ) -> PersonalDetailEditScreen {
        let current: String =
            switch field {
            case .name: inputs.student.displayName
            case .pronunciation: inputs.pronunciation ?? ""
            case .dateOfBirth: inputs.dateOfBirth?.description ?? ""
            case .email: inputs.email
            case .phone: inputs.phone ?? ""
            case .city: inputs.cityName
            }
        return PersonalDetailEditScreen(
            screenID: "SakPersonalDetails", field: field, title: field.label, inputName: inputName(field),
            inputType: inputType(field), value: typed ?? current, hint: hint(field, inputs), error: error,
            pending: field == .email ? inputs.pendingEmail.map { "Pending: confirm from \($0)" } : nil,
            query: field == .city ? query ?? "" : nil, cities: cities,
            back: destinations.action("Personal details", to: Destination(QuranFlowRoute.personalDetails)))
    }

    static func inputName(_ field: PersonalDetailField) -> String { PersonalDetailForm.name(field.formKey) }

    static func inputType(_ field: PersonalDetailField) -> String {
        switch field {
        case .name, .pronunciation, .city: "text"
        case .dateOfBirth: "date"
        case .email: "email"
        case .phone: "tel"
        }
    }

    static func hint(_ field: PersonalDetailField, _ inputs: PersonalDetailsInputs) -> String {
        switch field {
        case .name: "As you'd like your coach and certificates to show it."
        case .pronunciation: "Optional: how to say your name, e.g. SAH-rah AH-med."
        case .dateOfBirth: "A date in the past."
        case .email:
            "We'll send a link to the new address; your email changes when you open it (within 24 hours)."
        case .phone: "With its country code, like +1 416 555 0134."
        case .city:
            "Now \(inputs.timeZoneLine). Your sessions keep their times and are shown in your new zone; your week and its "
                + "Sunday 11:59 PM deadline follow your new city, unless that deadline has already passed."
        }
    }
}
