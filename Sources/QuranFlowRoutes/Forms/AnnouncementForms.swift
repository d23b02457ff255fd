import Routing

/// A post as the author writes it on Manage announcements (``QuranFlowRoute/createAnnouncement``,
/// ``QuranFlowRoute/editAnnouncement`` and their JSON twins): title, body, audience, kind, pinned and when to publish.
public struct AnnouncementForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case title, body, audience, kind, pinned
        case publishAt = "publish_at"
    }
    public let title: FormText
    public let body: FormText
    /// "everyone", a cohort or a student (``QuranFlowCore/AnnouncementAudience``); absent is everyone.
    public let audience: FormText
    /// An ``QuranFlowCore/AnnouncementKind`` raw value; absent or empty is general.
    public let kind: FormText
    /// A checkbox ("1", "true", "on"; empty or absent is unpinned).
    public let pinned: FormText
    /// A local date and time on the author's calendar, or empty for now.
    public let publishAt: FormText
}

/// Moving one meeting of a group session (``QuranFlowRoute/apiMoveMeeting``): which meeting (its original date) and
/// its new date and time.
public struct MoveMeetingForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case originalDate = "original_date"
        case date, time
    }
    public let originalDate: FormText
    public let date: FormText
    public let time: FormText
}
