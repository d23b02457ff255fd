import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// Subscription & billing and Manage subscription on the whole pipeline: Sarah's passport, next semester, card and
/// ledger from data; Cancel enrollment behind its confirmation step (access to the term's end, the offer withdrawn);
/// auto-renewal; each student sees only their own, coaches none.
@Suite("Subscription & billing")
struct SubscriptionRouteTests {
    let app: TestApp
    init() throws { app = try TestApp() }

    func signedIn(_ email: String = "sarah@quranflow.test") -> TestClient {
        let client = app.client()
        client.signIn(email)
        return client
    }

    func plain(_ response: Response) -> String {
        response.text.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test("Sarah's passport, next semester, card and ledger come from her data")
    func subscription() throws {
        let sarah = signedIn()
        let page = sarah.get("/profile/subscription")
        #expect(page.status == .ok)
        let text = plain(page)
        for expected in [
            "Current semester · Active", "Level II / Fall 2026", "Sep 7 – Dec 20", "Week 8 of 15 · 53%", "Level III · Spring 2027",
            "Opens Nov", "$149 once or $55/mo three months", "Visa •••• 4242", "Expires 08/27", "Spring 2026 · Level II",
            "Fall 2025 · Level II", "Spring 2025 · Level I", "Manage subscription",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        let json = try #require(sarah.get("/api/screens/profile/subscription").json)
        #expect(json["screenID"] as? String == "SakSubscription")
        #expect((json["ledger"] as? [[String: Any]])?.map { $0["amount"] as? String } == ["$149.00", "$149.00", "$149.00", "$149.00"])
        // The current term is paid, and the passport and Manage read the same ledger.
        #expect(((json["passport"] as? [String: Any])?["paid"] as? String) == "$149.00")
        #expect(plain(sarah.get("/profile/subscription/manage")).contains("Paid $149.00"))
        #expect(((json["passport"] as? [String: Any])?["percent"] as? Int) == 53)
        let profile = plain(sarah.get("/profile"))
        #expect(profile.contains("Subscription & billing"))
    }

    @Test("Cancel enrollment: a confirmation step first; then access to the term's last day, the offer withdrawn, once")
    func cancel() throws {
        let sarah = signedIn()
        let manage = plain(sarah.get("/profile/subscription/manage"))
        #expect(manage.contains("Rest is part of the practice. Pause is a choice, not a loss."))
        #expect(manage.contains("Confirmation required before each charge"))
        // Without Stripe keys the payment-method and portal rows are not shown (their buttons would lead nowhere).
        #expect(!manage.contains("Billing is not connected") && !manage.contains("Stripe billing portal"))
        #expect(manage.contains("Not yet open"))
        // "Cancel enrollment" is said once, by its control.
        #expect(manage.components(separatedBy: "Cancel enrollment").count == 2)
        #expect(manage.contains("href=\"/profile/subscription/cancel\""))

        let step = plain(sarah.get("/profile/subscription/cancel"))
        #expect(step.contains("until December 20, 2026, the term's last day"))
        #expect(step.contains("Level III · Spring 2027 won't be offered to you"))
        #expect(step.contains("Keep my enrollment"))

        let unconfirmed = sarah.post("/profile/subscription/cancel", form: [], csrfFrom: "/profile/subscription/cancel")
        #expect(unconfirmed.status == .unprocessableEntity)
        #expect(plain(sarah.get("/profile/subscription")).contains("Current semester · Active"))

        let done = sarah.post("/profile/subscription/cancel", form: [("confirm", "cancel")], csrfFrom: "/profile/subscription/cancel")
        #expect(done.status == .seeOther)
        let after = plain(sarah.get("/profile/subscription/manage"))
        #expect(after.contains("You cancelled: your enrollment ends December 20, 2026. Access stays until then."))
        #expect(!after.contains("href=\"/profile/subscription/cancel\""))
        #expect(after.contains("Auto-renewal is off, so Spring 2027 won't be offered to you"))
        #expect(plain(sarah.get("/profile/subscription")).contains("Current semester · Ends at term's end"))
        // Cancelling again changes nothing; renewal can no longer be turned on.
        #expect(
            sarah.post("/profile/subscription/cancel", form: [("confirm", "cancel")], csrfFrom: "/profile/subscription/manage").status
                == .seeOther)
        #expect(
            sarah.post("/profile/subscription/renewal", form: [("on", "1")], csrfFrom: "/profile/subscription/manage").status == .conflict)
        // Khadija's enrolment (she has none billed) is untouched and her page is her own.
        #expect(plain(signedIn("khadija@quranflow.test").get("/profile/subscription")).contains("No payments yet"))
    }

    @Test("Auto-renewal off and on again; a malformed value is a 400 that changes nothing")
    func renewal() throws {
        let sarah = signedIn()
        #expect(
            sarah.post("/profile/subscription/renewal", form: [("on", "0")], csrfFrom: "/profile/subscription/manage").status == .seeOther)
        #expect(plain(sarah.get("/profile/subscription")).contains("Auto-renewal is off"))
        let bad = sarah.post("/profile/subscription/renewal", form: [("on", "maybe")], csrfFrom: "/profile/subscription/manage")
        #expect(bad.status == .badRequest)
        #expect(plain(sarah.get("/profile/subscription")).contains("Auto-renewal is off"))
        #expect(
            sarah.post("/profile/subscription/renewal", form: [("on", "1")], csrfFrom: "/profile/subscription/manage").status == .seeOther)
        #expect(plain(sarah.get("/profile/subscription")).contains("You'll receive an email to review and confirm before any charge."))
    }

    @Test("Coaches and strangers can't open a student's billing")
    func roles() throws {
        let amina = signedIn("amina@quranflow.test")
        #expect(amina.get("/profile/subscription").status == .forbidden)
        #expect(amina.post("/profile/subscription/cancel", form: [("confirm", "cancel")], csrfFrom: "/you").status == .forbidden)
        #expect(app.client().get("/profile/subscription").status == .seeOther)
    }
}
