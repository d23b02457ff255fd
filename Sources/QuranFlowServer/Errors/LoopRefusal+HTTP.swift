import HTTPServer

/// What the recording loop's routes refuse that no ``LoopError`` rule covers — a recording, review, voice message or
/// narration that is not there, or a programme record it needs that is not set up — each said once with its status
/// (docs/conventions.md, Status codes).
///
/// ```swift
/// guard let review, review.sentAt != nil else { throw LoopRefusal.feedbackNotSent }   // 404
/// ```
enum LoopRefusal: HTTPResponseError, Equatable {
    /// A submission whose student or coach is missing from the programme.
    case studentNotPlaced
    /// A submission whose week has no lesson in the programme.
    case weekHasNoLesson(Int)
    /// A submission whose term is missing from the programme.
    case termNotSetUp
    /// The student's feedback asked for while the coach is still reviewing.
    case feedbackNotSent
    /// A review page for a recording no longer in review (and never reviewed).
    case noReview
    /// A recording that is not on the student's Recordings screen.
    case noSuchRecording
    /// A playback position saved for media other than a lesson video or a coach's welcome note.
    case positionNotKept
    /// A voice message that is not there, or not this person's thread.
    case noSuchVoiceMessage
    /// A voice message whose file the media store no longer has.
    case voiceMessageFileMissing
    /// A report's narration asked for when the report has none.
    case noNarration

    var httpError: HTTPError {
        switch self {
        case .studentNotPlaced: HTTPError(.conflict, "This student's place in the programme is not set up.")
        case .weekHasNoLesson(let week): HTTPError(.conflict, "Week \(week) has no lesson.")
        case .termNotSetUp: HTTPError(.conflict, "This recording's term is not set up.")
        case .feedbackNotSent: HTTPError(.notFound, "Your coach hasn't sent feedback on this recording yet.")
        case .noReview: HTTPError(.notFound, "There is no review of this recording.")
        case .noSuchRecording: HTTPError(.notFound, "That recording was not found.")
        case .positionNotKept: HTTPError(.badRequest, "Only lesson videos and welcome notes keep a position.")
        case .noSuchVoiceMessage: HTTPError(.notFound, "That voice message was not found.")
        case .voiceMessageFileMissing: HTTPError(.notFound, "That voice message's file is not available.")
        case .noNarration: HTTPError(.notFound, "This report has no narration.")
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [LoopRefusal] = [
        .studentNotPlaced, .weekHasNoLesson(8), .termNotSetUp, .feedbackNotSent, .noReview, .noSuchRecording, .positionNotKept,
        .noSuchVoiceMessage, .voiceMessageFileMissing, .noNarration,
    ]
}
