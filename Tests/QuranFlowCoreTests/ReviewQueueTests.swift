import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite("Review queue")
struct ReviewQueueTests {
    let now = Fixtures.instant("2026-10-30T15:58:00+02:00")
    let hour: TimeInterval = 3600
    let levelI = try! Level(number: 1, name: "Foundations of reading")

    var sarah: Student { Fixtures.sarah }
    var khadija: Student { Fixtures.student("khadija", "Khadija Rahman", "Khadija R.") }
    var noor: Student { Fixtures.student("noor", "Noor Ali", "Noor A.", year: .one, level: levelI) }
    var hafsa: Student { Fixtures.student("hafsa", "Hafsa Tariq", "Hafsa T.", coach: Fixtures.radwa) }

    /// A submission whose revoke window closed `waited` seconds before `now`.
    func submission(
        _ id: String, _ student: Student, waited: TimeInterval, status: SubmissionStatus = .inReview,
        week: Int = 8
    ) -> Submission {
        let closes = now.addingTimeInterval(-waited)
        return Submission(
            id: ID(id), studentID: student.id, termID: Fixtures.fall.id, week: week, attempt: 1,
            submittedAt: closes.addingTimeInterval(-600), revokeWindowClosesAt: closes, status: status,
            durationSeconds: 161)
    }

    func queue(_ submissions: [Submission]) -> ReviewQueue {
        ReviewQueue(coachID: Fixtures.amina.id, students: [sarah, khadija, noor, hafsa], submissions: submissions, at: now)
    }

    @Test("Only the coach's in-review submissions whose revoke window has closed, oldest first, ties by id")
    func membershipAndOrder() {
        let q = queue([
            submission("b", khadija, waited: 10 * hour),
            submission("a", noor, waited: 10 * hour),
            submission("c", sarah, waited: 40 * hour),
            submission("closing-now", noor, waited: 0),
            submission("still-revocable", sarah, waited: -1),
            submission("reviewed", sarah, waited: 50 * hour, status: .feedbackReady, week: 7),
            submission("radwas", hafsa, waited: 60 * hour),
        ])
        #expect(q.entries.map(\.id.rawValue) == ["c", "a", "b", "closing-now"])
        #expect(q.headline == "4 submissions waiting")
        #expect(q.oldest?.student.shortName == "Sarah A.")
        #expect(q.oldest?.waiting.label == "40 hours")
        #expect(q.heroDetail == "Oldest is Sarah's — 40 hours. Your 48-hour promise holds.")
    }

    @Test("Flag at 36 hours: 36 h − 1 s is not flagged, 36 h is")
    func flagBoundary() {
        let q = queue([submission("x", sarah, waited: 36 * hour - 1), submission("y", khadija, waited: 36 * hour)])
        #expect(q.entries.map(\.isFlagged) == [true, false])
        #expect(q.entries.map(\.id.rawValue) == ["y", "x"])
    }

    @Test("Breach past 48 hours: exactly 48 h holds, 48 h + 1 s breaks the promise")
    func breachBoundary() {
        let holding = queue([submission("x", sarah, waited: 48 * hour)])
        #expect(!holding.entries[0].isBreached)
        #expect(holding.promiseHolds)
        #expect(holding.heroDetail == "Oldest is Sarah's — 2 days. Your 48-hour promise holds.")
        let broken = queue([submission("x", sarah, waited: 48 * hour + 1), submission("y", khadija, waited: 47 * hour)])
        #expect(broken.entries[0].isBreached)
        #expect(!broken.promiseHolds)
        #expect(broken.promiseSentence == "1 submission is past your 48-hour promise.")
        let twoBroken = queue([submission("x", sarah, waited: 72 * hour), submission("y", khadija, waited: 49 * hour)])
        #expect(twoBroken.promiseSentence == "2 submissions are past your 48-hour promise.")
        #expect(twoBroken.oldestSentence == "Oldest is Sarah's — 3 days.")
    }

    @Test("Headline counts and the empty state")
    func headlines() {
        #expect(queue([submission("x", sarah, waited: hour)]).headline == "1 submission waiting")
        let empty = queue([])
        #expect(empty.headline == "No submissions waiting")
        #expect(empty.oldestSentence == nil)
        #expect(empty.heroDetail == "All caught up.")
        #expect(empty.promiseHolds)
    }

    @Test("Waiting labels")
    func labels() {
        #expect(WaitingTime(seconds: 59).label == "under a minute")
        #expect(WaitingTime(seconds: 12 * 60).label == "12 min")
        #expect(WaitingTime(seconds: hour).label == "1 hour")
        #expect(WaitingTime(seconds: 39 * hour + 59 * 60).label == "39 hours")
        #expect(WaitingTime(seconds: 48 * hour - 1).label == "47 hours")
        #expect(WaitingTime(seconds: 48 * hour).label == "2 days")
        #expect(WaitingTime(seconds: -5).seconds == 0)
    }

    @Test("Sort chips: by level, then fewest submissions, each falling back to oldest first")
    func sortOrders() {
        let submissions = [
            submission("s-old", sarah, waited: 5 * hour, week: 7),
            submission("s8", sarah, waited: 30 * hour),
            submission("k8", khadija, waited: 20 * hour),
            submission("n8", noor, waited: 10 * hour),
        ].map { $0.id.rawValue == "s-old" ? $0.moved(to: .feedbackReady)! : $0 }
        let q = queue(submissions)
        #expect(q.sorted(by: .oldestFirst).map(\.id.rawValue) == ["s8", "k8", "n8"])
        #expect(q.sorted(by: .byLevel).map(\.id.rawValue) == ["n8", "s8", "k8"])
        #expect(q.sorted(by: .fewestSubmissions).map(\.id.rawValue) == ["k8", "n8", "s8"])
        #expect(QueueSortOrder.allCases.map(\.label) == ["Oldest first", "By level", "Fewest submissions"])
    }
}
