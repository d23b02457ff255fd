import Database
import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowServer
import Testing

/// Marking while listening (SakCoachReview's "unified review workspace"): Add mark and Add note asked for JSON answer
/// the parts of the page that changed, for the script to put in place without reloading (the recording keeps playing);
/// the same routes still answer the forms with a redirect; a mark's playhead is stored bounded by the recording.
@Suite struct ReviewInPlaceTests {
    func postAskingJSON(_ client: TestClient, _ target: String, form: [(String, String)], csrfFrom page: String) -> Response {
        let fields = form + [("_csrf", client.csrfToken(in: client.get(page)) ?? "")]
        return client.send(
            .post, target, body: FormEncoding.body(fields),
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Accept", "application/json")])
    }

    @Test func aMarkAndANoteAskedForAsJSONAnswerThePartsOfThePageThatChanged() throws {
        let app = try TestApp()
        let id = try LoopRefusalJSONTests.khadijasWaiting(app)
        let base = "/coach/review/\(id)"
        let amina = app.client()
        amina.signIn("amina@quranflow.test")
        let page = amina.get(base).text
        let word = try #require(page.range(of: #"name="word" value=""#)).upperBound
        let reference = String(page[word...].prefix { $0 != "\"" })
        let length = try #require(try ReviewStore(database: app.env.database).submission(id: .init(id))?.durationSeconds)

        // A mark stamped a little past the recording's rounded length (the player's end): placed, stored at the end.
        let mark = postAskingJSON(
            amina, base + "/marks",
            form: [
                ("word", reference), ("kind", "correction"), ("title", "madd too short"), ("detail", "Four counts"),
                ("category", "madd"), ("playhead", String(Double(length) + 0.3)),
            ], csrfFrom: base)
        #expect(mark.status == .ok, "\(mark.text.prefix(200))")
        #expect(mark.headers["Content-Type"]?.hasPrefix("application/json") == true)
        let update = try #require(mark.json)
        let marks = try #require(update["marks"] as? String)
        #expect(marks.hasPrefix(#"<section class="review-marks""#) && marks.contains("madd too short"))
        #expect((update["passage"] as? String)?.contains(#"class="mark-number""#) == true)
        #expect(update["markers"] is String)
        #expect((update["send"] as? String)?.contains(#"<button type="submit" class="primary">Send</button>"#) == true)
        #expect(update["sendBlocker"] == nil)
        let stored = try #require(try ReviewStore(database: app.env.database).review(of: .init(id)))
        #expect(stored.marks.map(\.playhead) == [Double(length)])

        // A note for the student, stamped where the recording stood.
        let note = postAskingJSON(
            amina, base + "/notes", form: [("audience", "student"), ("text", "Give the madd its four counts."), ("playhead", "12.5")],
            csrfFrom: base)
        #expect(note.status == .ok)
        let notes = try #require(note.json?["notes"] as? String)
        #expect(notes.contains("Give the madd its four counts.") && notes.contains("0:12") && notes.contains(#"id="note-list""#))

        // Refusals asked for JSON come back as words; further past the end is still refused.
        let stranger = postAskingJSON(
            amina, base + "/marks",
            form: [("word", "1:1:1"), ("kind", "correction"), ("title", "x"), ("category", "madd"), ("playhead", "1")], csrfFrom: base)
        #expect(stranger.status == .badRequest)
        #expect(LoopRefusalJSONTests.message(stranger) == "Tap a word of the passage to mark it.")
        let past = postAskingJSON(
            amina, base + "/notes", form: [("audience", "student"), ("text", "Late"), ("playhead", String(Double(length) + 1))],
            csrfFrom: base)
        #expect(past.status == .unprocessableEntity)

        // Without script the same routes answer the forms as before: back to the page.
        let form = amina.post(base + "/notes", form: [("audience", "privateToCoach"), ("text", "Quiet today.")], csrfFrom: base)
        #expect(form.status == .seeOther && form.location == base)
        #expect(try ReviewStore(database: app.env.database).review(of: .init(id))?.privateNotes.map(\.text) == ["Quiet today."])
    }
}
