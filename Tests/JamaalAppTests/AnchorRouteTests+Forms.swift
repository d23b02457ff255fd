import Foundation
import HTTPServer
import Identifiers
import JamaalApp
import JamaalCore
import Testing

/// Anchors' forms over HTTP: city search and create, bad input refused field by field with nothing stored, and
/// exceptions — from the rule's page and inside the create form.
extension AnchorRouteTests {
    @Test("AN-04's high-latitude options read as words, never as code names")
    func highLatitudeWords() throws {
        let app = try Self.app()
        let client = app.client()
        let screen = client.get("/api/screens/anchors/new/prayer?city=2643123").json ?? [:]
        let labels = (screen["highLatitudeRules"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels == ["Middle of the night", "A seventh of the night", "Twilight angle", "Recommended for the latitude"])
        let page = client.get("/habits/anchors/new/prayer?city=2643123").text
        #expect(page.contains(">Middle of the night</option>") && !page.contains("Middle Of The Night"))
    }

    @Test("City search finds Manchester; choosing it fills the form; saving makes a prayer Anchor for it")
    func citySearchAndCreate() throws {
        let app = try Self.app()
        let client = app.client()
        let search = client.get("/habits/anchors/new/prayer?q=Manchester")
        #expect(search.status == .ok)
        #expect(search.text.contains("Manchester, ENG, United Kingdom · Europe/London"))
        #expect(search.text.contains("/habits/anchors/new/prayer?city=2643123"))
        // AN-11: same name, same country, same zone — the region code tells them apart.
        #expect(search.text.contains("Manchester, NH, United States · America/New_York"))
        #expect(search.text.contains("Manchester, CT, United States · America/New_York"))
        #expect(client.get("/habits/anchors/new/prayer?city=2643123").text.contains("Manchester, ENG, United Kingdom"))
        let springfields = (client.get("/api/places/search?q=Springfield").json?["cities"] as? [[String: Any]] ?? [])
            .compactMap { $0["displayName"] as? String }
        #expect(springfields.count >= 3 && Set(springfields).count == springfields.count, "\(springfields)")
        #expect(springfields.contains("Springfield, MO, United States") && springfields.contains("Springfield, IL, United States"))
        let chosen = client.get("/habits/anchors/new/prayer?city=2643123")
        #expect(chosen.text.contains("value=\"53.48095\""))
        #expect(client.get("/habits/anchors/new/prayer?city=999999999").status == .notFound)
        let screen = client.get("/api/screens/anchors/new/prayer?q=Manchester&city=2643123").json ?? [:]
        #expect((screen["values"] as? [String: String])?["zone"] == "Europe/London")
        #expect(((screen["cityResults"] as? [[String: Any]])?.first)?["choosePath"] as? String == "/habits/anchors/new/prayer?city=2643123")
        #expect((client.get("/api/screens/anchors/new").json?["choices"] as? [Any])?.count == 5)
        let json = client.get("/api/places/search?q=toronto").json
        #expect(((json?["cities"] as? [[String: Any]])?.first)?["zone"] as? String == "America/Toronto")

        let before = try Self.ruleCount(app)
        let made = client.post("/habits/anchors/new/prayer", Self.prayerForm(), csrfFrom: "/habits/anchors/new/prayer")
        #expect(made.status == .seeOther)
        #expect(try Self.ruleCount(app) == before + 1)
        let detail = client.get(made.location ?? "").text
        #expect(detail.contains("Manchester, United Kingdom · Europe/London"))
        #expect(detail.contains("Muslim World League · Shafi Asr"))
    }

    @Test("A prayer Anchor made at 10:05 marks nothing before it existed as missed: no Fajr that morning; tomorrow's counts")
    func newRuleMissesNothingBefore() throws {
        let app = try JamaalTestApp(demo: false, onboarded: true)  // Sunday 29 November 2026, 10:05 in London
        let client = app.client()
        let made = client.post("/habits/anchors/new/prayer", Self.prayerForm(), csrfFrom: "/habits/anchors/new/prayer")
        #expect(made.status == .seeOther)
        let sunday = Self.instances(client)
        #expect(sunday["Fajr"] == nil, "\(sunday.keys.sorted())")
        #expect(sunday["Dhuhr"]?["status"] as? String == "upcoming")
        #expect(!sunday.values.contains { $0["status"] as? String == "missed" })
        // Monday at 10:05 the rule existed all morning: an unmarked Fajr is missed.
        app.advance(86_400)
        #expect(Self.instances(client)["Fajr"]?["status"] as? String == "missed")
    }

    static func prayerForm(_ changes: [String: String] = [:]) -> [(String, String)] {
        var fields: [String: String] = [
            "title": "Salah (Manchester)", "city": "Manchester, United Kingdom", "latitude": "53.48095", "longitude": "-2.23743",
            "zone": "Europe/London", "method": "MuslimWorldLeague", "madhab": "shafi", "ishaEnd": "middleOfTheNight",
            "highLatitudeRule": "recommended", "polarResolution": "unresolved", "duration": "15",
        ]
        for (key, value) in changes { fields[key] = value }
        return fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            + ["fajr", "dhuhr", "asr", "maghrib", "isha"].map { ("prayers", $0) }
    }

    static func schoolRunForm(_ changes: [String: String] = [:]) -> [(String, String)] {
        var fields: [String: String] = [
            "title": "Swimming", "recurrence": "weekly", "slots[0].name": "Lesson", "slots[0].opens": "16:00", "slots[0].closes": "17:00",
            "duration": "45", "placement": "fixed",
        ]
        for (key, value) in changes { fields[key] = value }
        return fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + [("recurrence.days", "monday")]
    }

    @Test(
        "Bad input is refused with the field named and the form shown again; nothing is saved",
        arguments: [
            ("prayer", ["latitude": "91"], "latitude", "Latitude 91.0 is outside -90…90"),
            ("prayer", ["longitude": "-181"], "longitude", "Longitude -181.0 is outside -180…180"),
            ("prayer", ["zone": "Mars/Olympus"], "zone", "“Mars/Olympus” isn't a time zone"),
            ("prayer", ["method": "Guesswork"], "method", "“Guesswork” isn't a calculation method"),
            ("prayer", ["latitude": "north"], "latitude", "Enter the latitude as a number"),
            ("scheduled", ["slots[0].closes": "15:30"], "slots[0].closes", "The window has to end after it starts"),
            (
                "scheduled", ["recurrence": "daysAfter", "recurrence.minDays": "5", "recurrence.maxDays": "3"], "recurrence.maxDays",
                "“5–3 days after last done” needs the second number at least the first"
            ),
            ("scheduled", ["title": " "], "title", "Give the Anchor a title."),
            ("oneOff", ["opens": "15:00", "closes": "14:00"], "closes", "The window has to end after it starts"),
        ])
    func badInput(form: String, changes: [String: String], field: String, message: String) throws {
        let app = try Self.app()
        let client = app.client()
        let before = try Self.ruleCount(app)
        let response: Response
        switch form {
        case "prayer": response = client.post("/habits/anchors/new/prayer", Self.prayerForm(changes))
        case "scheduled": response = client.post("/habits/anchors/new/scheduled", Self.schoolRunForm(changes))
        default:
            var fields: [String: String] = ["title": "Dentist", "date": "2026-12-01", "opens": "14:00", "closes": "15:00"]
            for (key, value) in changes { fields[key] = value }
            response = client.post("/today/add/anchor", fields.map { ($0.key, $0.value) })
        }
        #expect(response.status == .unprocessableEntity)
        #expect(response.text.contains("data-field=\"\(field)\""), "\(field)")
        #expect(
            response.text.contains(message.replacingOccurrences(of: "'", with: "&#39;")) || response.text.contains(message), "\(message)")
        #expect(try Self.ruleCount(app) == before)
    }

