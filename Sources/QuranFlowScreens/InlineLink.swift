/// A phrase of a sentence that links somewhere, rendered as a quiet link inside the text rather than a button.
///
/// ```swift
/// InlineLink(phrase: "ready to hear", href: "/submissions/s8/feedback")
/// ```
public struct InlineLink: Codable, Hashable, Sendable {
    /// The words of the sentence that carry the link (they appear in it exactly once).
    public let phrase: String
    /// Where they lead.
    public let href: String

    public init(phrase: String, href: String) {
        self.phrase = phrase
        self.href = href
    }
}
