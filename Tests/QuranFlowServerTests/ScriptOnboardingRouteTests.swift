import Accounts
import Foundation
import HTTPServer
import HTTPTestSupport
import Identifiers
import QuranFlowCore
import Testing

@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// The Qur'an script picker (SakFontPicker) and onboarding (SakOnb1–SakOnb6) on the whole pipeline: the choice is saved
/// per account, refused with 422 naming the field, and reaches every page's body; onboarding is shown once to a new
/// student, resumes where it was left, saves its script choice, lands on Today, and never concerns anyone else.
@Suite("Qur'an script and onboarding")
struct ScriptOnboardingRouteTests {
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

    /// A new student made the way the CLI and the admin page make one; `coached` gives her Amina, Sarah's level and
    /// Sarah's current cohort.
    @discardableResult
    func newStudent(_ email: String, name: String, coached: Bool) throws -> Account {
        let programme = ProgrammeStore(database: app.env.database)
        let toronto = try #require(app.env.cities.search("Toronto", limit: 1).first).id
        let account = try AccountRequests.create(
            NewAccount(email: email, name: name, role: .student, studentYear: 1, cityID: toronto, password: "quranflow-demo"),
            in: app.env.store, now: app.env.now)
        if coached {
            let sarahID = try #require(try app.env.accounts.account(email: "sarah@quranflow.test")).id
            let sarah = try #require(try programme.studentSettings(id: sarahID, accounts: app.env.accounts))
            let term = try #require(try programme.student(id: ID(sarahID.rawValue), at: app.env.now)).term
            let cohort = try #require(try programme.cohorts().first { sarah.cohortIDs.contains($0.id) && $0.termID == term.id }).id
            try programme.updateStudent(ID(account.id.rawValue), coach: sarah.coachID, level: sarah.level, year: 1, cohort: cohort)
        }
        return account
    }

    @Test("The picker saves per account; the choice classes every page's body and shows after the reload")
    func pickerSavesAndApplies() throws {
        let sarah = signedIn("sarah@quranflow.test")
        let picker = plain(sarah.get("/settings/script"))
        for expected in ["Qur'an script", "Amiri Quran", "Amiri", "Noto Naskh Arabic", "Smaller", "Larger", "24 pt", "type=\"range\""] {
            #expect(picker.contains(expected), "\(expected)")
        }
        #expect(picker.contains("بِسْمِ"))  // the Bismillah, from the shipped text
        #expect(!sarah.get("/today").text.contains("quran-size"))  // nothing chosen yet: the design's sizes

        let saved = sarah.post("/settings/script", form: [("font", "amiri"), ("size", "30")], csrfFrom: "/settings/script")
        #expect(saved.status == .seeOther || saved.status == .found)
        #expect(saved.headers["Location"] == "/settings/script?saved=1")
        let after = plain(sarah.get("/settings/script?saved=1"))
        #expect(after.contains("Saved · Amiri at 30 pt"))
        #expect(after.contains("value=\"30\""))
        for path in ["/today", "/learn/week/8", "/profile", "/sessions"] {
            #expect(sarah.get(path).text.contains("script-amiri quran-size size-30"), "\(path)")
        }
        let json = try #require(sarah.get("/api/screens/settings/script").json)
        #expect(json["screenID"] as? String == "SakFontPicker")
        #expect(json["points"] as? Int == 30)
        // Another account is untouched.
        #expect(!signedIn("khadija@quranflow.test").get("/today").text.contains("script-amiri"))
        // Profile lists it in Your learning.
        #expect(plain(sarah.get("/profile")).contains("href=\"/settings/script\""))
    }

    @Test("Coaches have the picker too, from You; admins may use it")
    func coachesAndAdmins() throws {
        let amina = signedIn("amina@quranflow.test")
        #expect(plain(amina.get("/coach/you")).contains("href=\"/settings/script\""))
        let saved = amina.post("/settings/script", form: [("font", "noto-naskh"), ("size", "18")], csrfFrom: "/settings/script")
        #expect(saved.headers["Location"] == "/settings/script?saved=1")
        #expect(amina.get("/coach/you").text.contains("script-noto-naskh quran-size size-18"))
        #expect(amina.get("/settings/script").text.contains("Coach tabs"))
    }

