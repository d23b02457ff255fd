import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// A week's lesson (SakLesson): Watch → Record → Hear back around one āyah.
///
/// - Watch: the first unwatched video is the "Up next" hero; watched ones fold behind "2 watched · Show".
/// - Record: "Begin recording", the attempt dots and "Due Sunday · 11:59 PM" from ``WeekDeadline`` in the
///   student's zone; while a recording is in flight, "View my submission" instead.
/// - Hear back: only once a submission has feedback (status past In review).
///
/// ```swift
/// let screen = LessonScreen.make(world, week: 8, videos: videos, destinations: .current)
/// screen.record.deadline   // "Due Sunday · 11:59 PM"
/// ```
public struct LessonScreen: Codable, Hashable, Sendable {
    /// "SakLesson".
    public let screenID: String
    /// "Week 8 · Level II".
    public let eyebrow: String
    public let title: String
    /// The one sentence under the title ("How the nūn sākinah merges into ي ن م و with a two-count ghunnah."), when the
    /// syllabus has one.
    public let summary: String?
    /// "1 video · 1 recording · about 12 min".
    public let description: String
    /// The āyah at the centre.
    public let verse: VerseCloser?
    public let watch: Watch
    public let record: Record
    /// Step 3, once feedback exists.
    public let hearBack: HearBack?

    /// Step 1.
    public struct Watch: Codable, Hashable, Sendable {
        /// "Watch".
        public let heading: String
        /// The first video not yet watched ("Up next").
        public let upNext: VideoRow?
        /// Videos already watched (collapsed by default).
        public let watched: [VideoRow]
        /// "2 watched · Show", when any are watched.
        public let watchedToggle: String?
        /// "This lesson's videos are being prepared." when none are stored yet.
        public let emptyNote: String?
    }

    /// A video in the list.
    public struct VideoRow: Codable, Hashable, Sendable {
        public let title: String
        /// "Video 1 of 2 · 4:00".
        public let meta: String
        public let percent: Int
        public let isWatched: Bool
        public let action: ScreenAction?
    }

    /// Step 2.
    public struct Record: Codable, Hashable, Sendable {
        /// "Record".
        public let heading: String
        /// "Begin recording", when the student can submit.
        public let primary: ScreenAction?
        /// "View my submission", while one is in flight.
        public let inFlight: ScreenAction?
        /// One per weekly attempt, `true` once used.
        public let attemptDots: [Bool]
        /// "0 of 2 used".
        public let attemptsLabel: String
        /// "Due Sunday · 11:59 PM".
        public let deadline: String
        /// Why recording is closed now, in the loop's words.
        public let blocker: String?
    }

    /// Step 3: the latest coach note as an inline card (coach, "Week 7 · 2 days ago", its waveform, a quoted line).
    public struct HearBack: Codable, Hashable, Sendable {
        /// "Hear back".
        public let heading: String
        /// "Ust. Amina".
        public let coach: String
        /// "Week 7 · 2 days ago".
        public let meta: String
        public let status: StatusPill
        /// The coach's audio note with its waveform, when stored ("Preparing this recording…" otherwise, see `preparing`).
        public let note: AudioCard?
        /// "Preparing this recording…" while the review says there is a note whose file is still being made.
        public let preparing: String?
        /// The coach's first written note to the student, quoted.
        public let quote: String?
        /// To the feedback (the whole card leads there).
        public let action: ScreenAction?
    }

    /// What Step 3 shows of a reviewed submission's feedback: its audio note, when the review was sent, its first note.
    public struct SentFeedback: Sendable {
        /// The coach's audio note, when its file is stored.
        public let note: AudioCard?
        /// Whether the review has an audio note at all (stored or still being made).
        public let hasAudioNote: Bool
        /// When the review was sent.
        public let sentAt: Date?
        /// The coach's first written note to the student.
        public let firstNote: String?

        /// What the feedback holds.
        public init(note: AudioCard?, hasAudioNote: Bool, sentAt: Date?, firstNote: String?) {
            self.note = note
            self.hasAudioNote = hasAudioNote
            self.sentAt = sentAt
            self.firstNote = firstNote
        }
    }

    /// The lesson of `week` for `world`; `videos` are the lesson's stored videos with this student's progress.
    /// `feedback` reads a reviewed submission's sent feedback (its note, when it was sent, its first written note).
    public static func make(
        _ world: StudentWorld, week: Int, videos: [LessonVideo], feedback: (Submission) -> SentFeedback? = { _ in nil },
        destinations: Destinations
    ) -> LessonScreen? {
        guard let lesson = world.lessons.first(where: { $0.week == week }) else { return nil }
        let zone = Copy.calendar(world.student.zoneIdentifier).zone
        let rows = videos.sorted { $0.position < $1.position }.map { video in
            VideoRow(
                title: video.title, meta: "\(video.chip) · \(video.durationLabel)", percent: video.progress.percent,
                isWatched: video.progress.isWatched,
                action: destinations.action(video.title, to: Destination(QuranFlowRoute.video, week, video.position)))
        }
        let upNext = rows.first { !$0.isWatched }
        let watched = rows.filter(\.isWatched)
        let watch = Watch(
            heading: "Watch", upNext: upNext, watched: watched,
            watchedToggle: watched.isEmpty ? nil : "\(watched.count) watched · Show",
            emptyNote: rows.isEmpty ? "This lesson's videos are being prepared." : nil)

        let state = world.recordingState(week: week)
        let deadline = state.deadline.deadline
        let inFlight = state.inFlight.flatMap {
            destinations.action("View my submission", to: Destination(QuranFlowRoute.submission, $0.id))
        }
        var blocker: String? = nil
        if let reason = state.blocker, case .alreadyInFlight = reason {} else { blocker = state.blocker?.message }
        let record = Record(
            heading: "Record",
            primary: state.canRecord ? destinations.action("Begin recording", to: Destination(QuranFlowRoute.record, week)) : nil,
            inFlight: inFlight,
            attemptDots: (0..<Submission.attemptsPerWeek).map { $0 < state.attemptsUsed },
            attemptsLabel: "\(state.attemptsUsed) of \(Submission.attemptsPerWeek) used",
            deadline: state.deadline.reopenedLabel(at: world.now)
                ?? "Due \(LocalFormat.weekdayLong(deadline, in: zone)) · \(LocalFormat.time(deadline, in: zone))",
            blocker: blocker)

        let reviewed = world.submissions.filter { $0.status > .inReview && $0.week <= week }
            .max { ($0.week, $0.submittedAt) < ($1.week, $1.submittedAt) }
        let hearBack = reviewed.map { submission in
            let sent = feedback(submission)
            let ago = sent?.sentAt.map { WaitingTime(seconds: world.now.timeIntervalSince($0)).label + " ago" }
            return HearBack(
                heading: "Hear back", coach: world.coach.displayName,
                meta: (["Week \(submission.week)"] + [ago].compactMap { $0 }).joined(separator: " · "),
                status: StatusPill(submission.status), note: sent?.note,
                preparing: sent.map { $0.hasAudioNote && $0.note == nil } == true ? Copy.preparingRecording : nil,
                quote: sent?.firstNote,
                action: destinations.action("Open feedback", to: Destination(QuranFlowRoute.feedback, submission.id)))
        }
        return LessonScreen(
            screenID: "SakLesson", eyebrow: "Week \(week) · \(world.term.level.title)", title: lesson.title,
            summary: lesson.summary, description: lesson.metaLine, verse: VerseCloser.make(lesson.focalAyah), watch: watch, record: record,
            hearBack: hearBack)
    }
}
