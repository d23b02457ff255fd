import Calendar
import Foundation
import HTTPTestSupport
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Whole screens as JSON and as the HTML page, compared with their golden files (`__Snapshots__/`), in the spec's named
/// states: they catch a screen changing by accident, which field-by-field assertions miss. `make snapshots` re-records
/// them deliberately.
@Suite struct ScreenSnapshotTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let instant: String
        let email: String
        let screens: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        // The fixture instant: Tuesday of Week 8, 1:48 PM Toronto, Week 8 not yet submitted.
        Case(
            name: "week8-tuesday-sarah", instant: "2026-10-27T13:48:00-04:00", email: "sarah@quranflow.test",
            screens: ["today", "learn", "learn/week/8", "submissions", "sessions", "sessions/week", "profile", "notifications"]),
        Case(
            name: "week8-tuesday-noor", instant: "2026-10-27T13:48:00-04:00", email: "noor@quranflow.test",
            screens: ["today", "sessions"]),
        Case(
            name: "week8-tuesday-amina", instant: "2026-10-27T13:48:00-04:00", email: "amina@quranflow.test",
            screens: ["coach/queue", "coach/schedule", "coach/students", "coach/you"]),
        // Before the term: the countdown.
        Case(name: "countdown-sarah", instant: "2026-09-05T12:00:00-04:00", email: "sarah@quranflow.test", screens: ["today"]),
        // After the last week: the term's end.
        Case(name: "term-end-sarah", instant: "2026-12-23T12:00:00-05:00", email: "sarah@quranflow.test", screens: ["today", "learn"]),
    ]

    /// The page of a screen whose address is not its JSON twin's without `/api/screens`.
    static let pages = ["coach/queue": "/coach"]

    @Test(arguments: cases)
    func screensMatchTheirSnapshots(_ snapshot: Case) throws {
        let app = try TestApp(now: try #require(ISO8601.parse(snapshot.instant)))
        let client = app.client()
        client.signIn(snapshot.email)
        for screen in snapshot.screens {
            let response = client.get("/api/screens/" + screen)
            #expect(response.status == .ok, "\(screen): \(response.status)")
            let name = snapshot.name + "-" + screen.replacingOccurrences(of: "/", with: "-")
            let problem = Snapshot.check(response.text, named: name, in: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
            // The page a person sees in that state, whole (#41: beside the JSON, in place of substring checks).
            let page = client.get(Self.pages[screen] ?? "/" + screen)
            #expect(page.status == .ok, "/\(screen): \(page.status)")
            let htmlProblem = Snapshot.checkHTML(page.text, named: name, in: #filePath)
            #expect(htmlProblem == nil, "\(htmlProblem ?? "")")
        }
    }

    /// The comparison itself: a missing golden file fails rather than being written, a change names its line, and
    /// generated ids are numbered by first appearance.
    @Test func aMissingOrChangedSnapshotFails() {
        if !Snapshot.isRecording {
            #expect(Snapshot.check(#"{"a": 1}"#, named: "no-such-golden-file", in: #filePath)?.contains("no golden file") == true)
            #expect(
                Snapshot.check(#"{"changed": true}"#, named: "countdown-sarah-today", in: #filePath)?.contains("changed at line") == true)
        }
        let normalized = Snapshot.normalize(
            #"{"b": "/s/0123456789abcdefghjkmnpqrs", "a": ["0123456789abcdefghjkmnpqrs", "zzzzzzzzzzzzzzzzzzzzzzzzzz"]}"#)
        #expect(normalized == "{\n  \"a\" : [\n    \"<id-1>\",\n    \"<id-2>\"\n  ],\n  \"b\" : \"\\/s\\/<id-1>\"\n}\n")
    }
}
