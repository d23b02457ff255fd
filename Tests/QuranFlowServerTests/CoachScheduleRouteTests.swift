import Calendar
import Foundation
import HTTPServer
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The coach's own schedule: the coach's zone, Recurring · Week N, substitutes, registered counts and Start.
@Suite struct CoachScheduleRouteTests {
    static func rows(_ json: [String: Any]?) -> [[String: Any]] { (json?["rows"] as? [[String: Any]]) ?? [] }

    @Test func aminaSeesSarahsNineTwentyTorontoAsFourTwentyCairoRecurring() throws {
        let app = try TestApp()
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let json = try #require(amina.get("/api/screens/coach/schedule").json)
        #expect(json["screenID"] as? String == "SakCoachSchedule")
        #expect(json["eyebrow"] as? String == "Tue · 27 Oct · Cairo (EEST)")
        #expect(json["title"] as? String == "My schedule")
        let rows = Self.rows(json)
        #expect(rows.count == 1)
        #expect(rows.first?["time"] as? String == "4:20 PM")
        #expect(rows.first?["kindChip"] as? String == "1:1")
        #expect((rows.first?["title"] as? String)?.hasPrefix("Sarah") == true)
        #expect((rows.first?["title"] as? String)?.hasSuffix(" — recitation") == true)
        #expect(rows.first?["detail"] as? String == "Recurring · Week 8")
        // After Cairo's change (Thursday 29 October) it is EET, still 4:20 PM, Week 9.
        let next = try #require(amina.get("/api/screens/coach/schedule?day=2026-11-03").json)
        #expect(next["eyebrow"] as? String == "Tue · 3 Nov · Cairo (EET)")
        #expect(Self.rows(next).first?["detail"] as? String == "Recurring · Week 9")
        #expect(Self.rows(next).first?["time"] as? String == "4:20 PM")
        // Thursday: her Drop-in Q&A (9:00 PM Toronto, 01:00 UTC) is 3:00 AM Friday in Cairo, which left summer time that midnight.
        let friday = Self.rows(amina.get("/api/screens/coach/schedule?day=2026-10-30").json)
        #expect(friday.first?["title"] as? String == "Drop-in Q&A")
        #expect(friday.first?["time"] as? String == "3:00 AM")
        #expect((friday.first?["detail"] as? String)?.hasSuffix(" registered") == true)
        // Week 6: Ust. Rania took the one-to-one, so it is on her schedule, not Amina's.
        #expect(Self.rows(amina.get("/api/screens/coach/schedule?day=2026-10-13").json).isEmpty)
        #expect(amina.get("/api/screens/coach/schedule?day=13-10-2026").status == .badRequest)
        #expect(amina.get("/coach/schedule").text.contains("Recurring · Week 8"))
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(sarah.get("/api/screens/coach/schedule").status == .forbidden)
    }

