import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

extension AdminStudentScreen {
    /// The enrolment part of the student's page: enrolments (end one), enrol in a term's cohort, move to another cohort,
    /// reassign the coach from a week, and the history of reassignments (who decided, when, what moved).
    public struct Enrolment: Equatable, Sendable {
        /// The fields whose refusals this part shows.
        public static let fields: Set<String> = ["week", "coach", "cohort", "enrol-cohort"]

        /// One coach reassignment, as the store keeps it.
        public struct Reassignment: Equatable, Sendable {
            public let fromCoach: ID<Coach>
            public let toCoach: ID<Coach>
            public let fromWeek: Int
            public let effectiveAt: Date
            /// The deciding admin's name; nil when the account is gone.
            public let decidedBy: String?
            public let decidedAt: Date
            /// nil while it waits for its Monday.
            public let appliedAt: Date?
            /// What moved once applied, or why it was not.
            public let outcome: String

            public init(
                fromCoach: ID<Coach>, toCoach: ID<Coach>, fromWeek: Int, effectiveAt: Date, decidedBy: String?, decidedAt: Date,
                appliedAt: Date?, outcome: String
            ) {
                self.fromCoach = fromCoach
                self.toCoach = toCoach
                self.fromWeek = fromWeek
                self.effectiveAt = effectiveAt
                self.decidedBy = decidedBy
                self.decidedAt = decidedAt
                self.appliedAt = appliedAt
                self.outcome = outcome
            }
        }

        /// One cohort the student is enrolled in.
        public struct Enrolled: Equatable, Sendable {
            /// The cohort and its level, before its button.
            public let label: String
            /// The cohort's id, sent to end it.
            public let cohort: String
            /// "End the enrolment in Fall 2026 · Level II".
            public let endLabel: String
        }

        /// The panel's refusal.
        public let alert: String?
        public let enrolled: [Enrolled]
        /// Every cohort, to enrol in or move to.
        public let cohorts: [AdminOption]
        /// Whether the cohort choices are marked invalid.
        public let cohortInvalid: Bool
        /// The coaches to reassign to (every one but the current).
        public let coaches: [AdminOption]
        public let coachInvalid: Bool
        public let weekError: String?
        /// One line per reassignment: who to whom, from which week, decided by whom and when, and what happened.
        public let history: [String]
        public let endAction: String
        public let enrolAction: String
        public let moveAction: String
        public let reassignAction: String

        init(
            student: Settings, cohorts: [Cohort], coaches: [Coach], reassignments: [Reassignment], error: AdminFormError?,
            errorField: String?
        ) {
            let enrolledCohorts = student.cohorts.compactMap { id in cohorts.first { $0.id == id } }
            let coachName = { (id: ID<Coach>) in coaches.first { $0.id == id }?.displayName ?? id.rawValue }
            let zone = student.zoneIdentifier
            alert = error?.message
            enrolled = enrolledCohorts.map {
                Enrolled(label: "\($0.name) · \($0.level.title) ", cohort: $0.id.rawValue, endLabel: "End the enrolment in \($0.name)")
            }
            self.cohorts = cohorts.map { AdminOption(value: $0.id.rawValue, label: "\($0.name) · \($0.level.title)") }
            cohortInvalid = errorField == "cohort"
            self.coaches = coaches.filter { $0.id != student.coach }.map {
                AdminOption(value: $0.id.rawValue, label: "\($0.displayName) (\($0.name))")
            }
            coachInvalid = errorField == "coach"
            weekError = errorField == "week" ? error?.message : nil
            history = reassignments.map { record in
                "\(coachName(record.fromCoach)) → \(coachName(record.toCoach)) from Week \(record.fromWeek), decided by "
                    + "\(record.decidedBy ?? "an admin") on \(Self.when(record.decidedAt, zone)). "
                    + (record.appliedAt == nil
                        ? "Waits for Week \(record.fromWeek) (\(Self.when(record.effectiveAt, zone)))." : record.outcome)
            }
            endAction = QuranFlowRoute.adminEndEnrolment.path(student.id)
            enrolAction = QuranFlowRoute.adminEnrol.path(student.id)
            moveAction = QuranFlowRoute.adminMoveCohort.path(student.id)
            reassignAction = QuranFlowRoute.adminReassignCoach.path(student.id)
        }

        /// "Tuesday, 27 October 2026 1:48 PM" in the student's zone.
        static func when(_ instant: Date, _ zone: String) -> String {
            let tz = ZonedCalendar.resolving(zone).zone
            return "\(LocalFormat.longDate(instant, in: tz)) \(LocalFormat.time(instant, in: tz))"
        }
    }
}
