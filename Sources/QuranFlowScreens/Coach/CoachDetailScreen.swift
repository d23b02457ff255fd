import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// Coach detail (SakCoach), the student's own coach: the hero ("Ustadha Amina", "Cairo · ijāza in Hafs from 'Āsim",
/// reviews of this student · 48h reply window · levels taught), Message and Office hours, the welcome note, **Recent
/// feedback** (two shown, the rest behind "Show N earlier notes") and **Upcoming** meetings with her, on the student's
/// clock.
///
/// ```swift
/// CoachDetailScreen.make(world, reviews: sent, welcome: note, destinations: .current).name   // "Ustadha Amina"
/// ```
public struct CoachDetailScreen: Codable, Hashable, Sendable {
    /// One inline stat.
    public struct Stat: Codable, Hashable, Sendable {
        /// "6", "48h", "L1–2".
        public let value: String
        /// "reviewed", "reply window", "levels".
        public let label: String
    }

    /// The coach's welcome note.
    public struct WelcomeNote: Codable, Hashable, Sendable {
        /// "A welcome from Ust. Amina".
        public let title: String
        /// The note, when it has been made.
        public let audio: AudioCard?
        /// Where the player reports how far it got (the note's playback position).
        public let progress: String?
        /// "Preparing this recording…" while it is being made.
        public let preparing: String?
        /// Whether the student has played it.
        public let played: Bool
    }

    /// One upcoming meeting with the coach.
    public struct Upcoming: Codable, Hashable, Sendable {
        /// "Thu 29 Oct".
        public let day: String
        /// "9:00 PM" on the student's clock.
        public let time: String
        /// ISO 8601 with the student's offset.
        public let startsAt: String
        /// "Office Hours", "1:1".
        public let kindChip: String
        /// "Drop-in Q&A".
        public let title: String
        /// The meeting's detail.
        public let open: ScreenAction?
    }

    /// "SakCoach".
    public let screenID: String
    /// "A".
    public let initial: String
    /// "Ustadha Amina".
    public let name: String
    /// "Cairo · ijāza in Hafs from 'Āsim".
    public let place: String
    /// Reviews of this student, reply window, levels taught.
    public let stats: [Stat]
    /// "Message Ust. Amina".
    public let message: ScreenAction?
    /// "Office hours": her next office-hours meeting (absent when none is coming).
    public let officeHours: ScreenAction?
    /// Her welcome note (absent when she has none).
    public let welcome: WelcomeNote?
    /// "Recent feedback".
    public let feedbackTitle: String
    /// The newest two notes, grouped.
    public let recent: [CoachFeedbackGroup]
    /// The rest, grouped, behind ``showEarlier``.
    public let earlier: [CoachFeedbackGroup]
    /// "Show 4 earlier notes" (nil when there are none).
    public let showEarlier: String?
    /// "No feedback yet — her notes will appear here." when there is none.
    public let feedbackEmpty: String?
    /// Meetings with her in the next two weeks, earliest first.
    public let upcoming: [Upcoming]
    /// "Nothing scheduled with Ust. Amina in the next two weeks." when there is none.
    public let upcomingEmpty: String?

    /// How many notes show before "Show N earlier notes".
    public static let shownNotes = 2
    /// How far ahead Upcoming looks.
    public static let upcomingReach: TimeInterval = 14 * 86_400

