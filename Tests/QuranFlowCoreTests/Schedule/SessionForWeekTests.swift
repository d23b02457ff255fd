import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranText
import Testing

/// A weekly session as it meets in a given week (issue 13 #3): the Class teaches the week's lesson, the Level Class takes
/// the week's Level Class title and what it covers, a circle and a drop-in stay as they are.
@Suite struct SessionForWeekTests {
    static func session(_ kind: SessionKind, title: String) -> LiveSession {
        LiveSession(
            id: ID("s-\(kind.rawValue)"), kind: kind, title: title, teacherID: ID("radwa"), weekday: .tuesday,
            startTime: LocalTime(hour: 19, minute: 0), zoneIdentifier: "America/Toronto", durationMinutes: 60,
            meetingLink: "https://zoom.us/j/1", covered: "The class's own.")
    }

    static func lesson(week: Int, levelClass: String?, covered: String?) throws -> Lesson {
        Lesson(
            week: week, title: "Lesson \(week)", partNumber: 1, videoCount: 3, recordingCount: 1, minutes: 12,
            assignment: try PassageReference.parse("67:1–3"), focalAyah: try PassageReference.parse("67:1"),
            levelClassTitle: levelClass, levelClassCovered: covered)
    }

    @Test func eachKindTakesWhatItsWeekGivesIt() throws {
        let week8 = try Self.lesson(week: 8, levelClass: "Idghām review & practice", covered: "Idghām on Al-Mulk 67:1–3.")
        let levelClass = Self.session(.levelClass, title: "Level Class").forWeek(week8)
        #expect(levelClass.title == "Idghām review & practice")
        #expect(levelClass.covered == "Idghām on Al-Mulk 67:1–3.")
        let weekly = Self.session(.class, title: "").forWeek(week8)
        #expect(weekly.title == "Lesson 8")
        #expect(weekly.covered == "The class's own.")
        for kind in [SessionKind.qrc, .officeHours, .oneToOne] {
            let session = Self.session(kind, title: "Sisters' Reading Circle")
            #expect(session.forWeek(week8) == session)
        }
        // Whatever a week leaves unsaid keeps the class's own; outside the term nothing changes.
        let bare = try Self.lesson(week: 1, levelClass: nil, covered: nil)
        #expect(Self.session(.levelClass, title: "Level Class").forWeek(bare).title == "Level Class")
        #expect(Self.session(.levelClass, title: "Level Class").forWeek(bare).covered == "The class's own.")
        #expect(Self.session(.levelClass, title: "Level Class").forWeek(nil) == Self.session(.levelClass, title: "Level Class"))
        // Identity and timing never change with the week.
        #expect(levelClass.id == Self.session(.levelClass, title: "").id)
        #expect(levelClass.startTime == LocalTime(hour: 19, minute: 0))
    }

    @Test func aGroupSessionsAudienceIsItsCohort() throws {
        let level = try Level(number: 2, name: "Tajweed rules")
        func cohort(_ name: String) -> Cohort { Cohort(id: ID(name), name: name, termID: ID("t"), level: level) }
        #expect(CoachDay.Source.audience(cohorts: [], level: level) == "Level II")
        #expect(CoachDay.Source.audience(cohorts: [cohort("Fall 2026 · Level II")], level: level) == "Fall 2026 · Level II")
        #expect(CoachDay.Source.audience(cohorts: [cohort("B"), cohort("A")], level: level) == "A & B")
        #expect(CoachDay.Source.audience(cohorts: [cohort("A"), cohort("B"), cohort("C")], level: level) == "Level II · 3 cohorts")
    }
}
