/// A personal-details edit that was refused, in words the student can read; each names its form field.
public enum PersonalDetailsError: Error, Hashable, Sendable {
    /// The full name is empty.
    case nameEmpty
    /// The full name is longer than ``PersonalDetailsRules/maxNameLength``.
    case nameTooLong
    /// The pronunciation hint is longer than ``PersonalDetailsRules/maxPronunciationLength``.
    case pronunciationTooLong
    /// The date of birth is not a date (YYYY-MM-DD).
    case dateOfBirthNotADate
    /// The date of birth is today or later.
    case dateOfBirthNotPast
    /// The date of birth is more than ``PersonalDetailsRules/maxAgeYears`` years ago.
    case dateOfBirthTooOld
    /// The phone number is not + then 8–15 digits, the first not zero.
    case phoneInvalid
    /// The city is not in the world-cities list.
    case cityUnknown
    /// The new email is the address the account already has.
    case emailUnchanged
    /// Another account has the address.
    case emailTaken
    /// A confirmation link that is unknown, expired or already used.
    case linkNotUsable

    /// The form field the error is about.
    public var field: String {
        switch self {
        case .nameEmpty, .nameTooLong: "name"
        case .pronunciationTooLong: "pronunciation"
        case .dateOfBirthNotADate, .dateOfBirthNotPast, .dateOfBirthTooOld: "dateOfBirth"
        case .phoneInvalid: "phone"
        case .cityUnknown: "city"
        case .emailUnchanged, .emailTaken: "email"
        case .linkNotUsable: "token"
        }
    }

    /// The sentence shown next to the field.
    public var message: String {
        switch self {
        case .nameEmpty: "Enter your full name."
        case .nameTooLong: "Keep your full name to \(PersonalDetailsRules.maxNameLength) characters."
        case .pronunciationTooLong:
            "Keep the pronunciation hint to \(PersonalDetailsRules.maxPronunciationLength) characters."
        case .dateOfBirthNotADate: "Enter your date of birth as a date, like 1994-03-21."
        case .dateOfBirthNotPast: "Your date of birth must be in the past."
        case .dateOfBirthTooOld: "Check the year: that is more than \(PersonalDetailsRules.maxAgeYears) years ago."
        case .phoneInvalid:
            "Enter your phone number with its country code, like +1 416 555 0134 (8 to 15 digits after the +)."
        case .cityUnknown: "Choose your city from the list."
        case .emailUnchanged: "That is already your email address."
        case .emailTaken: "Another account already uses that email address."
        case .linkNotUsable: "This confirmation link has expired or was already used. Ask for a new one from Personal details."
        }
    }
}
