import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// Coach detail's **Recent feedback**: a coach's sent reviews of one student, newest first, each a playable preview of
/// the spoken note with a quoted excerpt (the first correction, else the first note), grouped by when they were sent on
/// the student's clock ("This week", "Last week", then by month: "September").
public struct CoachFeedbackNote: Codable, Hashable, Sendable {
    /// What a note answered: the submission's week and its assignment, when known.
    public struct Context: Hashable, Sendable {
        public let week: Int
        public let assignment: PassageReference?

        public init(week: Int, assignment: PassageReference?) {
            self.week = week
            self.assignment = assignment
        }
    }

    /// The submission's id.
    public let id: String
    /// "Week 7 · Al-Mulk 67:1–3".
    public let title: String
    /// "Fri 23 Oct".
    public let sentOn: String
    /// ISO 8601 with the student's offset.
    public let sentAt: String
    /// The spoken note, when it has been made.
    public let audio: AudioCard?
    /// "“سَبِّحِ — stretch the madd” · Four counts, not two".
    public let excerpt: String?
    /// "Open feedback": the submission's feedback.
    public let open: ScreenAction?

    /// The preview of `review` (answering `context`) for a student on `calendar`.
    static func make(_ review: Review, context: Context?, calendar: ZonedCalendar, destinations: Destinations) -> CoachFeedbackNote {
        let sent = review.sentAt ?? .distantPast
        let week = context.map { "Week \($0.week)" }
        let title = [week, context?.assignment.map(SubmissionsScreen.name)].compactMap { $0 }.joined(separator: " · ")
        let excerpt: String? =
            if let mark = review.marks.first(where: { $0.kind == .correction }) {
                "“\(mark.title)” · \(mark.detail)"
            } else {
                review.studentNotes.first.map { "“\($0.text)”" }
            }
        return CoachFeedbackNote(
            id: review.submissionID.rawValue, title: title.isEmpty ? "Feedback" : title,
            sentOn: LocalFormat.eyebrowDate(sent, in: calendar.zone), sentAt: LocalFormat.iso8601WithOffset(sent, in: calendar.zone),
            audio: review.audioNote.map {
                AudioCard(src: QuranFlowRoute.media.path(Identifiers.ID($0.mediaID)), seconds: $0.durationSeconds, peaks: [])
            },
            excerpt: excerpt, open: destinations.action("Open feedback", to: Destination(QuranFlowRoute.feedback, review.submissionID)))
    }
}

/// A time group of feedback notes.
public struct CoachFeedbackGroup: Codable, Hashable, Sendable {
    /// "This week", "Last week", "October".
    public let title: String
    /// Its notes, newest first.
    public let notes: [CoachFeedbackNote]

    /// The group title for something sent at `sent`, seen at `now` on `calendar`: "This week", "Last week", else the
    /// month ("September", with the year when it is not this year's).
    public static func title(sent: Date, now: Date, calendar: ZonedCalendar) -> String {
        let thisWeek = calendar.weekStart(containing: now)
        let week = calendar.weekStart(containing: sent)
        if week == thisWeek { return "This week" }
        if week == thisWeek.adding(days: -7) { return "Last week" }
        let date = calendar.localDate(of: sent)
        let month = months[max(0, min(11, date.month - 1))]
        return date.year == calendar.localDate(of: now).year ? month : "\(month) \(date.year)"
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// `notes` (newest first, with their send instants) in consecutive groups.
    static func grouped(_ notes: [(CoachFeedbackNote, Date)], now: Date, calendar: ZonedCalendar) -> [CoachFeedbackGroup] {
        var groups: [CoachFeedbackGroup] = []
        for (note, sent) in notes {
            let title = title(sent: sent, now: now, calendar: calendar)
            if let last = groups.last, last.title == title {
                groups[groups.count - 1] = CoachFeedbackGroup(title: title, notes: last.notes + [note])
            } else {
                groups.append(CoachFeedbackGroup(title: title, notes: [note]))
            }
        }
        return groups
    }
}
