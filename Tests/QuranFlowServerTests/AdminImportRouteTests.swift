import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// The roster import (issue 20): a dry run listing every row's problem and changing nothing, then the import with
/// invitations whose set-your-password link works once and lasts 7 days.
@Suite struct AdminImportRouteTests {
    static let badFile = """
        email,name,city,level,year
        ,No Email,Toronto,2,1
        not-an-address,Bad Email,Toronto,2,1
        nameless@example.com,,Toronto,2,1
        level@example.com,Bad Level,Toronto,7,1
        other-level@example.com,Other Level,Toronto,1,1
        year@example.com,Bad Year,Toronto,2,3
        city@example.com,Bad City,Qwxyzzy,2,1
        twice@example.com,First Twice,Cairo,2,2
        TWICE@example.com,Second Twice,Cairo,2,2
        sarah@quranflow.test,Sarah Again,Toronto,2,2
        short@example.com,Short Row
        good@example.com,Good Row,Cairo,II,Year 2
        """

    func cohort(_ app: TestApp) throws -> Cohort {
        try #require(try ProgrammeStore(database: app.env.database).cohorts().first { $0.name == "Fall 2026 · Level II" })
    }

    @Test func theDryRunListsEveryProblemAndChangesNothing() throws {
        let app = try TestApp()
        let cohort = try cohort(app)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let accounts = try app.env.accounts.all().count
        let mails = try app.env.outbox.recent(limit: 500).count
        let dry = admin.post(
            "/admin/import/preview", form: [("cohort", cohort.id.rawValue), ("csv", Self.badFile)], csrfFrom: "/admin/import")
        #expect(dry.status == .ok)
        let page = dry.text
        for expected in [
            "email: Email is missing.", "email: Email “not-an-address” is not an address.", "name: Name is missing.",
            "level: Level “7” is not one of the programme", "level: Level I is not this cohort", "year: Year must be 1 or 2, not “3”.",
            "city: No city matches “Qwxyzzy”.", "email: The same email is on line 9 of this file.",
            "email: An account already has sarah@quranflow.test.", "The row has 2 cells; the header has 5.",
            "12 rows, 10 with problems",
        ] {
            #expect(page.contains(expected.replacingOccurrences(of: "’", with: "'")) || page.contains(expected), "\(expected)")
        }
        #expect(!page.contains("send invitations"))
        #expect(try app.env.accounts.all().count == accounts)
        #expect(try app.env.outbox.recent(limit: 500).count == mails)
        // Importing anyway is refused, nothing made.
        let forced = admin.post("/admin/import", form: [("cohort", cohort.id.rawValue), ("csv", Self.badFile)], csrfFrom: "/admin/import")
        #expect(forced.status == .unprocessableEntity && forced.text.contains("rows have problems"))
        #expect(try app.env.accounts.all().count == accounts)
    }

    @Test func fileLevelRefusalsNameTheFile() throws {
        let app = try TestApp()
        let cohort = try cohort(app)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let noHeader = admin.post(
            "/admin/import/preview", form: [("cohort", cohort.id.rawValue), ("csv", "a@b.co,A,Cairo,2,1\n")], csrfFrom: "/admin/import")
        #expect(noHeader.status == .unprocessableEntity && noHeader.text.contains("The header row lacks"))
        let noCohort = admin.post("/admin/import/preview", form: [("cohort", "nope"), ("csv", Self.badFile)], csrfFrom: "/admin/import")
        #expect(noCohort.status == .unprocessableEntity && noCohort.text.contains("Choose the cohort"))
        let empty = admin.post("/admin/import/preview", form: [("cohort", cohort.id.rawValue), ("csv", "")], csrfFrom: "/admin/import")
        #expect(empty.status == .unprocessableEntity)
    }

    @Test func theImportInvitesEachStudentWithALinkThatWorksOnceForSevenDays() throws {
        let app = try TestApp(testClock: true)
        let cohort = try cohort(app)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        let file =
            "\u{FEFF}name,email,level,year,city\r\n\"Haddad, Amal\",amal@example.com,2,1,Toronto\r\nZaynab Omar,zaynab@example.com,II,2,Cairo\r\n"
        let dry = admin.post("/admin/import/preview", form: [("cohort", cohort.id.rawValue), ("csv", file)], csrfFrom: "/admin/import")
        #expect(dry.status == .ok && dry.text.contains("Import 2 students and send invitations"))
        let done = admin.post("/admin/import", form: [("cohort", cohort.id.rawValue), ("csv", file)], csrfFrom: "/admin/import")
        #expect(done.status == .ok && done.text.contains("Imported 2 students"))

        let amal = try #require(try app.env.accounts.account(email: "amal@example.com"))
        #expect(amal.name == "Haddad, Amal" && amal.zoneIdentifier == "America/Toronto" && amal.studentYear == 1)
        let store = ProgrammeStore(database: app.env.database)
        let settings = try #require(try store.studentSettings(id: amal.id, accounts: app.env.accounts))
        #expect(settings.cohortIDs == [cohort.id] && settings.level == 2)
        #expect(app.env.accounts.hasher.verify("", against: "!invited") == false)

        func link(_ email: String) throws -> String {
            let mail = try #require(try app.env.outbox.recent(limit: 500).first { $0.recipient == email })
            #expect(mail.subject == "You're invited to QuranFlow")
            let line = try #require(mail.body.split(separator: "\n").first { $0.contains("/reset-password?token=") })
            return String(line.trimmingCharacters(in: .whitespaces).drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" })
        }
        // Amal's link works once.
        let amalLink = try link("amal@example.com")
        let token = String(amalLink.split(separator: "=").last ?? "")
        // The link's page greets a newcomer (not "Choose a new password"); spent, it still speaks of the invitation.
        let welcome = app.client().get(amalLink)
        #expect(welcome.status == .ok)
        #expect(welcome.text.contains("Welcome — choose your password") && welcome.text.contains("Save my password"))
        #expect(!welcome.text.contains("Choose a new password"))
        let newcomer = app.client()
        let set = newcomer.post("/reset-password", form: [("token", token), ("password", "a-long-new-password")], csrfFrom: amalLink)
        // Choosing her password signs her in and starts onboarding — not a "password is changed" sign-in page.
        #expect(set.status == .seeOther)
        let landing = try #require(set.headers["Location"])
        #expect((landing.hasPrefix("/welcome/") || landing == "/today") && !landing.contains("sign-in"))
        #expect(newcomer.get(landing).status == .ok)
        #expect(newcomer.get("/api/screens/today").status != .unauthorized)
        #expect(app.client().signIn("amal@example.com", password: "a-long-new-password").status == .seeOther)
        let again = app.client().post(
            "/reset-password", form: [("token", token), ("password", "another-long-password")], csrfFrom: "/sign-in")
        #expect(again.status == .badRequest)
        #expect(again.text.contains("This invitation link has expired or was already used"))
        #expect(app.client().get(amalLink).text.contains("This invitation link has expired or was already used"))

        // Zaynab's is good until 7 days have passed, and not a second longer.
        let zaynabLink = try link("zaynab@example.com")
        #expect(app.client().post("/_test/clock", form: [("advance", String(7 * 24 * 3600 - 1))]).status == .ok)
        #expect(app.client().get(zaynabLink).status == .ok)
        #expect(app.client().post("/_test/clock", form: [("advance", "1")]).status == .ok)
        #expect(app.client().get(zaynabLink).status == .badRequest)
    }
}
