/// The kinds of live session, with the type chip each shows.
///
/// ```swift
/// SessionKind.qrc.chipLabel   // "QRC"
/// ```
public enum SessionKind: String, Hashable, Codable, Sendable, CaseIterable {
    /// A programme class.
    case `class`
    /// A Qur'an Reading Circle (small-group real-time coaching).
    case qrc
    /// The whole level cohort's group lesson.
    case levelClass
    /// Drop-in office hours.
    case officeHours
    /// A Year-2 student's one-to-one with their coach.
    case oneToOne

    /// The type chip: "Class", "QRC", "Level Class", "Office Hours", "1:1".
    public var chipLabel: String {
        switch self {
        case .class: "Class"
        case .qrc: "QRC"
        case .levelClass: "Level Class"
        case .officeHours: "Office Hours"
        case .oneToOne: "1:1"
        }
    }
}
