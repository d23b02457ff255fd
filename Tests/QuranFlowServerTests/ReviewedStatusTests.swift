import Calendar
import Database
import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// A submission past review — Feedback ready, heard, practiced — always has its sent review: the database refuses any
/// other (on SQLite and PostgreSQL alike), and every such week of every demo student opens its feedback, and its
/// review for the coach.
@Suite struct ReviewedStatusTests {
    @Test func theDatabaseRefusesAReviewedStatusWithoutItsSentReview() throws {
        let app = try TestApp()
        let db = app.env.database
        let (student, term, coach) = try db.read { db in
            let row = try #require(
                try db.queryOne(
                    "SELECT st.account_id, st.coach_id, c.term_id FROM students st JOIN enrolments e ON e.student_id = st.account_id "
                        + "JOIN cohorts c ON c.id = e.cohort_id JOIN terms t ON t.id = c.term_id ORDER BY t.first_monday DESC, st.account_id LIMIT 1",
                    []))
            return (try row.string("account_id"), try row.string("term_id"), try row.string("coach_id"))
        }
        func insert(_ id: String, status: String) throws {
            try db.write { db in
                _ = try db.execute(
                    "INSERT INTO submissions (id, student_id, term_id, week, attempt, submitted_at, revoke_window_closes_at, status, "
                        + "duration_seconds) VALUES ($1, $2, $3, 15, 1, $4, $4, $5, 60)",
                    [.text(id), .text(student), .text(term), SQLValue(Date(timeIntervalSince1970: 1_790_000_000)), .text(status)])
            }
        }
        for status in ["feedbackReady", "heard", "practiced"] {
            #expect(throws: DatabaseError.self, "made as \(status)") { try insert("made-\(status)", status: status) }
        }
        try insert("made-in-review", status: "inReview")
        let move = { (status: String) in
            try db.write { db in _ = try db.execute("UPDATE submissions SET status = $1 WHERE id = 'made-in-review'", [.text(status)]) }
        }
        #expect(throws: DatabaseError.self) { try move("heard") }
        try db.write { db in
            _ = try db.execute(
                "INSERT INTO reviews (submission_id, coach_id, started_at) VALUES ('made-in-review', $1, $2)",
                [.text(coach), SQLValue(Date(timeIntervalSince1970: 1_790_000_000))])
        }
        #expect(throws: DatabaseError.self, "a draft review is not a sent one") { try move("feedbackReady") }
        try db.write { db in
            _ = try db.execute(
                "UPDATE reviews SET sent_at = $1, outcome = 'accepted' WHERE submission_id = 'made-in-review'",
                [SQLValue(Date(timeIntervalSince1970: 1_790_003_600))])
        }
        try move("feedbackReady")
        try move("heard")
        #expect(
            try db.read { try $0.queryOne("SELECT status FROM submissions WHERE id = 'made-in-review'", [])?.string("status") } == "heard")
    }

    /// The defect: heard weeks (Hafsa W6, Khadija W5, Maryam W5, Noor W6, Sarah W5) had no review, so their feedback said
    /// none was sent and the coach's history row led to a 404.
    @Test(arguments: ["2026-10-27T13:48:00-04:00", "2026-12-23T12:00:00-05:00"])
    func everyReviewedDemoWeekOpensItsFeedbackAndItsReview(_ instant: String) throws {
        let app = try TestApp(now: try #require(ISO8601.parse(instant)))
        let rows = try app.env.database.read { db in
            try db.query(
                "SELECT s.id, s.status, a.email FROM submissions s JOIN accounts a ON a.id = s.student_id WHERE s.status <> 'inReview'", []
            )
            .map { (id: try $0.string("id"), status: try $0.string("status"), email: try $0.string("email")) }
        }
        #expect(rows.count > 20)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        var students: [String: TestClient] = [:]
        for row in rows {
            let client =
                students[row.email]
                ?? {
                    let client = app.client()
                    client.signIn(row.email)
                    return client
                }()
            students[row.email] = client
            let feedback = client.get("/submissions/\(row.id)/feedback")
            #expect(feedback.status == .ok, "\(row.email) \(row.status) \(row.id): \(feedback.status)")
            #expect(!feedback.text.contains("hasn't sent feedback"), "\(row.email) \(row.id)")
            #expect(amina.get("/coach/review/\(row.id)").status == .ok, "\(row.email) \(row.id): the coach's review")
        }
    }
}
