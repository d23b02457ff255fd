import Calendar
import Database
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Synchronization
import Testing

/// Announcements through the whole pipeline on the demo world (Tuesday 27 October 2026, 1:48 PM Toronto), on SQLite and
/// PostgreSQL: the demo board, audiences over every kind (HTML, JSON, notifications, unread and pinned counts), authoring
/// by role, bad input naming its field, scheduled publishing exactly once, unpublishing, and the moved Level Class.
@Suite struct AnnouncementRouteTests {
    static let students = [
        "sarah": "sarah@quranflow.test", "khadija": "khadija@quranflow.test", "noor": "noor@quranflow.test",
        "hafsa": "hafsa@quranflow.test", "maryam": "maryam@quranflow.test",
    ]

    static func screen(_ client: TestClient, _ path: String) throws -> [String: Any] {
        try #require(client.get("/api/screens" + path).json)
    }

    static func titles(_ board: [String: Any]) -> [String] {
        ["pinned", "thisWeek", "earlier"].flatMap { (board[$0] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String } }
    }

    static func signedIn(_ app: TestApp, _ email: String) -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    static func notificationTitles(_ app: TestApp, _ email: String) throws -> [String] {
        guard let account = try app.env.accounts.account(email: email) else { return [] }
        return try NotificationStore(database: app.env.database).notifications(for: account.id.rawValue).map(\.title)
    }

