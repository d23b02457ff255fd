import Foundation

/// Who counts as present in a live class, from the stored open screens (one row per open live-class screen, written
/// by whichever server process holds that screen's event stream) and `now`.
///
/// Rules, in one place:
/// - A process refreshes its screens' heartbeats every ``heartbeatInterval`` (10 s). A screen whose heartbeat is
///   ``staleAfter`` (30 s, three missed heartbeats) old or older does not count: a killed process's viewers drop out
///   within 30 s of its last heartbeat, while a process that misses one or two beats (a slow database, a pause) keeps
///   its viewers. A heartbeat ahead of `now` (another machine's clock) counts.
/// - Presence is **per person**, not per screen: two tabs of the same account are one entry, so "8 of 12" counts
///   people. The entry takes the earliest arrival among that person's screens, and their name and role from it.
/// - A raised hand shows only on someone present; it is kept per person, not per screen.
///
/// ```swift
/// let people = LivePresence.participants(screens: rows, hands: ["sarah": raisedAt], at: now)
/// LivePresence.counts(row, at: now)                  // false once now - heartbeat >= 30 s
/// LivePresence.nextChange(screens: rows, at: now)    // when the next counted screen goes stale
/// ```
public enum LivePresence {
    /// How often a server process refreshes the heartbeat of every screen it holds.
    public static let heartbeatInterval: TimeInterval = 10
    /// A screen whose heartbeat is this old (or older) no longer counts.
    public static let staleAfter: TimeInterval = 30

    /// One open live-class screen as stored.
    public struct Screen: Hashable, Sendable {
        /// The stream's id (unique across processes).
        public let connectionID: String
        /// The account with the screen open.
        public let accountID: String
        /// "Sarah A." / "Ust. Amina".
        public let name: String
        /// Whether this is the meeting's coach.
        public let isCoach: Bool
        /// When the screen was opened.
        public let joinedAt: Date
        /// The holding process's latest heartbeat for it.
        public let heartbeatAt: Date

        /// A screen.
        public init(connectionID: String, accountID: String, name: String, isCoach: Bool, joinedAt: Date, heartbeatAt: Date) {
            self.connectionID = connectionID
            self.accountID = accountID
            self.name = name
            self.isCoach = isCoach
            self.joinedAt = joinedAt
            self.heartbeatAt = heartbeatAt
        }
    }

    /// Whether `screen` counts at `now`: its heartbeat is younger than ``staleAfter``.
    ///
    /// ```swift
    /// LivePresence.counts(screen, at: screen.heartbeatAt.addingTimeInterval(29.999))   // true
    /// LivePresence.counts(screen, at: screen.heartbeatAt.addingTimeInterval(30))       // false
    /// ```
    public static func counts(_ screen: Screen, at now: Date) -> Bool {
        now.timeIntervalSince(screen.heartbeatAt) < staleAfter
    }

    /// Screens whose heartbeat is at or before this instant no longer count at `now` (`now` − ``staleAfter``): what
    /// a server may delete in one statement.
    ///
    /// ```swift
    /// LivePresence.cutoff(at: now)   // now - 30 s
    /// ```
    public static func cutoff(at now: Date) -> Date {
        now.addingTimeInterval(-staleAfter)
    }

    /// The instant `screen` stops counting.
    public static func staleAt(_ screen: Screen) -> Date {
        screen.heartbeatAt.addingTimeInterval(staleAfter)
    }

    /// Everyone present at `now`: one entry per person among the counted screens, in order of arrival, with their hand
    /// from `hands` (account id → when raised).
    ///
    /// ```swift
    /// LivePresence.participants(screens: [sarahTab1, sarahTab2, amina], hands: [:], at: now).count   // 2
    /// ```
    public static func participants(screens: [Screen], hands: [String: Date], at now: Date) -> [LiveRoom.Participant] {
        var byAccount: [String: Screen] = [:]
        for screen in screens where counts(screen, at: now) {
            if let kept = byAccount[screen.accountID],
                (kept.joinedAt, kept.connectionID) <= (screen.joinedAt, screen.connectionID)
            {
                continue
            }
            byAccount[screen.accountID] = screen
        }
        return byAccount.values
            .sorted { ($0.joinedAt, $0.accountID) < ($1.joinedAt, $1.accountID) }
            .map {
                LiveRoom.Participant(
                    id: $0.accountID, name: $0.name, isCoach: $0.isCoach, joinedAt: $0.joinedAt,
                    handRaisedAt: hands[$0.accountID])
            }
    }

    /// When presence next changes by itself (the earliest instant a counted screen goes stale), or `nil` when no screen
    /// counts. A server re-reads the room then, so a dead process's viewers disappear from every screen on time.
    ///
    /// ```swift
    /// LivePresence.nextChange(screens: rows, at: now)   // heartbeat of the oldest counted row + 30 s
    /// ```
    public static func nextChange(screens: [Screen], at now: Date) -> Date? {
        screens.filter { counts($0, at: now) }.map(staleAt).min()
    }

    /// The screens that no longer count at `now` (a server deletes them).
    public static func stale(_ screens: [Screen], at now: Date) -> [Screen] {
        screens.filter { !counts($0, at: now) }
    }
}
