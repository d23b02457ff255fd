import Foundation

/// Every widget of one person, as timelines computed from one snapshot at `now`: what `/api/ambient` serves and the
/// board draws, and what a widget extension's provider would return widget by widget (``AmbientWidgetKind``). A student
/// has the Week, This Week, verse, next-session widgets and the two Live Activities; a coach has the queue widget.
///
/// ```swift
/// let all = AmbientTimelines.student(snapshot, now: now)
/// all.nextSession?.entry(at: now)?.entry?.joinLine   // "Join opens 6:45"
/// ```
public struct AmbientTimelines: Hashable, Sendable, Codable {
    /// The instant the timelines were computed at, and the viewer's zone (every entry's instant is UTC).
    public let now: Date
    public let zone: String
    public let week: WidgetTimeline<WeekWidget.Entry>?
    public let thisWeek: WidgetTimeline<ThisWeekWidget.Entry?>?
    public let verse: WidgetTimeline<VerseWidget.Entry?>?
    public let nextSession: WidgetTimeline<NextSessionWidget.Entry?>?
    public let revokeWindow: WidgetTimeline<RevokeWindowActivity.Entry?>?
    public let sessionActivity: WidgetTimeline<SessionLiveActivity.Entry?>?
    public let coachQueue: WidgetTimeline<CoachQueueWidget.Entry>?
    /// The Smart Stack hints.
    public let relevance: Relevance
    /// The intents and where each lands now.
    public let intents: [Intent]

    /// Smart Stack relevance: the session card in each pre-session window, the week card at the practice hour.
    public struct Relevance: Hashable, Sendable, Codable {
        public let sessionWindows: [DateInterval]
        /// The student's habitual practice hour (0–23, local), or nil without events.
        public let practiceHour: Int?
    }

    /// One intent, where it resolves now, and whether it is the This Week button's.
    public struct Intent: Hashable, Sendable, Codable {
        public let intent: AmbientIntent
        public let title: String
        public let resolution: AmbientIntent.Resolution
        public let isSuggested: Bool
    }

    /// A student's widgets. The revoke activity exists only for a submission whose window is still open at `now`: at
    /// its close the activity ends.
    public static func student(_ snapshot: AmbientSnapshot, now: Date) -> AmbientTimelines {
        let suggested = AmbientIntent.suggested(snapshot, at: now)
        let revoke = snapshot.submission.flatMap { submission in
            submission.windowClosesAt > now ? RevokeWindowActivity.timeline(submission) : nil
        }
        return AmbientTimelines(
            now: now, zone: snapshot.zone, week: WeekWidget.timeline(snapshot, from: now),
            thisWeek: ThisWeekWidget.timeline(snapshot, from: now), verse: VerseWidget.timeline(snapshot, from: now),
            nextSession: NextSessionWidget.timeline(snapshot, from: now), revokeWindow: revoke,
            sessionActivity: SessionLiveActivity.timeline(snapshot, from: now), coachQueue: nil,
            relevance: Relevance(
                sessionWindows: snapshot.sessions.filter { $0.end > now }.prefix(3).map(SmartStackRelevance.sessionWindow),
                practiceHour: SmartStackRelevance.practiceHour(events: snapshot.practice, zone: snapshot.zone)),
            intents: AmbientIntent.allCases.map {
                Intent(intent: $0, title: $0.title, resolution: $0.resolve(snapshot, at: now), isSuggested: $0 == suggested)
            })
    }

    /// Just one widget's timeline (the others left out), or nil when the person has no such widget (a coach's Week, a
    /// student's queue, a revoke activity with no submission in its window).
    public func only(_ kind: AmbientWidgetKind) -> AmbientTimelines? {
        let keep = { (candidate: AmbientWidgetKind) in candidate == kind }
        let copy = AmbientTimelines(
            now: now, zone: zone, week: keep(.week) ? week : nil, thisWeek: keep(.thisWeek) ? thisWeek : nil,
            verse: keep(.verse) ? verse : nil, nextSession: keep(.nextSession) ? nextSession : nil,
            revokeWindow: keep(.revokeWindow) ? revokeWindow : nil, sessionActivity: keep(.sessionActivity) ? sessionActivity : nil,
            coachQueue: keep(.coachQueue) ? coachQueue : nil, relevance: relevance, intents: [])
        let present: Bool =
            switch kind {
            case .week: week != nil
            case .thisWeek: thisWeek != nil
            case .verse: verse != nil
            case .nextSession: nextSession != nil
            case .revokeWindow: revokeWindow != nil
            case .sessionActivity: sessionActivity != nil
            case .coachQueue: coachQueue != nil
            }
        return present ? copy : nil
    }

    /// A coach's widgets: the queue, `waiting` submissions, the oldest waiting since `oldestSince`.
    public static func coach(waiting: Int, oldestSince: Date?, zone: String, now: Date) -> AmbientTimelines {
        AmbientTimelines(
            now: now, zone: zone, week: nil, thisWeek: nil, verse: nil, nextSession: nil, revokeWindow: nil, sessionActivity: nil,
            coachQueue: CoachQueueWidget.timeline(waiting: waiting, oldestSince: oldestSince, from: now),
            relevance: Relevance(sessionWindows: [], practiceHour: nil), intents: [])
    }
}

/// The widgets by name, as `/api/ambient/<kind>` serves them one at a time.
public enum AmbientWidgetKind: String, Hashable, Sendable, Codable, CaseIterable {
    case week
    case thisWeek = "this-week"
    case verse
    case nextSession = "next-session"
    case revokeWindow = "revoke-window"
    case sessionActivity = "session-activity"
    case coachQueue = "coach-queue"
}
