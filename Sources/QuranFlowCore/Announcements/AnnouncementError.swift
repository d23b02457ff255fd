import Foundation

/// Why an announcement cannot be written, posted or read, in words the author can act on, naming the field.
///
/// ```swift
/// AnnouncementError.emptyTitle.field   // "title"
/// ```
public enum AnnouncementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No title.
    case emptyTitle
    /// Longer than ``AnnouncementDraft/maxTitleLength``.
    case titleTooLong(count: Int)
    /// Longer than ``AnnouncementDraft/maxBodyLength``.
    case bodyTooLong(count: Int)
    /// An audience that is not "everyone", "level:N", "year:N" or "cohort:<id>" (or names no such level or cohort).
    case unknownAudience(String)
    /// A kind other than "general" or "schedule".
    case unknownKind(String)
    /// A pin that is not true or false.
    case unknownPinned(String)
    /// A publish time that is not an ISO-8601 instant or a local "YYYY-MM-DDTHH:MM".
    case unparsablePublishTime(String)
    /// The author may not post to this audience (a coach: Everyone or the levels they teach).
    case audienceNotAllowed(String)
    /// No such post (or not one this person may see or change).
    case noSuchAnnouncement
    /// "Preview as" named someone who is not a student.
    case noSuchStudent
    /// A published post's audience cannot change: its notifications have gone out.
    case audienceFixedOnceSent

    /// The request field the problem is in.
    public var field: String {
        switch self {
        case .emptyTitle, .titleTooLong: "title"
        case .bodyTooLong: "body"
        case .unknownAudience, .audienceNotAllowed, .audienceFixedOnceSent: "audience"
        case .unknownKind: "kind"
        case .unknownPinned: "pinned"
        case .unparsablePublishTime: "publish_at"
        case .noSuchAnnouncement: "announcement"
        case .noSuchStudent: "student"
        }
    }

    /// The refusal in plain words.
    public var message: String {
        switch self {
        case .emptyTitle: "Give the announcement a title."
        case .titleTooLong(let count): "A title is at most \(AnnouncementDraft.maxTitleLength) characters; this one has \(count)."
        case .bodyTooLong(let count): "The text is at most \(AnnouncementDraft.maxBodyLength) characters; this one has \(count)."
        case .unknownAudience(let raw): "“\(raw.prefix(40))” is not an audience: choose Everyone, a level, a year or a cohort."
        case .unknownKind(let raw): "“\(raw.prefix(40))” is not a kind: choose General or Schedule change."
        case .unknownPinned(let raw): "“\(raw.prefix(40))” is not a pin: pinned is true or false."
        case .unparsablePublishTime(let raw): "“\(raw.prefix(40))” is not a date and time (for example 2026-10-29T09:00)."
        case .audienceNotAllowed(let label): "You can post to Everyone or the levels you teach, not to \(label)."
        case .noSuchAnnouncement: "There is no such announcement."
        case .noSuchStudent: "There is no such student."
        case .audienceFixedOnceSent: "This announcement has gone out, so its audience stays; unpublish it and post again instead."
        }
    }

    public var description: String { message }
}
