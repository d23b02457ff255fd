import Foundation

/// A note the coach keeps to themself ("Private — just me"). It is a different type from
/// ``StudentNote`` on purpose: ``StudentView`` holds only student notes, so a private note cannot
/// reach a student's page, JSON or notification by construction.
///
/// ```swift
/// PrivateNote(text: "Nervous today — go gently next week.")
/// ```
public struct PrivateNote: Hashable, Codable, Sendable {
    /// What the coach wrote.
    public let text: String

    /// A coach-only note.
    public init(text: String) {
        self.text = text
    }
}
