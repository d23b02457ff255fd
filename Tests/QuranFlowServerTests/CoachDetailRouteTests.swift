import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import Testing

/// Coach detail (SakCoach) and the coach's own profile and hours on You, on the whole pipeline: Sarah's coach from data,
/// her recent feedback behind "Show N earlier notes", upcoming meetings and office hours; only the student's own coach
/// (another is 404, a coach 403); the welcome note played through the playback positions; the profile form's checks
/// (422 naming the field); this week's hours with the list behind them.
@Suite("Coach detail and the coach's profile")
struct CoachDetailRouteTests {
    let app: TestApp
    init() throws { app = try TestApp() }

    func signedIn(_ email: String) -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    func plain(_ response: Response) -> String {
        response.text.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    func coachID(_ email: String) throws -> ID<Coach> {
        ID(try #require(try app.env.accounts.account(email: email)?.id.rawValue))
    }

    @Test("Sarah's Profile links to Coach detail, which shows Ust. Amina from data")
    func coachDetail() throws {
        let sarah = signedIn("sarah@quranflow.test")
        let amina = try coachID("amina@quranflow.test")
        let profile = plain(sarah.get("/profile"))
        #expect(profile.contains("Certified · Level I–II · Cairo"))
        #expect(profile.contains("Your learning"))
        #expect(profile.contains("href=\"/profile/coach/\(amina.rawValue)\""))

        let page = plain(sarah.get("/profile/coach/\(amina.rawValue)"))
        for expected in [
            "Ustadha Amina", "Cairo · ijāza in Hafs from 'Āsim", "48h", "reply window", "L1–2", "Message Ust. Amina", "Office hours",
            "Recent feedback", "Upcoming", "<details class=\"earlier-notes\">",
        ] {
            #expect(page.contains(expected), "\(expected)")
        }
        let json = try #require(sarah.get("/api/screens/profile/coach/\(amina.rawValue)").json)
        #expect(json["screenID"] as? String == "SakCoach")
        let sarahID = ID<Student>(try #require(try app.env.accounts.account(email: "sarah@quranflow.test")?.id.rawValue))
        let sent = try ReviewStore(database: app.env.database).sentReviews(ofStudent: sarahID)
        let stats = try #require(json["stats"] as? [[String: Any]])
        #expect(stats.first?["value"] as? String == String(sent.count))
        // Two notes shown, newest first; the rest behind "Show N earlier notes".
        let recent = try #require(json["recent"] as? [[String: Any]]).flatMap { $0["notes"] as? [[String: Any]] ?? [] }
        let earlier = try #require(json["earlier"] as? [[String: Any]]).flatMap { $0["notes"] as? [[String: Any]] ?? [] }
        #expect(recent.count == 2)
        #expect(recent.count + earlier.count == sent.count)
        #expect((recent + earlier).map { $0["id"] as? String } == sent.map(\.submissionID.rawValue))
        #expect(json["showEarlier"] as? String == "Show \(earlier.count) earlier notes")
        #expect((recent.first?["excerpt"] as? String)?.contains("“") == true)
        #expect((recent.first?["title"] as? String)?.hasPrefix("Week 7 · Al-Mulk 67:1") == true)
        // Last term's notes name their week too.
        #expect((recent + earlier).allSatisfy { ($0["title"] as? String)?.hasPrefix("Week ") == true })
        // Office hours: her next drop-in (Thursday 9 PM Toronto), a session detail.
        let office = try #require(json["officeHours"] as? [String: Any])
        #expect((office["href"] as? String)?.hasPrefix("/sessions/") == true)
        #expect(sarah.get(try #require(office["href"] as? String)).status == .ok)
        let upcoming = try #require(json["upcoming"] as? [[String: Any]])
        #expect(upcoming.contains { $0["title"] as? String == "Drop-in Q&A" && $0["time"] as? String == "9:00 PM" })
        #expect(upcoming.contains { $0["title"] as? String == "Your one-to-one" && $0["time"] as? String == "9:20 AM" })
        #expect(!upcoming.contains { $0["title"] as? String == "Sisters' Reading Circle" })  // Ust. Radwa's
    }

    @Test("Only the student's own coach: another coach is 404, a coach or no one is refused")
    func onlyTheirOwnCoach() throws {
        let radwa = try coachID("radwa@quranflow.test")
        let amina = try coachID("amina@quranflow.test")
        let sarah = signedIn("sarah@quranflow.test")
        #expect(sarah.get("/profile/coach/\(radwa.rawValue)").status == .notFound)
        #expect(sarah.get("/api/screens/profile/coach/\(radwa.rawValue)").status == .notFound)
        #expect(sarah.get("/profile/coach/nobody").status == .notFound)
        #expect(signedIn("khadija@quranflow.test").get("/profile/coach/\(amina.rawValue)").status == .ok)
        #expect(signedIn("amina@quranflow.test").get("/profile/coach/\(amina.rawValue)").status == .forbidden)
        #expect(app.client().get("/profile/coach/\(amina.rawValue)").status == .seeOther)
    }

    @Test("The welcome note: on Coach detail, heard by her students only, played once its position moves")
    func welcomeNote() throws {
        let amina = try coachID("amina@quranflow.test")
        let note = MediaRecord(
            kind: .coachNote, owner: .welcomeNote(of: amina), title: "Welcome from Ust. Amina", path: "welcome/test.m4a",
            contentType: "audio/mp4", bytes: 1000, durationMilliseconds: 15_000, peaks: nil, createdAt: TestApp.demoNow)
        try MediaStore(database: app.env.database).save(note)
        let sarah = signedIn("sarah@quranflow.test")
        let sarahID = ID<Student>(try #require(try app.env.accounts.account(email: "sarah@quranflow.test")?.id.rawValue))
        let notes = CoachWelcomeNotes(database: app.env.database)
        #expect(try !notes.hasPlayedWelcomeNote(student: sarahID))
        let page = plain(sarah.get("/profile/coach/\(amina.rawValue)"))
        #expect(page.contains("A welcome from Ust. Amina"))
        #expect(page.contains("data-progress-url=\"/media/\(note.id)/position\""))
        let detail = "/profile/coach/\(amina.rawValue)"
        #expect(sarah.post("/media/\(note.id)/position", form: [("position", "0")], csrfFrom: "/profile").status == .ok)
        #expect(try !notes.hasPlayedWelcomeNote(student: sarahID))
        #expect(sarah.post("/media/\(note.id)/position", form: [("position", "3.5")], csrfFrom: "/profile").status == .ok)
        #expect(try notes.hasPlayedWelcomeNote(student: sarahID))
        #expect(plain(sarah.get(detail)).contains("0:15 · Played"))
        // Not Ust. Radwa's to hear; Ust. Amina hears her own.
        let radwa = signedIn("radwa@quranflow.test")
        #expect(radwa.post("/media/\(note.id)/position", form: [("position", "3")], csrfFrom: "/coach/you").status == .notFound)
    }

    @Test("Ust. Amina's You: her profile and this week's hours with the list behind the sum")
    func youTab() throws {
        let amina = signedIn("amina@quranflow.test")
        let page = plain(amina.get("/coach/you"))
        for expected in [
            "Ustadha Amina", "ijāza in Hafs from 'Āsim", "Level I–II", "Edit profile", "Hours logged", "This week", "This term",
        ] {
            #expect(page.contains(expected), "\(expected)")
        }
        let json = try #require(amina.get("/api/screens/coach/you").json)
        let periods = try #require((json["hours"] as? [String: Any])?["periods"] as? [[String: Any]])
        let week = try #require(periods.first)
        #expect(week["range"] as? String == "26 Oct – 1 Nov")
        let lines = try #require(week["lines"] as? [[String: Any]])
        // Today's one-to-one with Sarah (9:20 AM Toronto, 4:20 PM Cairo), started and ended by Ust. Amina.
        #expect(lines.contains { $0["title"] as? String == "1:1 · Sarah A." && $0["day"] as? String == "Tue · 27 Oct" })
        #expect(week["total"] as? String != "none yet")
        let term = try #require(periods.last)
        #expect((term["lines"] as? [[String: Any]])?.contains { $0["kind"] as? String == "Review" } == true)
        #expect((term["lines"] as? [[String: Any]]).map(\.count) ?? 0 > lines.count)
    }

    @Test("The profile form refuses bad fields with 422 naming them, and saves good ones")
    func profileForm() throws {
        let amina = signedIn("amina@quranflow.test")
        let form = plain(amina.get("/coach/you/profile"))
        #expect(form.contains("value=\"Amina\"") && form.contains("value=\"Cairo\""))
        func post(_ changes: [String: String], levels: [String] = ["1", "2"]) -> Response {
            var fields = [
                "honorific": "Ustadha", "name": "Amina", "city": "Cairo", "ijazah": "ijāza in Hafs from 'Āsim",
                "meetingLink": "https://zoom.us/j/5550100920",
            ]
            fields.merge(changes) { _, new in new }
            return amina.post(
                "/coach/you/profile", form: fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + levels.map { ("levels", $0) },
                csrfFrom: "/coach/you/profile")
        }
        let badLink = post(["meetingLink": "http://zoom.us/j/1"])
        #expect(badLink.status == .unprocessableEntity)
        #expect(plain(badLink).contains(CoachProfileError.meetingLinkNotHTTPS.message))
        #expect(plain(badLink).contains("value=\"http://zoom.us/j/1\""))
        #expect(post(["city": "Atlantis-on-Sea"]).status == .unprocessableEntity)
        #expect(post([:], levels: ["7"]).status == .unprocessableEntity)
        #expect(post(["honorific": "Queen"]).status == .unprocessableEntity)
        #expect(post(["name": ""]).status == .unprocessableEntity)
        // Nothing was changed by the refusals.
        #expect(plain(amina.get("/coach/you")).contains("Level I–II"))

        let saved = post(["city": "Amman", "ijazah": "ijāza in Hafs and Warsh"], levels: ["1", "2", "3"])
        #expect(saved.status == .seeOther)
        let you = plain(amina.get("/coach/you"))
        #expect(you.contains("Level I–III") && you.contains("ijāza in Hafs and Warsh") && you.contains("Amman"))
        let sarah = signedIn("sarah@quranflow.test")
        #expect(plain(sarah.get("/profile")).contains("Certified · Level I–III · Amman"))
        // Students may not post it.
        #expect(sarah.post("/coach/you/profile", form: [("name", "X")], csrfFrom: "/profile").status == .forbidden)
    }
}
