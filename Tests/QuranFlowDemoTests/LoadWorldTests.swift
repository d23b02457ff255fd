import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowPersistence
import Testing

/// The load run's world (`quranflow admin seed-queue-bench --coaches … --current-week open --media-pool DIR`): students
/// spread over the asked number of coaches, this week left open so each can still send a recording, and every
/// submission (and reviewed submission's note) playable through its own media row — a hard link to a pool file.
@Suite struct LoadWorldTests {
    @Test func everySubmissionGetsItsOwnPlayableLinkToAPoolFileAndThisWeekStaysOpen() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("load-world-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let app = try TestStores(dataDirectory: directory)
        var env = app.env
        env.dataDirectory = directory
        let pool = directory + "/pool"
        try FileManager.default.createDirectory(atPath: pool, withIntermediateDirectories: true)
        for seconds in [3.0, 5.0] {
            try Data(try Recording.webm(seconds: seconds)).write(to: URL(fileURLWithPath: "\(pool)/take-\(Int(seconds)).webm"))
        }

        let summary = try QueueBenchWorld.seed(
            env, coachEmail: "amina@quranflow.test", students: 60, submissions: 600, waiting: 5, studentsPerCoach: 20,
            leavingCurrentWeekOpen: true, at: TestStores.demoNow)
        #expect(summary.hasPrefix("queue bench world: 60 students"))
        let made = try LoadWorldMedia(environment: env).attach(
            pool: ["\(pool)/take-3.webm", "\(pool)/take-5.webm"], at: TestStores.demoNow)

        let database = app.env.database
        let coaches = try database.read { db in
            try db.query(
                "SELECT coach_id, COUNT(*) AS n FROM students WHERE coach_id IS NOT NULL GROUP BY coach_id", []
            ).map { try $0.int("n") }
        }
        #expect(coaches.allSatisfy { $0 <= 20 })  // 20 students a coach at most: the bench coaches and Ust. Amina
        // This week (8) has no bench submission: every bench student can still send one.
        let thisWeek = try database.read { db in
            try db.queryOne(
                """
                SELECT COUNT(*) AS n FROM submissions s JOIN accounts a ON a.id = s.student_id
                WHERE a.email LIKE 'bench-student-%' AND s.week = 8
                """, [])?.int("n") ?? -1
        }
        #expect(thisWeek == 0)
        // Every submission plays, every sent review has its note, each a row of its own over a pool file.
        let rows = try database.read { db in
            (
                submissions: try db.queryOne("SELECT COUNT(*) AS n FROM submissions", [])?.int("n") ?? 0,
                recitations: try db.queryOne("SELECT COUNT(*) AS n FROM media WHERE kind = 'recitation'", [])?.int("n") ?? 0,
                sent: try db.queryOne("SELECT COUNT(*) AS n FROM reviews WHERE sent_at IS NOT NULL", [])?.int("n") ?? 0,
                notes: try db.queryOne("SELECT COUNT(*) AS n FROM media WHERE kind = 'coachNote'", [])?.int("n") ?? 0
            )
        }
        #expect(rows.submissions >= 400 && rows.recitations == rows.submissions && rows.notes == rows.sent)
        #expect(made.recitations + made.notes > 400)
        let sample = try #require(try MediaStore(database: database).all(.recitation).last)
        let link = try FileManager.default.attributesOfItem(atPath: directory + "/media/" + sample.path)
        #expect((link[.referenceCount] as? NSNumber)?.intValue ?? 0 > 100)  // one file, many names
        #expect(sample.contentType == "audio/webm" && sample.durationMilliseconds >= 2_900 && sample.peaks?.isEmpty == false)

        // Seeding the media again adds nothing.
        let again = try LoadWorldMedia(environment: env).attach(
            pool: ["\(pool)/take-3.webm", "\(pool)/take-5.webm"], at: TestStores.demoNow)
        #expect(again.recitations == 0 && again.notes == 0)
    }
}
