import Calendar

/// Why a coach reassignment was refused, in words an admin can read.
public enum CoachReassignmentError: Error, Hashable, Sendable {
    /// The student already has this coach.
    case sameCoach
    /// The chosen week is outside the term (1…weekCount).
    case weekOutsideTerm(week: Int, weekCount: Int)
    /// The chosen week has already passed in the student's zone: what happened then stays with whoever did it.
    case weekAlreadyPassed(week: Int, currentWeek: Int)
    /// The term has ended in the student's zone; there is nothing left to hand over.
    case termEnded

    /// The sentence the admin page shows beside the week field.
    public var message: String {
        switch self {
        case .sameCoach: "The student already has this coach. Choose another coach."
        case .weekOutsideTerm(let week, let count): "Week \(week) is not in the term: choose a week from 1 to \(count)."
        case .weekAlreadyPassed(let week, let current):
            "Week \(week) has already passed for this student (it is Week \(current) in her zone): "
                + "a reassignment starts this week or later."
        case .termEnded: "This term has ended for the student; there is nothing left to reassign."
        }
    }

    /// The form field the error belongs to.
    public var field: String {
        switch self {
        case .sameCoach: "coach"
        default: "week"
        }
    }
}
