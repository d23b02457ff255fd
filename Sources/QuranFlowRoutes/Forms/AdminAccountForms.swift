import Routing

/// "Create an account" on the admin page (``QuranFlowRoute/createAccount``): name, email, role, year, city and a
/// temporary password.
public struct AdminAccountForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name, email, role, year, city, password }
    public let name: FormText
    public let email: FormText
    /// "student", "coach" or "admin"; absent is a student.
    public let role: FormText
    /// The student's year (absent is 1).
    public let year: FormText
    /// A city as typed, matched against the gazetteer.
    public let city: FormText
    public let password: FormText
}

/// A student's settings on the admin's student page (``QuranFlowRoute/updateStudent``): coach, level, year, cohort and
/// city.
public struct AdminStudentForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case coach, level, year, cohort, city }
    /// A coach's id, or empty for none.
    public let coach: FormText
    public let level: FormText
    public let year: FormText
    /// A cohort's id, or empty for none.
    public let cohort: FormText
    /// A city as typed (unchanged: the student's city stays).
    public let city: FormText
}
