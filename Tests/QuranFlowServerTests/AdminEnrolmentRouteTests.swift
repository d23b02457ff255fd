import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Issue 20's enrolment pages: reassigning a coach (the waiting submission moves with its wait), enrol / move / end,
/// the Students list, and roles.
@Suite struct AdminEnrolmentRouteTests {
    struct People {
        let sarah: Account
        let amina: Account
        let radwa: Account
        let admin: Account
    }

    func people(_ app: TestApp) throws -> People {
        People(
            sarah: try #require(try app.env.accounts.account(email: "sarah@quranflow.test")),
            amina: try #require(try app.env.accounts.account(email: "amina@quranflow.test")),
            radwa: try #require(try app.env.accounts.account(email: "radwa@quranflow.test")),
            admin: try #require(try app.env.accounts.account(email: "admin@quranflow.test")))
    }

    /// Sarah's Week 8 recitation sent 39 hours before the demo's now, waiting for review.
    func waitingSubmission(_ app: TestApp, _ sarah: Account) throws -> Submission {
        let store = ProgrammeStore(database: app.env.database)
        let (_, term, _) = try #require(try store.student(id: ID(sarah.id.rawValue), at: app.env.now))
        let sent = app.env.now.addingTimeInterval(-39 * 3600 - 120)
        let submission = Submission(
            id: ID("waiting-w8"), studentID: ID(sarah.id.rawValue), termID: term.id, week: 8, attempt: 1, submittedAt: sent,
            revokeWindowClosesAt: sent.addingTimeInterval(600), status: .inReview, durationSeconds: 150)
        try store.insert(submission)
        return submission
    }

    @Test func reassigningMovesTheWaitingSubmissionToTheNewCoachsQueueWithItsWaitingTime() throws {
        let app = try TestApp()
        let who = try people(app)
        let submission = try waitingSubmission(app, who.sarah)
        let aminaClient = app.client()
        aminaClient.signIn("amina@quranflow.test")
        let radwaClient = app.client()
        radwaClient.signIn("radwa@quranflow.test")
        #expect(aminaClient.get("/coach").text.contains("Sarah A."))
        #expect(!radwaClient.get("/coach").text.contains("Sarah A."))

        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let page = "/admin/students/\(who.sarah.id.rawValue)"
        let done = admin.post("\(page)/coach", form: [("coach", who.radwa.id.rawValue), ("week", "8")], csrfFrom: page)
        #expect(done.status == .ok)
        #expect(done.text.contains("Coach reassigned from Week 8: 1 waiting submission moves to the new coach"))

        let radwaQueue = radwaClient.get("/coach").text
        #expect(radwaQueue.contains("Sarah A."))
        #expect(radwaQueue.contains("38 hours"))  // waiting since its revoke window closed, 38 h 52 min ago: unchanged by the move
        #expect(!aminaClient.get("/coach").text.contains("Sarah A."))
        let kept = try ProgrammeStore(database: app.env.database).submissions(ofStudent: submission.studentID, term: submission.termID)
            .first { $0.id == submission.id }
        #expect(kept?.submittedAt == submission.submittedAt)
        #expect(kept?.status == .inReview)

        // The history says who decided, when, and what moved.
        let history = admin.get(page).text
        #expect(history.contains("Ust. Amina → Ust. Radwa from Week 8, decided by \(who.admin.name)"))
        #expect(history.contains("1 waiting submission moves"))
    }

    @Test func reassignmentRefusalsNameTheField() throws {
        let app = try TestApp()
        let who = try people(app)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let page = "/admin/students/\(who.sarah.id.rawValue)"
        let past = admin.post("\(page)/coach", form: [("coach", who.radwa.id.rawValue), ("week", "7")], csrfFrom: page)
        #expect(past.status == .unprocessableEntity && past.text.contains("Week 7 has already passed"))
        let same = admin.post("\(page)/coach", form: [("coach", who.amina.id.rawValue), ("week", "8")], csrfFrom: page)
        #expect(same.status == .unprocessableEntity && same.text.contains("already has this coach"))
        let notCoach = admin.post("\(page)/coach", form: [("coach", who.sarah.id.rawValue), ("week", "8")], csrfFrom: page)
        #expect(notCoach.status == .unprocessableEntity && notCoach.text.contains("not a coach"))
        let noWeek = admin.post("\(page)/coach", form: [("coach", who.radwa.id.rawValue), ("week", "soon")], csrfFrom: page)
        #expect(noWeek.status == .unprocessableEntity && noWeek.text.contains("week-error"))
        #expect(try ProgrammeStore(database: app.env.database).reassignments(ofStudent: ID(who.sarah.id.rawValue)).isEmpty)
        let missing = admin.post("/admin/students/nobody/coach", form: [("coach", who.radwa.id.rawValue), ("week", "8")], csrfFrom: page)
        #expect(missing.status == .notFound)
    }

    @Test func aLaterWeekWaitsForItsMondayInTheStudentsZone() throws {
        let app = try TestApp(testClock: true)
        let who = try people(app)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let page = "/admin/students/\(who.sarah.id.rawValue)"
        let saved = admin.post("\(page)/coach", form: [("coach", who.radwa.id.rawValue), ("week", "9")], csrfFrom: page)
        #expect(saved.status == .ok && saved.text.contains("takes effect at the start of Week 9"))
        let store = ProgrammeStore(database: app.env.database)
        #expect(try store.student(id: ID(who.sarah.id.rawValue), at: app.env.now)?.student.coachID.rawValue == who.amina.id.rawValue)
        // Sunday 11:59 PM in Toronto: still Amina. Monday 00:00 (EST, 2 November): Radwa.
        let toSunday = ISO8601DateFormatter().date(from: "2026-11-02T04:59:00Z")!.timeIntervalSince(app.env.now)
        #expect(app.client().post("/_test/clock", form: [("advance", String(Int(toSunday)))]).status == .ok)
        #expect(try store.student(id: ID(who.sarah.id.rawValue), at: app.env.now)?.student.coachID.rawValue == who.amina.id.rawValue)
        #expect(app.client().post("/_test/clock", form: [("advance", "60")]).status == .ok)
        #expect(try store.student(id: ID(who.sarah.id.rawValue), at: app.env.now)?.student.coachID.rawValue == who.radwa.id.rawValue)
        let record = try #require(try store.reassignments(ofStudent: ID(who.sarah.id.rawValue)).first)
        #expect(record.appliedAt != nil && record.outcome.contains("waiting"))
    }

    @Test func enrolMoveAndEnd() throws {
        let app = try TestApp()
        let who = try people(app)
        let store = ProgrammeStore(database: app.env.database)
        let cohort = try #require(try store.cohorts().first { $0.name == "Fall 2026 · Level II" })
        try store.addCohort(id: ID("fall-2026-level-2-evening"), name: "Fall 2026 · Level II evening", term: cohort.termID)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let page = "/admin/students/\(who.sarah.id.rawValue)"
        let again = admin.post("\(page)/enrolments", form: [("cohort", cohort.id.rawValue)], csrfFrom: page)
        #expect(again.status == .conflict && again.text.contains("already enrolled in this term"))
        let moved = admin.post("\(page)/cohort", form: [("cohort", "fall-2026-level-2-evening")], csrfFrom: page)
        #expect(moved.status == .ok && moved.text.contains("Moved to the new cohort."))
        #expect(try store.student(id: ID(who.sarah.id.rawValue), at: app.env.now)?.student.cohortID.rawValue == "fall-2026-level-2-evening")
        let ended = admin.post("\(page)/enrolments/end", form: [("cohort", "fall-2026-level-2-evening")], csrfFrom: page)
        #expect(ended.status == .ok && ended.text.contains("Enrolment ended."))
        let endAgain = admin.post("\(page)/enrolments/end", form: [("cohort", "fall-2026-level-2-evening")], csrfFrom: page)
        #expect(endAgain.status == .unprocessableEntity && endAgain.text.contains("not enrolled in that cohort"))
        let enrolled = admin.post("\(page)/enrolments", form: [("cohort", cohort.id.rawValue)], csrfFrom: page)
        #expect(enrolled.status == .ok && enrolled.text.contains("Enrolled."))
        // Each change is in the admin audit log — who, when, what — and listed on the student's page, newest first;
        // the refused ones left no entry.
        // Before them, older: the demo's own set-up enrolled her in Fall and Spring through the same use case.
        let changes = try AdminAuditLog(database: app.env.database).entries(for: .student(ID(who.sarah.id.rawValue)))
        #expect(
            changes.map(\.action) == [
                "student.enrolled", "student.enrolment-ended", "student.cohort-moved", "student.enrolled", "student.enrolled",
            ])
        #expect(changes.suffix(2).map(\.detail) == ["Enrolled in Fall 2026 · Level II", "Enrolled in Spring 2026 · Level II"])
        #expect(changes.allSatisfy { $0.actor.name == "Programme admin" || $0.actor.id != nil })
        #expect(enrolled.text.contains("Changes") && enrolled.text.contains("Ended the enrolment in"))
        let noCohort = admin.post("\(page)/enrolments", form: [("cohort", "")], csrfFrom: page)
        #expect(noCohort.status == .unprocessableEntity && noCohort.text.contains("Choose a cohort"))
    }

