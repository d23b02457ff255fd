import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The admin's insight reports (SLA, attendance, coach hours): pages, CSV downloads, periods, on the demo world.
@Suite struct AdminInsightsRouteTests {
    static func lines(_ response: Response) -> [String] {
        response.text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    static func isDownload(_ response: Response, _ name: String) -> Bool {
        response.status == .ok && response.headers["Content-Type"] == "text/csv; charset=utf-8; header=present"
            && (response.headers["Content-Disposition"] ?? "").hasPrefix("attachment; filename=\"quranflow-\(name)-")
    }

    @Test func theSLAReportListsEachSubmissionsWaitByCoachWithBreachesMarked() throws {
        let app = try TestApp()
        let admin = AdminSessionRouteTests.admin(app)
        let page = admin.get("/admin/insights/sla")
        #expect(page.status == .ok)
        #expect(page.text.contains("Review SLA") && page.text.contains("Download CSV"))
        let csv = admin.get("/admin/insights/sla.csv")
        #expect(Self.isDownload(csv, "sla"))
        let lines = Self.lines(csv)
        #expect(lines.first == "Coach,Student,Week,Attempt,Queued at,Reviewed at,Waited (minutes),Waited,Breached 48 h")
        #expect(lines.count > 1)
        // Each row's breach agrees with its wait: more than 2,880 minutes (48 h) breaks the promise.
        for line in lines.dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let minutes = try #require(Int(cells[cells.count - 3]))
            #expect(cells.last == "yes" ? minutes >= 2_880 : minutes <= 2_880, "\(line)")
        }
        let range = admin.get("/admin/insights/sla.csv?from=2026-10-01&to=2026-10-31")
        #expect(Self.isDownload(range, "sla") && (range.headers["Content-Disposition"] ?? "").contains("2026-10-01-to-2026-10-31"))
        #expect(Self.lines(range).count <= lines.count)
    }

    @Test func theSLAReportCountsOnlyTheChosenTermsLevel() throws {
        let app = try TestApp()
        let admin = AdminSessionRouteTests.admin(app)
        let terms = try ProgrammeStore(database: app.env.database).terms()
        let termOf = Dictionary(
            uniqueKeysWithValues: try app.env.database.read { db in
                try db.query("SELECT id, term_id FROM submissions", []).map { (try $0.string("id"), try $0.string("term_id")) }
            })
        var reported = 0
        for term in terms {
            let json = try #require(admin.get("/api/admin/insights/sla?term=\(term.id.rawValue)").json)
            let ids = (json["rows"] as? [[String: Any]] ?? []).compactMap { $0["submissionID"] as? String }
            // Level I's report never lists Level II's submissions (they once returned the same 61 rows).
            #expect(ids.allSatisfy { termOf[$0] == term.id.rawValue }, "\(term.name) · \(term.level.title)")
            #expect(Self.lines(admin.get("/admin/insights/sla.csv?term=\(term.id.rawValue)")).count == ids.count + 1)
            reported += ids.count
        }
        #expect(reported > 0)
        // The chooser names levels by their numeral.
        let page = admin.get("/admin/insights/sla").text
        #expect(page.contains("· Level I<") || page.contains("· Level II<"))
        #expect(!page.contains("· Level 1<") && !page.contains("· Level 2<"))
    }

    @Test func aBadPeriodIs422NamingTheField() throws {
        let app = try TestApp()
        let admin = AdminSessionRouteTests.admin(app)
        #expect(admin.get("/admin/insights/sla?from=2026-10-31&to=2026-10-01").status == .unprocessableEntity)
        #expect(admin.get("/admin/insights/hours.csv?from=2020-01-01&to=2026-10-01").status == .unprocessableEntity)
        #expect(admin.get("/admin/insights/attendance?from=2026-10-01").status == .unprocessableEntity)
        #expect(admin.get("/admin/insights/attendance?to=not-a-date").status.code / 100 == 4)
        #expect(admin.get("/admin/insights/sla?term=no-such-term").status == .notFound)
    }

    @Test func attendanceListsMeetingsHeldAndStudentsSharesAndACancelledMeetingIsNotCounted() throws {
        let app = try TestApp()
        let admin = AdminSessionRouteTests.admin(app)
        let page = admin.get("/admin/insights/attendance")
        #expect(page.status == .ok && page.text.contains("By student") && page.text.contains("By meeting"))
        let meetings = admin.get("/admin/insights/attendance.csv")
        #expect(Self.isDownload(meetings, "attendance"))
        #expect(Self.lines(meetings).first == "Starts,Session,Kind,Teacher,Extra meeting,Attended,Of students,Attendees")
        let term = try #require(try ProgrammeStore(database: app.env.database).groupSession(id: try AdminSessionRouteTests.qrc(app).id))
            .term
        let students = admin.get("/admin/insights/attendance-by-student.csv?term=\(term.rawValue)")
        #expect(Self.isDownload(students, "attendance-by-student"))
        #expect(Self.lines(students).first == "Student,Meetings attended,Meetings held,Share (%)")
        #expect(Self.lines(students).contains { $0.hasPrefix("Sarah Ahmed,") })
        // Today's circle, cancelled, is never counted once its hour has passed.
        let qrc = try AdminSessionRouteTests.qrc(app)
        let session = "/admin/sessions/\(qrc.id.rawValue)"
        #expect(admin.post("\(session)/cancel", form: [("date", "2026-10-27")], csrfFrom: session).status == .seeOther)
        let heldToday = admin.get("/admin/insights/attendance.csv?from=2026-10-27&to=2026-10-27")
        #expect(!heldToday.text.contains(qrc.title))
    }

