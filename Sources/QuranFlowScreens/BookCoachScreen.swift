import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// Choose who you meet one-to-one — where the quiet "Change" on Book your one-to-one's coach card leads (the spec
/// leaves this flow undesigned; changing coach is a legitimate affordance). The student's own coach first, then every
/// coach of the programme with times open, each with their free times in the week on the student's clock; choosing
/// one returns to the booking screen with that coach's slots. It changes only whom the student books: their coach
/// still reviews their recitations.
///
/// ```swift
/// BookCoachScreen.make(world, offered: [(amina, aminasLedger), (rania, raniasLedger)], chosen: amina.id, weekly: true,
///                      week: nil, defaultCoach: amina.id)
/// ```
public struct BookCoachScreen: Codable, Hashable, Sendable {
    /// One coach to choose.
    public struct Option: Codable, Hashable, Sendable {
        /// The coach's account id.
        public let id: String
        /// "Ust. Rania".
        public let name: String
        /// "Your coach", or the coach's city ("Amman").
        public let tag: String
        /// "5 free times in Week 9 · Tue, Thu", "Every time in Week 9 is taken", or "No times open for one-to-ones yet".
        public let times: String
        /// The booking screen with this coach's slots.
        public let href: String
        /// Whether the booking screen shows this coach now.
        public let isChosen: Bool
    }

    public let screenID: String
    /// Back to Book your one-to-one as it was.
    public let back: String
    /// "Fall 2026 · Year 2".
    public let eyebrow: String
    public let title: String
    /// What choosing changes, and what it doesn't.
    public let intro: String
    /// When the student already holds a weekly series: it stays with its coach.
    public let seriesNote: String?
    public let options: [Option]

    /// `offered` pairs each coach's availability (``OneToOneCoachChoice/offered(to:from:availability:)``) with the
    /// term's ledger of that coach; `week` is the week "Pick each week" shows (nil in "Same time weekly", where each
    /// coach's first week with a time ahead is counted).
    public static func make(
        _ world: StudentWorld, offered: [(CoachAvailability, OneToOneLedger)], chosen: Identifiers.ID<Coach>,
        weekly: Bool, week: Int?, defaultCoach: Identifiers.ID<Coach>
    ) -> BookCoachScreen {
        let term = world.term
        let now = world.now
        let zone = world.student.zoneIdentifier
        let calendar = Copy.calendar(zone)
        func bookingHref(_ coach: Identifiers.ID<Coach>) -> String {
            QuranFlowRoute.bookAppointment.path(
                query: BookQuery(mode: weekly ? .weekly : .week, week: weekly ? nil : week, coach: coach == defaultCoach ? nil : coach))
        }
        let options = offered.map { availability, ledger -> Option in
            let shownWeek =
                (weekly ? nil : week)
                ?? term.weeks.first { availability.offers(inWeek: $0, of: term, ledger: ledger, now: now).contains(where: \.isAhead) }
            let times: String
            if availability.windows.isEmpty {
                times = "No times open for one-to-ones yet"
            } else if let shownWeek {
                let free = availability.offers(inWeek: shownWeek, of: term, ledger: ledger, now: now).filter { !$0.isTaken && $0.isAhead }
                var days: [Weekday] = []
                for offer in free {
                    let day = calendar.localDate(of: offer.occurrence.start).weekday
                    if !days.contains(day) { days.append(day) }
                }
                times =
                    free.isEmpty
                    ? "Every time in Week \(shownWeek) is taken"
                    : "\(free.count) free time\(free.count == 1 ? "" : "s") in Week \(shownWeek) · \(days.map(\.shortName).joined(separator: ", "))"
            } else {
                times = "No times left in \(term.name)"
            }
            return Option(
                id: availability.coachID.rawValue, name: availability.coachName,
                tag: availability.coachID == world.coach.id ? "Your coach" : ZoneLabel.cityName(for: availability.zoneIdentifier),
                times: times, href: bookingHref(availability.coachID), isChosen: availability.coachID == chosen)
        }
        let series = world.oneToOnes.series.first { series in
            series.activeOccurrences(in: term).contains { $0.start > now }
        }
        let seriesCoach = series.map { series in
            offered.first { $0.0.coachID == series.slot.coachID }?.0.coachName ?? world.teachers[series.slot.coachID]?.displayName
                ?? "your coach"
        }
        return BookCoachScreen(
            screenID: "SakBookAppointmentCoach",
            back: bookingHref(chosen),
            eyebrow: "\(term.name) · Year 2", title: "Who you meet one-to-one",
            intro:
                "\(world.coach.displayName) stays your coach for recitations and feedback. Choosing here changes only who you book one-to-ones with.",
            seriesNote: seriesCoach.map {
                "Your weekly one-to-one with \($0) stays as booked. Another coach is for a single week: one you cancelled, or a make-up."
            },
            options: options)
    }
}
