import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalCommands
import JamaalCore
import JamaalPersistence
import StoreKitTestSupport
import Testing

/// F12 through the pipeline: the demo's trial day, the paywall once per logical day, the banners, ST-05 and its
/// Restore (good and bad transactions), and Delete my data keeping the device's trial.
@Suite("Trial, paywall, read-only and restore")
struct TrialRoutesTests {
    static let store = Result { try TestAppStore() }

    /// The demo at day 15 (not subscribed), its App Store root configured.
    static func readOnlyApp(root: String? = nil) throws -> JamaalTestApp {
        let app = try JamaalTestApp(testClock: true) { env in
            env.appStore = AppStoreConfiguration(rootCertificatePath: root)
        }
        app.advance(6 * 86_400)
        return app
    }

    @Test("The demo person is on day 9: ST-05 and ST-01 say 6 days left, no banner on Today yet")
    func demoDayNine() throws {
        let client = try JamaalTestApp().client()
        let screen = client.get("/api/screens/settings/subscription")
        #expect(screen.status == .ok)
        #expect(screen.text.contains("\"daysLeft\":6") && screen.text.contains("6 days left in your trial"))
        #expect(client.get("/settings").text.contains("6 days left in your trial"))
        let today = client.get("/today")
        #expect(today.status == .ok)
        #expect(!today.text.contains("jm-trial-banner"))
        // No paywall during the trial: its address leads to ST-05.
        #expect(client.get("/paywall").headers["Location"] == "/settings/subscription")
    }

    @Test("TD-05: the trial status banner shows on days 12–14 only")
    func trialBanner() throws {
        let app = try JamaalTestApp(testClock: true)
        let client = app.client()
        app.advance(2 * 86_400)  // day 11
        #expect(!client.get("/today").text.contains("jm-trial-banner"))
        app.advance(86_400)  // day 12
        let page = client.get("/today").text
        #expect(page.contains("jm-trial-banner trial") && page.contains("3 days left in your trial"))
        app.advance(2 * 86_400)  // day 14
        #expect(client.get("/api/screens/today").text.contains("1 day left in your trial"))
    }

    @Test("Day 15: the first open of Today shows the paywall, once per logical day; Not now leaves Today read-only")
    func paywallOncePerDay() throws {
        let app = try Self.readOnlyApp()
        let client = app.client()
        // The JSON twin tells a native client the paywall is due (it does not redirect).
        #expect(client.get("/api/screens/today").text.contains(#""paywallPath":"\/paywall""#))
        let first = client.get("/today")
        #expect(first.status == .seeOther && first.headers["Location"] == "/paywall")
        let paywall = client.get("/paywall")
        #expect(paywall.status == .ok)
        for copy in ["$2.99 a month", "$24.99 a year", "Restore a purchase", "Not now", "bought in the Jamaal app"] {
            #expect(paywall.text.contains(copy), "\(copy)")
        }
        // Not now: Today, read-only, no paywall again today.
        let today = client.get("/today")
        #expect(today.status == .ok)
        #expect(today.text.contains("Jamaal is read-only") && today.text.contains("href=\"/today/locked\""))
        #expect(client.get("/today").status == .ok)
        #expect(!client.get("/api/screens/today").text.contains("paywallPath"))
        // The next logical day: once more.
        app.advance(86_400)
        #expect(client.get("/today").status == .seeOther)
        #expect(client.get("/paywall").status == .ok)
        #expect(client.get("/today").status == .ok)
    }

    @Test("Read-only: a task can still be ticked off; Add opens the calm sheet over Today")
    func livingTheDay() throws {
        let app = try Self.readOnlyApp()
        let client = app.client()
        _ = client.get("/paywall")
        #expect(client.post("/today/tasks/t-report/done", csrfFrom: "/today").status == .seeOther)
        #expect(client.get("/api/screens/today").text.contains("t-report") == false)
        let sheet = client.get("/today/locked")
        #expect(sheet.status == .ok)
        #expect(sheet.text.contains("jm-panel") && sheet.text.contains("This waits for a subscription"))
        #expect(client.get("/today/add").status == .forbidden)
        #expect(client.get("/api/screens/today/locked").text.contains(#""subscribePath":"\/settings\/subscription""#))
    }

    @Test("Restore with a valid transaction: subscribed, everything unlocked at once, no paywall")
    func restoreGood() throws {
        let store = try Self.store.get()
        let app = try Self.readOnlyApp(root: store.rootPath)
        let client = app.client()
        let expiry = app.clock.now().addingTimeInterval(30 * 86_400)
        let jws = try store.signedTransaction(TestAppStore.payload(product: "jamaal.monthly", expires: expiry))
        let response = upload(client, jws)
        #expect(response.status == .seeOther, "\(response.text.components(separatedBy: "jm-alert").dropFirst().first?.prefix(300) ?? "")")
        #expect(response.headers["Location"] == "/settings/subscription?restored=1")
        let page = client.get("/settings/subscription?restored=1").text
        #expect(page.contains("Subscription restored") && page.contains("Subscribed · Monthly"))
        #expect(client.get("/today").status == .ok)  // no paywall
        #expect(client.get("/today/add").status == .ok)
        #expect(client.post("/today/level", [("level", "light")], csrfFrom: "/settings").status == .seeOther)
        #expect(!client.get("/today").text.contains("jm-trial-banner"))
        // It lasts until its expiry, then read-only again.
        app.advance(31 * 86_400)
        #expect(client.get("/today/add").status == .forbidden)
    }