    @Test func aStudentNamedLikeAFormulaIsGuardedInTheCSV() throws {
        let app = try TestApp()
        let admin = AdminSessionRouteTests.admin(app)
        let made = admin.post(
            "/admin/accounts",
            form: [
                ("name", "=HYPERLINK(\"http://evil\",\"x\")"), ("email", "formula@quranflow.test"), ("role", "student"), ("year", "1"),
                ("city", "Toronto"), ("password", "a long enough password 123"),
            ], csrfFrom: "/admin")
        #expect(made.status == .seeOther)
        let account = try #require(try app.env.accounts.account(email: "formula@quranflow.test"))
        let store = ProgrammeStore(database: app.env.database)
        let cohort = try #require(try store.cohorts().first { $0.name == "Fall 2026 · Level II" })
        let radwa = try #require(try app.env.accounts.account(email: "radwa@quranflow.test"))
        let page = "/admin/students/\(account.id.rawValue)"
        let enrolled = admin.post(
            page,
            form: [("coach", radwa.id.rawValue), ("level", "2"), ("year", "1"), ("cohort", cohort.id.rawValue), ("city", "Toronto")],
            csrfFrom: page)
        #expect(enrolled.status == .seeOther)
        let csv = admin.get("/admin/insights/attendance-by-student.csv?term=\(cohort.termID.rawValue)")
        #expect(csv.text.contains("\r\n\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\","))
        #expect(!csv.text.contains("\r\n=HYPERLINK"))
    }

    @Test func coachHoursShowReviewTimeAndMeetingsPerWeek() throws {
        let app = try TestApp()
        let admin = AdminSessionRouteTests.admin(app)
        let page = admin.get("/admin/insights/hours")
        #expect(page.status == .ok && page.text.contains("Coach hours"))
        let csv = admin.get("/admin/insights/hours.csv")
        #expect(Self.isDownload(csv, "coach-hours"))
        let lines = Self.lines(csv)
        #expect(lines.first == "Coach,Week starting,Review minutes,Reviews,Meeting minutes,Meetings,Total minutes")
        // Every coach, every week of the 15-week term.
        let coaches = try ProgrammeStore(database: app.env.database).coaches().count
        #expect(lines.count == 1 + coaches * 15)
        for line in lines.dropFirst() {
            let cells = line.split(separator: ",").map(String.init)
            #expect(Int(cells[6]) ?? -1 >= (Int(cells[2]) ?? 0) + (Int(cells[4]) ?? 0) - 1, "\(line)")
        }
    }

    /// The JSON twins carry the same rows as the CSV downloads for the same period, and refuse the same bad input.
    @Test func theJSONTwinsMatchTheCSVAndRefuseABadPeriod() throws {
        let app = try TestApp()
        let token = try AdminCurriculumRouteTests.token(app, "admin@quranflow.test")
        let client = app.client()
        func json(_ path: String) -> Response { client.send(.get, path, headers: [("Authorization", "Bearer \(token)")]) }
        func object(_ response: Response) throws -> [String: Any] {
            try #require(response.json)
        }
        let admin = AdminSessionRouteTests.admin(app)

        let sla = json("/api/admin/insights/sla?from=2026-09-01&to=2026-10-31")
        #expect(sla.status == .ok)
        let slaRows = try #require(try object(sla)["rows"] as? [[String: Any]])
        let slaCSV = Self.lines(admin.get("/admin/insights/sla.csv?from=2026-09-01&to=2026-10-31"))
        #expect(!slaRows.isEmpty && slaRows.count == slaCSV.count - 1)
        let breaches = slaRows.filter { $0["breached"] as? Bool == true }
        #expect(try object(sla)["breaches"] as? Int == breaches.count)
        for row in slaRows { #expect((row["waitedMinutes"] as? Int ?? -1) > 2_880 || row["breached"] as? Bool == false) }
        let period = try #require(try object(sla)["period"] as? [String: Any])
        #expect(period["from"] as? String == "2026-09-01" && period["zone"] as? String == "America/Toronto")

        let attendance = json("/api/admin/insights/attendance")
        #expect(attendance.status == .ok)
        let meetings = try #require(try object(attendance)["meetings"] as? [[String: Any]])
        #expect(!meetings.isEmpty && meetings.count == Self.lines(admin.get("/admin/insights/attendance.csv")).count - 1)
        let students = try #require(try object(attendance)["students"] as? [[String: Any]])
        #expect(students.count == Self.lines(admin.get("/admin/insights/attendance-by-student.csv")).count - 1)

        let hours = json("/api/admin/insights/hours")
        #expect(hours.status == .ok)
        let hourRows = try #require(try object(hours)["rows"] as? [[String: Any]])
        #expect(!hourRows.isEmpty && hourRows.count == Self.lines(admin.get("/admin/insights/hours.csv")).count - 1)
        for row in hourRows {
            let total = (row["reviewMinutes"] as? Int ?? 0) + (row["meetingMinutes"] as? Int ?? 0)
            #expect(abs((row["totalMinutes"] as? Int ?? -9) - total) <= 1)
        }

        let backwards = json("/api/admin/insights/sla?from=2026-10-31&to=2026-10-01")
        #expect(backwards.status == .unprocessableEntity && backwards.text.contains("\"to\""))
        #expect(json("/api/admin/insights/hours?from=2026-10-01").status == .unprocessableEntity)
        #expect(json("/api/admin/insights/attendance?term=no-such-term").status == .notFound)
    }
}
