/// A refused form on an admin page: the message, and the field it names (if any), so each field can show the message
/// under itself.
///
/// ```swift
/// AdminFormError(message: "No city matches “Qwxyzzy”.", field: "city").message(for: "city")   // the message
/// ```
public struct AdminFormError: Equatable, Sendable {
    /// What was wrong, in the person's words.
    public let message: String
    /// The form field it names.
    public let field: String?

    public init(message: String, field: String?) {
        self.message = message
        self.field = field
    }

    /// The message when it names `field`, else nil.
    public func message(for field: String) -> String? {
        self.field == field ? message : nil
    }

    /// Whether it names `field`.
    public func names(_ field: String) -> Bool { self.field == field }
}
