import Calendar
import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// Personal details, its edit steps, the email link, moving city and Privacy on the whole pipeline.
@Suite("Personal details")
struct PersonalDetailsRouteTests {
    let app: TestApp
    init() throws { app = try TestApp() }

    func signedIn(_ email: String = "sarah@quranflow.test", in app: TestApp? = nil) -> TestClient {
        let client = (app ?? self.app).client()
        client.signIn(email)
        return client
    }

    func plain(_ response: Response) -> String {
        response.text.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Cairo's id in the shipped city list, from the city step's search.
    func cairoID(_ client: TestClient) throws -> Int {
        let json = try #require(client.get("/api/screens/profile/personal/city?q=Cairo").json)
        let cities = try #require(json["cities"] as? [[String: Any]])
        let cairo = try #require(cities.first { ($0["zoneIdentifier"] as? String) == "Africa/Cairo" })
        return try #require(cairo["id"] as? Int)
    }

    @Test("Sarah's page: nameplate with her join month, Identity, Contact with her one city, and the locked Class rows")
    func page() throws {
        let sarah = signedIn()
        let page = sarah.get("/profile/personal")
        #expect(page.status == .ok)
        let text = plain(page)
        for expected in [
            "Sarah Ahmed", "Joined · Sep 2024", "Full name", "Pronunciation", "Date of birth", "Not added", "sarah@quranflow.test",
            "Toronto · Eastern (EDT)", "II · Reading with fluency", "Tuesday 2 PM local", "Class details are managed by your coach.",
            "Locked", "href=\"/profile/personal/phone\"", "href=\"/profile/personal/city\"",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
        let json = try #require(sarah.get("/api/screens/profile/personal").json)
        #expect(json["screenID"] as? String == "SakPersonalDetails")
        let profile = plain(sarah.get("/profile"))
        #expect(profile.contains("href=\"/profile/personal\""))
        #expect(profile.contains("href=\"/profile/privacy\""))
    }

    @Test("Each edit step refuses a bad value on its own page with 422 naming the field, and stores nothing")
    func badValues() throws {
        let sarah = signedIn()
        let cases: [(String, String, String, String)] = [
            ("phone", "phone", "416-555-0134", "Enter your phone number with its country code"),
            ("phone", "phone", "+0 416 555 0134", "Enter your phone number with its country code"),
            ("date-of-birth", "dateOfBirth", "2027-01-01", "Your date of birth must be in the past."),
            ("date-of-birth", "dateOfBirth", "1990-02-30", "Enter your date of birth as a date"),
            ("date-of-birth", "dateOfBirth", "1890-01-01", "more than 120 years ago"),
            ("name", "name", "   ", "Enter your full name."),
            ("pronunciation", "pronunciation", String(repeating: "a", count: 81), "80 characters"),
            ("email", "email", "not-an-address", "Enter an email address"),
            ("email", "email", "sarah@quranflow.test", "That is already your email address."),
        ]
        for (slug, field, value, message) in cases {
            let answer = sarah.post("/profile/personal/\(slug)", form: [(field, value)], csrfFrom: "/profile/personal/\(slug)")
            #expect(answer.status == .unprocessableEntity, "\(slug) \(value)")
            #expect(plain(answer).contains(message), "\(slug) \(value)")
            #expect(answer.text.contains("aria-invalid=\"true\""), "\(slug)")
        }
        let taken = sarah.post("/profile/personal/email", form: [("email", "khadija@quranflow.test")], csrfFrom: "/profile/personal/email")
        #expect(taken.status == .conflict)
        let text = plain(sarah.get("/profile/personal"))
        #expect(text.contains("Sarah Ahmed"))
        #expect(!text.contains("Pending"))
        #expect(try app.env.outbox.recent().allSatisfy { $0.recipient != "khadija@quranflow.test" || !$0.subject.contains("Confirm") })
    }

    @Test("Good values are parsed, stored and shown: the phone normalised to E.164")
    func goodValues() throws {
        let sarah = signedIn()
        for (slug, field, value) in [
            ("phone", "phone", "+1 (416) 555-0134"), ("date-of-birth", "dateOfBirth", "1994-03-21"),
            ("pronunciation", "pronunciation", "SAH-rah AH-med"), ("name", "name", "Sarah  Ahmed-Rahman"),
        ] {
            let answer = sarah.post("/profile/personal/\(slug)", form: [(field, value)], csrfFrom: "/profile/personal/\(slug)")
            #expect(answer.status == .seeOther, "\(slug)")
        }
        let text = plain(sarah.get("/profile/personal"))
        for expected in ["+14165550134", "21 March 1994", "SAH-rah AH-med", "Sarah Ahmed-Rahman"] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    @Test("A new full name changes the short name her coach's screens use, in the same step")
    func shortNameFollows() throws {
        let sarah = signedIn()
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        #expect(plain(amina.get("/coach/students")).contains("Sarah A."))
        let answer = sarah.post("/profile/personal/name", form: [("name", "Sara Rahman")], csrfFrom: "/profile/personal/name")
        #expect(answer.status == .seeOther)
        let students = plain(amina.get("/coach/students"))
        #expect(students.contains("Sara R."))
        #expect(!students.contains("Sarah A."))
    }

    @Test("Email: a link goes to the new address; the change waits for it, applies once, and a used or unknown link is 400")
    func emailChange() throws {
        let sarah = signedIn()
        let asked = sarah.post("/profile/personal/email", form: [("email", " Sarah.New@Example.com ")], csrfFrom: "/profile/personal/email")
        #expect(asked.status == .seeOther)
        #expect(plain(sarah.get("/profile/personal")).contains("Pending: confirm from sarah.new@example.com"))
        #expect(plain(sarah.get("/profile/personal")).contains("sarah@quranflow.test"))
        let mail = try #require(try app.env.outbox.recent().first { $0.recipient == "sarah.new@example.com" })
        let link = try #require(mail.body.split(separator: "\n").first { $0.contains("/profile/personal/email/confirm?token=") })
        let token = String(link.split(separator: "=").last ?? "")
        #expect(!token.isEmpty)

        let stranger = app.client()
        #expect(stranger.get("/profile/personal/email/confirm?token=\(token)").status == .ok)
        #expect(stranger.get("/profile/personal/email/confirm?token=nope").status == .badRequest)
        let page = "/profile/personal/email/confirm?token=\(token)"
        let done = stranger.post("/profile/personal/email/confirm", form: [("token", token)], csrfFrom: page)
        #expect(done.status == .ok)
        #expect(plain(done).contains("Your account's email is now sarah.new@example.com"))
        #expect(plain(sarah.get("/profile/personal")).contains("sarah.new@example.com"))
        #expect(!plain(sarah.get("/profile/personal")).contains("Pending"))
        let again = stranger.post("/profile/personal/email/confirm", form: [("token", token)], csrfFrom: "/sign-in")
        #expect(again.status == .badRequest)
        #expect(plain(again).contains("expired or was already used"))
    }

    @Test("Email: once the new address is confirmed, a reset link mailed to the old one no longer works")
    func emailChangeSpendsResetLinksToTheOldAddress() throws {
        let sarah = signedIn()
        let stranger = app.client()
        _ = stranger.post("/forgot-password", form: [("email", "sarah@quranflow.test")], csrfFrom: "/forgot-password")
        let reset = try #require(
            try app.env.outbox.recent().first { $0.recipient == "sarah@quranflow.test" && $0.subject.hasPrefix("Reset") })
        let resetLink = try #require(reset.body.split(separator: "\n").first { $0.contains("/reset-password?token=") })
        let resetPath = String(resetLink.trimmingCharacters(in: .whitespaces).dropFirst("http://localhost:8080".count))
        #expect(stranger.get(resetPath).status == .ok)
        _ = sarah.post("/profile/personal/email", form: [("email", "sarah.new@example.com")], csrfFrom: "/profile/personal/email")
        let mail = try #require(try app.env.outbox.recent().first { $0.recipient == "sarah.new@example.com" })
        let link = try #require(mail.body.split(separator: "\n").first { $0.contains("/profile/personal/email/confirm?token=") })
        let token = String(link.split(separator: "=").last ?? "")
        let page = "/profile/personal/email/confirm?token=\(token)"
        #expect(stranger.post("/profile/personal/email/confirm", form: [("token", token)], csrfFrom: page).status == .ok)
        #expect(stranger.get(resetPath).status == .badRequest)
    }

    @Test("Email: an address taken meanwhile is a clear 409; a link past 24 hours is 400")
    func emailTakenOrExpired() throws {
        let sarah = signedIn()
        let khadija = signedIn("khadija@quranflow.test")
        for client in [sarah, khadija] {
            #expect(
                client.post("/profile/personal/email", form: [("email", "shared@example.com")], csrfFrom: "/profile/personal/email").status
                    == .seeOther)
        }
        let tokens = try app.env.outbox.recent().filter { $0.recipient == "shared@example.com" }.compactMap { mail in
            mail.body.split(separator: "\n").first { $0.contains("token=") }.map { String($0.split(separator: "=").last ?? "") }
        }
        #expect(tokens.count == 2)
        let stranger = app.client()
        let first = stranger.post("/profile/personal/email/confirm", form: [("token", tokens[0])], csrfFrom: "/sign-in")
        #expect(first.status == .ok)
        let second = stranger.post("/profile/personal/email/confirm", form: [("token", tokens[1])], csrfFrom: "/sign-in")
        #expect(second.status == .conflict)
        #expect(plain(second).contains("Another account already uses that email address."))

        #expect(
            sarah.post("/profile/personal/email", form: [("email", "late@example.com")], csrfFrom: "/profile/personal/email").status
                == .seeOther)
        let late = try #require(try app.env.outbox.recent().first { $0.recipient == "late@example.com" })
        let token = try #require(
            late.body.split(separator: "\n").first { $0.contains("token=") }.map { String($0.split(separator: "=").last ?? "") })
        app.env.clock.advance(by: 24 * 3600 + 1)
        #expect(stranger.get("/profile/personal/email/confirm?token=\(token)").status == .badRequest)
        #expect(stranger.post("/profile/personal/email/confirm", form: [("token", token)], csrfFrom: "/sign-in").status == .badRequest)
    }

    @Test("City: searched in the world-cities list and picked; an unknown city is 422; sessions then read in Cairo")
    func moveToCairo() throws {
        let sarah = signedIn()
        let step = plain(sarah.get("/profile/personal/city?q=Cairo"))
        #expect(step.contains("Cairo"))
        for bad in ["999999999", "Cairo", ""] {
            let answer = sarah.post("/profile/personal/city", form: [("city", bad)], csrfFrom: "/profile/personal/city?q=Cairo")
            #expect(answer.status == .unprocessableEntity, "\(bad)")
            #expect(plain(answer).contains("Choose your city from the list."))
        }
        #expect(plain(sarah.get("/profile/personal")).contains("Toronto · Eastern (EDT)"))
        #expect(sarah.get("/sessions?day=2026-11-01").text.contains("datetime=\"2026-11-01T23:59:00-05:00\""))
        let moved = sarah.post(
            "/profile/personal/city", form: [("city", String(try cairoID(sarah)))], csrfFrom: "/profile/personal/city?q=Cairo")
        #expect(moved.status == .seeOther)
        let text = plain(sarah.get("/profile/personal"))
        #expect(text.contains("Cairo · Eastern European (EEST)"))  // Egypt keeps summer time until Thu 29 Oct
        #expect(text.contains("Tuesday 9 PM local"))  // the Tuesday 2 PM Toronto circle, on her new clock
        #expect(plain(sarah.get("/sessions")).contains("All times shown in Cairo (EEST)"))
        // Week 8 is now due Sunday 11:59 PM Cairo time: the deadline on Sunday's timeline is 23:59 at Cairo's offset.
        #expect(plain(sarah.get("/learn/week/8")).contains("Due Sunday · 11:59 PM"))
        #expect(sarah.get("/sessions?day=2026-11-01").text.contains("datetime=\"2026-11-01T23:59:00+02:00\""))
    }

    @Test("Moving late on Sunday evening Toronto time, after Cairo's 23:59: Week 8 keeps Toronto's deadline, shown in Cairo time")
    func lateSundayMove() throws {
        let sunday = try TestApp(now: ISO8601.parse("2026-11-01T17:30:00-05:00")!)
        let sarah = signedIn(in: sunday)
        #expect(plain(sarah.get("/learn/week/8")).contains("Due Sunday · 11:59 PM"))
        let moved = sarah.post(
            "/profile/personal/city", form: [("city", String(try cairoID(sarah)))], csrfFrom: "/profile/personal/city?q=Cairo")
        #expect(moved.status == .seeOther)
        // Toronto's Sunday 11:59 PM EST is Monday 6:59 AM in Cairo: the week keeps it.
        #expect(plain(sarah.get("/learn/week/8")).contains("Due Monday · 6:59 AM"))
    }

    @Test("Moving on Tuesday makes Week 8 end at Cairo's Sunday midnight (5 PM in Toronto)")
    func tuesdayMoveClosesAtCairoMidnight() throws {
        let sarah = signedIn()
        let khadija = signedIn("khadija@quranflow.test")
        #expect(
            sarah.post("/profile/personal/city", form: [("city", String(try cairoID(sarah)))], csrfFrom: "/profile/personal/city?q=Cairo")
                .status
                == .seeOther)
        // Sunday 1 Nov, 5:30 PM in Toronto = Monday 00:30 in Cairo.
        app.env.clock.advance(by: ISO8601.parse("2026-11-01T17:30:00-05:00")!.timeIntervalSince(TestApp.demoNow))
        // Khadija (London) is still in Sunday of Week 8; in Cairo, Sarah's Week 8 and its deadline are over: it is Monday.
        #expect(plain(khadija.get("/today")).contains("Sun · 1 Nov"))
        #expect(plain(sarah.get("/today")).contains("Mon · 2 Nov"))
    }

    @Test("Privacy lists what is stored about the student from data")
    func privacy() throws {
        let sarah = signedIn()
        let page = sarah.get("/profile/privacy")
        #expect(page.status == .ok)
        let json = try #require(sarah.get("/api/screens/profile/privacy").json)
        let stored = try #require(json["stored"] as? [[String: Any]])
        func count(_ prefix: String) -> String? {
            stored.first { ($0["label"] as? String)?.hasPrefix(prefix) == true }?["count"] as? String
        }
        let submissions = try #require(sarah.get("/api/screens/submissions").json)
        #expect(count("Payments") == "4")  // Spring 2025 to Fall 2026, the current term included
        #expect((count("Recitations submitted").flatMap { Int($0) } ?? 0) > 0)
        #expect(submissions.isEmpty == false)
        #expect(plain(page).contains("What is stored about you"))
        #expect(plain(page).contains("Card numbers go to Stripe"))
    }

    @Test("Student-only: coaches and admins get 403; the Class rows have no edit route")
    func roles() throws {
        let amina = signedIn("amina@quranflow.test")
        for path in ["/profile/personal", "/profile/personal/phone", "/profile/personal/city", "/profile/privacy"] {
            #expect(amina.get(path).status == .forbidden, "\(path)")
        }
        #expect(amina.post("/profile/personal/phone", form: [("phone", "+201001234567")], csrfFrom: "/coach/you").status == .forbidden)
        let sarah = signedIn()
        for path in ["/profile/personal/level", "/profile/personal/cohort"] {
            let status = sarah.post(path, form: [("level", "3")], csrfFrom: "/profile/personal").status
            #expect(status == .notFound || status == .forbidden || status == .methodNotAllowed, "\(path)")
        }
        #expect(app.client().get("/profile/personal").status != .ok)
    }
}