    /// #39 item 8: every row drills to its detail — a one-to-one to its appointment and the student's record, a group
    /// session to its own detail — which only the meeting's coach (and admins) may open.
    @Test func everyRowDrillsToItsDetailWhichOnlyItsCoachAndAdminsOpen() throws {
        let app = try TestApp()
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let row = try #require(Self.rows(amina.get("/api/screens/coach/schedule").json).first)
        let open = try #require((row["open"] as? [String: Any])?["href"] as? String)
        #expect(open.hasPrefix("/coach/sessions/") && open.hasSuffix("/on/2026-10-27"))
        let record = try #require((row["record"] as? [String: Any])?["href"] as? String)
        #expect(record.hasPrefix("/coach/students/") && amina.get(record).status == .ok)
        let detail = try #require(amina.get("/api/screens" + open).json)
        #expect(detail["screenID"] as? String == "CoachSessionDetail")
        #expect(detail["eyebrow"] as? String == "Tue · 27 Oct · Cairo (EEST)")
        #expect((detail["title"] as? String)?.hasSuffix(" — recitation") == true)
        #expect(detail["chips"] as? [String] == ["1:1", "Recurring · Week 8"])
        #expect(detail["time"] as? String == "4:20 PM – 4:40 PM")
        #expect(detail["status"] as? String == "Ended" && detail["start"] == nil)
        #expect((detail["studentRecord"] as? [String: Any])?["href"] as? String == record)
        #expect(((detail["message"] as? [String: Any])?["href"] as? String)?.hasPrefix("/coach/messages/") == true)
        #expect((detail["back"] as? [String: Any])?["href"] as? String == "/coach/schedule?day=2026-10-27")
        let page = amina.get(open)
        #expect(page.status == .ok && page.text.contains("href=\"\(record)\""))
        #expect(amina.get("/coach/schedule").text.contains("href=\"\(open)\""))

        // A group session: Ust. Radwa's circle, about to begin, with its registered count and Start.
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        let circle = try #require(Self.rows(radwa.get("/api/screens/coach/schedule").json).first { $0["kindChip"] as? String == "QRC" })
        let circlePath = try #require((circle["open"] as? [String: Any])?["href"] as? String)
        #expect(circle["record"] == nil)
        let circleDetail = try #require(radwa.get("/api/screens" + circlePath).json)
        #expect((circleDetail["chips"] as? [String])?.first == "QRC")
        #expect((circleDetail["registered"] as? String)?.hasSuffix(" registered") == true)
        #expect(circleDetail["studentRecord"] == nil && circleDetail["status"] as? String == "in 12 min")
        #expect(circleDetail["start"] != nil)

        // Only the meeting's coach and admins: another coach gets the 404 of a session not on her schedule.
        #expect(radwa.get("/api/screens" + open).status == .notFound)
        #expect(amina.get("/api/screens" + circlePath).status == .notFound)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let looking = try #require(admin.get("/api/screens" + open).json)
        #expect(looking["chips"] as? [String] == ["1:1", "Recurring · Week 8"])
        #expect(looking["studentRecord"] == nil && looking["start"] == nil && looking["back"] == nil)
        #expect(admin.get("/api/screens" + circlePath).status == .ok)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(sarah.get("/api/screens" + open).status == .forbidden)
        #expect([.unauthorized, .forbidden].contains(app.client().get("/api/screens" + open).status))
        // Another day, or a day that is not a date.
        #expect(amina.get("/api/screens" + open.replacingOccurrences(of: "2026-10-27", with: "2026-10-28")).status == .notFound)
        #expect(amina.get(open.replacingOccurrences(of: "2026-10-27", with: "27-10-2026")).status == .badRequest)
    }

    /// Found by the crawl: Ust. Rania's one-to-one with a student who is not hers offered "Message", which opened a 404.
    @Test func aDetailOffersMessageOnlyWhereTheConversationOpens() throws {
        let app = try TestApp()
        var offered = 0
        var withheld = 0
        for email in ["amina@quranflow.test", "radwa@quranflow.test", "rania@quranflow.test"] {
            let coach = app.client()
            coach.signIn(email)
            for offset in 0..<21 {
                let day = try #require(LocalDate(iso: "2026-10-12")).adding(days: offset)
                let rows = Self.rows(coach.get("/api/screens/coach/schedule?day=\(day)").json)
                for row in rows where row["record"] != nil {
                    let open = try #require((row["open"] as? [String: Any])?["href"] as? String)
                    let detail = try #require(coach.get("/api/screens" + open).json)
                    if let message = (detail["message"] as? [String: Any])?["href"] as? String {
                        offered += 1
                        #expect(coach.get(message).status == .ok, "\(email) \(open) → \(message)")
                    } else {
                        withheld += 1
                    }
                }
            }
        }
        #expect(offered > 0 && withheld > 0, "offered \(offered), withheld \(withheld)")
    }

