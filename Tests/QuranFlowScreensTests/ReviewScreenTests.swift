import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowScreensTestSupport
import QuranText
import Testing

/// The review side's screen models: marks numbered in reading order on the passage, notes folding past three, practice
/// one correction at a time without attempts, the notifications sheet's two states, and privacy by type.
@Suite("Review-side screens: review, feedback, practice, notifications, student record") struct ReviewScreenTests {
    let passage = try! Quran.shared.passage(PassageReference.parse("67:1-2"))
    let sent = DemoWorld.instant("2026-10-23T15:58:00-04:00")

    func submission(_ status: SubmissionStatus = .feedbackReady) -> Submission {
        Submission(
            id: ID("s7"), studentID: DemoWorld.sarah.id, termID: DemoWorld.fall.id, week: 7, attempt: 1,
            submittedAt: sent.addingTimeInterval(-45 * 3600), revokeWindowClosesAt: sent.addingTimeInterval(-44 * 3600),
            status: status, durationSeconds: 161)
    }

    func review(marks count: Int) -> Review {
        let words = passage.words
        var review = Review(submissionID: ID("s7"), coachID: DemoWorld.amina.id, outcome: .anotherAttempt, sentAt: sent, sendKey: "k")
        for index in 0..<count {
            review = review.adding(
                mark: ReviewMark(
                    kind: index % 2 == 0 ? .correction : .praise, word: WordReference(word: words[index + 1]),
                    title: "mark \(index)", detail: "detail", category: .madd, playhead: Double(10 * index)))
        }
        return review.adding(note: "For you", for: .student).adding(note: "Only me", for: .privateToCoach)
    }

    @Test func feedbackNumbersMarksInReadingOrderAndFoldsPastThree() throws {
        let view = review(marks: 5).studentView
        let screen = FeedbackScreen.make(
            submission: submission(), view: view, coach: DemoWorld.amina, passage: passage, note: nil,
            recording: nil, takes: [], now: sent.addingTimeInterval(2 * 86400), destinations: .current)
        #expect(screen.eyebrow == "Week 7 · Reviewed")
        #expect(screen.marks.map(\.number) == [1, 2, 3, 4, 5])
        #expect(screen.moreMarksLabel == "Show 2 more notes")
        let marked = screen.passage.ayahs.flatMap(\.words).filter { !$0.markNumbers.isEmpty }
        #expect(marked.map { $0.markNumbers[0] } == [1, 2, 3, 4, 5])
        #expect(screen.markHeard == "/submissions/s7/feedback/heard")
        #expect(screen.practice?.href == "/submissions/s7/practice/1")
        let json = String(decoding: try JSONEncoder().encode(screen), as: UTF8.self)
        #expect(json.contains("For you") && !json.contains("Only me"))
    }

    @Test func threeMarksDoNotFoldAndHeardFeedbackOffersNoHeardButton() {
        let screen = FeedbackScreen.make(
            submission: submission(.heard), view: review(marks: 3).studentView, coach: DemoWorld.amina,
            passage: passage, note: nil, recording: nil, takes: [], now: sent, destinations: .current)
        #expect(screen.moreMarksLabel == nil)
        #expect(screen.markHeard == nil)
    }

