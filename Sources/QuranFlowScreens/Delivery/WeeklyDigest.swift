import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// The Weekly digest email ("Your progress, every Sunday morning"): the week's status, feedback waiting to be heard,
/// and next week's sessions in the student's zone — built from the student's world at the digest's instant (Sunday
/// 8:00 AM local, ``WeeklyDigestSchedule``). The plain-text part is ``plainText``; QuranFlowWeb renders the HTML part
/// from the same model, so both say the same thing.
///
/// ```swift
/// let digest = WeeklyDigest.make(world, baseURL: "https://quranflow.example")
/// digest?.subject   // "Your week in QuranFlow · Week 8 of 15"
/// ```
public struct WeeklyDigest: Hashable, Sendable, Codable {
    /// One line with an optional link.
    public struct Item: Hashable, Sendable, Codable {
        public let title: String
        public let detail: String
        /// Absolute URL, or nil.
        public let link: String?
    }

    /// "Your week in QuranFlow · Week 8 of 15".
    public let subject: String
    /// "As-salāmu ʿalaykum, Sarah".
    public let greeting: String
    /// "Level II · Fall 2026 · Week 8 of 15".
    public let weekLine: String
    /// "This week".
    public let statusHeading: String
    /// The week's loop: lesson, recitation, feedback.
    public let status: [Item]
    /// "Feedback ready".
    public let feedbackHeading: String
    /// Feedback not yet heard, newest week first (empty: the section is left out).
    public let feedback: [Item]
    /// "Next week's sessions" (or "Week 1's sessions" before the term).
    public let sessionsHeading: String
    /// Next week's meetings in the student's zone, in order ("Tue 3 Nov · 7:00 PM", "Level Class · Ust. Amina").
    public let sessions: [Item]
    /// "Open QuranFlow" → Today.
    public let openApp: Item
    /// Why they got it and how to stop it.
    public let footer: String
    /// "Notification settings" → the settings page.
    public let settings: Item

    /// The digest for `world` at `world.now`, or nil when there is nothing to say: outside a term (before the week
    /// ahead of Week 1, after its last week).
    public static func make(_ world: StudentWorld, baseURL: String) -> WeeklyDigest? {
        let term = world.term
        let calendar = world.arc.calendar
        let zone = calendar.zone
        let position = world.arc.position(at: world.now)
        let thisWeek: Int?
        let nextMonday = calendar.weekStart(containing: world.now).adding(days: 7)
        switch position {
        case .during(let week, _): thisWeek = week
        case .before(let start, _):
            guard start == nextMonday else { return nil }
            thisWeek = nil
        case .after: return nil
        }
        let url = { (path: String) in baseURL + path }
        let weekOf = { (week: Int) in "Week \(week) of \(term.weekCount)" }

        var status: [Item] = []
        if let week = thisWeek {
            let lesson = world.lessons.first { $0.week == week }
            status.append(Item(title: "Lesson", detail: lesson?.title ?? "Week \(week)", link: url(QuranFlowRoute.lesson.path(week))))
            let latest = world.latestSubmission(forWeek: week)
            let recitation: String =
                switch latest?.status {
                case nil: "Not submitted yet — due tonight at 11:59 PM"
                case .inReview: "Submitted · In review"
                case .feedbackReady: "Feedback ready"
                case .heard: "Feedback heard"
                case .practiced: "Practiced · week complete"
                }
            status.append(
                Item(
                    title: "Recitation", detail: recitation,
                    link: latest.map { url(QuranFlowRoute.submission.path($0.id)) } ?? url(QuranFlowRoute.record.path(week))))
        } else {
            status.append(Item(title: "Week 1 starts tomorrow", detail: term.name, link: url(QuranFlowRoute.today.path())))
        }

        let feedback = world.submissions.filter { $0.status == .feedbackReady }.sorted { $0.week > $1.week }.map { submission in
            Item(
                title: "Week \(submission.week)", detail: "Your coach's feedback is waiting",
                link: url(QuranFlowRoute.feedback.path(submission.id)))
        }

        let nextWeek = (thisWeek ?? 0) + 1
        let sessions: [Item] =
            nextWeek <= term.weekCount
            ? (0..<7).flatMap { offset -> [Item] in
                let date = nextMonday.adding(days: offset)
                return world.weeklySessions.flatMap { session in
                    session.occurrences(onLocalDate: date, viewerZone: calendar).map { $0.titled(lessons: world.lessons, term: term) }
                }
                .sorted { $0.start < $1.start }
                .map { occurrence in
                    let teacher = world.teachers[occurrence.session.teacherID].map { " · \(Copy.coachFullName($0))" } ?? ""
                    return Item(
                        title: "\(LocalFormat.dayMonth(occurrence.start, in: zone)) · \(LocalFormat.time(occurrence.start, in: zone))",
                        detail: "\(occurrence.session.title)\(teacher)",
                        link: url(QuranFlowRoute.sessionDetail.path(occurrence.session.id, occurrence.ownerDate)))
                }
            } : []

        let headline = thisWeek.map(weekOf) ?? "Week 1 starts tomorrow"
        return WeeklyDigest(
            subject: "Your week in QuranFlow · \(headline)",
            greeting: "As-salāmu ʿalaykum, \(world.student.firstName)",
            weekLine: "\(term.level.title) · \(term.name) · \(headline)",
            statusHeading: "This week", status: status,
            feedbackHeading: "Feedback ready", feedback: feedback,
            sessionsHeading: thisWeek == nil ? "Week 1's sessions" : "Next week's sessions", sessions: sessions,
            openApp: Item(title: "Open QuranFlow", detail: "", link: url(QuranFlowRoute.today.path())),
            footer: "You get this because the Weekly digest is on in your notification settings. It comes every Sunday morning.",
            settings: Item(title: "Notification settings", detail: "", link: url(QuranFlowRoute.notificationSettings.path())))
    }

    /// The plain-text part.
    public var plainText: String {
        var lines = [greeting, "", weekLine, "", statusHeading.uppercased()]
        for item in status { lines.append("- \(item.title): \(item.detail)" + (item.link.map { "\n  \($0)" } ?? "")) }
        if !feedback.isEmpty {
            lines += ["", feedbackHeading.uppercased()]
            for item in feedback { lines.append("- \(item.title): \(item.detail)" + (item.link.map { "\n  \($0)" } ?? "")) }
        }
        lines += ["", sessionsHeading.uppercased()]
        if sessions.isEmpty { lines.append("- No sessions.") }
        for item in sessions { lines.append("- \(item.title) — \(item.detail)") }
        lines += ["", "\(openApp.title): \(openApp.link ?? "")", "", footer, "\(settings.title): \(settings.link ?? "")"]
        return lines.joined(separator: "\n") + "\n"
    }
}
