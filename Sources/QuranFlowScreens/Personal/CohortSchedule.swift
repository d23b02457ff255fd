import Calendar
import Foundation
import QuranFlowCore

/// The normalised copy of a cohort's meeting time (REVIEW.md B3): its reading circle (the term's QRC) this week, on the
/// viewer's clock — "Tuesday 2 PM local" on a student's Personal details, the same words on the admin's Levels & terms.
///
/// ```swift
/// CohortSchedule.line(sessions: term.sessions, now: now, zone: viewerZone)  // "Tuesday 2 PM local"
/// ```
public enum CohortSchedule {
    /// "Tuesday 2 PM local", or nil when the sessions have no reading circle.
    public static func line(sessions: [LiveSession], now: Date, zone: TimeZone) -> String? {
        guard let circle = sessions.first(where: { $0.kind == .qrc }) else { return nil }
        let start = circle.occurrence(inWeekContaining: now).start
        let time = LocalFormat.time(start, in: zone).replacingOccurrences(of: ":00 ", with: " ")
        return "\(LocalFormat.weekdayLong(start, in: zone)) \(time) local"
    }
}
