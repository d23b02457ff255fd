import Calendar
import Foundation
import Identifiers

/// The attendance report of a term's group sessions in a period: each meeting held (ended by `now`; a cancelled
/// meeting is not held, an extra one is) with who attended it — present for at least five minutes inside it, as
/// ``AttendanceShare`` counts — and each student's share of the meetings that count (every kind but Office Hours).
///
/// ```swift
/// let report = AttendanceReport(sessions: groupSessions, students: roster, presence: spans, period: range, now: now)
/// report.students.first?.percent   // 85
/// ```
public struct AttendanceReport: Hashable, Sendable {
    /// A student on the roster.
    public struct Person: Hashable, Sendable {
        public let id: Identifiers.ID<Student>
        public let name: String

        public init(id: Identifiers.ID<Student>, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// One meeting held and who attended.
    public struct Meeting: Hashable, Sendable {
        public let occurrence: SessionOccurrence
        public let attendees: [Person]
        /// Whether it counts toward a student's share.
        public var counts: Bool { AttendanceShare.counts(occurrence.session.kind) }
    }

    /// One student's share.
    public struct StudentShare: Hashable, Sendable {
        public let person: Person
        public let attended: Int
        public let meetings: Int
        /// The rounded percentage, nil when no meeting counted.
        public var percent: Int? { meetings == 0 ? nil : (attended * 200 + meetings) / (meetings * 2) }
    }

    public let period: DateInterval
    /// The meetings held in the period, earliest first.
    public let meetings: [Meeting]
    /// The students by name.
    public let students: [StudentShare]

    /// The report. `presence` holds each student's group spans (``PresenceSpan/Room/group``).
    public init(
        sessions: [LiveSession], students: [Person], presence: [Identifiers.ID<Student>: [PresenceSpan]], period: DateInterval,
        now: Date
    ) {
        self.period = period
        let end = min(now, period.end)
        let held =
            end > period.start
            ? sessions.filter { $0.kind != .oneToOne }.flatMap { $0.occurrences(from: period.start, to: end) }.filter { $0.end <= now }
            : []
        let roster = students.sorted { $0.name != $1.name ? $0.name < $1.name : $0.id < $1.id }
        meetings = held.sorted { $0.start != $1.start ? $0.start < $1.start : $0.session.title < $1.session.title }.map { meeting in
            let attendees = roster.filter { person in
                let spans = (presence[person.id] ?? []).filter {
                    $0.room == .group && $0.meetingID == meeting.session.id.rawValue && $0.ownerDate == meeting.ownerDate
                }
                return AttendanceShare.wasPresent(at: meeting, spans)
            }
            return Meeting(occurrence: meeting, attendees: attendees)
        }
        let counted = meetings.filter(\.counts)
        self.students = roster.map { person in
            StudentShare(person: person, attended: counted.filter { $0.attendees.contains(person) }.count, meetings: counted.count)
        }
    }
}
