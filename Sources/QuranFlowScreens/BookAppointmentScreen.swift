import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// Book your one-to-one (SakBookAppointment): "Same time weekly" or "Pick each week", the coach card with its quiet
/// "Change" link (``BookCoachScreen``), the chosen coach's
/// availability cut into 20-minute slots shown in the student's zone (taken vs free), and — once a slot is chosen —
/// the mode's CTA, its reassurance, and for a weekly booking the warning when some weeks read differently on the
/// student's clock (the coach's clock doesn't change).
///
/// ```swift
/// BookAppointmentScreen.make(world, availability: amina, ledger: ledger, weekly: true, week: nil, selected: nil, defaultCoach: amina.id)
/// ```
public struct BookAppointmentScreen: Codable, Hashable, Sendable {
    public struct Mode: Codable, Hashable, Sendable {
        public let label: String
        public let detail: String
        public let href: String
        public let isSelected: Bool
    }

    public struct Slot: Codable, Hashable, Sendable {
        /// "9:20 AM" on the student's clock.
        public let time: String
        /// The occurrence's instant (UTC), what the confirm form posts.
        public let start: String
        public let isTaken: Bool
        public let isSelected: Bool
        /// Choosing it (a link to the same screen with the slot selected); nil when taken or past.
        public let href: String?
    }

    public struct Day: Codable, Hashable, Sendable {
        /// "Tuesdays · 20 min" (weekly) or "Tue 3 Nov · 20 min".
        public let title: String
        /// "Toronto (EST)".
        public let zone: String
        public let slots: [Slot]
    }

    public struct Confirm: Codable, Hashable, Sendable {
        /// "Book Tuesdays 9:20 AM · all 7 weeks" or "Book Tue 3 Nov · 9:20 AM".
        public let label: String
        public let mode: String
        public let start: String
        /// The coach's id, posted with the slot (the slot is theirs).
        public let coach: String
        /// The shift warning before confirming a weekly booking, if any week differs.
        public let warning: String?
        public let reassurance: String
    }

    public let screenID: String
    /// "Fall 2026 · Year 2".
    public let eyebrow: String
    public let title: String
    public let modes: [Mode]
    /// "Ust. Amina · Your coach", or "Ust. Rania · One-to-one coach" when the student chose another coach.
    public let coach: String
    /// The quiet "Change" link: the coach chooser, keeping the mode and week.
    public let coachChange: String
    /// The week shown in "Pick each week".
    public let week: Int?
    public let previousWeek: String?
    public let nextWeek: String?
    public let days: [Day]
    public let confirm: Confirm?
    public let emptyLine: String?

    /// The link to this screen in `mode` (and `week`, picking each week), naming `coach` only when it is not the
    /// coach the screen opens on anyway, with the slot `start` chosen.
    static func link(
        _ mode: BookingMode, week: Int? = nil, coach: Identifiers.ID<Coach>, defaultCoach: Identifiers.ID<Coach>,
        start: Date? = nil
    ) -> String {
        QuranFlowRoute.bookAppointment.path(
            query: BookQuery(mode: mode, week: week, coach: coach == defaultCoach ? nil : coach, start: start))
    }

