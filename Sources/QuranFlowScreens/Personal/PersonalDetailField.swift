import QuranFlowRoutes

/// An editable row of Personal details, each with its own edit step. The Class rows (level, cohort) are not fields:
/// a coach manages them.
public enum PersonalDetailField: String, Codable, Hashable, Sendable, CaseIterable {
    case name, pronunciation, dateOfBirth, email, phone, city

    /// The field its edit step sends (``QuranFlowRoutes/PersonalDetailForm``).
    public var formKey: PersonalDetailForm.CodingKeys {
        switch self {
        case .name: .name
        case .pronunciation: .pronunciation
        case .dateOfBirth: .dateOfBirth
        case .email: .email
        case .phone: .phone
        case .city: .city
        }
    }

    /// The row's label: "Full name", "Time zone".
    public var label: String {
        switch self {
        case .name: "Full name"
        case .pronunciation: "Pronunciation"
        case .dateOfBirth: "Date of birth"
        case .email: "Email"
        case .phone: "Phone"
        case .city: "Time zone"
        }
    }

    /// The edit step's address (GET the form, POST the change).
    public var editPath: String {
        typealias R = QuranFlowRoute
        return switch self {
        case .name: R.editName.path()
        case .pronunciation: R.editPronunciation.path()
        case .dateOfBirth: R.editDateOfBirth.path()
        case .email: R.editEmail.path()
        case .phone: R.editPhone.path()
        case .city: R.editCity.path()
        }
    }
}
