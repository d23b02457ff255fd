import Calendar
import Foundation

/// What happens to a student's weeks when they change their canonical city (and so their zone) at `now`.
///
/// Sessions and bookings are instants and do not move; they are simply read in the new zone. Weeks and their
/// "Sunday 11:59 PM" deadlines are recomputed in the new zone — except a week whose **new** deadline has already
/// passed at the moment of the change (by the on-time rule: through 23:59:59): it keeps the deadline it had, so a
/// move never closes a week behind the student's back, and work judged on time stays on time.
///
/// ```swift
/// let change = ZoneChange(from: "America/Toronto", to: "Africa/Cairo", at: now)
/// let kept = change.keptDeadlines(terms: [spring, fall], existing: sarah.keptDeadlines)
/// ```
public struct ZoneChange: Sendable {
    /// The zone the student leaves.
    public let oldZoneIdentifier: String
    /// The zone the student moves to.
    public let newZoneIdentifier: String
    /// The moment of the change.
    public let now: Date

    /// A change from `oldZoneIdentifier` to `newZoneIdentifier` at `now`.
    public init(from oldZoneIdentifier: String, to newZoneIdentifier: String, at now: Date) {
        self.oldZoneIdentifier = oldZoneIdentifier
        self.newZoneIdentifier = newZoneIdentifier
        self.now = now
    }

    /// The student's kept deadlines after the change, for the weeks of `terms`; `existing` are the ones kept before
    /// (a week already keeping a deadline keeps that one, not its old zone's). Kept deadlines of terms not in `terms`
    /// are returned unchanged. A week is listed only when its kept deadline differs from the new zone's.
    ///
    /// ```swift
    /// change.keptDeadlines(terms: [fall], existing: [])   // weeks 1–7 keep Toronto's deadlines on Tue of week 8
    /// ```
    public func keptDeadlines(terms: [Term], existing: [KeptDeadline]) -> [KeptDeadline] {
        let termIDs = Set(terms.map(\.id))
        var result = existing.filter { !termIDs.contains($0.termID) }
        for term in terms {
            let before = WeekArc(
                term: term, zoneIdentifier: oldZoneIdentifier,
                keptDeadlines: WeekArc.keptDeadlines(existing, of: term))
            let after = WeekArc(term: term, zoneIdentifier: newZoneIdentifier)
            for week in term.weeks {
                let newDeadline = after.deadline(ofWeek: week)
                let oldDeadline = before.deadline(ofWeek: week)
                guard !after.isOnTime(now, forWeek: week), oldDeadline != newDeadline else { continue }
                result.append(KeptDeadline(termID: term.id, week: week, deadline: oldDeadline))
            }
        }
        return result.sorted { ($0.termID.rawValue, $0.week) < ($1.termID.rawValue, $1.week) }
    }
}
