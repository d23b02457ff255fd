import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The coach's Messages list: one row per student thread, the unanswered first (longest wait first), then the rest by
/// their last message; each names how long the student has waited, against the 48-hour answer promise.
///
/// ```swift
/// CoachMessagesScreen.make(rows, now: now).hero   // "2 students waiting for a reply"
/// ```
public struct CoachMessagesScreen: Codable, Hashable, Sendable {
    /// One thread.
    public struct Row: Codable, Hashable, Sendable {
        public let studentName: String
        public let initial: String
        /// The last message, shortened: "Can I move to Thursday?".
        public let preview: String
        /// "Waiting 2 days", or nil when answered.
        public let waiting: String?
        /// Past the 48-hour promise.
        public let isOverdue: Bool
        public let unread: Int
        public let open: ScreenAction
    }

    /// What the list needs of one thread.
    public struct Input: Sendable {
        public let studentID: Identifiers.ID<Student>
        public let studentName: String
        public let last: Message?
        public let waitingSince: Date?
        public let unread: Int

        public init(studentID: Identifiers.ID<Student>, studentName: String, last: Message?, waitingSince: Date?, unread: Int) {
            self.studentID = studentID
            self.studentName = studentName
            self.last = last
            self.waitingSince = waitingSince
            self.unread = unread
        }
    }

    public let screenID: String
    /// Back to the Queue, where the list is reached from.
    public let back: ScreenAction
    public let title: String
    /// "2 students waiting for a reply" / "Everyone has an answer".
    public let hero: String
    /// "Your 48-hour promise holds." or "1 past your 48-hour promise."
    public let promise: String
    public let rows: [Row]
    public let emptyLine: String?

    public static func make(_ inputs: [Input], now: Date) -> CoachMessagesScreen {
        let ordered = inputs.sorted { lhs, rhs in
            switch (lhs.waitingSince, rhs.waitingSince) {
            case (let l?, let r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return (lhs.last?.sentAt ?? .distantPast) > (rhs.last?.sentAt ?? .distantPast)
            }
        }
        let rows = ordered.map { input in
            let wait = input.waitingSince.map { WaitingTime(seconds: now.timeIntervalSince($0)) }
            return Row(
                studentName: input.studentName, initial: Copy.initial(input.studentName), preview: input.last?.preview ?? "",
                waiting: wait.map { "Waiting \($0.label)" }, isOverdue: (wait?.seconds ?? 0) > WaitingTime.promise,
                unread: input.unread,
                open: ScreenAction(label: "Open", destination: Destination(QuranFlowRoute.coachMessageThread, input.studentID)))
        }
        let waiting = rows.filter { $0.waiting != nil }.count
        let overdue = rows.filter(\.isOverdue).count
        return CoachMessagesScreen(
            screenID: "CoachMessages", back: ScreenAction(label: "Queue", destination: .coachQueue(.oldestFirst)), title: "Messages",
            hero: waiting == 0
                ? "Everyone has an answer" : "\(waiting) \(waiting == 1 ? "student" : "students") waiting for a reply",
            promise: overdue == 0 ? "Your 48-hour promise holds." : "\(overdue) past your 48-hour promise.", rows: rows,
            emptyLine: rows.isEmpty ? "No messages yet. Your students can write to you from their Profile." : nil)
    }
}
