import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The Recordings state of the Sessions tab (SakScheduleRecordings): past meetings that have a recording, grouped by
/// week, newest first, each with its type chip, title, coach, date, duration and how far the student has got.
///
/// ```swift
/// let screen = RecordingsScreen.make(world, recordings: items, destinations: .current)
/// screen.groups.first?.title   // "Week 7 · Oct 19–25"
/// ```
public struct RecordingsScreen: Codable, Hashable, Sendable {
    /// One stored recording, as the server hands it in.
    public struct Recording: Hashable, Sendable {
        /// The media id.
        public let id: String
        /// The session it recorded.
        public let sessionID: Identifiers.ID<LiveSession>
        /// The meeting's date on the session owner's calendar.
        public let ownerDate: LocalDate
        /// Measured length.
        public let durationMilliseconds: Int
        /// The furthest position the student reached (0: not started).
        public let positionMilliseconds: Int

        /// A recording.
        public init(
            id: String, sessionID: Identifiers.ID<LiveSession>, ownerDate: LocalDate, durationMilliseconds: Int, positionMilliseconds: Int
        ) {
            self.id = id
            self.sessionID = sessionID
            self.ownerDate = ownerDate
            self.durationMilliseconds = durationMilliseconds
            self.positionMilliseconds = positionMilliseconds
        }
    }

    /// One row.
    public struct Row: Codable, Hashable, Sendable {
        /// The media id.
        public let id: String
        /// "QRC".
        public let kindChip: String
        /// "Sisters' Reading Circle".
        public let title: String
        /// "Ust. Radwa".
        public let coach: String?
        /// "Tue · 20 Oct · 2:00 PM" on the student's clock.
        public let date: String
        /// "4:00".
        public let duration: String
        /// "watched", "37% in", or `nil` before playing.
        public let progress: String?
        /// 0…100 for the thumbnail's bar.
        public let percent: Int
        /// Plays it.
        public let play: ScreenAction
    }

    /// One week's recordings.
    public struct Group: Codable, Hashable, Sendable {
        /// "This week" or "Week 7 · Oct 19–25".
        public let title: String
        /// Newest first.
        public let rows: [Row]
    }

    /// "SakScheduleRecordings".
    public let screenID: String
    /// "Tue · 27 Oct".
    public let eyebrow: String
    /// "Sessions".
    public let title: String
    /// Upcoming / Recordings (Recordings current).
    public let segments: [SessionsScreen.Segment]
    /// The weeks, newest first.
    public let groups: [Group]
    /// "No recordings yet." when there are none ("Preparing the recordings…" while they are still being made).
    public let emptyLine: String?

    /// The screen for `world` given the recordings of meetings the student may see.
    public static func make(
        _ world: StudentWorld, recordings: [Recording], destinations: Destinations, preparing: Bool = false
    ) -> RecordingsScreen {
        let calendar = Copy.calendar(world.student.zoneIdentifier)
        let arc = world.arc
        let sessions = Dictionary(world.weeklySessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let currentWeek: Int? = if case .during(let week, _) = arc.position(at: world.now) { week } else { nil }
        var byWeek: [Int: [(Date, Row)]] = [:]
        for recording in recordings {
            guard let session = sessions[recording.sessionID] else { continue }
            let start = session.ownerCalendar.instant(on: recording.ownerDate, at: session.startTime)
            guard start < world.now, let week = arc.week(containing: start) else { continue }
            // Titled for the week it met in (its date on the owner's calendar): that week's lesson, that week's Level Class.
            let meetingWeek = world.term.week(containing: recording.ownerDate)
            let title = session.forWeek(meetingWeek.flatMap { week in world.lessons.first { $0.week == week } }).title
            let progress = WatchProgress(
                positionMilliseconds: recording.positionMilliseconds, durationMilliseconds: recording.durationMilliseconds)
            let row = Row(
                id: recording.id, kindChip: session.kind.chipLabel, title: title, coach: world.teachers[session.teacherID]?.displayName,
                date: "\(LocalFormat.eyebrowDate(start, in: calendar.zone)) · \(LocalFormat.time(start, in: calendar.zone))",
                duration: WatchProgress.clock(milliseconds: recording.durationMilliseconds), progress: progress.label,
                percent: progress.isWatched ? 100 : progress.percent,
                play: ScreenAction(
                    label: "Play", href: QuranFlowRoute.recordingPlayer.path(Identifiers.ID(recording.id)), kind: .recordings))
            byWeek[week, default: []].append((start, row))
        }
        let groups = byWeek.keys.sorted(by: >).map { week in
            Group(
                title: week == currentWeek ? "This week" : weekTitle(week, arc: arc),
                rows: byWeek[week]!.sorted { $0.0 > $1.0 }.map(\.1))
        }
        return RecordingsScreen(
            screenID: "SakScheduleRecordings", eyebrow: LocalFormat.eyebrowDate(world.now, in: calendar.zone), title: "Sessions",
            segments: [
                SessionsScreen.Segment(label: "Upcoming", href: QuranFlowRoute.sessions.path(), isCurrent: false),
                SessionsScreen.Segment(label: "Recordings", href: QuranFlowRoute.recordings.path(), isCurrent: true),
            ],
            groups: groups,
            emptyLine: !groups.isEmpty
                ? nil
                : preparing
                    ? Copy.preparingRecordings : "No recordings yet. Each circle's recording appears here after it ends.")
    }

    /// "Week 7 · Oct 19–25", "Week 8 · Oct 26–Nov 1".
    static func weekTitle(_ week: Int, arc: WeekArc) -> String {
        let monday = arc.term.monday(ofWeek: week)
        let sunday = monday.adding(days: 6)
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let end = sunday.month == monday.month ? "\(sunday.day)" : "\(names[sunday.month - 1]) \(sunday.day)"
        return "Week \(week) · \(names[monday.month - 1]) \(monday.day)–\(end)"
    }
}

/// The player of one recording: what it is and where to stream it from.
///
/// ```swift
/// RecordingPlayer(row: row, source: "/media/recordings/abc", resumeSeconds: 90)
/// ```
public struct RecordingPlayer: Codable, Hashable, Sendable {
    /// The recording's row (title, coach, date, duration, progress).
    public let row: RecordingsScreen.Row
    /// The Range-served audio URL.
    public let source: String
    /// Where playback resumes, in seconds.
    public let resumeSeconds: Int
    /// Where progress is posted.
    public let progressURL: String

    /// A player.
    public init(row: RecordingsScreen.Row, source: String, resumeSeconds: Int, progressURL: String) {
        self.row = row
        self.source = source
        self.resumeSeconds = resumeSeconds
        self.progressURL = progressURL
    }
}
