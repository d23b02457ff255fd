import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Synchronization
import Testing

/// The review side of the weekly loop through the whole pipeline, on SQLite and PostgreSQL: the coach's Review and Send,
/// the student's Feedback, heard and practice, notifications, the student record — and privacy, access and races.
@Suite struct ReviewLoopTests {
    static let privateNote = "A little rushed at the start — nerves? Go gently in the one-to-one."

    /// The id of a submission of the student with `email` in `status` (the latest week first).
    func submission(_ app: TestApp, email: String, status: SubmissionStatus) throws -> String {
        try #require(
            try app.env.database.read { db in
                try db.queryOne(
                    """
                    SELECT s.id FROM submissions s JOIN accounts a ON a.id = s.student_id
                    WHERE a.email = $1 AND s.status = $2 ORDER BY s.submitted_at DESC
                    """, [.text(email), .text(status.rawValue)])?.string("id")
            })
    }

    func notificationCount(_ app: TestApp, email: String) throws -> Int {
        try app.env.database.read { db in
            try db.queryOne(
                "SELECT COUNT(*) AS n FROM notifications n JOIN accounts a ON a.id = n.account_id WHERE a.email = $1",
                [.text(email)])?.int("n") ?? 0
        }
    }

    /// Opens the review page and returns its send key and CSRF token.
    func openReview(_ client: TestClient, _ id: String) throws -> (key: String, page: Response) {
        let page = client.get("/coach/review/\(id)")
        #expect(page.status == .ok)
        let html = page.text
        let range = try #require(html.range(of: #"name="key" value=""#))
        return (String(html[range.upperBound...].prefix { $0 != "\"" }), page)
    }

    @Test func theQueueLinksEachWaitingRowToItsReview() throws {
        let app = try TestApp()
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let waiting = try submission(app, email: "khadija@quranflow.test", status: .inReview)
        #expect(amina.get("/coach").text.contains("href=\"/coach/review/\(waiting)\""))
    }

    @Test func aCoachReviewsOnlyTheirOwnStudents() throws {
        let app = try TestApp()
        let waiting = try submission(app, email: "khadija@quranflow.test", status: .inReview)
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        #expect(radwa.get("/coach/review/\(waiting)").status == .notFound)
        #expect(radwa.get("/api/screens/coach/review/\(waiting)").status == .notFound)
        let refused = radwa.post(
            "/coach/review/\(waiting)/notes", form: [("audience", "student"), ("text", "Hello")], csrfFrom: "/coach/you")
        #expect(refused.status == .notFound)
        // The right role, not her student: the 404 of a recording that does not exist, naming no one.
        #expect(refused.text.contains("There is no such recording.") && !refused.text.contains("Khadija"))
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        #expect(sarah.get("/coach/review/\(waiting)").status == .forbidden)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let reviewed = try submission(app, email: "sarah@quranflow.test", status: .feedbackReady)
        #expect(amina.get("/submissions/\(reviewed)/feedback").status == .forbidden)
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        #expect(khadija.get("/submissions/\(reviewed)/feedback").status == .notFound)
    }

    @Test func aPrivateNoteNeverReachesTheStudent() throws {
        let app = try TestApp()
        let reviewed = try submission(app, email: "sarah@quranflow.test", status: .feedbackReady)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        #expect(amina.get("/api/screens/coach/review/\(reviewed)").text.contains(Self.privateNote))
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let page = sarah.get("/submissions/\(reviewed)/feedback")
        #expect(page.status == .ok)
        #expect(page.text.contains("Lovely steady rhythm"))
        #expect(!page.text.contains("rushed"))
        let json = sarah.get("/api/screens/submissions/\(reviewed)/feedback")
        #expect(json.json?["screenID"] as? String == "SakSubmissionFeedback")
        #expect(!json.text.contains("rushed"))
        let sheet = sarah.get("/api/screens/notifications").text + sarah.get("/notifications").text
        #expect(sheet.contains("Feedback ready — Week"))
        #expect(!sheet.contains("rushed"))
    }

    @Test func sendPressedTwiceSendsOnceAndAnotherSendIsRefused() throws {
        let app = try TestApp()
        let waiting = try submission(app, email: "khadija@quranflow.test", status: .inReview)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let (key, _) = try openReview(amina, waiting)
        let base = "/coach/review/\(waiting)"
        let mark = amina.post(
            base + "/marks",
            form: [
                ("word", "67:13:1"), ("kind", "correction"), ("title", "وَأَسِرُّوا — madd too short"),
                ("detail", "Four counts, not two"), ("category", "madd"), ("playhead", "41"),
            ], csrfFrom: base)
        // The week's assignment decides which words exist; a word outside it is refused without storing anything.
        if mark.status == .badRequest {
            let screen = try #require(amina.get("/api/screens/coach/review/\(waiting)").json)
            let passage = try #require(screen["passage"] as? [String: Any])
            let ayah = try #require((passage["ayahs"] as? [[String: Any]])?.first)
            let word = try #require((ayah["words"] as? [[String: Any]])?.first)
            let reference = "\(word["surah"]!):\(word["ayah"]!):\(word["index"]!)"
            #expect(
                amina.post(
                    base + "/marks",
                    form: [
                        ("word", reference), ("kind", "correction"), ("title", "madd too short"),
                        ("detail", "Four counts"), ("category", "madd"), ("playhead", "41"),
                    ], csrfFrom: base
                ).status == .seeOther)
        } else {
            #expect(mark.status == .seeOther)
        }
        #expect(
            amina.post(base + "/notes", form: [("audience", "student"), ("text", "Watch the madd in the first āyah.")], csrfFrom: base)
                .status == .seeOther)
        #expect(
            amina.post(base + "/notes", form: [("audience", "privateToCoach"), ("text", "Secret: seems tired.")], csrfFrom: base).status
                == .seeOther)
        let before = try notificationCount(app, email: "khadija@quranflow.test")
        #expect(amina.post(base + "/send", form: [("key", key)], csrfFrom: base).status == .badRequest)  // no outcome yet
        let first = amina.post(base + "/send", form: [("key", key), ("outcome", "anotherAttempt")], csrfFrom: base)
        #expect(first.status == .seeOther)
        let second = amina.post(base + "/send", form: [("key", key), ("outcome", "anotherAttempt")], csrfFrom: "/coach/you")
        #expect(second.status == .seeOther)
        #expect(try notificationCount(app, email: "khadija@quranflow.test") == before + 1)
        #expect(try ReviewStore(database: app.env.database).outcomes(of: [.init(waiting)]) == [.init(waiting): .anotherAttempt])
        // The attempts rule reads the sent outcome with every submission the loop loads (WeekRecordingState).
        let sent = try #require(try ReviewStore(database: app.env.database).submission(id: .init(waiting)))
        #expect(sent.outcome == .anotherAttempt)
        let loaded = try ProgrammeStore(database: app.env.database).submissions(ofStudent: sent.studentID, term: sent.termID)
        #expect(loaded.first { $0.id == sent.id }?.outcome == .anotherAttempt)
        #expect(loaded.filter { $0.id != sent.id && $0.status == .inReview }.allSatisfy { $0.outcome == nil })
        let other = amina.post(base + "/send", form: [("key", "another-tab"), ("outcome", "accepted")], csrfFrom: "/coach/you")
        #expect(other.status == .conflict)
        #expect(other.text.contains("was already sent"))
        // Nothing may be added once sent.
        #expect(amina.post(base + "/notes", form: [("audience", "student"), ("text", "late")], csrfFrom: "/coach/you").status == .conflict)

        let sarah = app.client()
        sarah.signIn("khadija@quranflow.test")
        let feedback = sarah.get("/submissions/\(waiting)/feedback").text
        #expect(feedback.contains("Watch the madd"))
        #expect(feedback.contains("Another attempt"))
        #expect(!feedback.contains("Secret: seems tired."))
        #expect(!sarah.get("/api/screens/notifications").text.contains("Secret"))
    }

    @Test func statusOnlyMovesForward() throws {
        let app = try TestApp()
        let reviewed = try submission(app, email: "sarah@quranflow.test", status: .feedbackReady)
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let page = "/submissions/\(reviewed)/feedback"
        #expect(sarah.post(page + "/heard", form: [], csrfFrom: "/profile").status == .seeOther)
        let again = sarah.post(page + "/heard", form: [], csrfFrom: "/profile")
        #expect(again.status == .conflict)
        #expect(again.text.contains("can&#39;t become “heard”"))
        #expect(sarah.get("/api/screens/submissions/\(reviewed)/feedback").text.contains("\"heard\""))
        // Feedback not yet sent cannot be heard.
        let waiting = try submission(app, email: "noor@quranflow.test", status: .inReview)
        #expect(sarah.post("/submissions/\(waiting)/feedback/heard", form: [], csrfFrom: "/profile").status == .notFound)
        // Playing part of a note is not hearing it.
        let other = try submission(app, email: "khadija@quranflow.test", status: .feedbackReady)
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        let kpage = "/submissions/\(other)/feedback"
        #expect(khadija.post(kpage + "/played", form: [("position", "3")], csrfFrom: "/profile").status == .conflict)
    }

    @Test func notificationsOpenTheirTargetAndMarkAllReadsThem() throws {
        let app = try TestApp()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        let sheet = try #require(sarah.get("/api/screens/notifications").json)
        #expect(sheet["screenID"] as? String == "SakNotifSheet")
        // The newest feedback row (announcements sit above it; they open the board).
        let row = try #require((sheet["new"] as? [[String: Any]])?.first { ($0["title"] as? String)?.hasPrefix("Feedback ready") == true })
        let href = try #require(row["href"] as? String)
        let unread = (sheet["new"] as? [[String: Any]])?.count ?? 0
        // A GET only follows the row (a crawler or a prefetch changes nothing); the sheet's button is a POST that marks it read.
        let followed = sarah.get(href)
        #expect(followed.status == .seeOther)
        #expect(followed.headers["Location"]?.hasSuffix("/feedback") == true)
        #expect((sarah.get("/api/screens/notifications").json?["new"] as? [[String: Any]])?.count == unread)
        #expect(sarah.get("/notifications").text.contains(#"<form action="\#(href)" method="post" class="notif-open">"#))
        let opened = sarah.post(href, form: [], csrfFrom: "/profile")
        #expect(opened.status == .seeOther)
        #expect(opened.headers["Location"]?.hasSuffix("/feedback") == true)
        #expect(((sarah.get("/api/screens/notifications").json?["new"] as? [[String: Any]])?.count ?? 0) == unread - 1)
        #expect(sarah.post("/notifications/read-all", form: [], csrfFrom: "/profile").status == .seeOther)
        #expect(sarah.get("/api/screens/notifications").json?["screenID"] as? String == "SakNotifEmpty")
        let khadija = app.client()
        khadija.signIn("khadija@quranflow.test")
        #expect(khadija.get(href).status == .notFound)
        #expect(khadija.post(href, form: [], csrfFrom: "/profile").status == .notFound)
    }

    @Test func theStudentRecordShowsWorkingOnHistoryAndSharedNotes() throws {
        let app = try TestApp()
        let sarahID = try #require(
            try app.env.database.read { db in
                try db.queryOne("SELECT id FROM accounts WHERE email = $1", [.text("sarah@quranflow.test")])?.string("id")
            })
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let json = amina.get("/api/screens/coach/students/\(sarahID)").text
        #expect(json.contains("SakCoachStudent"))
        #expect(json.contains("Working on"))
        #expect(json.contains("corrections in"))
        #expect(json.contains("Ust. Rania"))
        let page = "/coach/students/\(sarahID)"
        #expect(amina.post(page + "/notes", form: [("text", "Ready for Level III material soon.")], csrfFrom: page).status == .seeOther)
        #expect(amina.get(page).text.contains("Ready for Level III material soon."))
        let radwa = app.client()
        radwa.signIn("radwa@quranflow.test")
        #expect(radwa.get(page).status == .notFound)
    }

    @Test func activeReviewTimeCountsUseAndLeavesOutIdleStretches() throws {
        let app = try TestApp(testClock: true)
        let waiting = try submission(app, email: "khadija@quranflow.test", status: .inReview)
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let base = "/coach/review/\(waiting)"
        #expect(amina.get(base).text.contains("0:00 on this review · logged automatically"))
        func beat(_ kind: String, ago: Double = 0, lasting: Double = 0) -> Response {
            amina.post(
                base + "/activity", form: [("events", "[{\"kind\":\"\(kind)\",\"ago\":\(ago),\"lasting\":\(lasting)}]")],
                csrfFrom: "/coach/you")
        }
        amina.post("/_test/clock", form: [("advance", "120")])
        #expect(beat("type").status == .noContent)  // a 2:00 gap still counts
        amina.post("/_test/clock", form: [("advance", "121")])
        #expect(beat("mark").status == .noContent)  // 2:01 idle does not
        amina.post("/_test/clock", form: [("advance", "100")])
        #expect(beat("play", ago: 90, lasting: 90).status == .noContent)  // played 1:30 after 10 s quiet
        let footer = try #require(amina.get("/api/screens/coach/review/\(waiting)").json?["footer"] as? String)
        #expect(footer == "3:40 on this review · logged automatically")
        #expect(beat("dance").status == .badRequest)
    }

    @Test func twoTabsSendingAtOnceSendOnce() throws {
        let app = try TestApp()
        let waiting = try submission(app, email: "khadija@quranflow.test", status: .inReview)
        let base = "/coach/review/\(waiting)"
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        #expect(amina.post(base + "/notes", form: [("audience", "student"), ("text", "Well done.")], csrfFrom: base).status == .seeOther)
        let tabs = [app.client(), app.client()]
        var forms: [[(String, String)]] = []
        for (index, tab) in tabs.enumerated() {
            tab.signIn("amina@quranflow.test")
            let (key, page) = try openReview(tab, waiting)
            forms.append([("key", key + "-\(index)"), ("outcome", "accepted"), ("_csrf", tab.csrfToken(in: page) ?? "")])
        }
        let statuses = Mutex<[Int]>([])
        let sendable = forms.map { form in String(decoding: FormEncoding.body(form), as: UTF8.self) }
        let cookies = tabs.map { tab in tab.cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ") }
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
            headers.add(name: "Cookie", value: cookies[index])
            let response = app.respond(
                Request(
                    method: .post, path: base + "/send", headers: headers, body: Array(sendable[index].utf8),
                    remoteAddress: "127.0.0.1"))
            statuses.withLock { $0.append(response.status.code) }
        }
        #expect(statuses.withLock { $0.sorted() } == [303, 409])
        #expect(try notificationCount(app, email: "khadija@quranflow.test") >= 1)
        let sent = try app.env.database.read { db in
            try db.query("SELECT n.id FROM notifications n WHERE n.target = $1", [.text("/submissions/\(waiting)/feedback")]).count
        }
        #expect(sent == 1)
    }
}
