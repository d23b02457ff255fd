import Foundation
import Identifiers

/// A coach's review queue at `now` (SakCoachQueue): what waits, in which order, and whether the
/// 48-hour promise holds.
///
/// A submission waits when it belongs to one of the coach's students, is ``SubmissionStatus/inReview``
/// and its revoke window has closed (at or before `now`). Waiting is measured from the moment the
/// revoke window closed (see ``Submission/waited(at:)``); flag and breach follow ``WaitingTime``.
///
/// ```swift
/// let queue = ReviewQueue(coachID: amina.id, students: students, submissions: submissions, at: now)
/// queue.headline           // "5 submissions waiting"
/// queue.promiseSentence    // "Your 48-hour promise holds."
/// ```
public struct ReviewQueue: Sendable {
    /// One waiting submission with what its row shows.
    public struct Entry: Hashable, Sendable, Identifiable {
        /// The submission.
        public let submission: Submission
        /// Its student.
        public let student: Student
        /// How long it has waited.
        public let waiting: WaitingTime
        /// How many submissions the student has sent this term (all statuses), for "Fewest submissions".
        public let termSubmissionCount: Int

        /// The submission's identifier.
        public var id: Identifiers.ID<Submission> { submission.id }
        /// Waited 36 hours or more.
        public var isFlagged: Bool { waiting.isFlagged }
        /// Waited more than 48 hours.
        public var isBreached: Bool { waiting.isBreached }
    }

    /// The waiting submissions, oldest first (earliest revoke-window close; ties by submission id).
    public let entries: [Entry]

    /// The queue for the coach `coachID` at `now`. Submissions of students who are not the coach's,
    /// or whose student is missing from `students`, are left out.
    public init(coachID: Identifiers.ID<Coach>, students: [Student], submissions: [Submission], at now: Date) {
        let mine = Dictionary(students.filter { $0.coachID == coachID }.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var counts: [TermKey: Int] = [:]
        for submission in submissions where mine[submission.studentID] != nil {
            counts[TermKey(student: submission.studentID, term: submission.termID), default: 0] += 1
        }
        entries =
            submissions
            .compactMap { submission -> Entry? in
                guard submission.isWaitingForReview(at: now), let student = mine[submission.studentID] else { return nil }
                return Entry(
                    submission: submission, student: student,
                    waiting: WaitingTime(seconds: submission.waited(at: now)),
                    termSubmissionCount: counts[TermKey(student: student.id, term: submission.termID)] ?? 0)
            }
            .sorted(by: Self.oldestFirst)
    }

    private struct TermKey: Hashable {
        let student: Identifiers.ID<Student>
        let term: Identifiers.ID<Term>
    }

    private static func oldestFirst(_ a: Entry, _ b: Entry) -> Bool {
        let (x, y) = (a.submission, b.submission)
        if x.revokeWindowClosesAt != y.revokeWindowClosesAt { return x.revokeWindowClosesAt < y.revokeWindowClosesAt }
        return x.id < y.id
    }

    /// The entries in the order a filter chip asks for; every order falls back to oldest first.
    ///
    /// ```swift
    /// queue.sorted(by: .byLevel)
    /// ```
    public func sorted(by order: QueueSortOrder) -> [Entry] {
        switch order {
        case .oldestFirst:
            return entries
        case .byLevel:
            return entries.sorted { a, b in
                a.student.level != b.student.level ? a.student.level < b.student.level : Self.oldestFirst(a, b)
            }
        case .fewestSubmissions:
            return entries.sorted { a, b in
                a.termSubmissionCount != b.termSubmissionCount
                    ? a.termSubmissionCount < b.termSubmissionCount : Self.oldestFirst(a, b)
            }
        }
    }

    /// The longest-waiting entry, if any.
    public var oldest: Entry? {
        entries.first
    }

    /// Whether no waiting submission has passed 48 hours.
    public var promiseHolds: Bool {
        !entries.contains { $0.isBreached }
    }

    /// "5 submissions waiting", "1 submission waiting", or "No submissions waiting".
    public var headline: String {
        entries.isEmpty ? "No submissions waiting" : "\(Plural.count(entries.count, "submission")) waiting"
    }

    /// "Oldest is Sarah's — 2 days." (the oldest student's first name and how long it waited);
    /// `nil` when nothing waits.
    public var oldestSentence: String? {
        oldest.map { "Oldest is \($0.student.firstName)'s — \($0.waiting.label)." }
    }

    /// "Your 48-hour promise holds.", or "1 submission is past your 48-hour promise." /
    /// "2 submissions are past your 48-hour promise."; "All caught up." when nothing waits.
    public var promiseSentence: String {
        if entries.isEmpty { return "All caught up." }
        let breached = entries.filter(\.isBreached).count
        switch breached {
        case 0: return "Your 48-hour promise holds."
        case 1: return "1 submission is past your 48-hour promise."
        default: return "\(breached) submissions are past your 48-hour promise."
        }
    }

    /// The stat hero's second line: "Oldest is Sarah's — 2 days. Your 48-hour promise holds.",
    /// or "All caught up." when nothing waits.
    public var heroDetail: String {
        [oldestSentence, promiseSentence].compactMap { $0 }.joined(separator: " ")
    }
}