    @Test(
        "A bad font or size is a 422 naming the field, and nothing is stored",
        arguments: [
            ("comic-sans", "30", "font"), ("amiri", "17", "size"), ("amiri", "37", "size"), ("amiri", "thirty", "size"),
            ("amiri", "", "size"), ("", "24", "font"), ("amiri", "99999999999999999999", "size"),
        ])
    func badInput(font: String, size: String, field: String) throws {
        let sarah = signedIn("sarah@quranflow.test")
        let response = sarah.post("/settings/script", form: [("font", font), ("size", size)], csrfFrom: "/settings/script")
        #expect(response.status == .unprocessableEntity)
        #expect(response.text.contains(field == "font" ? "Choose Amiri Quran" : "pt"))
        let sarahID = try #require(try app.env.accounts.account(email: "sarah@quranflow.test")).id
        #expect(try QuranScriptStore(database: app.env.database).choice(of: sarahID) == nil)
        let api = sarah.postJSON("/settings/script", "{}")
        #expect(api.status.code >= 400 && api.status.code < 500)
    }

    @Test("Signed out, the picker asks to sign in; onboarding is for students only")
    func roles() throws {
        #expect(app.client().get("/settings/script").status == .seeOther || app.client().get("/settings/script").status == .found)
        #expect(signedIn("amina@quranflow.test").get("/welcome/1").status == .forbidden)
        #expect(signedIn("admin@quranflow.test").get("/welcome/1").status == .forbidden)
    }

    @Test("Demo students count as onboarded: sign-in lands on Today and a step redirects there")
    func demoStudentsAreOnboarded() throws {
        let client = app.client()
        #expect(client.signIn("sarah@quranflow.test").headers["Location"] == "/")
        #expect(client.get("/").headers["Location"] == "/today")
        #expect(client.get("/welcome/1").headers["Location"] == "/today")
    }

    @Test("A new student walks onboarding from sign-in, resumes where she left it, and lands on Today")
    func walkAndResume() throws {
        try newStudent("layla@quranflow.test", name: "Layla Hassan", coached: true)
        let first = app.client()
        #expect(first.signIn("layla@quranflow.test").headers["Location"] == "/welcome/1")
        let welcome = plain(first.get("/welcome/1"))
        #expect(welcome.contains("Layla, welcome to QuranFlow"))
        #expect(welcome.contains(">Begin<"))
        #expect(welcome.contains(">Skip<"))
        // Jumping ahead by address goes back to the step reached.
        #expect(first.get("/welcome/4").headers["Location"] == "/welcome/1")
        #expect(first.post("/welcome/4", form: [], csrfFrom: "/welcome/1").status == .conflict)
        #expect(first.post("/welcome/1", form: [], csrfFrom: "/welcome/1").headers["Location"] == "/welcome/2")
        let level = plain(first.get("/welcome/2"))
        #expect(level.contains("Level II · Reading with fluency"))
        #expect(level.contains(">II<"))
        #expect(first.post("/welcome/2", form: [], csrfFrom: "/welcome/2").headers["Location"] == "/welcome/3")
        let script = plain(first.get("/welcome/3"))
        #expect(script.contains("You can change this any time in Settings."))
        #expect(script.contains("value=\"amiri-quran\" class=\"script-radio\" checked"))
        // A bad font is a 422 naming it; nothing moves.
        #expect(first.post("/welcome/3", form: [("font", "papyrus")], csrfFrom: "/welcome/3").status == .unprocessableEntity)
        #expect(first.post("/welcome/3", form: [("font", "amiri")], csrfFrom: "/welcome/3").headers["Location"] == "/welcome/4")

        // Signing in again (another browser) resumes at the step reached.
        let second = app.client()
        #expect(second.signIn("layla@quranflow.test").headers["Location"] == "/welcome/4")
        let coach = plain(second.get("/welcome/4"))
        #expect(coach.contains("Ustadha Amina"))
        #expect(coach.contains("Cairo · ijāza in Hafs from 'Āsim"))
        #expect(coach.contains("within 48 hours"))
        #expect(second.get("/welcome/4").text.contains("script-amiri quran-size size-24"))  // the choice is saved
        // Going back is allowed and keeps the step reached.
        #expect(second.get("/welcome/2").status == .ok)
        #expect(second.post("/welcome/2", form: [], csrfFrom: "/welcome/2").headers["Location"] == "/welcome/4")
        #expect(second.post("/welcome/4", form: [], csrfFrom: "/welcome/4").headers["Location"] == "/welcome/5")
        let rhythm = plain(second.get("/welcome/5"))
        #expect(rhythm.contains("Hear back from Ust. Amina"))
        #expect(rhythm.contains("1–3 short videos, about 12 minutes in all"))  // Level II's lessons in the demo curriculum
        #expect(rhythm.contains("Record once, two attempts"))
        #expect(second.post("/welcome/5", form: [], csrfFrom: "/welcome/5").headers["Location"] == "/welcome/6")
        let circles = plain(second.get("/welcome/6"))
        #expect(circles.contains("Can't make it? Every circle is recorded."))
        #expect(circles.contains("Begin your week"))
        #expect(second.post("/welcome/6", form: [], csrfFrom: "/welcome/6").headers["Location"] == "/today")
        // Shown once.
        #expect(app.client().signIn("layla@quranflow.test").headers["Location"] == "/")
        #expect(second.get("/welcome/1").headers["Location"] == "/today")
        #expect(second.get("/today").status == .ok)
    }

