import Routing

/// The city step's search: the text typed (`q`).
public struct CitySearchQuery: RouteQuery {
    /// The names a GET form prints.
    public enum CodingKeys: String, CodingKey { case q }
    public var q: FreeText?
    public init(q: String? = nil) { self.q = q.map { FreeText($0) } }
}

/// Personal details (SakPersonalDetails, issue 16): the page, one edit step per editable row (GET the form, POST the
/// change; a refused value is the same page again with 422 naming the field, nothing stored), the email link sent to
/// the new address, and Privacy. The Class rows (level, cohort) have no route: a coach manages them.
extension QuranFlowRoute {
    /// Personal details (SakPersonalDetails).
    public static let personalDetails = QuranFlowEndpoint(
        .get, "/profile/personal", access: .students, feature: .personalDetails,
        kind: .screen(
            summary: "The signed-in student's personal details: nameplate (joined month), Identity (full name, pronunciation, date "
                + "of birth), Contact (email with any change waiting for its link, phone, time zone as one canonical city) and the "
                + "locked Class rows (SakPersonalDetails).", name: "Personal details", spec: "SakPersonalDetails"))

    /// The full-name step.
    public static let editName = step("name", "Full name", "the full name (1–120 characters)")
    /// The pronunciation step.
    public static let editPronunciation = step("pronunciation", "Pronunciation", "an optional phonetic hint (up to 80 characters)")
    /// The date-of-birth step.
    public static let editDateOfBirth = step("date-of-birth", "Date of birth", "a date in the past (YYYY-MM-DD)")
    /// The email step: a change is confirmed by a link sent to the new address before it applies.
    public static let editEmail = step("email", "Email", "a new address, applied once the link sent to it is followed")
    /// The phone step.
    public static let editPhone = step("phone", "Phone", "E.164: + then 8–15 digits; spaces and dashes are dropped")
    /// The city step: search the world-cities list (`q`) and pick one.
    public static let editCity = QuranFlowEndpoint(
        .get, "/profile/personal/city", query: CitySearchQuery.self, access: .students, feature: .personalDetails,
        kind: .screen(
            summary: "Edit step for the time zone: cities of the shipped world-cities list matching `q`, to pick one "
                + "(SakPersonalDetails).", name: "Time zone", spec: "SakPersonalDetails"))

    /// Saving the full name (form: `name`).
    public static let saveName = save("name")
    /// Saving the pronunciation (form: `pronunciation`; empty clears it).
    public static let savePronunciation = save("pronunciation")
    /// Saving the date of birth (form: `dateOfBirth`).
    public static let saveDateOfBirth = save("date-of-birth")
    /// Asking to change the email (form: `email`): a link goes to the new address.
    public static let saveEmail = save("email", statuses: [409, 422])
    /// Saving the phone (form: `phone`).
    public static let savePhone = save("phone")
    /// Moving to a city (form: `city`, its GeoNames id): weeks and deadlines follow ``ZoneChange``.
    public static let saveCity = save("city")

    /// The emailed link: a page with a button that applies the new address.
    public static let confirmEmailPage = QuranFlowEndpoint(
        .get, "/profile/personal/email/confirm", query: TokenQuery.self, access: .anyone)
    /// The link's button: applies the new address (400 for an unknown, expired or used link; 409 if the address was taken).
    public static let confirmEmail = QuranFlowEndpoint(
        .post, "/profile/personal/email/confirm", access: .anyone, statuses: [400, 409])

    /// Privacy: the programme's privacy statement and what is stored about the student, counted from data.
    public static let privacy = QuranFlowEndpoint(
        .get, "/profile/privacy", access: .students, feature: .privacy,
        kind: .screen(
            summary: "The programme's privacy statement and what is stored about the signed-in student (counts of submissions, "
                + "recordings, messages, notes, payments, devices), from data.", name: "Privacy", spec: nil))

    static func step(_ slug: String, _ name: String, _ what: String) -> QuranFlowEndpoint<NoQuery> {
        QuranFlowEndpoint(
            .get, "/profile/personal/\(slug)", access: .students, feature: .personalDetails,
            kind: .screen(summary: "Edit step for \(what) (SakPersonalDetails).", name: name, spec: "SakPersonalDetails"))
    }

    static func save(_ slug: String, statuses: [Int] = [422]) -> QuranFlowEndpoint<NoQuery> {
        QuranFlowEndpoint(.post, "/profile/personal/\(slug)", access: .students, statuses: statuses)
    }
}
