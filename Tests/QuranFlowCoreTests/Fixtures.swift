import Calendar
import Foundation
import Identifiers
import QuranText

@testable import QuranFlowCore

/// The demo world's people, terms and instants, shared by the tests.
enum Fixtures {
    static let levelII = try! Level(number: 2, name: "Reading with fluency")
    static let fall = try! Term(id: ID("fall-2026"), name: "Fall 2026", firstMonday: LocalDate(iso: "2026-09-07")!, level: levelII)
    static let spring = try! Term(id: ID("spring-2026"), name: "Spring 2026", firstMonday: LocalDate(iso: "2026-01-12")!, level: levelII)
    static let toronto = ZonedCalendar(identifier: "America/Toronto")!
    static let cairo = ZonedCalendar(identifier: "Africa/Cairo")!
    static let amina = Coach(id: ID("amina"), name: "Amina al-Qārī", displayName: "Ust. Amina", zoneIdentifier: "Africa/Cairo")
    static let radwa = Coach(id: ID("radwa"), name: "Radwa", displayName: "Ust. Radwa", zoneIdentifier: "America/Toronto")
    static let cohort = ID<Cohort>("fall-2026-level-2")

    static func student(
        _ id: String, _ name: String, _ short: String, year: StudentYear = .two, level: Level = levelII,
        coach: Coach = amina, zone: String = "America/Toronto"
    ) -> Student {
        Student(
            id: ID(id), displayName: name, shortName: short, year: year, level: level, coachID: coach.id,
            zoneIdentifier: zone, cohortID: cohort)
    }

    static let sarah = student("sarah", "Sarah Ahmed", "Sarah A.")

    /// An instant from an ISO 8601 string with offset, e.g. "2026-10-26T00:00:00-04:00".
    static func instant(_ iso: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: iso)!
    }
}
