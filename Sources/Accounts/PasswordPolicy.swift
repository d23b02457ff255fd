/// The single rule for acceptable passwords.
public enum PasswordPolicy {
    public static let minimumLength = 10
    public static let maximumLength = 256

    /// Throws an `AccountError` naming the problem, or returns for an acceptable password.
    public static func validate(_ password: String, field: String = "password") throws {
        if password.count < minimumLength {
            throw AccountError(.invalid, "Use at least \(minimumLength) characters for the password.", field: field)
        }
        if password.count > maximumLength {
            throw AccountError(.invalid, "Use at most \(maximumLength) characters for the password.", field: field)
        }
    }
}