    @Test("Skip from any step lands on Today for good; another student is unaffected")
    func skip() throws {
        try newStudent("layla@quranflow.test", name: "Layla Hassan", coached: true)
        try newStudent("maha@quranflow.test", name: "Maha Idris", coached: true)
        let layla = app.client()
        layla.signIn("layla@quranflow.test")
        #expect(layla.post("/welcome/1", form: [], csrfFrom: "/welcome/1").headers["Location"] == "/welcome/2")
        #expect(layla.post("/welcome/2", form: [("skip", "1")], csrfFrom: "/welcome/2").headers["Location"] == "/today")
        #expect(layla.get("/").headers["Location"] == "/today")
        #expect(app.client().signIn("maha@quranflow.test").headers["Location"] == "/welcome/1")
    }

    @Test("Bad steps are 404; the JSON twin refuses a step not reached with 409")
    func badSteps() throws {
        try newStudent("layla@quranflow.test", name: "Layla Hassan", coached: true)
        let layla = app.client()
        layla.signIn("layla@quranflow.test")
        for path in ["/welcome/0", "/welcome/7", "/welcome/-1", "/welcome/abc", "/welcome/99999999999999999999"] {
            #expect([.notFound, .badRequest].contains(layla.get(path).status), "\(path)")
        }
        #expect(layla.post("/welcome/9", form: [], csrfFrom: "/welcome/1").status == .notFound)
        #expect(layla.get("/api/screens/welcome/1").status == .ok)
        #expect(layla.get("/api/screens/welcome/3").status == .conflict)
    }

    @Test("On an empty programme (no coach, no term) onboarding still runs and says what is not set up yet")
    func emptyProgramme() throws {
        try newStudent("noor2@quranflow.test", name: "Noor Bakr", coached: false)
        let noor = app.client()
        #expect(noor.signIn("noor2@quranflow.test").headers["Location"] == "/welcome/1")
        for step in 1...3 { noor.post("/welcome/\(step)", form: [("font", "amiri-quran")], csrfFrom: "/welcome/\(step)") }
        let coach = plain(noor.get("/welcome/4"))
        #expect(coach.contains("Your coach is not assigned yet."))
        noor.post("/welcome/4", form: [], csrfFrom: "/welcome/4")
        let rhythm = plain(noor.get("/welcome/5"))
        #expect(rhythm.contains("Your term is not set up yet"))
        #expect(rhythm.contains("A few short videos each week"))
        #expect(rhythm.contains("Hear back from your coach"))
    }
}