    /// Coach detail for `world`'s own coach; `reviews` are the coach's sent reviews of the student (any order), each
    /// with its `contexts` (week and assignment; the current term's come from `world` when missing);
    /// `welcome` her welcome note (nil when she has none; its audio nil while it is still being made) and whether it was played.
    public static func make(
        _ world: StudentWorld, reviews: [Review], contexts: [Identifiers.ID<Submission>: CoachFeedbackNote.Context] = [:],
        welcome: (audio: AudioCard?, mediaID: String?, played: Bool)?, destinations: Destinations
    ) -> CoachDetailScreen {
        let coach = world.coach
        let calendar = Copy.calendar(world.student.zoneIdentifier)
        let mine = reviews.filter { $0.coachID == coach.id && $0.sentAt != nil }.sorted {
            ($0.sentAt ?? .distantPast) > ($1.sentAt ?? .distantPast)
        }
        let submissions = Dictionary(world.submissions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let lessons = Dictionary(world.lessons.map { ($0.week, $0) }, uniquingKeysWith: { first, _ in first })
        let notes = mine.map { review -> (CoachFeedbackNote, Date) in
            let context =
                contexts[review.submissionID]
                ?? submissions[review.submissionID].map {
                    CoachFeedbackNote.Context(week: $0.week, assignment: lessons[$0.week]?.assignment)
                }
            let note = CoachFeedbackNote.make(review, context: context, calendar: calendar, destinations: destinations)
            return (note, review.sentAt ?? .distantPast)
        }
        let shown = Array(notes.prefix(shownNotes)), hidden = Array(notes.dropFirst(shownNotes))
        let upcoming = upcomingMeetings(world, calendar: calendar, destinations: destinations)
        let nextOfficeHours = world.sessions.filter { $0.teacherID == coach.id && $0.kind == .officeHours }
            .flatMap { $0.occurrences(from: world.now, to: world.now.addingTimeInterval(upcomingReach)) }
            .filter { $0.end > world.now }.min { $0.start < $1.start }
        let city = ZoneLabel.cityName(for: coach.zoneIdentifier)
        var stats = [
            Stat(value: String(mine.count), label: "reviewed"),
            Stat(value: "\(Int(WaitingTime.promise / 3600))h", label: "reply window"),
        ]
        if !coach.levels.isEmpty { stats.append(Stat(value: coach.levels.chip, label: "levels")) }
        return CoachDetailScreen(
            screenID: "SakCoach", initial: Copy.initial(coach.calledName), name: coach.formalName,
            place: [city, coach.ijazah.isEmpty ? nil : coach.ijazah].compactMap { $0 }.joined(separator: " · "), stats: stats,
            message: destinations.action("Message \(coach.displayName)", to: Destination(QuranFlowRoute.messageThread, coach.id)),
            officeHours: nextOfficeHours.flatMap {
                destinations.action("Office hours", to: Destination(QuranFlowRoute.sessionDetail, $0.session.id, $0.ownerDate))
            },
            welcome: welcome.map {
                WelcomeNote(
                    title: "A welcome from \(coach.displayName)", audio: $0.audio,
                    progress: $0.mediaID.map { QuranFlowRoute.mediaPosition.path(Identifiers.ID($0)) },
                    preparing: $0.audio == nil ? Copy.preparingRecording : nil, played: $0.played)
            },
            feedbackTitle: "Recent feedback",
            recent: CoachFeedbackGroup.grouped(shown, now: world.now, calendar: calendar),
            earlier: CoachFeedbackGroup.grouped(hidden, now: world.now, calendar: calendar),
            showEarlier: hidden.isEmpty ? nil : "Show \(hidden.count) earlier \(hidden.count == 1 ? "note" : "notes")",
            feedbackEmpty: notes.isEmpty ? "No feedback yet — \(coach.displayName)'s notes will appear here." : nil,
            upcoming: upcoming,
            upcomingEmpty: upcoming.isEmpty ? "Nothing scheduled with \(coach.displayName) in the next two weeks." : nil)
    }

    /// The student's meetings with their coach from now for ``upcomingReach``: group sessions she teaches and their
    /// booked one-to-ones with her, on the student's clock, earliest first.
    static func upcomingMeetings(_ world: StudentWorld, calendar: ZonedCalendar, destinations: Destinations) -> [Upcoming] {
        let coach = world.coach.id
        let until = world.now.addingTimeInterval(upcomingReach)
        var rows: [(Date, Upcoming)] = []
        func row(_ start: Date, chip: String, title: String, open: ScreenAction?) -> (Date, Upcoming) {
            (
                start,
                Upcoming(
                    day: LocalFormat.eyebrowDate(start, in: calendar.zone), time: LocalFormat.time(start, in: calendar.zone),
                    startsAt: LocalFormat.iso8601WithOffset(start, in: calendar.zone), kindChip: chip, title: title, open: open)
            )
        }
        for session in world.sessions where session.teacherID == coach {
            for meeting in session.occurrences(from: world.now, to: until) where meeting.end > world.now {
                let titled = meeting.titled(lessons: world.lessons, term: world.term).session
                rows.append(
                    row(
                        meeting.start, chip: session.kind.chipLabel, title: titled.title.isEmpty ? session.kind.chipLabel : titled.title,
                        open: destinations.action("Details", to: Destination(QuranFlowRoute.sessionDetail, session.id, meeting.ownerDate))))
            }
        }
        for booked in world.bookings where booked.teacherID == coach && booked.occurrence.end > world.now {
            guard booked.occurrence.start < until else { continue }
            let href = QuranFlowRoute.appointment.path(Identifiers.ID(booked.bookingID), booked.occurrence.week)
            rows.append(
                row(
                    booked.occurrence.start, chip: SessionKind.oneToOne.chipLabel, title: "Your one-to-one",
                    open: destinations.allows(.sessions) ? ScreenAction(label: "Details", href: href, kind: .sessions) : nil))
        }
        return rows.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
