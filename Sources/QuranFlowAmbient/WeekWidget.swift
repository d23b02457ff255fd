import Calendar
import Foundation

/// The Week widget (small and accessory families): the semester's orientation device. Before the term "Starts Sep 7";
/// while it runs, the serif numeral over the 15-segment strip (done, current, to come) and one line of the week's loop;
/// after it "15 of 15". The week turns at Monday 00:00 viewer-local with no fanfare state: the entry simply changes.
///
/// Rules (the spec's, and its "considered and set aside" table): no "Week 8 of 15" caption under the strip (R1: the
/// numeral names the week once; "of 15" sits beside it), no percent, no streak, no day counter.
///
/// ```swift
/// WeekWidget.entry(snapshot, at: mondayMorning)   // .active(week: 8, of: 15, strip: […], line: "3 videos · due Sunday")
/// ```
public enum WeekWidget {
    /// What the widget shows.
    public enum Entry: Hashable, Sendable, Codable {
        /// Before Week 1: "Starts Sep 7".
        case before(label: String)
        /// During the term: the week, the strip, the loop's line.
        case active(week: Int, of: Int, strip: [AmbientSegment], line: String)
        /// After the last week: "15 of 15".
        case closed(label: String)
    }

    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The entry at `instant`.
    public static func entry(_ snapshot: AmbientSnapshot, at instant: Date) -> Entry {
        let term = snapshot.term
        if instant < snapshot.start(ofWeek: 1) {
            let monday = term.firstMonday
            return .before(label: "Starts \(shortMonths[max(0, min(11, monday.month - 1))]) \(monday.day)")
        }
        guard let week = snapshot.weekNumber(at: instant) else {
            return .closed(label: "\(term.weekCount) of \(term.weekCount)")
        }
        let strip = (1...max(1, term.weekCount)).map { $0 < week ? AmbientSegment.done : $0 == week ? .current : .ahead }
        return .active(week: week, of: term.weekCount, strip: strip, line: line(snapshot.week(week)))
    }

    /// The loop's one line for a week: "3 videos · due Sunday", "Record · due Sunday", "In review", "Feedback ready",
    /// "Feedback heard", "Practiced · week complete".
    public static func line(_ week: AmbientSnapshot.Week?) -> String {
        guard let week else { return "Due Sunday" }
        switch week.recitation {
        case .notSubmitted:
            let left = week.videosLeft
            return left > 0 ? "\(left) \(left == 1 ? "video" : "videos") · due Sunday" : "Record · due Sunday"
        case .anotherAttempt: return "Another attempt · due Sunday"
        case .inReview: return "In review"
        case .feedbackReady: return "Feedback ready"
        case .heard: return "Feedback heard"
        case .practiced: return "Practiced · week complete"
        }
    }

    /// The timeline from `now`: the current entry, then one at each week boundary (Monday 00:00 viewer-local) through
    /// `weeksAhead` weeks — the whole term is computable, so it reloads only after its last entry, or when a push says
    /// the loop changed.
    public static func timeline(
        _ snapshot: AmbientSnapshot, from now: Date, weeksAhead: Int = 2, family: WidgetFamily = .systemSmall
    ) -> WidgetTimeline<Entry> {
        let dates = [now] + snapshot.weekStarts(after: now, count: weeksAhead)
        let entries = dates.map { WidgetTimeline<Entry>.Dated(date: $0, entry: entry(snapshot, at: $0)) }
        let last = dates.last ?? now
        return WidgetTimeline(family: family, entries: entries, reload: last > now ? .after(last) : .onPush)
    }
}
