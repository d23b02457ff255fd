import Calendar
import Foundation
import QuranFlowCore

/// The coach's hours logged on You: this week and this term, each a sum with the list behind it (active review time
/// and the live meetings she taught), on the coach's clock.
///
/// ```swift
/// CoachHoursCard.make(week: week, term: term, zoneIdentifier: "Africa/Cairo").periods[0].total   // "20 min"
/// ```
public struct CoachHoursCard: Codable, Hashable, Sendable {
    /// One line behind a sum.
    public struct Line: Codable, Hashable, Sendable {
        /// "Tue 27 Oct".
        public let day: String
        /// "Meeting" or "Review".
        public let kind: String
        /// "1:1 · Sarah A.", "Review · Khadija R. · Week 7".
        public let title: String
        /// "20 min".
        public let duration: String
    }

    /// One period.
    public struct Period: Codable, Hashable, Sendable {
        /// "This week", "This term".
        public let title: String
        /// "26 Oct – 1 Nov".
        public let range: String
        /// "1 h 05 min", or "none yet".
        public let total: String
        /// "2 meetings · 1 review".
        public let breakdown: String
        /// The work behind the sum, earliest first.
        public let lines: [Line]
    }

    /// "Hours logged".
    public let title: String
    /// This week, then this term (when a term is in progress).
    public let periods: [Period]
    /// "Active review time plus live meetings you taught, logged automatically."
    public let footnote: String

    /// The card for `week` and `term` on the clock of `zoneIdentifier`.
    public static func make(week: CoachHours, term: CoachHours?, zoneIdentifier: String) -> CoachHoursCard {
        let zone = Copy.calendar(zoneIdentifier).zone
        func period(_ title: String, _ hours: CoachHours) -> Period {
            let last = hours.period.end.addingTimeInterval(-1)
            let meetings = hours.entries.filter { $0.kind == .meeting }.count
            let reviews = hours.entries.count - meetings
            let breakdown = [
                meetings > 0 ? "\(meetings) \(meetings == 1 ? "meeting" : "meetings")" : nil,
                reviews > 0 ? "\(reviews) \(reviews == 1 ? "review" : "reviews")" : nil,
            ].compactMap { $0 }.joined(separator: " · ")
            return Period(
                title: title, range: "\(LocalFormat.dayMonth(hours.period.start, in: zone)) – \(LocalFormat.dayMonth(last, in: zone))",
                total: hours.label, breakdown: breakdown.isEmpty ? "Nothing logged yet" : breakdown,
                lines: hours.entries.map {
                    Line(
                        day: LocalFormat.eyebrowDate($0.start, in: zone), kind: $0.kind == .meeting ? "Meeting" : "Review",
                        title: $0.title, duration: CoachHours.label($0.seconds))
                })
        }
        return CoachHoursCard(
            title: "Hours logged", periods: [period("This week", week)] + (term.map { [period("This term", $0)] } ?? []),
            footnote: "Active review time plus the live meetings you taught, logged automatically.")
    }
}
