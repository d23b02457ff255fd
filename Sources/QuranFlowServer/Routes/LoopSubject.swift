import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranText

/// One submission with everything the review side of the loop needs about it: its student, the student's coach, the
/// week's assignment (the passage) and the stored review — loaded once per request, with the access rules of both sides.
struct LoopSubject {
    let submission: Submission
    let student: Student
    let coach: Coach
    let passage: Passage
    let review: Review?

    /// Loads submission `id`; 404 when it does not exist or was taken back.
    static func load(_ ctx: RequestContext, id: ID<Submission>) throws -> LoopSubject {
        let env = ctx.environment
        let reviews = ReviewStore(database: env.database)
        guard let submission = try reviews.submission(id: id), !submission.isRevoked else {
            throw NotFound("recording")
        }
        let programme = ProgrammeStore(database: env.database)
        guard let student = try programme.student(id: submission.studentID, at: ctx.now)?.student,
            let coach = try programme.coach(id: student.coachID)
        else {
            throw LoopRefusal.studentNotPlaced
        }
        let snapshot = try env.programmeCache.snapshot(programme)
        guard let lesson = snapshot.lessons[submission.termID]?.first(where: { $0.week == submission.week }) else {
            throw LoopRefusal.weekHasNoLesson(submission.week)
        }
        // The whole assignment the student recited (the recording screen shows it), not only the lesson's focal āyah:
        // the coach may mark any word of it, and the feedback shows it whole (SakSubmissionFeedback: 67:1–3).
        let passage = try Quran.shared.passage(lesson.assignment)
        return LoopSubject(
            submission: submission, student: student, coach: coach, passage: passage,
            review: try reviews.review(of: submission.id))
    }

    /// The reviewing coach: only the student's own coach. Any other coach gets the 404 of a recording that does not
    /// exist (the right role, not their object: nothing says whether it exists).
    func requireCoach(_ ctx: RequestContext) throws -> Coach {
        let account = try ctx.requireAccount()
        guard account.role == .coach, account.id.rawValue == student.coachID.rawValue else { throw Self.noSuchRecording }
        return coach
    }

    /// The submitting student: only they see their feedback (404 for anyone else, as for no recording at all).
    func requireStudent(_ ctx: RequestContext) throws {
        let account = try ctx.requireAccount()
        guard account.id.rawValue == submission.studentID.rawValue else { throw Self.noSuchRecording }
    }

    /// The student's attempts left in the submission's week, the one under review counted as used
    /// (``WeekRecordingState/attemptsLeft``): what "Another attempt" may promise (``SendRequirement``).
    func attemptsLeft(_ ctx: RequestContext) throws -> Int {
        let programme = ProgrammeStore(database: ctx.environment.database)
        guard let term = try ctx.environment.programmeCache.snapshot(programme).terms[submission.termID] else {
            throw LoopRefusal.termNotSetUp
        }
        let stored = try programme.submissions(ofStudent: student.id, term: submission.termID)
        return WeekRecordingState(student: student, term: term, week: submission.week, submissions: stored, at: ctx.now).attemptsLeft
    }

    /// What anyone but the recording's student and coach hears about it.
    static let noSuchRecording = NotFound("recording")

    /// The sent review as the student may see it; 404 while the coach is still reviewing.
    func sentView() throws -> (review: Review, view: StudentView) {
        guard let review, review.sentAt != nil else {
            throw LoopRefusal.feedbackNotSent
        }
        return (review, review.studentView)
    }

    // MARK: Media

    func recordingCard(_ env: ServerEnvironment) throws -> AudioCard? {
        try MediaStore(database: env.database).medium(.recitation, owner: .submission(submission.id)).map {
            AudioCard(src: QuranFlowRoute.reviewMedia.path(submission.id, .recitation), seconds: $0.duration, peaks: $0.peaks ?? [])
        }
    }

    func noteCard(_ env: ServerEnvironment) throws -> AudioCard? {
        try MediaStore(database: env.database).medium(.coachNote, owner: .submission(submission.id)).map {
            AudioCard(src: QuranFlowRoute.reviewMedia.path(submission.id, .note), seconds: $0.duration, peaks: $0.peaks ?? [])
        }
    }

    func takes(_ env: ServerEnvironment) throws -> [PracticeTake] {
        try PracticeStore(database: env.database).takes(of: submission.id)
    }

    static func takeCard(_ take: PracticeTake) -> AudioCard {
        AudioCard(src: QuranFlowRoute.takeMedia.path(ID(take.id)), seconds: take.duration, peaks: take.peaks ?? [])
    }
}
