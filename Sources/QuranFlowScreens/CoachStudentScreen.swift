import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// A coach's record of one student (SakCoachStudent): identity strip, "Working on" tags with their counts, the
/// submission history with the students' own status pills and practice takes to listen to, and the coach notes every
/// coach who has reviewed or taught the student can read.
///
/// ```swift
/// let screen = CoachStudentScreen.make(student: sarah, identity: "Level II · Week 8", history: items, reviews: sent,
///                                      notes: notes, viewer: amina, destinations: .current)
/// screen.workingOn.first?.label   // "Madd"
/// ```
public struct CoachStudentScreen: Codable, Hashable, Sendable {
    /// A "Working on" tag.
    public struct Tag: Codable, Hashable, Sendable {
        /// "Madd".
        public let label: String
        /// "4 corrections in 3 reviews".
        public let explanation: String
    }

    /// A practice take to listen to.
    public struct Take: Codable, Hashable, Sendable {
        /// "Correction 1 · تَبَارَكَ — stretch the madd".
        public let label: String
        public let audio: AudioCard

        public init(label: String, audio: AudioCard) {
            self.label = label
            self.audio = audio
        }
    }

    /// One week of history as given to the screen.
    public struct HistoryItem: Sendable {
        public let submission: Submission
        public let takes: [Take]

        public init(submission: Submission, takes: [Take]) {
            self.submission = submission
            self.takes = takes
        }
    }

    /// One history row.
    public struct HistoryRow: Codable, Hashable, Sendable {
        /// "Week 8".
        public let week: String
        /// "Attempt 2" for a second attempt.
        public let attempt: String?
        public let status: StatusPill
        /// Opens the review (the viewer's own students only).
        public let open: ScreenAction?
        public let takes: [Take]
    }

    /// A coach note as given to the screen.
    public struct NoteItem: Sendable {
        public let author: Coach
        public let body: String
        public let createdAt: Date

        public init(author: Coach, body: String, createdAt: Date) {
            self.author = author
            self.body = body
            self.createdAt = createdAt
        }
    }

    /// One coach note.
    public struct NoteRow: Codable, Hashable, Sendable {
        /// "Ust. Rania".
        public let author: String
        /// "3 days ago".
        public let when: String
        public let body: String
    }

    /// "SakCoachStudent".
    public let screenID: String
    public let studentID: String
    public let initial: String
    /// "Sarah A.".
    public let name: String
    /// "Level II · Week 8".
    public let identity: String
    /// "Working on".
    public let workingOnTitle: String
    public let workingOn: [Tag]
    public let history: [HistoryRow]
    /// "Coach notes".
    public let notesTitle: String
    /// "Visible to every coach who reviews or teaches Sarah."
    public let notesDetail: String
    public let notes: [NoteRow]
    /// Where a new shared note is posted.
    public let addNotePath: String
    /// Reopening a closed week: the student's own coach only, while the term has one.
    public let reopen: WeekReopenControl?
    public let back: ScreenAction?
    /// The header action: "Message Sarah", the thread with the student (their own coach).
    public let message: ScreenAction?

    /// "1st semester", "2nd semester", "3rd semester", "11th semester".
    public static func semesterLabel(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix) semester"
    }

    /// The record of `student` as `viewer` sees it.
    public static func make(
        student: Student, identity: String, history: [HistoryItem], reviews: [Review], notes: [NoteItem],
        viewer: Coach, now: Date, reopen: WeekReopenControl? = nil,
        destinations: Destinations
    ) -> CoachStudentScreen {
        let tags = WorkingOnTags(reviews: reviews).tags.map { Tag(label: $0.label, explanation: $0.explanation) }
        let rows = history.sorted { ($0.submission.week, $0.submission.attempt) > ($1.submission.week, $1.submission.attempt) }.map {
            item in
            HistoryRow(
                week: "Week \(item.submission.week)", attempt: item.submission.attempt > 1 ? "Attempt \(item.submission.attempt)" : nil,
                status: StatusPill(item.submission.status),
                open: student.coachID == viewer.id
                    ? destinations.action("Open Week \(item.submission.week)", to: Destination(QuranFlowRoute.review, item.submission.id))
                    : nil,
                takes: item.takes)
        }
        return CoachStudentScreen(
            screenID: "SakCoachStudent", studentID: student.id.rawValue, initial: String(student.shortName.prefix(1)).uppercased(),
            name: student.shortName, identity: identity, workingOnTitle: "Working on", workingOn: tags, history: rows,
            notesTitle: "Coach notes", notesDetail: "Visible to every coach who reviews or teaches \(student.firstName).",
            notes: notes.sorted { $0.createdAt > $1.createdAt }.map {
                NoteRow(
                    author: $0.author.displayName, when: WaitingTime(seconds: now.timeIntervalSince($0.createdAt)).label + " ago",
                    body: $0.body)
            },
            addNotePath: QuranFlowRoute.addStudentNote.path(student.id), reopen: reopen,
            back: destinations.action("Students", to: Destination(QuranFlowRoute.coachStudents)),
            message: student.coachID == viewer.id
                ? destinations.action("Message \(student.firstName)", to: Destination(QuranFlowRoute.coachMessageThread, student.id)) : nil)
    }
}
