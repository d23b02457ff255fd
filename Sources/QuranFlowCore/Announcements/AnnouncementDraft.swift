import Foundation

/// An announcement as its author writes it, checked: a title of 1…120 characters, a body of at most 2,000, an audience,
/// a kind, a pin, and when it publishes (nil: now).
///
/// ```swift
/// let draft = try AnnouncementDraft(title: "Week 9 recordings posted", body: "", audience: .level(2))
/// ```
public struct AnnouncementDraft: Hashable, Sendable {
    public static let maxTitleLength = 120
    public static let maxBodyLength = 2000

    public let title: String
    public let body: String
    public let audience: AnnouncementAudience
    public let kind: AnnouncementKind
    public let pinned: Bool
    /// When it appears on boards and notifies its audience (nil: at once).
    public let publishAt: Date?

    public init(
        title: String, body: String, audience: AnnouncementAudience, kind: AnnouncementKind = .general, pinned: Bool = false,
        publishAt: Date? = nil
    ) throws(AnnouncementError) {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        let body = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .emptyTitle }
        guard title.count <= Self.maxTitleLength else { throw .titleTooLong(count: title.count) }
        guard body.count <= Self.maxBodyLength else { throw .bodyTooLong(count: body.count) }
        self.title = title
        self.body = body
        self.audience = audience
        self.kind = kind
        self.pinned = pinned
        self.publishAt = publishAt
    }
}
