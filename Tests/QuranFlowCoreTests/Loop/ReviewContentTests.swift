import Foundation
import Identifiers
import QuranText
import Testing

@testable import QuranFlowCore

@Suite("Review content, privacy, Send and notifications")
struct ReviewContentTests {
    let closed = Loop.at(Loop.wednesday, 600)
    let s1 = Loop.submission("s1")
    let secret = "Nervous today — go gently next week."

    func draft() -> Review {
        Review(submissionID: ID("s1"), coachID: Loop.amina.id)
            .adding(
                mark: ReviewMark(
                    kind: .correction, word: WordReference(word: Word(surah: 67, ayah: 1, index: 1, text: "تَبَـٰرَكَ")),
                    title: "تَبَارَكَ — stretch the madd", detail: "Four counts, not two · 67:1", category: .madd, playhead: 41)
            )
            .adding(note: "Watch the ghunnah in 67:2.", for: .student, playhead: 68)
            .adding(note: secret, for: .privateToCoach)
            .withAudioNote(AudioNote(mediaID: "n1", durationSeconds: 408))
            .choosing(.anotherAttempt)
    }

    @Test("Twelve tajweed categories, labelled as the Review screen writes them")
    func categories() {
        #expect(
            TajweedCategory.allCases.map(\.label) == [
                "Makhārij", "Ṣifāt", "Madd", "Ghunnah", "Idghām", "Ikhfāʾ", "Iqlāb", "Iẓhār", "Qalqalah", "Tafkhīm & tarqīq",
                "Waqf & ibtidāʾ", "Pace & fluency",
            ])
    }

    @Test("Marks: word reference as QuranText counts, playhead label, reading-order numbering")
    func marks() {
        let review = draft()
        let mark = review.marks[0]
        #expect(mark.word.label == "67:1 · word 1" && mark.playheadLabel == "0:41")
        let earlier = ReviewMark(
            kind: .praise, word: WordReference(surah: 67, ayah: 1, index: 1), title: "Good", detail: "", category: .makharij, playhead: 10)
        let later = ReviewMark(
            kind: .praise, word: WordReference(surah: 67, ayah: 2, index: 3), title: "Good", detail: "", category: .makharij, playhead: 5)
        let numbered = review.adding(mark: later).adding(mark: earlier)
        #expect(numbered.marks.map(\.playhead) == [10, 41, 5])
        #expect(NoteAudience.student.label(studentFirstName: "Sarah") == "For Sarah")
        #expect(NoteAudience.privateToCoach.label(studentFirstName: "Sarah") == "Private — just me")
    }

    @Test("The student view cannot contain private notes: not by type, not in its JSON")
    func privacy() throws {
        let review = draft()
        #expect(review.privateNotes.map(\.text) == [secret])
        let view = review.studentView
        #expect(view.notes.map(\.text) == ["Watch the ghunnah in 67:2."])
        // By type: nothing reachable from the view is a PrivateNote.
        func reaches(_ value: Any) -> Bool {
            if value is PrivateNote || value is [PrivateNote] || value is Review { return true }
            return Mirror(reflecting: value).children.contains { reaches($0.value) }
        }
        #expect(!reaches(view))
        #expect(reaches(review))
        let json = String(decoding: try JSONEncoder().encode(view), as: UTF8.self)
        #expect(!json.contains("Nervous") && json.contains("ghunnah"))
    }

    @Test("Send moves the submission, stamps the review and notifies the student without any note")
    func send() throws {
        let decision = try SendDecision.decide(
            draft: draft(), key: "k1", submission: s1, student: Loop.sarah, coach: Loop.amina,
            stored: nil, attemptsLeft: 1, at: closed)
        guard case .send(let submission, let review, let notification) = decision else { Issue.record("not sent"); return }
        #expect(submission.status == .feedbackReady && submission.outcome == .anotherAttempt)
        #expect(review.sentAt == closed && review.sendKey == "k1")
        #expect(notification.title == "Feedback ready — Week 8")
        #expect(notification.detail == "Ust. Amina sent notes on your recording.")
        #expect(notification.studentID == Loop.sarah.id && notification.submissionID == ID("s1"))
        let json = String(decoding: try JSONEncoder().encode(notification), as: UTF8.self)
        #expect(!json.contains("Nervous") && !json.contains("ghunnah"))
    }

    @Test("Send pressed twice sends once; a second tab's Send is refused")
    func idempotent() throws {
        guard
            case .send(let moved, let stored, _) = try SendDecision.decide(
                draft: draft(), key: "k1", submission: s1, student: Loop.sarah,
                coach: Loop.amina, stored: nil, attemptsLeft: 1, at: closed)
        else { Issue.record("not sent"); return }
        let again = try SendDecision.decide(
            draft: draft(), key: "k1", submission: moved, student: Loop.sarah, coach: Loop.amina,
            stored: stored, attemptsLeft: 1, at: Loop.at(closed, 1))
        #expect(again == .alreadySent(stored))
        #expect(
            Loop.error {
                _ = try SendDecision.decide(
                    draft: draft(), key: "k2", submission: moved, student: Loop.sarah, coach: Loop.amina,
                    stored: stored, attemptsLeft: 1, at: Loop.at(closed, 1))
            } == .feedbackAlreadySent(week: 8))
    }

    @Test("Send is refused for another coach, without an outcome, inside the window, or with a mark past the end")
    func sendRefusals() {
        let noOutcome = Review(submissionID: ID("s1"), coachID: Loop.amina.id).adding(note: "Lovely rhythm.", for: .student)
        #expect(
            Loop.error {
                _ = try SendDecision.decide(
                    draft: noOutcome, key: "k", submission: s1, student: Loop.sarah, coach: Loop.amina, stored: nil, attemptsLeft: 1,
                    at: closed)
            }
                == .outcomeMissing)
        let radwas = Review(submissionID: ID("s1"), coachID: Loop.radwa.id, outcome: .accepted)
        #expect(
            Loop.error {
                _ = try SendDecision.decide(
                    draft: radwas, key: "k", submission: s1, student: Loop.sarah, coach: Loop.radwa, stored: nil, attemptsLeft: 1,
                    at: closed)
            }
                == .notYourStudent(studentFirstName: "Sarah"))
        #expect(
            Loop.error {
                _ = try SendDecision.decide(
                    draft: draft(), key: "k", submission: s1, student: Loop.sarah, coach: Loop.amina, stored: nil, attemptsLeft: 1,
                    at: Loop.at(closed, -1))
            }
                == .stillInRevokeWindow)
        let late = draft().adding(
            mark: ReviewMark(
                kind: .correction, word: WordReference(surah: 67, ayah: 3, index: 2), title: "x", detail: "",
                category: .qalqalah, playhead: 162))
        #expect(
            Loop.error {
                _ = try SendDecision.decide(
                    draft: late, key: "k", submission: s1, student: Loop.sarah, coach: Loop.amina, stored: nil, attemptsLeft: 1, at: closed)
            }
                == .playheadOutsideRecording(seconds: 162))
        let untitled = draft().adding(
            mark: ReviewMark(
                kind: .praise, word: WordReference(surah: 67, ayah: 3, index: 2), title: "  ", detail: "",
                category: .qalqalah, playhead: 161))
        #expect(
            Loop.error {
                _ = try SendDecision.decide(
                    draft: untitled, key: "k", submission: s1, student: Loop.sarah, coach: Loop.amina, stored: nil, attemptsLeft: 1,
                    at: closed)
            }
                == .markTitleMissing)
    }

    @Test("Notes collapse past three")
    func collapse() {
        var review = draft()
        #expect(review.studentView.moreNotesLabel == nil)
        for n in 2...5 { review = review.adding(note: "n\(n)", for: .student) }
        #expect(review.studentView.moreNotesLabel == "Show 2 more notes")
    }
}