    @Test("An exception that ends before it begins is refused; one covering today hides the school run until removed")
    func exceptions() throws {
        let app = try Self.app()
        let client = app.client()
        let path = "/habits/anchors/anchor-school-run/exceptions"
        let refused = client.post(
            path, [("exception.kind", "holiday"), ("exception.start", "2026-12-04"), ("exception.end", "2026-12-01")], csrfFrom: path)
        #expect(refused.status == .unprocessableEntity)
        #expect(refused.text.contains("data-field=\"exception.end\""))
        #expect(refused.text.contains("The exception has to end on or after the day it begins"))
        let stored = try app.env.store.read { try $0.anchorRule(ID("anchor-school-run"))?.exceptions.count }
        #expect(stored == 1)  // the demo's half term only

        #expect(client.post(path, [("exception.kind", "illness"), ("exception.start", "2026-11-30")], csrfFrom: path).status == .seeOther)
        #expect(Self.instances(client)["Pick-up"] == nil)
        let detail = client.get("/habits/anchors/anchor-school-run").text
        #expect(detail.contains("Illness · from 30 Nov"))
        #expect(client.post("/habits/anchors/anchor-school-run/exceptions/1/remove", csrfFrom: path).status == .seeOther)
        #expect(Self.instances(client)["Pick-up"] != nil)
    }

    @Test("AN-05 while creating: an exception in the form is saved with the new rule; a bad one saves neither")
    func exceptionInTheCreateForm() throws {
        let app = try Self.app()
        let client = app.client()
        let form = client.get("/habits/anchors/new/scheduled?preset=custom").text
        #expect(form.contains("Add an exception") && form.contains("name=\"exception.start\""))
        #expect(!client.get("/habits/anchors/anchor-school-run/edit").text.contains("name=\"exception.start\""), "only while creating")
        let before = try Self.ruleCount(app)
        let refused = client.post(
            "/habits/anchors/new/scheduled",
            Self.schoolRunForm(["exception.kind": "holiday", "exception.start": "2026-12-04", "exception.end": "2026-12-01"]))
        #expect(refused.status == .unprocessableEntity)
        #expect(refused.text.contains("data-field=\"exception.end\""))
        #expect(
            refused.text.contains("<details class=\"jm-advanced jm-form-exception\" open"), "the exception stays open with what was typed")
        #expect(try Self.ruleCount(app) == before)
        // Today (Monday) rests for illness: the new Monday Swimming does not show.
        let made = client.post(
            "/habits/anchors/new/scheduled",
            Self.schoolRunForm(["exception.kind": "illness", "exception.start": "2026-11-30", "exception.end": "2026-11-30"]))
        #expect(made.status == .seeOther)
        #expect(try Self.ruleCount(app) == before + 1)
        #expect(Self.instances(client)["Swimming"] == nil)
        #expect(client.get(made.location ?? "").text.contains("Illness"))
        // Without an exception the form makes the rule alone.
        #expect(client.post("/habits/anchors/new/scheduled", Self.schoolRunForm(["title": "Piano"])).status == .seeOther)
    }
}