    @Test func theStudentsListFiltersByTermAndCoach() throws {
        let app = try TestApp()
        let who = try people(app)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let all = admin.get("/admin/students").text
        #expect(all.contains("Sarah Ahmed") && all.contains("Noor"))
        let radwas = admin.get("/admin/students?coach=\(who.radwa.id.rawValue)").text
        #expect(!radwas.contains("Sarah Ahmed"))
        let fall = try #require(
            try ProgrammeStore(database: app.env.database).terms().first { $0.name == "Fall 2026" && $0.level.number == 2 })
        let aminas = admin.get("/admin/students?coach=\(who.amina.id.rawValue)&term=\(fall.id.rawValue)").text
        #expect(aminas.contains("Sarah Ahmed"))
    }

    @Test func theJSONReassignmentAnswersThePlan() throws {
        let app = try TestApp()
        let who = try people(app)
        _ = try waitingSubmission(app, who.sarah)
        let token = try #require(
            app.client().postJSON("/api/session", #"{"email":"admin@quranflow.test","password":"quranflow-demo"}"#).json?["token"]
                as? String)
        let answer = app.client().postJSON(
            "/api/admin/students/\(who.sarah.id.rawValue)/coach", #"{"coach":"\#(who.radwa.id.rawValue)","week":8}"#, bearer: token)
        #expect(answer.status == .ok)
        #expect(answer.json?["moving"] as? [String] == ["waiting-w8"])
        #expect(answer.json?["appliedNow"] as? Bool == true)
        let refused = app.client().postJSON(
            "/api/admin/students/\(who.sarah.id.rawValue)/coach", #"{"coach":"\#(who.radwa.id.rawValue)","week":8}"#, bearer: token)
        #expect(refused.status == .unprocessableEntity)
    }

    @Test func coachesAndStudentsGet403() throws {
        let app = try TestApp()
        let who = try people(app)
        for email in ["amina@quranflow.test", "sarah@quranflow.test"] {
            let client = app.client()
            client.signIn(email)
            #expect(client.get("/admin/students").status == .forbidden)
            #expect(client.get("/admin/import").status == .forbidden)
            let page = "/account"
            for path in ["coach", "cohort", "enrolments", "enrolments/end"] {
                let response = client.post(
                    "/admin/students/\(who.sarah.id.rawValue)/\(path)", form: [("coach", who.radwa.id.rawValue), ("week", "8")],
                    csrfFrom: page)
                #expect(response.status == .forbidden, "\(email) \(path)")
            }
            #expect(client.post("/admin/import/preview", form: [("csv", "x")], csrfFrom: page).status == .forbidden)
            #expect(client.post("/admin/import", form: [("csv", "x")], csrfFrom: page).status == .forbidden)
        }
        #expect(try ProgrammeStore(database: app.env.database).reassignments(ofStudent: ID(who.sarah.id.rawValue)).isEmpty)
    }
}
