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

    /// The edit step (GET the form; its POST twin saves the change at the same address).
    public var edit: Destination {
        typealias R = QuranFlowRoute
        return switch self {
        case .name: Destination(R.editName)
        case .pronunciation: Destination(R.editPronunciation)
        case .dateOfBirth: Destination(R.editDateOfBirth)
        case .email: Destination(R.editEmail)
        case .phone: Destination(R.editPhone)
        case .city: Destination(R.editCity)
        }
    }

    /// The edit step's address (GET the form, POST the change).
    public var editPath: String { edit.path }
}
