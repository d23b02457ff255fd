import Foundation

/// A post on the Announcements board (SakAnnouncements): its words, audience, kind, author, pin, and when it was
/// published, edited or taken down. It is live — on boards, counted, notified — from `publishAt` until unpublished.
///
/// ```swift
/// post.isLive(at: now)
/// ```
public struct Announcement: Hashable, Sendable, Codable, Identifiable {
    public let id: String
    public let title: String
    public let body: String
    public let audience: AnnouncementAudience
    public let kind: AnnouncementKind
    public let authorID: String
    /// "Ust. Radwa", "QF Team".
    public let authorName: String
    /// "coach" or "admin".
    public let authorRole: String
    public let pinned: Bool
    public let publishAt: Date
    public let createdAt: Date
    public let editedAt: Date?
    public let unpublishedAt: Date?

    public init(
        id: String, title: String, body: String, audience: AnnouncementAudience, kind: AnnouncementKind, authorID: String,
        authorName: String, authorRole: String, pinned: Bool, publishAt: Date, createdAt: Date, editedAt: Date? = nil,
        unpublishedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.audience = audience
        self.kind = kind
        self.authorID = authorID
        self.authorName = authorName
        self.authorRole = authorRole
        self.pinned = pinned
        self.publishAt = publishAt
        self.createdAt = createdAt
        self.editedAt = editedAt
        self.unpublishedAt = unpublishedAt
    }

    /// Published (its time has come — exactly at `publishAt` counts) and not taken down.
    public func isLive(at now: Date) -> Bool {
        unpublishedAt == nil && publishAt <= now
    }

    /// Whether `reader` sees this post at `now`: live, and in its audience.
    public func isVisible(to reader: AnnouncementReader, at now: Date) -> Bool {
        isLive(at: now) && audience.includes(reader)
    }

    /// "Scheduled", "Unpublished" or "Published" (the author's list).
    public func state(at now: Date) -> String {
        if unpublishedAt != nil { return "Unpublished" }
        return publishAt > now ? "Scheduled" : "Published"
    }
}
