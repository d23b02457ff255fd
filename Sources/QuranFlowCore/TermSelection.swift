import Calendar
import Foundation

/// Which of a student's terms is "current": the one in progress in the student's zone; otherwise the nearest
/// upcoming one (so a new term's countdown shows); otherwise the most recently ended one.
///
///     let term = TermSelection.current(among: enrolledTerms, zoneIdentifier: "America/Toronto", at: now)
public enum TermSelection {
    public static func current(among terms: [Term], zoneIdentifier: String, at now: Date) -> Term? {
        var inProgress: Term?
        var upcoming: (Term, Date)?
        var ended: (Term, Date)?
        for term in terms {
            let arc = WeekArc(term: term, zoneIdentifier: zoneIdentifier)
            switch arc.position(at: now) {
            case .during:
                // Overlapping enrolments should not exist; if they do, the choice is still deterministic.
                if let chosen = inProgress, (chosen.firstMonday, chosen.id.rawValue) > (term.firstMonday, term.id.rawValue) { continue }
                inProgress = term
            case .before:
                let start = arc.interval(ofWeek: 1).start
                if upcoming == nil || start < upcoming!.1 { upcoming = (term, start) }
            case .after:
                let end = arc.interval(ofWeek: term.weekCount).end
                if ended == nil || end > ended!.1 { ended = (term, end) }
            }
        }
        return inProgress ?? upcoming?.0 ?? ended?.0
    }
}
