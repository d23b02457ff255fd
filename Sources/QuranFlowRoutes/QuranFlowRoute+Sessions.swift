import Calendar
import Identifiers
import QuranFlowCore
import Routing

extension QuranFlowRoute {
    /// The Sessions tab (SakSchedule), on a day.
    public static let sessions = QuranFlowEndpoint(
        .get, "/sessions", query: DayQuery.self, access: .students, feature: .sessions,
        kind: .screen(
            summary: "The Sessions tab (SakSchedule) for the signed-in student. Query: day = YYYY-MM-DD (default today, student's zone).",
            name: "Sessions", spec: "SakSchedule"))
    /// One meeting's detail (SakSessionDetail / SakSessionDetailQRC): the session and its date on the owner's calendar.
    public static let sessionDetail = QuranFlowEndpoint(
        .get, "/sessions/:id/on/:date", ID<LiveSession>.self, LocalDate.self, access: .students, feature: .sessionDetail,
        kind: .screen(
            summary: "One meeting's detail (SakSessionDetail or SakSessionDetailQRC): the session and its date on the owner's calendar.",
            name: "Session detail", spec: "SakSessionDetail"))
    /// A session's reminder as a page (Remind me without script).
    public static let sessionReminderPage = QuranFlowEndpoint(
        .get, "/sessions/:id/reminder", ID<LiveSession>.self, query: BackQuery.self, access: .students, feature: .sessionReminder)
    /// Turning a session's reminder (form `on` = 1/0, `back`).
    public static let sessionReminder = QuranFlowEndpoint(.post, "/sessions/:id/reminder", ID<LiveSession>.self, access: .students)
    /// Turning a session's reminder as JSON.
    public static let apiSessionReminder = QuranFlowEndpoint(
        .post, "/api/sessions/:id/reminder", ID<LiveSession>.self, access: .students,
        kind: .api(
            summary: "Turns the reminder of one weekly session on or off: {\"on\": true}. Reminders arrive 15 minutes before each meeting."),
        statuses: [415])
    /// The session reminders that have fired.
    public static let apiReminderNotifications = QuranFlowEndpoint(
        .get, "/api/notifications/reminders", access: .students,
        kind: .api(
            summary:
                "The signed-in student's session reminders that have fired (in-app notifications), newest first; each links to the session detail."
        ))
    /// Week at a glance (SakWeekAtGlance).
    public static let weekAtGlance = QuranFlowEndpoint(
        .get, "/sessions/week", query: WeekQuery.self, access: .students, feature: .weekAtGlance,
        kind: .screen(
            summary: "Week at a glance (SakWeekAtGlance) in the student's local time. Query: week = 1…15 (default the current week).",
            name: "Week at a glance", spec: "SakWeekAtGlance"))
    /// A bell of Week at a glance (form `item`, `on`, `back`).
    public static let reminders = QuranFlowEndpoint(.post, "/reminders", access: .students)
    /// The term's start date as a calendar file.
    public static let termStartCalendar = QuranFlowEndpoint(
        .get, "/calendar/term-start.ics", access: .students, feature: .calendarExport, kind: .file)
    /// A term week as a calendar file ("Add the week to my calendar").
    public static let weekCalendar = QuranFlowEndpoint(.get, "/calendar/week/:week.ics", Int.self, access: .students, kind: .file)
    /// The private subscription feed at its secret address.
    public static let calendarFeed = QuranFlowEndpoint(.get, "/calendar/feed/:secret.ics", String.self, access: .anyone, kind: .file)
    /// Resetting the private feed's address (form `back`).
    public static let resetCalendarFeed = QuranFlowEndpoint(.post, "/calendar/feed/reset", access: .students)
    /// The private feed's address as JSON.
    public static let apiCalendarFeed = QuranFlowEndpoint(
        .get, "/api/calendar/feed", access: .students,
        kind: .api(summary: "The signed-in student's private calendar-feed URL (iCalendar, the whole term, kept current)."))
    /// Resetting the private feed's address as JSON.
    public static let apiResetCalendarFeed = QuranFlowEndpoint(
        .post, "/api/calendar/feed/reset", access: .students,
        kind: .api(summary: "Replaces the signed-in student's feed URL; the old one stops working."))

