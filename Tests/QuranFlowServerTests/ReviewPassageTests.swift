import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import QuranText
import Testing

/// The passage a coach marks and a student reads back is the week's whole assignment — what the recording screen asks
/// the student to recite (SakSubmissionFeedback: "3 āyāt of Al-Mulk 67:1–3") — not only the lesson's focal āyah.
@Suite struct ReviewPassageTests {
    @Test func theCoachMarksAnyWordOfTheAssignmentAndTheStudentSeesItWhole() throws {
        let app = try TestApp()
        // Khadija's latest waiting submission, and her week's assignment.
        let row = try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT s.id, s.week, l.assignment FROM submissions s JOIN accounts a ON a.id = s.student_id
                    JOIN lessons l ON l.term_id = s.term_id AND l.week = s.week
                    WHERE a.email = 'khadija@quranflow.test' AND s.status = 'inReview' ORDER BY s.submitted_at DESC
                    """, [])
            })
        let id = try row.string("id")
        let assignment = try PassageReference.parse(try row.string("assignment"))
        try #require(assignment.firstAyah < assignment.lastAyah, "the test needs a week whose assignment has several āyāt")
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let screen = try #require(amina.get("/api/screens/coach/review/\(id)").json)
        let ayahs = try #require((screen["passage"] as? [String: Any])?["ayahs"] as? [[String: Any]])
        #expect(ayahs.compactMap { $0["number"] as? Int } == Array(assignment.firstAyah...assignment.lastAyah))

        // A word of the assignment's last āyah can be marked; the āyah after it is not part of the passage.
        let base = "/coach/review/\(id)"
        func mark(_ ayah: Int) -> Int {
            amina.post(
                base + "/marks",
                form: [
                    ("word", "\(assignment.surah):\(ayah):1"), ("kind", "correction"), ("title", "madd"),
                    ("detail", "Two counts"), ("category", "madd"), ("playhead", "12"),
                ], csrfFrom: base
            ).status.code
        }
        #expect(mark(assignment.lastAyah) == 303)
        #expect(mark(assignment.lastAyah + 1) == 400)
    }
}
