/// What is wrong with one row of a roster file; a row may have several.
public enum RosterProblem: Hashable, Sendable {
    /// The row has a different number of cells from the header.
    case cellCount(found: Int, expected: Int)
    /// No name.
    case missingName
    /// The email is empty or not an address.
    case badEmail(String)
    /// The level is not one of the programme's levels.
    case unknownLevel(String)
    /// The year is not 1 or 2.
    case badYear(String)
    /// No world city matches.
    case unknownCity(String)
    /// An earlier row of the same file has this email (its line).
    case duplicateEmail(firstLine: Int)
    /// An account already has this email.
    case existingAccount(String)
    /// The row's level is not the level of the cohort being imported (its level, the cohort's).
    case levelNotInCohort(level: Int, cohortLevel: Int)

    /// The column the problem is in ("name", "email", …), or nil for the whole row.
    public var column: RosterCSV.Column? {
        switch self {
        case .cellCount: nil
        case .missingName: .name
        case .badEmail, .duplicateEmail, .existingAccount: .email
        case .unknownLevel, .levelNotInCohort: .level
        case .badYear: .year
        case .unknownCity: .city
        }
    }

    /// The sentence in the dry run's table.
    public var message: String {
        switch self {
        case .cellCount(let found, let expected): "The row has \(found) cells; the header has \(expected)."
        case .missingName: "Name is missing."
        case .badEmail(let text): text.isEmpty ? "Email is missing." : "Email “\(text)” is not an address."
        case .unknownLevel(let text): text.isEmpty ? "Level is missing." : "Level “\(text)” is not one of the programme's levels."
        case .badYear(let text): "Year must be 1 or 2, not “\(text)”."
        case .unknownCity(let text): text.isEmpty ? "City is missing." : "No city matches “\(text)”."
        case .duplicateEmail(let line): "The same email is on line \(line) of this file."
        case .existingAccount(let email): "An account already has \(email)."
        case .levelNotInCohort(let level, let cohortLevel):
            "Level \(RomanNumeral.text(for: level)) is not this cohort's level (Level \(RomanNumeral.text(for: cohortLevel)))."
        }
    }
}
