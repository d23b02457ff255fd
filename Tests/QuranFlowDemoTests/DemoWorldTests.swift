import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowPersistence
import Testing

/// The demo world holds only what would have happened by the clock at first start (DESIGN.md §5).
@Suite struct DemoWorldTests {
    func world(at iso: String) throws -> (TestStores, ProgrammeStore) {
        let app = try TestStores(now: try #require(ISO8601.parse(iso)))
        return (app, ProgrammeStore(database: app.env.database))
    }

    func sarah(_ app: TestStores, _ store: ProgrammeStore) throws -> (Student, Term, [Submission]) {
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
        let submissions = try store.submissions(
            ofStudents: students, terms: Set(students.compactMap { try? store.student(id: $0.id, at: app.env.now)?.term.id }))
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
