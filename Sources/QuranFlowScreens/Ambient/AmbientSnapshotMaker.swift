import Calendar
import Foundation
import QuranFlowAmbient
import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// The one place a student's world becomes the ambient snapshot the widgets compute from: the term, every week's loop
/// (its videos and how many were watched, where the recitation stands, its focal āyah), the meetings of the coming
/// `days` (group sessions, and for Year 2 the booked one-to-ones), the latest submission (the revoke activity) and the
/// practice events. Only status words and instants cross: no notes, no marks, no messages.
///
/// ```swift
/// let snapshot = AmbientSnapshotMaker.make(world, progress: progress, practice: events)
/// ```
public enum AmbientSnapshotMaker {
    /// How far ahead the snapshot lists meetings.
    public static let meetingDays = 8

    /// A week's lesson videos and how many the student watched.
    public typealias Progress = (videos: Int, watched: Int)

    public static func make(_ world: StudentWorld, progress: [Int: Progress], practice: [Date], days: Int = meetingDays) -> AmbientSnapshot
    {
        let zone = world.student.zoneIdentifier
        let weeks = world.term.weeks.map { number -> AmbientSnapshot.Week in
            let lesson = world.lessons.first { $0.week == number }
            let verse = lesson.flatMap { VerseCloser.make($0.focalAyah) }
            let videos = progress[number] ?? (videos: lesson?.videoCount ?? 0, watched: 0)
            return AmbientSnapshot.Week(
                number: number, videos: videos.videos, watched: videos.watched, recitation: recitation(world, week: number),
                verseArabic: verse?.arabic ?? "", verseCitation: verse?.citation ?? "")
        }
        return AmbientSnapshot(
            zone: zone,
            term: AmbientSnapshot.Term(name: world.term.name, firstMonday: world.term.firstMonday, weekCount: world.term.weekCount),
            weeks: weeks, sessions: meetings(world, days: days), submission: latestSubmission(world), practice: practice,
            takenAt: world.now)
    }

    /// Where `week`'s recitation stands, in the locked vocabulary: the latest standing submission's status, except that
    /// a heard "Another attempt" with an attempt left puts recording next again.
    static func recitation(_ world: StudentWorld, week: Int) -> AmbientSnapshot.Recitation {
        let state = world.recordingState(week: week)
        guard let latest = state.latest else { return .notSubmitted }
        switch latest.status {
        case .inReview: return .inReview
        case .feedbackReady: return .feedbackReady
        case .heard, .practiced:
            if !state.isStepComplete { return .anotherAttempt }
            return latest.status == .heard ? .heard : .practiced
        }
    }

    /// The meetings that have not ended, from now through `days` local days and never outside the term (a weekly
    /// class has no meeting after Week 15, so no countdown or "Live now" advertises one): group sessions titled by their
    /// kind's short name, and the student's booked one-to-ones (none for Year 1).
    static func meetings(_ world: StudentWorld, days: Int) -> [AmbientSnapshot.Meeting] {
        let calendar = world.arc.calendar
        let today = calendar.localDate(of: world.now)
        let span = world.arc.span
        let from = max(calendar.startOfDay(today), span.start)
        let to = min(calendar.startOfDay(today.adding(days: max(1, days))), span.end)
        guard from < to else { return [] }
        let group = world.weeklySessions.filter { $0.kind != .oneToOne }.flatMap { $0.occurrences(from: from, to: to) }
            .map {
                AmbientSnapshot.Meeting(
                    shortName: shortName($0.session.kind), start: $0.start, end: $0.end,
                    link: QuranFlowRoute.sessionDetail.path($0.session.id, $0.ownerDate))
            }
        let oneToOnes = world.bookings.map(\.occurrence).filter { $0.start >= from && $0.start < to }
            .map {
                AmbientSnapshot.Meeting(shortName: shortName(.oneToOne), start: $0.start, end: $0.end, link: QuranFlowRoute.sessions.path())
            }
        return (group + oneToOnes).filter { $0.end > world.now }
    }

    /// The session type's short name from data: "Level Class", "QRC", "Office Hours", "One-to-one".
    static func shortName(_ kind: SessionKind) -> String {
        kind == .oneToOne ? "One-to-one" : kind.chipLabel
    }

    /// The latest standing submission, as the revoke activity needs it ("Surah Al-Mulk").
    static func latestSubmission(_ world: StudentWorld) -> RevokeWindowActivity.Submission? {
        guard let latest = world.submissions.max(by: { $0.submittedAt < $1.submittedAt }) else { return nil }
        let lesson = world.lessons.first { $0.week == latest.week }
        let surah = lesson.flatMap { try? Quran.shared.surah($0.assignment.surah) }
        return RevokeWindowActivity.Submission(
            week: latest.week, attempt: latest.attempt, attempts: Submission.attemptsPerWeek,
            passage: surah.map { "Surah \($0.name)" } ?? "Week \(latest.week)", submittedAt: latest.submittedAt,
            windowClosesAt: latest.revokeWindowClosesAt, link: QuranFlowRoute.submission.path(latest.id))
    }
}