    @Test("Restore refuses tampered, foreign, expired, wrong-product and wrong-bundle transactions: 422, nothing changes")
    func restoreBad() throws {
        let store = try Self.store.get()
        let other = try TestAppStore(name: "Other")
        let app = try Self.readOnlyApp(root: store.rootPath)
        let client = app.client()
        let now = app.clock.now()
        let good = TestAppStore.payload(expires: now.addingTimeInterval(86_400))
        let cases: [(String, String)] = [
            (
                try TestAppStore.tampered(
                    try store.signedTransaction(good), payload: TestAppStore.payload(expires: now.addingTimeInterval(3650 * 86_400))),
                "signature does not match"
            ),
            (try other.signedTransaction(good), "does not lead to the trusted App Store root"),
            (try store.signedTransaction(TestAppStore.payload(expires: now.addingTimeInterval(-60))), "expired"),
            (
                try store.signedTransaction(TestAppStore.payload(product: "jamaal.weekly", expires: now.addingTimeInterval(86_400))),
                "not a Jamaal subscription"
            ),
            (
                try store.signedTransaction(TestAppStore.payload(bundle: "com.example.other", expires: now.addingTimeInterval(86_400))),
                "another app"
            ),
            ("not a transaction", "not a signed transaction"),
        ]
        for (jws, words) in cases {
            let response = upload(client, jws)
            #expect(response.status == .unprocessableEntity, "\(words)")
            #expect(response.text.contains("Nothing was restored") && response.text.contains(words), "\(words)")
            #expect(client.get("/api/screens/settings/subscription").text.contains("\"state\":\"readOnly\""), "\(words)")
        }
        #expect(client.get("/today/add").status == .forbidden)
    }

    @Test("Without a configured root, Restore says plainly it isn't available here — no flag, no path — and changes nothing")
    func restoreNotConfigured() throws {
        let store = try Self.store.get()
        let app = try Self.readOnlyApp(root: nil)
        let client = app.client()
        let jws = try store.signedTransaction(TestAppStore.payload(expires: app.clock.now().addingTimeInterval(86_400)))
        let response = upload(client, jws)
        #expect(response.status == .unprocessableEntity && response.text.contains("Restoring a purchase isn’t available on this Jamaal"))
        #expect(!response.text.contains("--app-store-root") && !response.text.contains("JAMAAL_APP_STORE_ROOT"))
        let missing = try Self.readOnlyApp(root: "/nonexistent/root.cer")
        let refused = upload(missing.client(), jws)
        #expect(refused.status == .unprocessableEntity && !refused.text.contains("/nonexistent"))
    }

    @Test("Delete my data keeps the email's trial: an account made again with it is still read-only")
    func deleteKeepsTrial() throws {
        let app = try Self.readOnlyApp()
        let client = app.client()
        let email = try #require(try app.env.people.account(Person.firstID)?.email)
        #expect(client.post("/settings/data/delete", [("step", "2"), ("understood", "yes")], csrfFrom: "/settings").status == .seeOther)
        #expect(try app.env.people.count() == 0)
        #expect(client.post("/sign-up", [("email", email), ("password", "a-new-password")], csrfFrom: "/sign-up").location == "/")
        #expect(client.get("/api/screens/settings/subscription").text.contains("\"state\":\"readOnly\""))
        // Another email is a new person with a trial of their own.
        let other = app.anonymousClient()
        #expect(
            other.post("/sign-up", [("email", "other@jamaal.test"), ("password", "a-new-password")], csrfFrom: "/sign-up").location == "/")
        #expect(other.get("/api/screens/settings/subscription").text.contains("\"state\":\"trial\""))
    }

    @Test("A fresh store starts its trial at the first request: day 1, 14 days left")
    func firstLaunch() throws {
        let app = try JamaalTestApp(demo: false, testClock: true)
        let client = app.client()
        #expect(client.get("/api/screens/settings/subscription").text.contains("\"daysLeft\":14"))
        app.advance(13 * 86_400)
        #expect(client.get("/api/screens/settings/subscription").text.contains("\"daysLeft\":1"))
        app.advance(86_400)
        #expect(client.get("/api/screens/settings/subscription").text.contains("\"state\":\"readOnly\""))
    }

    @Test("jamaal serve takes the App Store root and bundle ID")
    func serveOptions() throws {
        let options = try JamaalServeCommand.parse(["--app-store-root", "/etc/jamaal/root.cer", "--bundle-id", "app.example"])
        #expect(options.appStore.rootCertificatePath == "/etc/jamaal/root.cer")
        #expect(options.appStore.bundleID == "app.example")
        #expect(AppStoreConfiguration.fromEnvironment(["JAMAAL_APP_STORE_ROOT": "/r.pem"]).rootCertificatePath == "/r.pem")
        #expect(AppStoreConfiguration.fromEnvironment([:]).bundleID == AppStoreConfiguration.defaultBundleID)
    }

    func upload(_ client: JamaalTestClient, _ jws: String) -> Response {
        let csrf = client.csrfToken(in: client.get("/settings/subscription")) ?? ""
        let boundary = "jamaal-test-boundary"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(csrf)\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"transaction\"; filename=\"transaction.jws\"\r\n"
            + "Content-Type: text/plain\r\n\r\n\(jws)\r\n--\(boundary)--\r\n"
        return client.send(
            .post, "/settings/subscription/restore", body: Array(body.utf8),
            headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")])
    }
}
