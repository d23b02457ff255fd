import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// The submissions archive (SakSubmissions), or its empty state (SakSubmissionsEmpty): one row per week
/// following the week's latest submission, with the status pill; "This month" open, "Earlier" behind
/// "Show N earlier submissions".
///
/// ```swift
/// let screen = SubmissionsScreen.make(world, destinations: .current)
/// screen.hero?.count   // "7 submissions, 1 in review"
/// ```
public struct SubmissionsScreen: Codable, Hashable, Sendable {
    /// "SakSubmissions" or "SakSubmissionsEmpty".
    public let screenID: String
    /// "Archive".
    public let eyebrow: String
    /// "Your submissions".
    public let title: String
    public let hero: Hero?
    public let groups: [Group]
    /// SakSubmissionsEmpty's card.
    public let empty: Empty?

    /// The summary hero.
    public struct Hero: Codable, Hashable, Sendable {
        /// "Since September".
        public let since: String
        /// "7 submissions, 1 in review".
        public let count: String
        public let strip: StripModel
    }

    /// "This month" or "Earlier".
    public struct Group: Codable, Hashable, Sendable {
        public let title: String
        public let rows: [Row]
        /// "Show 3 earlier submissions" when folded.
        public let reveal: String?
    }

    /// One week's row.
    public struct Row: Codable, Hashable, Sendable {
        /// "Week 8".
        public let week: String
        /// "Al-Mulk 67:1–3".
        public let passage: String
        public let status: StatusPill
        public let action: ScreenAction?
    }

    /// The empty state.
    public struct Empty: Codable, Hashable, Sendable {
        /// "No recordings yet".
        public let title: String
        public let body: String
        /// "Record your first".
        public let primary: ScreenAction?
        /// "What lives here".
        public let previewHeading: String
        /// Audio attempt, Coach response, Notes & corrections.
        public let preview: [String]
    }

    /// The archive for `world`.
    public static func make(_ world: StudentWorld, destinations: Destinations) -> SubmissionsScreen {
        let zone = Copy.calendar(world.student.zoneIdentifier).zone
        let latestByWeek = Dictionary(grouping: world.submissions, by: \.week).compactMap {
            $0.value.max { $0.submittedAt < $1.submittedAt }
        }
        .sorted { $0.week > $1.week }
        guard !latestByWeek.isEmpty else {
            let week = world.arc.position(at: world.now).week
            return SubmissionsScreen(
                screenID: "SakSubmissionsEmpty", eyebrow: "Archive", title: "Your submissions", hero: nil, groups: [],
                empty: Empty(
                    title: "No recordings yet",
                    body: "Each week's recitation lands here with your coach's reply, so you can hear how far you've come.",
                    primary: week.flatMap { destinations.action("Record your first", to: Destination(QuranFlowRoute.record, $0)) },
                    previewHeading: "What lives here", preview: ["Audio attempt", "Coach response", "Notes & corrections"]))
        }
        let lessons = Dictionary(uniqueKeysWithValues: world.lessons.map { ($0.week, $0) })
        func row(_ submission: Submission) -> Row {
            let passage = lessons[submission.week].map { name($0.assignment) } ?? ""
            let action =
                submission.status == .inReview
                ? destinations.action("Week \(submission.week)", to: Destination(QuranFlowRoute.submission, submission.id))
                : destinations.action("Week \(submission.week)", to: Destination(QuranFlowRoute.feedback, submission.id))
                    ?? destinations.action("Week \(submission.week)", to: Destination(QuranFlowRoute.submission, submission.id))
            return Row(week: "Week \(submission.week)", passage: passage, status: StatusPill(submission.status), action: action)
        }
        let month = { (date: Date) -> (Int, Int) in
            let local = ZonedCalendar(zone: zone).localDate(of: date)
            return (local.year, local.month)
        }
        let thisMonth = latestByWeek.filter { month($0.submittedAt) == month(world.now) }
        let earlier = latestByWeek.filter { month($0.submittedAt) != month(world.now) }
        var groups: [Group] = []
        if !thisMonth.isEmpty { groups.append(Group(title: "This month", rows: thisMonth.map(row), reveal: nil)) }
        if !earlier.isEmpty {
            let folded = !thisMonth.isEmpty
            groups.append(
                Group(
                    title: "Earlier", rows: earlier.map(row),
                    reveal: folded ? "Show \(earlier.count) earlier submission\(earlier.count == 1 ? "" : "s")" : nil))
        }
        let inReview = latestByWeek.filter { $0.status == .inReview }.count
        let first = world.submissions.map(\.submittedAt).min() ?? world.now
        let since = "Since \(LocalFormat.monthDay(first, in: zone).split(separator: " ").first.map(String.init) ?? "")"
        let strip = WeekStrip(arc: world.arc, at: world.now, completedWeeks: world.completedWeeks)
        let count =
            "\(latestByWeek.count) submission\(latestByWeek.count == 1 ? "" : "s")" + (inReview > 0 ? ", \(inReview) in review" : "")
        return SubmissionsScreen(
            screenID: "SakSubmissions", eyebrow: "Archive", title: "Your submissions",
            hero: Hero(since: since, count: count, strip: StripModel(strip, caption: nil)), groups: groups, empty: nil)
    }

    /// "Al-Mulk 67:1–3".
    static func name(_ reference: PassageReference) -> String {
        guard let surah = try? Quran.shared.surah(reference.surah) else { return reference.description }
        return "\(surah.name) \(reference)"
    }
}
