import Calendar
import QuranFlowCore
import QuranFlowRoutes

/// Personal details (SakPersonalDetails): the nameplate, the Identity and Contact rows (each opening its own edit
/// step) and the locked Class rows.
///
/// ```swift
/// PersonalDetailsScreen.make(inputs, destinations: .current).nameplate.joined   // "Joined · Sep 2024"
/// ```
public struct PersonalDetailsScreen: Codable, Hashable, Sendable {
    /// The avatar initial, the full name and the joined month.
    public struct Nameplate: Codable, Hashable, Sendable {
        /// "S".
        public let initial: String
        /// "Sarah Ahmed".
        public let fullName: String
        /// "Joined · Sep 2024".
        public let joined: String
    }

    /// One row: a label, its value, an optional second line, and its edit step (nil for a locked row).
    public struct Row: Codable, Hashable, Sendable {
        /// "Phone".
        public let label: String
        /// "+14165550134", or "Not added".
        public let value: String
        /// Whether the value is the "Not added" placeholder.
        public let isEmpty: Bool
        /// "Pending: confirm from new@example.com" under the email.
        public let note: String?
        /// The edit step; nil when the row is locked.
        public let edit: ScreenAction?
        /// Whether the row is locked (the Class rows).
        public let locked: Bool
    }

    /// A titled group of rows.
    public struct Group: Codable, Hashable, Sendable {
        /// "Identity", "Contact", "Class".
        public let title: String
        /// The rows.
        public let rows: [Row]
        /// "Class details are managed by your coach."
        public let footer: String?
    }

    /// "SakPersonalDetails".
    public let screenID: String
    /// Back to Profile.
    public let back: ScreenAction?
    /// The nameplate.
    public let nameplate: Nameplate
    /// Identity, Contact, Class.
    public let groups: [Group]

    /// The placeholder of a detail not given.
    public static let notAdded = "Not added"

    /// The screen for `inputs`.
    public static func make(_ inputs: PersonalDetailsInputs, destinations: Destinations) -> PersonalDetailsScreen {
        func row(_ field: PersonalDetailField, _ value: String?, note: String? = nil) -> Row {
            Row(
                label: field.label, value: value ?? notAdded, isEmpty: value == nil, note: note,
                edit: destinations.action("Edit \(field.label.lowercased())", to: field.edit), locked: false)
        }
        func locked(_ label: String, _ value: String) -> Row {
            Row(label: label, value: value, isEmpty: false, note: nil, edit: nil, locked: true)
        }
        let student = inputs.student
        let identity = Group(
            title: "Identity",
            rows: [
                row(.name, student.displayName), row(.pronunciation, inputs.pronunciation),
                row(.dateOfBirth, inputs.dateOfBirth.map(Self.longDate)),
            ], footer: nil)
        let contact = Group(
            title: "Contact",
            rows: [
                row(.email, inputs.email, note: inputs.pendingEmail.map { "Pending: confirm from \($0)" }),
                row(.phone, inputs.phone), row(.city, inputs.timeZoneLine),
            ], footer: nil)
        let level = student.level
        let classGroup = Group(
            title: "Class",
            rows: [
                locked("Level", "\(level.romanNumeral) · \(level.name)"), locked("Cohort", inputs.cohortLine ?? "—"),
            ], footer: "Class details are managed by your coach.")
        return PersonalDetailsScreen(
            screenID: "SakPersonalDetails", back: destinations.action("Profile", to: Destination(QuranFlowRoute.profile)),
            nameplate: Nameplate(initial: Copy.initial(student.displayName), fullName: student.displayName, joined: inputs.joinedLine),
            groups: [identity, contact, classGroup])
    }

    /// "21 March 1994".
    static func longDate(_ date: LocalDate) -> String {
        "\(date.day) \(monthNames[date.month - 1]) \(date.year)"
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
}
