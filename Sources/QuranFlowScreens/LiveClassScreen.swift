import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// The live class (SakLiveClass) as one viewer sees it: elapsed time, the speaking ring, who is present ("8 of 12",
/// You first), the verse being read, raise hand and leave; the coach's view adds Start/End, the verse and the turn.
/// The same model is what the server-sent events carry, so a change reads the same live as on reload.
///
/// ```swift
/// let screen = LiveClassScreen.make(occurrence: o, room: room, viewerID: sarah.id.rawValue, isCoachView: false,
///                                   registered: 12, teacher: radwa, back: "/today", now: now)
/// screen.presence   // "8 of 12"
/// ```
public struct LiveClassScreen: Codable, Hashable, Sendable {
    /// One person in the strip.
    public struct Person: Codable, Hashable, Sendable {
        public let id: String
        /// "You" for the viewer.
        public let name: String
        public let initial: String
        public let isCoach: Bool
        public let isSpeaking: Bool
        public let handRaised: Bool
    }

    /// "SakLiveClass".
    public let screenID: String
    /// "Sisters' Reading Circle".
    public let title: String
    /// "QRC".
    public let kindChip: String
    /// "Starting soon", "Waiting to start", "Live", "Ended" — the same word for the student and the coach.
    public let status: String
    /// The phase `status` names (``LiveClassPhase``).
    public let phase: LiveClassPhase
    /// Seconds until the scheduled start while starting soon (the page turns to `waitingStatus` then); nil otherwise.
    public let startsInSeconds: Int?
    /// What `status` becomes at the scheduled start without a Start: "Waiting to start".
    public let waitingStatus: String
    /// Seconds elapsed at `now`.
    public let elapsedSeconds: Int
    /// "14:22".
    public let elapsed: String
    /// Whether the clock is running (the page ticks it between events).
    public let isRunning: Bool
    /// The coach's name (the hero card).
    public let coach: String?
    /// Whether the coach has the screen open (a student's hero says "not here yet" otherwise).
    public let coachHere: Bool
    /// Who has the turn: a name, or nil.
    public let speaking: String?
    /// "8 of 12": the students in the strip of those registered (a one-to-one: both people, "2 of 2").
    public let presence: String
    /// The strip, whom `presence` counts: You first, then by arrival — students only in a group session (the coach is
    /// the hero card), both people in a one-to-one.
    public let people: [Person]
    /// "Currently reading".
    public let verse: VerseCloser?
    /// Whether the viewer's hand is up.
    public let handRaised: Bool
    /// Open Zoom (audio and video).
    public let openZoom: ScreenAction
    /// Leave: back where Join was tapped.
    public let leave: String
    /// The server-sent events URL.
    public let eventsURL: String
    /// Where the page says it is going away (Leave, closing the tab).
    public let leaveURL: String
    /// The student's raise hand (nil on the coach's view).
    public let handURL: String?
    /// The coach's controls (nil on a student's view).
    public let coachActions: CoachActions?

    /// The coach's live controls' addresses, printed by their routes.
    public struct CoachActions: Codable, Hashable, Sendable {
        public let start: String
        public let end: String
        public let verse: String
        public let speaker: String
    }
    /// The coach's view (Start/End, verse, turn).
    public let isCoachView: Bool
    /// For the coach: started, ended.
    public let started: Bool
    public let ended: Bool
    /// The viewer's id (so the page can mark "You" in streamed updates).
    public let viewerID: String

    /// Where Leave goes for a live class opened `from` a screen: back to it — Today, Sessions or the one-to-one's
    /// Appointment detail for a student, My schedule or the meeting's detail for a coach. Without an origin (or with one
    /// that is not the viewer's, or a detail the meeting does not have) it is Sessions, or the coach's schedule.
    ///
    /// ```swift
    /// LiveClassScreen.leavePath(from: .today, isCoach: false)   // "/today"
    /// ```
    public static func leavePath(
        from origin: LiveOrigin?, isCoach: Bool, appointment: (booking: Identifiers.ID<OneToOneBooking>, week: Int)? = nil,
        coachDetail: (session: Identifiers.ID<LiveSession>, date: LocalDate)? = nil
    ) -> String {
        typealias R = QuranFlowRoute
        if isCoach {
            if origin == .session, let coachDetail { return R.coachSessionDetail.path(coachDetail.session, coachDetail.date) }
            return R.coachSchedule.path()
        }
        switch origin {
        case .today: return R.today.path()
        case .appointment: return appointment.map { R.appointment.path($0.booking, $0.week) } ?? R.sessions.path()
        case .sessions, .schedule, .session, nil: return R.sessions.path()
        }
    }

    /// The screen for one viewer.
    public static func make(
        occurrence: SessionOccurrence, room: LiveRoom, viewerID: String, isCoachView: Bool, registered: Int,
        teacher: Coach?, back: String, now: Date
    ) -> LiveClassScreen {
        let session = occurrence.session
        let id = session.id
        let ordered = room.ordered(viewerID: viewerID)
        let speakingName = room.speakingID.flatMap { id in ordered.first { $0.id == id } }.map { $0.id == viewerID ? "You" : $0.name }
        let phase = LiveClassPhase.at(now, room: room, scheduledStart: occurrence.start)
        let isOneToOne = session.kind == .oneToOne
        let strip = isOneToOne ? ordered : ordered.filter { !$0.isCoach }
        let untilStart = occurrence.start.timeIntervalSince(now)
        return LiveClassScreen(
            screenID: "SakLiveClass", title: session.title, kindChip: session.kind.chipLabel, status: phase.label, phase: phase,
            startsInSeconds: phase == .startingSoon && untilStart.isFinite ? Int(min(untilStart.rounded(.up), 86400)) : nil,
            waitingStatus: LiveClassPhase.waiting.label,
            elapsedSeconds: room.elapsedSeconds(at: now), elapsed: room.elapsedLabel(at: now), isRunning: phase.isRunning,
            coach: teacher?.displayName, coachHere: room.participants.contains { $0.isCoach }, speaking: speakingName,
            presence: isOneToOne ? room.oneToOnePresenceLabel : room.presenceLabel(registered: registered),
            people: strip.map { person in
                Person(
                    id: person.id, name: person.id == viewerID ? "You" : person.name,
                    initial: Copy.initial(person.name.split(separator: " ").first { !$0.hasSuffix(".") }.map(String.init) ?? person.name),
                    isCoach: person.isCoach, isSpeaking: person.id == room.speakingID, handRaised: person.handRaisedAt != nil)
            },
            verse: room.verse.flatMap { VerseCloser.make($0) },
            handRaised: ordered.first { $0.id == viewerID }?.handRaisedAt != nil,
            openZoom: ScreenAction(label: "Open Zoom", destination: .meetingLink(session.meetingLink)),
            leave: back, eventsURL: isCoachView ? QuranFlowRoute.coachLiveEvents.path(id) : QuranFlowRoute.liveEvents.path(id),
            leaveURL: isCoachView ? QuranFlowRoute.coachLeaveLive.path(id) : QuranFlowRoute.leaveLive.path(id),
            handURL: isCoachView ? nil : QuranFlowRoute.raiseHand.path(id),
            coachActions: isCoachView
                ? CoachActions(
                    start: QuranFlowRoute.startLive.path(id), end: QuranFlowRoute.endLive.path(id),
                    verse: QuranFlowRoute.setLiveVerse.path(id), speaker: QuranFlowRoute.setLiveSpeaker.path(id))
                : nil,
            isCoachView: isCoachView,
            started: room.startedAt != nil, ended: room.endedAt != nil, viewerID: viewerID)
    }
}
