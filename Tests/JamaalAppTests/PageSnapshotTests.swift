import Foundation
import HTTPTestSupport
import JamaalApp
import JamaalCore
import Testing

/// Jamaal's pages without a JSON twin, whole, against their golden files (`__Snapshots__/`): the demo person's at the
/// fixture instant (Sunday 29 November 2026, 10:05 London), the pages of one demo habit, Anchor and task, and the
/// first launch's steps for a newcomer (#41: whole-response snapshots for every named screen state).
@Suite("Jamaal pages match their snapshots")
struct JamaalPageSnapshotTests {
    /// The demo's pages, each golden named after its path; the demo's ids are fixed by the demo world.
    static let demoPages = [
        "/wellbeing", "/wellbeing/score", "/settings", "/settings/device", "/settings/subscription", "/settings/times",
        "/settings/data", "/habits/groups", "/habits/new", "/habits/anchors/new", "/habits/anchors/new/prayer",
        "/habits/anchors/new/scheduled", "/today/add", "/today/add/anchor", "/habits/h-quran", "/habits/h-quran/edit",
        "/habits/anchors/anchor-salah", "/habits/anchors/anchor-salah/edit", "/habits/anchors/anchor-salah/exceptions",
        "/today/tasks/t-report", "/today/tasks/t-report/edit", "/settings/devices", "/settings/passkeys",
    ]

    @Test("The demo person's pages", arguments: demoPages)
    func demoPage(_ page: String) throws {
        let response = try JamaalTestApp().client().get(page)
        try #require(response.status == .ok, "\(page) answered \(response.status)")
        let problem = Snapshot.checkHTML(response.text, named: "page-demo" + page.replacingOccurrences(of: "/", with: "-"), in: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Each step a newcomer sees (OB-03 is passed over while the device is fine), reached by answering the ones before.
    static let onboarding: [(OnboardingStep, String)] = [
        (.meet, "meet"), (.idea, "idea"), (.normalDay, "day"), (.reminders, "reminders"), (.firstTask, "task"),
        (.firstHabit, "habit"), (.firstAnchor, "anchor"), (.ready, "ready"),
    ]

    @Test("The first launch's steps for a newcomer")
    func onboardingSteps() throws {
        for (step, path) in Self.onboarding {
            let client = try JamaalTestApp(demo: false).client()
            OnboardingFlowTests.walk(client, to: step)
            let response = client.get("/onboarding/" + path)
            guard response.status == .ok else {
                Issue.record("/onboarding/\(path) answered \(response.status) \(response.location ?? "")")
                continue
            }
            let problem = Snapshot.checkHTML(response.text, named: "page-onboarding-" + path, in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test("The emailed ways back in: Forgot your password, its answer, and a link that can't be used")
    func accountLinkPages() throws {
        let app = try JamaalTestApp()
        let visitor = app.anonymousClient()
        let pages = [
            ("page-forgot-password", visitor.get("/forgot-password")),
            (
                "page-forgot-password-sent",
                visitor.post("/forgot-password", [("email", "nobody@jamaal.test")], csrfFrom: "/forgot-password")
            ),
            ("page-reset-link-expired", visitor.get("/reset-password?token=spent")),
            ("page-unlock-link-expired", visitor.get("/unlock?token=spent")),
        ]
        for (name, response) in pages {
            let problem = Snapshot.checkHTML(response.text, named: name, in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test("The account pages: Sign in, Create an account, Keep your plan, and a refused sign-in")
    func accountPages() throws {
        let app = try JamaalTestApp()
        let visitor = app.anonymousClient()
        for (path, name) in [("/sign-in", "page-sign-in"), ("/sign-up", "page-sign-up")] {
            let response = visitor.get(path)
            try #require(response.status == .ok)
            let problem = Snapshot.checkHTML(response.text, named: name, in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
        let refused = AccountRoutesTests.post(
            visitor, "/sign-in", [("email", "maryam@jamaal.test"), ("password", "wrong password")], from: "/sign-in")
        try #require(refused.status == .unauthorized)
        #expect(Snapshot.checkHTML(refused.text, named: "page-sign-in-refused", in: #filePath) == nil)
        let unclaimed = try JamaalTestApp(account: false).anonymousClient().get("/claim")
        try #require(unclaimed.status == .ok)
        #expect(Snapshot.checkHTML(unclaimed.text, named: "page-claim", in: #filePath) == nil)
    }
}