    @Test func practiceStepsThroughCorrectionsOnly() throws {
        let view = review(marks: 4).studentView  // marks 1 and 3 are corrections
        let note = AudioCard(src: "/n", seconds: 30, peaks: [])
        let first = try #require(
            PracticeScreen.make(
                submission: submission(), view: view, coach: DemoWorld.amina, passage: passage,
                markNumber: 3, note: note, takes: [1], destinations: .current))
        #expect(first.stepLabel == "Correction 2 of 2")
        #expect(first.steps.map(\.isDone) == [true, false])
        #expect(first.clipMeta == "from 0:20 · 10 sec")
        #expect(first.attachDetail == "Practice takes don't use your weekly attempts.")
        #expect(
            PracticeScreen.make(
                submission: submission(), view: view, coach: DemoWorld.amina, passage: passage, markNumber: 2,
                note: note, takes: [], destinations: .current) == nil)  // praise: nothing to practise
    }

    @Test func theSheetIsEmptyWhenNothingIsUnread() {
        let now = sent.addingTimeInterval(3600)
        let read = NotificationSheet.Item(
            id: "n1", title: "Feedback ready — Week 7", detail: "Ust. Amina sent notes on your recording.",
            createdAt: sent, isUnread: false)
        let empty = NotificationSheet.make([read], now: now)
        #expect(empty.screenID == "SakNotifEmpty" && empty.emptyTitle == "All caught up" && empty.markAll == nil)
        #expect(empty.earlier.count == 1)
        let unread = NotificationSheet.Item(id: "n2", title: "Feedback ready — Week 8", detail: "", createdAt: now, isUnread: true)
        let sheet = NotificationSheet.make([unread, read], now: now)
        #expect(sheet.screenID == "SakNotifSheet" && sheet.newHeading == "New · 1" && sheet.new.first?.href == "/notifications/n2")
    }

    /// The defect: with nothing new, "Earlier this week" stood over a row from ten days before.
    @Test func theEarlierHeadingMatchesTheRowsUnderIt() {
        // Tuesday 27 October 2026, 1:48 PM Toronto; the week began Monday 26 October.
        let now = DemoWorld.instant("2026-10-27T13:48:00-04:00")
        func read(_ id: String, _ iso: String) -> NotificationSheet.Item {
            NotificationSheet.Item(id: id, title: id, detail: "", createdAt: DemoWorld.instant(iso), isUnread: false)
        }
        let monday = read("mon", "2026-10-26T09:00:00-04:00")
        let tenDaysAgo = read("old", "2026-10-17T09:00:00-04:00")
        let sundayNight = read("sun", "2026-10-25T23:30:00-04:00")
        #expect(NotificationSheet.make([monday], now: now, zoneIdentifier: "America/Toronto").earlierHeading == "Earlier this week")
        #expect(NotificationSheet.make([monday, tenDaysAgo], now: now, zoneIdentifier: "America/Toronto").earlierHeading == "Earlier")
        // Sunday 11:30 PM Toronto is last week there, whatever the server's zone.
        #expect(NotificationSheet.make([sundayNight], now: now, zoneIdentifier: "America/Toronto").earlierHeading == "Earlier")
        let unread = NotificationSheet.Item(id: "new", title: "new", detail: "", createdAt: now, isUnread: true)
        #expect(
            NotificationSheet.make([unread, monday], now: now, zoneIdentifier: "America/Toronto").earlierHeading == "Earlier this week")
    }

    func coachReview(_ review: Review, attemptsLeft: Int) -> CoachReviewScreen {
        CoachReviewScreen.make(
            submission: submission(.inReview), student: DemoWorld.sarah, review: review, passage: passage, recording: nil,
            reply: nil, activeTime: ActiveReviewTime(events: []), attemptsLeft: attemptsLeft, sendKey: "k", destinations: .current)
    }

    @Test func sendSaysWhatIsMissingAndAnotherAttemptNeedsAnAttemptLeft() {
        let draft = Review(submissionID: ID("s7"), coachID: DemoWorld.amina.id)
        let empty = coachReview(draft, attemptsLeft: 1)
        #expect(empty.sendBlocker == "Nothing for Sarah yet: add a mark, a note for Sarah or a recorded reply before sending.")
        #expect(empty.attemptsLine == "Sarah has 1 of 2 attempts left this week")
        #expect(empty.outcomes.map(\.value) == ["accepted", "anotherAttempt"] && empty.outcomes.allSatisfy { !$0.isSelected })
        let noted = coachReview(draft.adding(note: "Lovely pace.", for: .student), attemptsLeft: 0)
        #expect(noted.sendBlocker == nil)
        #expect(noted.attemptsLine == "Sarah has no attempts left this week")
        #expect(noted.outcomes.map(\.value) == ["accepted"] && noted.outcomes.allSatisfy(\.isSelected))
        // Once sent the screen is read-only and shows the outcome it went with, whatever is left now.
        let sent = coachReview(review(marks: 1), attemptsLeft: 0)
        #expect(sent.sendBlocker == nil && sent.outcomes.filter(\.isSelected).map(\.value) == ["anotherAttempt"])
    }

    @Test func semestersAreOrdinals() {
        #expect(
            [1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(CoachStudentScreen.semesterLabel) == [
                "1st semester", "2nd semester", "3rd semester", "4th semester", "11th semester", "12th semester", "13th semester",
                "21st semester", "22nd semester", "23rd semester",
            ])
    }
}
