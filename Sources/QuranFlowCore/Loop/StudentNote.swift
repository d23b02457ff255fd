import Foundation

/// A note the coach writes **for the student** ("For Sarah"): it travels with the feedback.
///
/// ```swift
/// StudentNote(text: "Lovely rhythm in 67:2.", playhead: 95)
/// ```
public struct StudentNote: Hashable, Codable, Sendable {
    /// What the student reads.
    public let text: String
    /// The recording's playhead when it was written, if any.
    public let playhead: TimeInterval?

    /// A student-facing note.
    public init(text: String, playhead: TimeInterval? = nil) {
        self.text = text
        self.playhead = playhead
    }
}
