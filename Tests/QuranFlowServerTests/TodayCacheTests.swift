import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Today's rendered page is kept by all its inputs: it must change the moment any input does.
@Suite struct TodayCacheTests {
    @Test func theCountdownMovesWithTheClockAndTheJoinPillComesAndGoes() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-10-27T13:44:59-04:00")), testClock: true)
        let client = app.client()
        client.signIn("sarah@quranflow.test")
        #expect(!client.get("/today").text.contains(">Join<"))  // 15 min 1 s before 2:00 PM
        client.post("/_test/clock", form: [("advance", "1")])
        #expect(client.get("/today").text.contains(">Join<"))  // exactly 15 min before
        #expect(client.get("/today").text.contains("in 15 min"))
        #expect(client.get("/api/screens/today").text.contains("in 15 min"))
        client.post("/_test/clock", form: [("advance", "240")])
        #expect(client.get("/today").text.contains("in 11 min"))
        #expect(client.get("/api/screens/today").text.contains("in 11 min"))
        client.post("/_test/clock", form: [("to", "2026-10-27T15:00:00-04:00")])
        // At 3:00 PM the circle has ended and the 7 PM class is not yet joinable.
        let ended = client.get("/today").text
        #expect(!ended.contains(">Join<"))
        #expect(ended.contains("is-ended"))
    }

    @Test func aNewSubmissionShowsAtOnce() throws {
        let app = try TestApp(now: try #require(ISO8601.parse("2026-11-01T11:00:00-05:00")))
        let client = app.client()
        client.signIn("noor@quranflow.test")
        let before = client.get("/api/screens/today").json?["screenID"] as? String
        // On Sunday 1 November Noor's Week 8 recitation (Tuesday morning) is in: a rest day.
        #expect(before == "SakTodayRest")
        #expect(client.get("/today").text.contains("Rest the eye today"))
        // Withdraw her Week 8 submission behind the cache's back: the page must notice.
        try app.env.database.write { db in
            let noor = try #require(try db.queryOne("SELECT id FROM accounts WHERE email = 'noor@quranflow.test'", []))
            try db.execute("DELETE FROM submissions WHERE student_id = $1 AND week = 8", [.text(try noor.string("id"))])
        }
        #expect(!client.get("/today").text.contains("Rest the eye today"))
    }
}
