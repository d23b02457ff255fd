/// A weekly session rule or a single-meeting change an admin asked for that breaks a rule, naming the form field it is
/// about (`field`) and saying why in words an admin reads ("Choose a duration between 15 and 240 minutes.").
///
/// ```swift
/// throw SessionRuleError(field: "link", "The meeting link must start with https://.")
/// ```
public struct SessionRuleError: Error, Hashable, Sendable {
    /// The form field the error is about ("teacher", "weekday", "time", "duration", "title", "link", "date", "term").
    public let field: String
    /// The readable reason.
    public let message: String

    /// An error about `field`.
    public init(field: String, _ message: String) {
        self.field = field
        self.message = message
    }
}
