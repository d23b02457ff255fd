import Calendar
import Foundation

/// Everything the widgets draw, in one value the app already has (the spec: "zero server"): the viewer's zone, the
/// term, each week's loop, the coming meetings and when it was taken. Every timeline is a pure function of a snapshot
/// and `now` (``WeekWidget``, ``NextSessionWidget``), so a widget extension, the web board and the tests compute the same
/// entries from the same JSON.
///
/// ```swift
/// let snapshot = AmbientSnapshot(zone: "America/Toronto", term: fall, weeks: loops, sessions: meetings, takenAt: now)
/// WeekWidget.timeline(snapshot, from: now).entries.first?.entry   // .active(week: 8, …)
/// ```
public struct AmbientSnapshot: Codable, Hashable, Sendable {
    /// The term, as the Week widget needs it.
    public struct Term: Codable, Hashable, Sendable {
        public let name: String
        /// Week 1's Monday (on the viewer's calendar: each week starts Monday 00:00 in their zone).
        public let firstMonday: LocalDate
        public let weekCount: Int

        public init(name: String, firstMonday: LocalDate, weekCount: Int) {
            self.name = name
            self.firstMonday = firstMonday
            self.weekCount = weekCount
        }
    }

    /// Where a week's recitation stands, in the locked vocabulary (In review → Feedback ready → heard → practiced).
    public enum Recitation: String, Codable, Hashable, Sendable, CaseIterable {
        case notSubmitted
        /// The coach asked for another attempt and one is left: recording is the next step again.
        case anotherAttempt
        case inReview
        case feedbackReady
        case heard
        case practiced
    }

    /// One week's loop: its videos, the recitation, and its verse.
    public struct Week: Codable, Hashable, Sendable {
        public let number: Int
        public let videos: Int
        public let watched: Int
        public let recitation: Recitation
        /// The focal āyah in Arabic, and its citation ("AL-MULK · 67:1").
        public let verseArabic: String
        public let verseCitation: String

        public init(number: Int, videos: Int, watched: Int, recitation: Recitation, verseArabic: String, verseCitation: String) {
            self.number = number
            self.videos = max(0, videos)
            self.watched = min(max(0, watched), max(0, videos))
            self.recitation = recitation
            self.verseArabic = verseArabic
            self.verseCitation = verseCitation
        }

        /// Videos not yet watched.
        public var videosLeft: Int { videos - watched }
    }

    /// One coming meeting.
    public struct Meeting: Codable, Hashable, Sendable {
        /// The session type's short name from data ("Qari circle", "Level Class").
        public let shortName: String
        public let start: Date
        public let end: Date
        /// Where a tap lands (the app's path for the meeting), when the app has one.
        public let link: String?

        public init(shortName: String, start: Date, end: Date, link: String? = nil) {
            self.shortName = shortName
            self.start = start
            self.end = max(start, end)
            self.link = link
        }
    }

    /// The viewer's IANA zone: every time a widget shows is in it, without a zone suffix.
    public let zone: String
    public let term: Term
    public let weeks: [Week]
    public let sessions: [Meeting]
    /// The latest submission, for the revoke-window Live Activity (nil before any).
    public let submission: RevokeWindowActivity.Submission?
    /// The latest watch or record events (at most 10, the Smart Stack's practice hour); instants only, nothing else.
    public let practice: [Date]
    public let takenAt: Date

    public init(
        zone: String, term: Term, weeks: [Week], sessions: [Meeting], submission: RevokeWindowActivity.Submission? = nil,
        practice: [Date] = [], takenAt: Date
    ) {
        self.zone = zone
        self.term = term
        self.weeks = weeks
        self.sessions = sessions.sorted { $0.start < $1.start }
        self.submission = submission
        self.practice = Array(practice.sorted().suffix(10))
        self.takenAt = takenAt
    }

    /// The viewer's calendar.
    public var calendar: ZonedCalendar { ZonedCalendar.resolving(zone) }

    /// Week `number`'s loop, if the snapshot has it.
    public func week(_ number: Int) -> Week? { weeks.first { $0.number == number } }

    /// Monday 00:00 (viewer-local) of term week `number` (1-based; `weekCount + 1` is the Monday after the term).
    public func start(ofWeek number: Int) -> Date {
        calendar.startOfDay(term.firstMonday.adding(days: 7 * (number - 1)))
    }

    /// The next `count` week boundaries after `instant` (Monday 00:00 viewer-local of Weeks 1 … `weekCount + 1`): the
    /// instants every weekly timeline changes at.
    public func weekStarts(after instant: Date, count: Int) -> [Date] {
        guard count > 0 else { return [] }
        return Array((1...(term.weekCount + 1)).lazy.map { start(ofWeek: $0) }.filter { $0 > instant }.prefix(count))
    }

    /// The term week containing `instant`, or nil before Week 1 or after the last week.
    public func weekNumber(at instant: Date) -> Int? {
        let days = term.firstMonday.days(until: calendar.localDate(of: instant))
        guard days >= 0 else { return nil }
        let week = days / 7 + 1
        return week <= term.weekCount ? week : nil
    }
}
