import Calendar
import Foundation
import QuranText

/// What the server knows about one meeting while it runs (SakLiveClass): when the coach started and ended it, who has
/// the screen open, whose turn it is to recite, the verse being read, and raised hands. Audio and video are Zoom's.
///
/// Rules, in one place: presence counts the **students** with the screen open against those registered ("8 of 12"),
/// the viewer first ("You"), then the coach, then in order of arrival; elapsed time runs from the coach's Start (or
/// the scheduled start until the coach starts); attendance is everyone who was present; the coach's hours run from
/// Start to End.
///
/// ```swift
/// room.presenceLabel(registered: 12)   // "8 of 12"
/// room.elapsedLabel(at: now, scheduledStart: occurrence.start)   // "14:22"
/// ```
public struct LiveRoom: Hashable, Sendable {
    /// Someone with the live screen open.
    public struct Participant: Hashable, Sendable, Codable {
        /// The account id.
        public let id: String
        /// "Sarah A." / "Ust. Amina".
        public let name: String
        /// Whether this is the session's coach.
        public let isCoach: Bool
        /// When they opened the screen.
        public let joinedAt: Date
        /// When they raised their hand, if it is up.
        public let handRaisedAt: Date?

        /// A participant.
        public init(id: String, name: String, isCoach: Bool, joinedAt: Date, handRaisedAt: Date? = nil) {
            self.id = id
            self.name = name
            self.isCoach = isCoach
            self.joinedAt = joinedAt
            self.handRaisedAt = handRaisedAt
        }
    }

    /// When the coach pressed Start.
    public let startedAt: Date?
    /// When the coach pressed End.
    public let endedAt: Date?
    /// Whose turn it is (the speaking ring), an account id.
    public let speakingID: String?
    /// "Currently reading".
    public let verse: PassageReference?
    /// Everyone with the screen open now.
    public let participants: [Participant]

    /// A room.
    public init(startedAt: Date?, endedAt: Date?, speakingID: String?, verse: PassageReference?, participants: [Participant]) {
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.speakingID = speakingID
        self.verse = verse
        self.participants = participants
    }

    /// The students present.
    public var studentsPresent: Int {
        Set(participants.filter { !$0.isCoach }.map(\.id)).count
    }

    /// "8 of 12".
    public func presenceLabel(registered: Int) -> String {
        "\(studentsPresent) of \(max(registered, studentsPresent))"
    }

    /// A one-to-one's presence counts both people in it, the student and the coach: "1 of 2", "2 of 2".
    ///
    /// ```swift
    /// room.oneToOnePresenceLabel   // "2 of 2" once the coach has the screen open too
    /// ```
    public var oneToOnePresenceLabel: String {
        let present = Set(participants.map(\.id)).count
        return "\(present) of \(max(2, present))"
    }

    /// The strip's order: `viewerID` first, then the coach, then by arrival (one entry per person).
    public func ordered(viewerID: String) -> [Participant] {
        var seen = Set<String>()
        let unique = participants.sorted { $0.joinedAt < $1.joinedAt }.filter { seen.insert($0.id).inserted }
        return unique.sorted { lhs, rhs in
            func rank(_ p: Participant) -> Int { p.id == viewerID ? 0 : p.isCoach ? 1 : 2 }
            return rank(lhs) != rank(rhs) ? rank(lhs) < rank(rhs) : lhs.joinedAt < rhs.joinedAt
        }
    }

    /// Seconds since the coach's Start, never negative; frozen at End; 0 before Start (the timetable does not start
    /// the clock: the coach does — ``LiveClassPhase``).
    public func elapsedSeconds(at now: Date) -> Int {
        guard let startedAt else { return 0 }
        let to = endedAt ?? now
        let seconds = to.timeIntervalSince(startedAt)
        return seconds.isFinite && seconds > 0 ? Int(min(seconds, 366 * 86400)) : 0
    }

    /// "14:22", or "1:02:03" past an hour.
    public func elapsedLabel(at now: Date) -> String {
        WatchProgress.clock(milliseconds: elapsedSeconds(at: now) * 1000)
    }

    /// Whether it is running: started and not ended.
    public var isRunning: Bool {
        startedAt != nil && endedAt == nil
    }

    /// The coach's logged minutes for the meeting: Start to End, rounded up; `nil` until both exist.
    public var coachMinutes: Int? {
        guard let startedAt, let endedAt, endedAt > startedAt else { return nil }
        return Int((endedAt.timeIntervalSince(startedAt) / 60).rounded(.up))
    }
}
