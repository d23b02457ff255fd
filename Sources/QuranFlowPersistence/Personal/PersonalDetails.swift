import Calendar

/// What a student adds to their account on Personal details (SakPersonalDetails); each is optional.
public struct PersonalDetails: Hashable, Sendable {
    /// A phonetic hint for the name ("SAH-rah AH-med").
    public var pronunciation: String?
    /// The date of birth.
    public var dateOfBirth: LocalDate?
    /// An E.164 phone number ("+14165550134").
    public var phone: String?

    /// Personal details; nothing given is nothing stored.
    public init(pronunciation: String? = nil, dateOfBirth: LocalDate? = nil, phone: String? = nil) {
        self.pronunciation = pronunciation
        self.dateOfBirth = dateOfBirth
        self.phone = phone
    }
}