    /// `availability` is the chosen coach's; links name that coach only when it is not `defaultCoach`, the one the
    /// screen opens on (``OneToOneCoachChoice/current(for:ledger:term:)``).
    public static func make(
        _ world: StudentWorld, availability: CoachAvailability, ledger: OneToOneLedger, weekly: Bool, week requested: Int?,
        selected: Date?, defaultCoach: Identifiers.ID<Coach>
    ) -> BookAppointmentScreen {
        let zone = world.student.zoneIdentifier
        let calendar = Copy.calendar(zone)
        let term = world.term
        let now = world.now
        // The first week with a slot still ahead.
        let firstOpen = term.weeks.first { week in
            availability.offers(inWeek: week, of: term, ledger: ledger, now: now).contains { $0.isAhead }
        }
        let week = requested.map { min(max($0, 1), term.weekCount) } ?? firstOpen ?? term.weekCount
        let shownWeek = weekly ? (firstOpen ?? week) : week
        let coach = availability.coachID
        func slotLink(_ start: Date) -> String {
            Self.link(weekly ? .weekly : .week, week: weekly ? nil : week, coach: coach, defaultCoach: defaultCoach, start: start)
        }
        let offers = availability.offers(inWeek: shownWeek, of: term, ledger: ledger, now: now)
        var byDay: [(LocalDate, [CoachAvailability.Offer])] = []
        for offer in offers {
            let date = calendar.localDate(of: offer.occurrence.start)
            if let index = byDay.firstIndex(where: { $0.0 == date }) { byDay[index].1.append(offer) } else { byDay.append((date, [offer])) }
        }
        let days = byDay.map { date, offers in
            Day(
                title: weekly
                    ? "\(date.weekday.name)s · 20 min"
                    : "\(date.weekday.shortName) \(LocalFormat.dayMonth(offers[0].occurrence.start, in: calendar.zone)) · 20 min",
                zone: ZoneLabel.label(zoneIdentifier: zone, at: offers[0].occurrence.start),
                slots: offers.map { offer in
                    let stamp = BookingCopy.utcStamp(offer.occurrence.start, separators: true)
                    let free = !offer.isTaken && offer.isAhead
                    return Slot(
                        time: offer.occurrence.timeLabel(in: zone), start: stamp, isTaken: offer.isTaken || !offer.isAhead,
                        isSelected: offer.occurrence.start == selected, href: free ? slotLink(offer.occurrence.start) : nil)
                })
        }
        var confirm: Confirm?
        if let selected, let offer = offers.first(where: { $0.occurrence.start == selected && !$0.isTaken && $0.isAhead }) {
            let time = offer.occurrence.timeLabel(in: zone)
            let date = calendar.localDate(of: offer.occurrence.start)
            if weekly {
                let preview = WeeklyBookingPreview(
                    slot: offer.occurrence.slot, term: term, viewerZone: zone, coachName: availability.coachName, now: now)
                confirm = Confirm(
                    label: "Book \(date.weekday.name)s \(time) · all \(preview.weeks.count) weeks", mode: "weekly",
                    start: BookingCopy.utcStamp(offer.occurrence.start, separators: true), coach: availability.coachID.rawValue,
                    warning: preview.warning,
                    reassurance: "Travelling one week? You can swap any single session later")
            } else {
                confirm = Confirm(
                    label: "Book \(date.weekday.shortName) \(LocalFormat.dayMonth(offer.occurrence.start, in: calendar.zone)) · \(time)",
                    mode: "week", start: BookingCopy.utcStamp(offer.occurrence.start, separators: true),
                    coach: availability.coachID.rawValue, warning: nil,
                    reassurance: "Book up to two in one week to catch up on a missed one")
            }
        }
        let remaining = firstOpen.map { term.weekCount - $0 + 1 } ?? 0
        return BookAppointmentScreen(
            screenID: "SakBookAppointment", eyebrow: "\(term.name) · Year 2", title: "Book your one-to-one",
            modes: [
                Mode(
                    label: "Same time weekly", detail: "Lock one slot for all \(remaining) remaining weeks",
                    href: Self.link(.weekly, coach: coach, defaultCoach: defaultCoach), isSelected: weekly),
                Mode(
                    label: "Pick each week", detail: "Choose a fresh time every week",
                    href: Self.link(.week, coach: coach, defaultCoach: defaultCoach),
                    isSelected: !weekly),
            ],
            coach: "\(availability.coachName) · \(availability.coachID == world.coach.id ? "Your coach" : "One-to-one coach")",
            coachChange: QuranFlowRoute.bookCoach.path(
                query: BookQuery(mode: weekly ? .weekly : .week, week: weekly ? nil : week, coach: coach)),
            week: weekly ? nil : week,
            previousWeek: !weekly && week > 1 ? Self.link(.week, week: week - 1, coach: coach, defaultCoach: defaultCoach) : nil,
            nextWeek: !weekly && week < term.weekCount ? Self.link(.week, week: week + 1, coach: coach, defaultCoach: defaultCoach) : nil,
            days: days, confirm: confirm,
            emptyLine: days.isEmpty ? "\(availability.coachName) has no times open for one-to-ones yet." : nil)
    }
}