    @Test func radwaHasStartOnTheCircleThatIsAboutToBegin() throws {
        let app = try TestApp()
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        let rows = Self.rows(radwa.get("/api/screens/coach/schedule").json)
        let circle = try #require(rows.first { $0["kindChip"] as? String == "QRC" })
        #expect(circle["time"] as? String == "2:00 PM")
        #expect(circle["phase"] as? String == "soon")
        #expect((circle["detail"] as? String)?.hasSuffix(" registered") == true)
        let start = try #require(circle["start"] as? [String: Any])
        #expect(start["label"] as? String == "Start")
        #expect((start["href"] as? String)?.hasPrefix("/coach/live/") == true)
        #expect(radwa.get(start["href"] as? String ?? "").status == .ok)
        let level = try #require(rows.first { $0["kindChip"] as? String == "Level Class" })
        #expect(level["start"] == nil || level["start"] is NSNull)
    }

    /// Issue 13 #4: Ust. Radwa's Tuesday had three identical circle rows and three identical Level Class rows, one per level,
    /// each with Start. Each level meets at its own hour now, a Level Class row leads with its level and the week's title,
    /// and a circle names its cohort: no two rows read alike.
    @Test func radwasRowsNameTheirLevelAndCohortAndNoTwoReadAlike() throws {
        let app = try TestApp()
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        for day in ["2026-10-26", "2026-10-27", "2026-10-28", "2026-10-29", "2026-10-30"] {
            let rows = Self.rows(radwa.get("/api/screens/coach/schedule?day=\(day)").json)
            let lines = rows.map { "\($0["time"] ?? "") \($0["title"] ?? "") \($0["detail"] ?? "")" }
            #expect(Set(lines).count == lines.count, "\(day): \(lines)")
            let times = rows.map { $0["startsAt"] as? String ?? "" }
            #expect(Set(times).count == times.count, "\(day): one coach, one room at a time: \(lines)")
        }
        let tuesday = Self.rows(radwa.get("/api/screens/coach/schedule?day=2026-10-27").json)
        let levelClass = try #require(tuesday.first { $0["kindChip"] as? String == "Level Class" })
        #expect(levelClass["title"] as? String == "Level II — Idghām review & practice")
        #expect((levelClass["detail"] as? String)?.hasSuffix(" registered") == true)
        let circle = try #require(tuesday.first { $0["kindChip"] as? String == "QRC" })
        #expect(circle["title"] as? String == "Sisters' Reading Circle")
        #expect((circle["detail"] as? String)?.hasPrefix("Fall 2026 · Level II · ") == true)
        // Week 1's Level Class is Week 1's; Monday's class is the week's lesson, named with its level.
        let weekOne = Self.rows(radwa.get("/api/screens/coach/schedule?day=2026-09-08").json)
        #expect(weekOne.contains { $0["title"] as? String == "Level II — Makhārij review & practice" })
        let monday = Self.rows(radwa.get("/api/screens/coach/schedule?day=2026-10-26").json)
        #expect(monday.contains { $0["title"] as? String == "Level II — Idghām with ghunnah" })
        #expect(!monday.contains { ($0["title"] as? String)?.hasSuffix("— ") == true })
    }

    /// Issue 13 #3: each level's Level Class carries its week's title and what it covers, for students too.
    @Test func theLevelClassIsTheWeeksAndTheLevels() throws {
        let app = try TestApp()
        func levelClassTitle(_ email: String, day: String) throws -> String? {
            let client = app.client()
            client.signIn(email)
            let json = try #require(client.get("/api/screens/sessions?day=\(day)").json)
            let rows = (json["rows"] as? [[String: Any]] ?? []).compactMap { $0["session"] as? [String: Any] }
            return rows.first { $0["kindChip"] as? String == "Level Class" }?["title"] as? String
        }
        #expect(try levelClassTitle("sarah@quranflow.test", day: "2026-10-27") == "Idghām review & practice")
        #expect(try levelClassTitle("sarah@quranflow.test", day: "2026-09-08") == "Makhārij review & practice")
        #expect(try levelClassTitle("sarah@quranflow.test", day: "2026-11-03") == "Madd review & practice")
        #expect(try levelClassTitle("noor@quranflow.test", day: "2026-10-27") == "Joining words practice")
    }
}
