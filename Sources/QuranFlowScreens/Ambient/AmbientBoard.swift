import Foundation
import QuranFlowAmbient
import QuranFlowCore
import QuranFlowRoutes

/// The ambient board's model and `/api/ambient`'s answer: the person's snapshot (students) and every widget's timeline
/// computed from it at `now`, the intents with where each lands, and the sizes the board draws each family at. The board's
/// script draws only from this value, as a widget extension would.
///
/// ```swift
/// let board = AmbientBoard.student(snapshot, now: now)
/// board.timelines.nextSession?.entry(at: now)?.entry?.joinLine   // "Join opens 6:45"
/// ```
public struct AmbientBoard: Codable, Sendable {
    /// "AmbientBoard".
    public let screenID: String
    /// "student" or "coach".
    public let role: String
    /// The data every student timeline is computed from (nil for a coach).
    public let snapshot: AmbientSnapshot?
    /// Every widget's timeline at `timelines.now`.
    public let timelines: AmbientTimelines
    /// The three intents, each with the address that resolves it (nil when it lands nowhere now, with why).
    public let intents: [IntentLink]
    /// "Continue Week 8".
    public let spotlightPhrase: String?
    /// The families' point sizes on a 390×844 phone (the Human Interface Guidelines', written once in ``WidgetFamily``).
    public let families: [FamilySize]
    /// "Start reviewing ▸" lands here (the oldest-first queue); nil for a student.
    public let queueLink: String?
    /// The widget devices page.
    public let devicesLink: String
    /// The stream that says when to fetch again, and the address to fetch.
    public let eventsLink: String
    public let refreshLink: String

    public struct IntentLink: Codable, Sendable, Hashable {
        public let intent: AmbientIntent
        public let title: String
        public let href: String?
        public let unavailable: String?
        public let isSuggested: Bool
    }

    public struct FamilySize: Codable, Sendable, Hashable {
        public let family: WidgetFamily
        public let width: Int
        public let height: Int
    }

    /// A student's board.
    public static func student(_ snapshot: AmbientSnapshot, now: Date) -> AmbientBoard {
        let timelines = AmbientTimelines.student(snapshot, now: now)
        let intents = timelines.intents.map { item -> IntentLink in
            let unavailable: String? = if case .unavailable(let reason) = item.resolution { reason } else { nil }
            return IntentLink(
                intent: item.intent, title: item.title, href: unavailable == nil ? QuranFlowRoute.ambientIntent.path(item.intent) : nil,
                unavailable: unavailable, isSuggested: item.isSuggested)
        }
        return AmbientBoard(
            role: "student", snapshot: snapshot, timelines: timelines, intents: intents,
            spotlightPhrase: AmbientIntent.spotlightPhrase(snapshot, at: now), queueLink: nil)
    }

    /// A coach's board: the queue widget.
    public static func coach(waiting: Int, oldestSince: Date?, zone: String, now: Date) -> AmbientBoard {
        AmbientBoard(
            role: "coach", snapshot: nil, timelines: .coach(waiting: waiting, oldestSince: oldestSince, zone: zone, now: now),
            intents: [], spotlightPhrase: nil, queueLink: Destination.coachQueue(.oldestFirst).path)
    }

    init(
        role: String, snapshot: AmbientSnapshot?, timelines: AmbientTimelines, intents: [IntentLink], spotlightPhrase: String?,
        queueLink: String?
    ) {
        screenID = "AmbientBoard"
        self.role = role
        self.snapshot = snapshot
        self.timelines = timelines
        self.intents = intents
        self.spotlightPhrase = spotlightPhrase
        families = WidgetFamily.allCases.map { FamilySize(family: $0, width: $0.pointSize.width, height: $0.pointSize.height) }
        self.queueLink = queueLink
        devicesLink = QuranFlowRoute.widgetDevices.path()
        eventsLink = QuranFlowRoute.ambientEvents.path()
        refreshLink = QuranFlowRoute.apiAmbient.path()
    }
}