    /// Recordings (SakScheduleRecordings).
    public static let recordings = QuranFlowEndpoint(
        .get, "/sessions/recordings", access: .students, feature: .recordings,
        kind: .screen(
            summary: "The Recordings state of Sessions (SakScheduleRecordings): past meetings with a recording, by week, with progress.",
            name: "Recordings", spec: "SakScheduleRecordings"))
    /// One recording's player.
    public static let recordingPlayer = QuranFlowEndpoint(.get, "/sessions/recordings/:id", ID<MediaItem>.self, access: .students)
    /// A session recording's audio, with Range.
    public static let recordingFile = QuranFlowEndpoint(.get, "/media/recordings/:id", ID<MediaItem>.self, access: .students, kind: .file)
    /// How far a recording has been played.
    public static let apiRecordingProgress = QuranFlowEndpoint(
        .post, "/api/recordings/:id/progress", ID<MediaItem>.self, access: .students,
        kind: .api(
            summary: "Records how far the signed-in student has played a recording: {\"positionSeconds\": 90}. Progress only moves forward."
        ),
        statuses: [415])

    /// The live class (SakLiveClass) for a session or a booked one-to-one, from Join.
    public static let liveClass = QuranFlowEndpoint(
        .get, "/live/:id", ID<LiveSession>.self, query: LiveQuery.self, access: .students, feature: .liveClass,
        kind: .screen(
            summary: "The live class (SakLiveClass) for the signed-in student, while the meeting can be joined.",
            twinPattern: "/api/screens/live/:id", name: "Live class", spec: "SakLiveClass"), statuses: [403, 409])
    /// The live class's server-sent events.
    public static let liveEvents = QuranFlowEndpoint(.get, "/live/:id/events", ID<LiveSession>.self, access: .students, kind: .file)
    /// Leaving the live class (sent as the page goes away).
    public static let leaveLive = QuranFlowEndpoint(.post, "/live/:id/leave", ID<LiveSession>.self, access: .students, statuses: [409])
    /// Raising or lowering a hand (form `raised` = 1/0).
    public static let raiseHand = QuranFlowEndpoint(.post, "/live/:id/hand", ID<LiveSession>.self, access: .students, statuses: [409])
    /// The coach's live screen for one of their meetings, from Start.
    public static let coachLive = QuranFlowEndpoint(
        .get, "/coach/live/:id", ID<LiveSession>.self, query: LiveQuery.self, access: .coaches, feature: .liveClass,
        kind: .screen(
            summary: "The coach's live screen for one of their meetings (Start/End, verse, turn).",
            twinPattern: "/api/screens/coach/live/:id", name: "Live class", spec: "SakLiveClass"), statuses: [409])
    /// The coach's live screen's server-sent events.
    public static let coachLiveEvents = QuranFlowEndpoint(
        .get, "/coach/live/:id/events", ID<LiveSession>.self, access: .coaches, kind: .file)
    /// The coach leaving the live screen.
    public static let coachLeaveLive = QuranFlowEndpoint(
        .post, "/coach/live/:id/leave", ID<LiveSession>.self, access: .coaches, statuses: [409])
    /// Start (logs the coach's hours).
    public static let startLive = QuranFlowEndpoint(.post, "/coach/live/:id/start", ID<LiveSession>.self, access: .coaches, statuses: [409])
    /// End.
    public static let endLive = QuranFlowEndpoint(.post, "/coach/live/:id/end", ID<LiveSession>.self, access: .coaches, statuses: [409])
    /// "Currently reading" (form `verse` = 67:3, or `surah` and `ayah`).
    public static let setLiveVerse = QuranFlowEndpoint(
        .post, "/coach/live/:id/verse", ID<LiveSession>.self, access: .coaches, statuses: [409])
    /// Handing the turn (form `speaker`, empty for none).
    public static let setLiveSpeaker = QuranFlowEndpoint(
        .post, "/coach/live/:id/speaker", ID<LiveSession>.self, access: .coaches, statuses: [409])
}
