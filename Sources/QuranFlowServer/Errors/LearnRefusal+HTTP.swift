import HTTPServer

/// What the student's way through the programme refuses — onboarding's steps, a week's lesson and its videos, the
/// welcome lesson — each said once with its status (docs/conventions.md, Status codes).
///
/// ```swift
/// guard started else { throw LearnRefusal.weekNotStarted(8) }   // 404 "Week 8 has not started yet."
/// ```
enum LearnRefusal: HTTPResponseError, Equatable {
    /// An onboarding step number past the six.
    case noSuchOnboardingStep
    /// A lesson video position the week's lesson does not have.
    case noSuchVideo
    /// A week of the term that has not begun.
    case weekNotStarted(Int)
    /// A week whose lesson is not set up yet.
    case noLessonYet(week: Int)
    /// A term without its welcome lesson.
    case noWelcomeLesson(termName: String)
    /// A week number past the end of the term (the admin's lesson pages).
    case termHasNoWeek(termName: String, week: Int)

    var httpError: HTTPError {
        switch self {
        case .noSuchOnboardingStep: HTTPError(.notFound, "Onboarding has six steps.")
        case .noSuchVideo: HTTPError(.notFound, "This lesson has no such video.")
        case .weekNotStarted(let week): HTTPError(.notFound, "Week \(week) has not started yet.")
        case .noLessonYet(let week): HTTPError(.notFound, "Week \(week) has no lesson yet.")
        case .noWelcomeLesson(let termName): HTTPError(.notFound, "\(termName) has no welcome lesson yet.")
        case .termHasNoWeek(let termName, let week): HTTPError(.notFound, "\(termName) has no week \(week).")
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [LearnRefusal] = [
        .noSuchOnboardingStep, .noSuchVideo, .weekNotStarted(8), .noLessonYet(week: 8), .noWelcomeLesson(termName: "Fall 2026"),
        .termHasNoWeek(termName: "Fall 2026", week: 16),
    ]
}
