/// Who a coach's note is for, the Review screen's segmented toggle.
///
/// ```swift
/// NoteAudience.student.label(studentFirstName: "Sarah")        // "For Sarah"
/// NoteAudience.privateToCoach.label(studentFirstName: "Sarah") // "Private — just me"
/// ```
public enum NoteAudience: String, Hashable, Codable, Sendable, CaseIterable {
    /// The student reads it with the feedback.
    case student
    /// Only the coach who wrote it.
    case privateToCoach

    /// "For Sarah" / "Private — just me".
    public func label(studentFirstName: String) -> String {
        switch self {
        case .student: "For \(studentFirstName)"
        case .privateToCoach: "Private — just me"
        }
    }
}
