import Routing

/// One Personal details edit step (SakPersonalDetails; ``QuranFlowRoute/saveName``, ``QuranFlowRoute/savePronunciation``,
/// ``QuranFlowRoute/saveDateOfBirth``, ``QuranFlowRoute/saveEmail``, ``QuranFlowRoute/savePhone`` and
/// ``QuranFlowRoute/saveCity``): each step sends its one field.
public struct PersonalDetailForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, pronunciation, dateOfBirth, email, phone, city }
    public let name: FormText
    public let pronunciation: FormText
    /// YYYY-MM-DD.
    public let dateOfBirth: FormText
    public let email: FormText
    public let phone: FormText
    /// The chosen city's id.
    public let city: FormText

    /// The field a step sends, by its key.
    public func text(of field: CodingKeys) -> FormText {
        switch field {
        case .name: name
        case .pronunciation: pronunciation
        case .dateOfBirth: dateOfBirth
        case .email: email
        case .phone: phone
        case .city: city
        }
    }
}
