import Foundation

/// One audited change: who made it, when, to what, and what it was in words ("Moved the first day to 14 Sep 2026").
public struct AuditEntry: Hashable, Sendable, Codable {
    /// When the change was made.
    public let at: Date
    /// Who made it.
    public let actor: AuditActor
    /// What was changed.
    public let subject: AuditSubject
    /// A short verb phrase naming the kind of change ("term.edited", "student.coach-reassigned").
    public let action: String
    /// The change in words a person reads on the affected page.
    public let detail: String

    /// An entry; `detail` is kept as written (trimmed, at most ``maxDetailLength`` characters).
    public init(at: Date, actor: AuditActor, subject: AuditSubject, action: String, detail: String) {
        self.at = at
        self.actor = actor
        self.subject = subject
        self.action = action
        let trimmed = detail.trimmingCharacters(in: .whitespacesAndNewlines)
        self.detail = String(trimmed.prefix(AuditEntry.maxDetailLength))
    }

    /// The longest detail kept.
    public static let maxDetailLength = 2_000
}
