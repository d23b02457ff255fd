import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowMediaPipeline
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The first minutes after `make run`: the defect was "No recordings yet" and a coach card without a player while the
/// demo's media job was still making the files. While it runs, the screens say the files are being prepared; once it
/// is done and there are still none, they say so plainly.
@Suite struct MediaPreparationTests {
    static func latestFeedback(_ app: TestApp) throws -> String {
        try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT s.id FROM submissions s JOIN accounts a ON a.id = s.student_id
                    WHERE a.email = 'sarah@quranflow.test' AND s.status IN ('feedbackReady', 'heard', 'practiced')
                    ORDER BY s.submitted_at DESC
                    """)?.string("id")
            })
    }

    @Test func whileTheMediaJobRunsTheScreensSayPreparingAndAfterwardsNot() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let feedback = try Self.latestFeedback(app)
        // The demo world queued the job (as `make run` does); it has not made anything yet.
        #expect(try JobQueue(database: app.env.database).waitingCount(kind: MediaPreparation.jobKind) == 1)
        let recordings = try #require(sarah.get("/api/screens/sessions/recordings").json)
        #expect(recordings["emptyLine"] as? String == "Preparing the circles' recordings… They appear here in a minute or two.")
        let screen = try #require(sarah.get("/api/screens/submissions/\(feedback)/feedback").json)
        #expect(screen["note"] == nil && screen["notePreparing"] as? String == "Preparing this recording…")
        #expect(sarah.get("/submissions/\(feedback)/feedback").text.contains("Preparing this recording…"))
        // Done: an empty Recordings is empty, and a feedback without a file has no "preparing" line.
        _ = try app.env.database.write { db in
            try db.execute("DELETE FROM jobs WHERE kind = $1", [.text(MediaPreparation.jobKind)])
        }
        #expect(
            sarah.get("/api/screens/sessions/recordings").json?["emptyLine"] as? String
                == "No recordings yet. Each circle's recording appears here after it ends.")
        #expect(sarah.get("/api/screens/submissions/\(feedback)/feedback").json?["notePreparing"] == nil)
    }
}