    @Test func theDemoBoardReadsLikeTheSpecForSarahAndShowsNoorOnlyHers() throws {
        let app = try TestApp()
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        var board = try Self.screen(sarah, "/announcements")
        #expect(board["screenID"] as? String == "SakAnnouncements")
        #expect((board["chips"] as? [[String: Any]])?.map { $0["label"] as? String } == ["All", "My level", "Schedule"])
        let pinned = try #require((board["pinned"] as? [[String: Any]])?.first)
        #expect(pinned["audience"] as? String == "Everyone")
        #expect(pinned["byline"] as? String == "QF Team · 2 days ago")
        #expect(board["thisWeekHeading"] as? String == "This week")
        let week = try #require(board["thisWeek"] as? [[String: Any]])
        #expect(
            week.map { $0["title"] as? String } == [
                "Running 5 minutes late to today's QRC", "Week 11's Level Class moved to Thursday, 11:00 AM",
            ])
        #expect(week.map { $0["isUnread"] as? Bool } == [true, true])
        #expect(week[1]["audience"] as? String == "Level II" && week[1]["kindLabel"] as? String == "Schedule change")
        #expect(week[1]["byline"] as? String == "Ust. Radwa · 1 day ago")
        #expect((board["earlier"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Week 7 recordings posted"])
        let footer = try #require(board["footer"] as? [String: Any])
        #expect(footer["text"] as? String == "Announcements are one-way. To reach your coach, ")
        #expect(footer["link"] as? String == "send her a message")
        let profile = try Self.screen(sarah, "/profile")
        let message = (profile["coach"] as? [String: Any])?["message"] as? [String: Any]
        #expect(footer["href"] as? String == message?["href"] as? String)
        // Viewing marked them seen; the notification rows they made are read too.
        board = try Self.screen(sarah, "/announcements")
        #expect((board["thisWeek"] as? [[String: Any]])?.allSatisfy { $0["isUnread"] as? Bool == false } == true)
        #expect(board["unreadCount"] as? Int == 0)
        // The chips: My level keeps Level II's, Schedule the schedule change.
        #expect(
            Self.titles(try Self.screen(sarah, "/announcements?filter=schedule")) == ["Week 11's Level Class moved to Thursday, 11:00 AM"])
        #expect(Self.titles(try Self.screen(sarah, "/announcements?filter=my-level")).count == 3)
        let gossip = sarah.get("/api/screens/announcements?filter=gossip")
        #expect(gossip.status == .badRequest && (gossip.json?["error"] as? [String: Any])?["field"] as? String == "filter")
        let page = sarah.get("/announcements?filter=schedule").text
        #expect(page.contains(#"class="ann-chip is-current" aria-current="page">Schedule<"#))

        // Sheet: the pinned row above New, and the schedule change's row reads exactly like the board.
        let sheet = try Self.screen(sarah, "/notifications")
        #expect((sheet["announcements"] as? [String: Any])?["label"] as? String == "Announcements · 1 pinned")
        #expect((sheet["announcements"] as? [String: Any])?["href"] as? String == "/announcements")
        #expect(try Self.notificationTitles(app, "sarah@quranflow.test").contains("Week 11's Level Class moved to Thursday, 11:00 AM"))

        // Noor (Level I, Year 1): the pinned notice only — on the board, in JSON and HTML, in her sheet.
        let noor = Self.signedIn(app, "noor@quranflow.test")
        #expect(
            Self.titles(try Self.screen(noor, "/announcements")) == [
                "Fall 2026 ends with Week 15 — last recitation due Sunday 20 December"
            ])
        let noorPage = noor.get("/announcements").text
        #expect(!noorPage.contains("Level Class moved") && !noorPage.contains("QRC") && !noorPage.contains("Week 7 recordings"))
        #expect(
            (try Self.screen(noor, "/notifications")["announcements"] as? [String: Any])?["label"] as? String == "Announcements · 1 pinned")
        #expect(try Self.notificationTitles(app, "noor@quranflow.test").allSatisfy { !$0.contains("Level Class") && !$0.contains("QRC") })
        // A coach's sheet has no pinned row.
        #expect(try Self.screen(Self.signedIn(app, "amina@quranflow.test"), "/notifications")["announcements"] == nil)
    }

    @Test func theMovedLevelClassIsWhatSessionsSessionDetailAndTheCalendarShow() throws {
        let app = try TestApp()
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        let thursday = sarah.get("/api/screens/sessions?day=2026-11-19").text
        #expect(thursday.contains("11:00 AM"))
        #expect(thursday.contains("Level Class") || thursday.contains("levelClass"))
        let tuesday = sarah.get("/api/screens/sessions?day=2026-11-17").text
        #expect(!tuesday.contains("7:00 PM"))
        let store = ProgrammeStore(database: app.env.database)
        let fall = try #require(try store.terms().first { $0.name == "Fall 2026" && $0.level.number == 2 })
        let levelClass = try #require(try store.liveSessions(ofTerm: fall.id).first { $0.kind == .levelClass })
        #expect(sarah.get("/api/screens/sessions/\(levelClass.id.rawValue)/on/2026-11-19").status == .ok)
        #expect(sarah.get("/api/screens/sessions/\(levelClass.id.rawValue)/on/2026-11-17").status == .notFound)
        let ics = sarah.get("/calendar/week/11.ics").text
        #expect(ics.contains("20261119T11") || ics.contains("20261119T16"))
        #expect(!ics.contains("20261117T19") && !ics.contains("20261118T00"))
        // Week 8's Level Class is where it always was.
        #expect(sarah.get("/api/screens/sessions/\(levelClass.id.rawValue)/on/2026-10-27").status == .ok)
        // Moving a meeting is an admin's, and names a bad field.
        let admin = Self.signedIn(app, "admin@quranflow.test")
        let path = "/api/sessions/\(levelClass.id.rawValue)/moves"
        #expect(
            sarah.post(path, form: [("original_date", "2026-11-10"), ("date", "2026-11-12"), ("time", "11:00")], csrfFrom: "/profile")
                .status == .forbidden)
        let bad = admin.post(
            path, form: [("original_date", "2026-11-10"), ("date", "2026-11-12"), ("time", "25:00")], csrfFrom: "/account")
        #expect(bad.status == .unprocessableEntity && bad.text.contains("time"))
        let notItsDay = admin.post(
            path, form: [("original_date", "2026-11-11"), ("date", "2026-11-12"), ("time", "11:00")], csrfFrom: "/account")
        #expect(notItsDay.status == .badRequest && notItsDay.text.contains("original_date"))
        #expect(
            admin.post(path, form: [("original_date", "2026-11-10"), ("date", "2026-11-12"), ("time", "11:00")], csrfFrom: "/account")
                .status == .ok)
        #expect(sarah.get("/api/screens/sessions/\(levelClass.id.rawValue)/on/2026-11-12").status == .ok)
    }

    @Test func everyAudienceKindReachesItsStudentsAndNoOneElse() throws {
        let app = try TestApp()
        let admin = Self.signedIn(app, "admin@quranflow.test")
        let cohorts = try ProgrammeStore(database: app.env.database).cohorts()
        let fallLevelI = try #require(cohorts.first { $0.name == "Fall 2026 · Level I" }).id.rawValue
        let expected: [(String, Set<String>)] = [
            ("everyone", ["sarah", "khadija", "noor", "hafsa", "maryam"]), ("level:1", ["noor", "hafsa"]),
            ("level:2", ["sarah", "khadija"]),
            ("level:3", ["maryam"]), ("year:1", ["noor", "hafsa", "maryam"]), ("year:2", ["sarah", "khadija"]),
            ("cohort:\(fallLevelI)", ["noor", "hafsa"]),
        ]
        let clients = Self.students.mapValues { Self.signedIn(app, $0) }
        for (index, (audience, readers)) in expected.enumerated() {
            let title = "Audience check \(index)"
            let posted = admin.post("/api/announcements", form: [("title", title), ("audience", audience)], csrfFrom: "/account")
            #expect(posted.status == .created, "\(audience): \(posted.text)")
            for (name, client) in clients {
                let shouldSee = readers.contains(name)
                let board = try Self.screen(client, "/announcements")
                #expect(Self.titles(board).contains(title) == shouldSee, "\(name) / \(audience) board JSON")
                #expect(client.get("/announcements").text.contains(title) == shouldSee, "\(name) / \(audience) board HTML")
                #expect(
                    try Self.notificationTitles(app, Self.students[name] ?? "").contains(title) == shouldSee, "\(name) / \(audience) sheet")
                #expect(client.get("/notifications").text.contains(title) == shouldSee, "\(name) / \(audience) sheet HTML")
            }
        }
        // Unread counts count only a student's own: a fresh Level III post is one unread for Maryam, none for Sarah.
        #expect(
            admin.post("/api/announcements", form: [("title", "Level III only"), ("audience", "level:3")], csrfFrom: "/account").status
                == .created)
        #expect(try Self.screen(clients["maryam"]!, "/announcements")["unreadCount"] as? Int == 1)
        #expect(try Self.screen(clients["sarah"]!, "/announcements")["unreadCount"] as? Int == 0)
        // A pinned Level III post is counted in Maryam's sheet, not in Sarah's.
        #expect(
            admin.post(
                "/api/announcements", form: [("title", "Pinned for III"), ("audience", "level:3"), ("pinned", "true")], csrfFrom: "/account"
            ).status == .created)
        #expect(
            (try Self.screen(clients["maryam"]!, "/notifications")["announcements"] as? [String: Any])?["label"] as? String
                == "Announcements · 2 pinned")
        #expect(
            (try Self.screen(clients["sarah"]!, "/notifications")["announcements"] as? [String: Any])?["label"] as? String
                == "Announcements · 1 pinned")
    }

    @Test func authoringByRoleAndBadInputNamesTheField() throws {
        let app = try TestApp()
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        let radwa = Self.signedIn(app, "radwa@quranflow.test")
        let amina = Self.signedIn(app, "amina@quranflow.test")
        let admin = Self.signedIn(app, "admin@quranflow.test")
        // Students cannot author, read the authors' page, or preview.
        #expect(sarah.get("/announcements/manage").status == .forbidden)
        #expect(sarah.get("/api/screens/announcements/manage").status == .forbidden)
        #expect(
            sarah.post("/api/announcements", form: [("title", "Hi"), ("audience", "everyone")], csrfFrom: "/profile").status == .forbidden)
        #expect(sarah.post("/announcements/manage", form: [("title", "Hi")], csrfFrom: "/profile").status == .forbidden)
        // Coaches and the admin can, and the student board is not theirs.
        #expect(radwa.get("/announcements/manage").status == .ok)
        #expect(admin.get("/announcements/manage").status == .ok)
        #expect(radwa.get("/announcements").status == .forbidden)
        // The form shows only the audiences the author may choose.
        let radwaPage = try Self.screen(radwa, "/announcements/manage")
        #expect((radwaPage["audiences"] as? [[String: Any]])?.map { $0["label"] as? String } == ["Everyone", "Level II", "Level III"])
        #expect(
            (try Self.screen(amina, "/announcements/manage")["audiences"] as? [[String: Any]])?.map { $0["label"] as? String } == [
                "Everyone", "Level II",
            ])
        // A coach cannot post to a level she does not teach.
        let notHers = amina.post(
            "/api/announcements", form: [("title", "Hello Level III"), ("audience", "level:3")], csrfFrom: "/coach/you")
        #expect(notHers.status == .forbidden && notHers.text.contains("audience"))
        #expect(
            radwa.post("/api/announcements", form: [("title", "Hello Level I"), ("audience", "level:1")], csrfFrom: "/coach/you").status
                == .forbidden)
        #expect(
            radwa.post("/api/announcements", form: [("title", "Hello Year 1"), ("audience", "year:1")], csrfFrom: "/coach/you").status
                == .forbidden)
        // Bad input: a 4xx naming the field.
        let cases: [([(String, String)], String)] = [
            ([("title", "  "), ("audience", "everyone")], "title"),
            ([("title", String(repeating: "t", count: 121)), ("audience", "everyone")], "title"),
            ([("title", "Long"), ("body", String(repeating: "b", count: 2001)), ("audience", "everyone")], "body"),
            ([("title", "Where"), ("audience", "galaxy")], "audience"),
            ([("title", "Where"), ("audience", "level:9")], "audience"),
            ([("title", "Where"), ("audience", "cohort:nope")], "audience"),
            ([("title", "What"), ("audience", "everyone"), ("kind", "gossip")], "kind"),
            ([("title", "When"), ("audience", "everyone"), ("publish_at", "next Tuesday")], "publish_at"),
            ([("title", "Pin"), ("audience", "everyone"), ("pinned", "maybe")], "pinned"),
        ]
        for (form, field) in cases {
            let response = admin.post("/api/announcements", form: form, csrfFrom: "/account")
            #expect(response.status == .unprocessableEntity, "\(field): \(response.status)")
            #expect((response.json?["error"] as? [String: Any])?["field"] as? String == field, "\(field): \(response.text)")
            // The HTML form answers the same status, with the message beside the field and what was typed kept.
            let page = admin.post("/announcements/manage", form: form, csrfFrom: "/account")
            #expect(page.status == .unprocessableEntity && page.text.contains("field-error"), "\(field) page")
        }
        // A good post from the page goes back to the list, which shows it.
        #expect(
            radwa.post("/announcements/manage", form: [("title", "Bring your muṣḥaf"), ("audience", "level:2")], csrfFrom: "/coach/you")
                .status == .seeOther)
        let rows = try #require(try Self.screen(radwa, "/announcements/manage")["rows"] as? [[String: Any]])
        #expect(rows.first?["title"] as? String == "Bring your muṣḥaf" && rows.first?["state"] as? String == "Published")
        // Radwa sees her own posts only; Amina cannot change Radwa's (404), the admin can.
        #expect(rows.allSatisfy { ($0["title"] as? String) != "Fall 2026 ends with Week 15 — last recitation due Sunday 20 December" })
        let id = try #require(rows.first?["id"] as? String)
        #expect(amina.post("/api/announcements/\(id)/pin", form: [], csrfFrom: "/coach/you").status == .notFound)
        #expect(admin.post("/api/announcements/\(id)/pin", form: [], csrfFrom: "/account").status == .ok)
        #expect(sarah.post("/api/announcements/\(id)/unpublish", form: [], csrfFrom: "/profile").status == .forbidden)
        #expect(admin.post("/api/announcements/nope/unpublish", form: [], csrfFrom: "/account").status == .notFound)
    }

    @Test func editingRetitlesTheSheetAndUnpublishingTakesItAway() throws {
        let app = try TestApp()
        let radwa = Self.signedIn(app, "radwa@quranflow.test")
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        let posted = radwa.post("/api/announcements", form: [("title", "Circle notes"), ("audience", "level:2")], csrfFrom: "/coach/you")
        let id = try #require(posted.json?["id"] as? String)
        #expect(try Self.notificationTitles(app, "sarah@quranflow.test").contains("Circle notes"))
        let edited = radwa.post(
            "/api/announcements/\(id)", form: [("title", "Circle notes, corrected"), ("audience", "level:2")], csrfFrom: "/coach/you")
        #expect(edited.status == .ok)
        let titles = try Self.notificationTitles(app, "sarah@quranflow.test")
        #expect(titles.contains("Circle notes, corrected") && !titles.contains("Circle notes"))
        #expect(Self.titles(try Self.screen(sarah, "/announcements")).contains("Circle notes, corrected"))
        // Once out, its audience stays.
        let moved = radwa.post(
            "/api/announcements/\(id)", form: [("title", "Circle notes"), ("audience", "everyone")], csrfFrom: "/coach/you")
        #expect(moved.status == .conflict && (moved.json?["error"] as? [String: Any])?["field"] as? String == "audience")
        // Unpublished: off the board, out of the counts, its rows gone.
        #expect(radwa.post("/api/announcements/\(id)/unpublish", form: [], csrfFrom: "/coach/you").status == .ok)
        #expect(!Self.titles(try Self.screen(sarah, "/announcements")).contains("Circle notes, corrected"))
        #expect(!(try Self.notificationTitles(app, "sarah@quranflow.test")).contains("Circle notes, corrected"))
        #expect(radwa.post("/api/announcements/\(id)/unpublish", form: [], csrfFrom: "/coach/you").status == .notFound)
        let row = try #require(
            (try Self.screen(radwa, "/announcements/manage")["rows"] as? [[String: Any]])?.first { $0["id"] as? String == id })
        #expect(row["state"] as? String == "Unpublished" && row["editHref"] == nil)
    }

    @Test func aScheduledPostPublishesAtItsTimeExactlyOnce() throws {
        let app = try TestApp(testClock: true)
        let admin = Self.signedIn(app, "admin@quranflow.test")
        let sarah = Self.signedIn(app, "sarah@quranflow.test")
        // 2:48 PM Toronto, an hour from now, on the admin's wall clock (Toronto).
        let posted = admin.post(
            "/api/announcements",
            form: [("title", "Tomorrow's circle is on"), ("audience", "level:2"), ("publish_at", "2026-10-27T14:48")],
            csrfFrom: "/account")
        #expect(posted.status == .created)
        let id = try #require(posted.json?["id"] as? String)
        #expect(!Self.titles(try Self.screen(sarah, "/announcements")).contains("Tomorrow's circle is on"))
        #expect(!(try Self.notificationTitles(app, "sarah@quranflow.test")).contains("Tomorrow's circle is on"))
        let list = try #require(try Self.screen(admin, "/announcements/manage")["rows"] as? [[String: Any]])
        #expect(list.first { $0["id"] as? String == id }?["state"] as? String == "Scheduled")
        // A minute early: still nothing.
        #expect(app.client().post("/_test/clock", form: [("advance", "3540")]).status == .ok)
        #expect(!Self.titles(try Self.screen(sarah, "/announcements")).contains("Tomorrow's circle is on"))
        // At its time: on the board, in the sheet once.
        #expect(app.client().post("/_test/clock", form: [("advance", "60")]).status == .ok)
        #expect(Self.titles(try Self.screen(sarah, "/announcements")).contains("Tomorrow's circle is on"))
        #expect(try Self.notificationTitles(app, "sarah@quranflow.test").filter { $0 == "Tomorrow's circle is on" }.count == 1)
        // Another worker running the same job again (or two at once) sends nothing more.
        let store = AnnouncementStore(database: app.env.database)
        #expect(try store.publishDue(id, boardLink: "/announcements", at: app.env.store.now) == 0)
        #expect(try Self.notificationTitles(app, "sarah@quranflow.test").filter { $0 == "Tomorrow's circle is on" }.count == 1)
    }

    @Test func theFanOutIsOneTransactionAndClaimsOnceAcrossConnections() throws {
        let app = try TestApp()
        let store = AnnouncementStore(database: app.env.database)
        let admin = AnnouncementAuthor(
            id: try #require(try app.env.accounts.account(email: "admin@quranflow.test")).id.rawValue,
            displayName: "QF Team", role: .admin)
        let later = app.env.store.now.addingTimeInterval(60)
        let post = try store.create(
            try AnnouncementDraft(title: "Race", body: "", audience: .everyone, publishAt: later), author: admin,
            boardLink: "/announcements",
            at: app.env.store.now
        ).post
        let results = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let sent = (try? store.publishDue(post.id, boardLink: "/announcements", at: later)) ?? -1
            results.withLock { $0.append(sent) }
        }
        #expect(results.withLock { $0.sorted() } == [0, 0, 0, 5])
    }

    @Test func previewAsShowsExactlyThatStudentsBoard() throws {
        let app = try TestApp()
        let admin = Self.signedIn(app, "admin@quranflow.test")
        let radwa = Self.signedIn(app, "radwa@quranflow.test")
        let students = try AnnouncementStore(database: app.env.database).students()
        let noor = try #require(students.first { $0.name == "Noor Ali" })
        let sarah = try #require(students.first { $0.name == "Sarah Ahmed" })
        let preview = try Self.screen(admin, "/announcements/manage?preview=\(noor.id)")
        #expect(preview["previewName"] as? String == "Noor Ali")
        let board = try #require(preview["preview"] as? [String: Any])
        #expect(Self.titles(board) == ["Fall 2026 ends with Week 15 — last recitation due Sunday 20 December"])
        // Sarah's preview has her unread dots, and previewing marks nothing seen.
        let sarahs = try #require(try Self.screen(admin, "/announcements/manage?preview=\(sarah.id)")["preview"] as? [String: Any])
        #expect((sarahs["thisWeek"] as? [[String: Any]])?.allSatisfy { $0["isUnread"] as? Bool == true } == true)
        #expect(
            try Self.screen(admin, "/announcements/manage?preview=\(sarah.id)")["preview"].flatMap {
                ($0 as? [String: Any])?["unreadCount"] as? Int
            } == 2)
        #expect(admin.get("/announcements/manage?preview=nobody").status == .notFound)
        // Radwa (Levels II and III) may preview Sarah, not Noor (Level I, not hers).
        #expect(radwa.get("/announcements/manage?preview=\(sarah.id)").status == .ok)
        #expect(radwa.get("/announcements/manage?preview=\(noor.id)").status == .notFound)
    }
}
