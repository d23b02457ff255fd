import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowServer
import Testing

/// The demo world holds only what would have happened by the clock at first start (DESIGN.md §5).
@Suite struct DemoWorldTests {
    func world(at iso: String) throws -> (TestApp, ProgrammeStore) {
        let app = try TestApp(now: try #require(ISO8601.parse(iso)))
        return (app, ProgrammeStore(database: app.env.database))
    }

    func sarah(_ app: TestApp, _ store: ProgrammeStore) throws -> (Student, Term, [Submission]) {
        let account = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let (student, term, _) = try #require(try store.student(id: ID(account.id.rawValue), at: app.env.now))
        return (student, term, try store.submissions(ofStudent: student.id, term: term.id))
    }

    @Test func onTuesdayOfWeek8SarahHasSixWeeksOfHistoryAndNothingForWeek8() throws {
        let (app, store) = try world(at: "2026-10-27T13:48:00-04:00")
        let (student, term, submissions) = try sarah(app, store)
        #expect(term.name == "Fall 2026")
        #expect(student.level.title == "Level II")
        #expect(student.zoneIdentifier == "America/Toronto")
        #expect(submissions.map(\.week) == [2, 3, 4, 5, 6, 7])
        #expect(submissions.last?.status == .feedbackReady)
        #expect(submissions.first?.status == .practiced)
        #expect(submissions.dropFirst().dropLast().allSatisfy { $0.status == .heard })
        #expect(try store.lessons(ofTerm: term.id).first { $0.week == 8 }?.title == "Idghām with ghunnah")
    }

    @Test func everyStatusAppearsAndAminasQueueHoldsTheWaitingOnesOldestFirst() throws {
        let (app, store) = try world(at: "2026-10-27T13:48:00-04:00")
        let amina = try #require(try app.env.accounts.account(email: "amina@quranflow.test"))
        let coachID = ID<Coach>(amina.id.rawValue)
        let students = try store.students(ofCoach: coachID, at: app.env.now)
        #expect(students.count == 5)
        let submissions = try store.submissions(ofStudents: students, terms: Set(students.compactMap { try? store.student(id: $0.id, at: app.env.now)?.term.id }))
        #expect(Set(submissions.map(\.status)) == Set(SubmissionStatus.allCases))
        let queue = ReviewQueue(coachID: coachID, students: students, submissions: submissions, at: app.env.now)
        #expect(queue.entries.count == 4)
        #expect(queue.oldest?.student.shortName == "Hafsa T.")  // Sunday 11:30 PM Mississauga, before Maryam's 10:40 PM Chicago
        #expect(queue.oldest?.isFlagged == true)
        #expect(queue.promiseHolds)
    }

    @Test func wednesdayNightSarahSubmitsAndFridayAfternoonFeedbackArrives() throws {
        let (app, store) = try world(at: "2026-10-29T10:00:00-04:00")
        let week8 = try #require(try sarah(app, store).2.last)
        #expect(week8.week == 8)
        #expect(week8.status == .inReview)
        #expect(week8.submittedAt == ISO8601.parse("2026-10-28T21:12:00-04:00"))
        let (later, laterStore) = try world(at: "2026-10-30T16:00:00-04:00")
        #expect(try sarah(later, laterStore).2.last?.status == .feedbackReady)
    }

    @Test func beforeTheTermThereIsNoFallHistoryButSpringIsComplete() throws {
        let (app, store) = try world(at: "2026-09-01T12:00:00-04:00")
        let (_, term, submissions) = try sarah(app, store)
        #expect(term.name == "Fall 2026")
        #expect(submissions.isEmpty)
        let spring = try #require(try store.terms().first { $0.name == "Spring 2026" && $0.level.number == 2 })
        let springHistory = try store.submissions(ofStudent: try sarah(app, store).0.id, term: spring.id)
        #expect(springHistory.count == 14)
        #expect(springHistory.allSatisfy { $0.status == .heard || $0.status == .practiced })
    }
}

/// Sarah's one-to-one keeps Ust. Amina's wall clock in Cairo, so Toronto sees it move when only one zone has changed.
@Suite struct DemoOneToOneTests {
    @Test func itIsAt920InTorontoExceptBetween10MarchAnd21April() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-10-27T13:48:00-04:00")))
        let store = ProgrammeStore(database: app.env.database)
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let toronto = try #require(ZonedCalendar(identifier: "America/Toronto"))
        for term in try store.terms() where term.level.number == 2 {
            let oneToOne = try #require(try store.liveSessions(ofTerm: term.id, student: ID(sarah.id.rawValue)).first { $0.kind == .oneToOne })
            for week in term.weeks {
                let occurrence = oneToOne.occurrence(inWeekContaining: WeekArc(term: term, calendar: toronto).interval(ofWeek: week).start)
                let local = toronto.localTime(of: occurrence.start)
                let date = toronto.localDate(of: occurrence.start)
                let shifted = date >= LocalDate(year: 2026, month: 3, day: 10) && date <= LocalDate(year: 2026, month: 4, day: 21)
                #expect(local == LocalTime(hour: shifted ? 10 : 9, minute: 20), "\(term.name) week \(week): \(date) \(local)")
            }
        }
    }
}

/// Ust. Rania took Sarah's Week-6 one-to-one and left a shared note — once that has happened.
@Suite struct DemoSubstitutionTests {
    func sarahsOneToOne(_ app: TestApp) throws -> (ProgrammeStore, LiveSession, ID<Student>) {
        let store = ProgrammeStore(database: app.env.database)
        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let fall = try #require(try store.terms().first { $0.name == "Fall 2026" && $0.level.number == 2 })
        let oneToOne = try #require(try store.liveSessions(ofTerm: fall.id, student: ID(sarah.id.rawValue)).first { $0.kind == .oneToOne })
        return (store, oneToOne, ID(sarah.id.rawValue))
    }

    @Test func byWeek8RaniasSubstitutionAndSharedNoteAreThere() throws {
        let app = try TestApp()
        let (store, oneToOne, sarah) = try sarahsOneToOne(app)
        let rania = try #require(try app.env.accounts.account(email: "rania@quranflow.test"))
        let substitutions = try store.substitutions(ofSession: oneToOne.id)
        #expect(substitutions == [LocalDate(year: 2026, month: 10, day: 13): ID(rania.id.rawValue)])
        let notes = try store.notes(about: sarah)
        #expect(notes.count == 1)
        #expect(notes.first?.isShared == true)
        #expect(notes.first?.authorID.rawValue == rania.id.rawValue)
    }

    @Test func beforeWeek6NeitherExists() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-10-01T12:00:00-04:00")))
        let (store, oneToOne, sarah) = try sarahsOneToOne(app)
        #expect(try store.substitutions(ofSession: oneToOne.id).isEmpty)
        #expect(try store.notes(about: sarah).isEmpty)
    }
}
