import HTTPServer
import QuranFlowCore

/// What the admin's routes refuse that no ``AdminError`` rule covers — an upload, a roster file, an enrolment change, a
/// coach — each said once with its status (docs/conventions.md, Status codes).
///
/// ```swift
/// guard let raw = text, !raw.isEmpty else { throw AdminRefusal.noCohortChosen }   // 422 naming "cohort"
/// ```
enum AdminRefusal: HTTPResponseError, Equatable {
    /// A transcript file over 512 KB.
    case transcriptTooLarge
    /// An upload form sent without its file (`field` names the file field).
    case noFileChosen(field: String)
    /// An upload that is not a video (`lessonVideo`) or not a video or audio file.
    case unusableUpload(lessonVideo: Bool, field: String)
    /// A roster import without a CSV file or text.
    case noRosterFile
    /// A roster CSV over the import's limit.
    case rosterTooLarge(bytes: Int)
    /// An enrolment change without its cohort.
    case noCohortChosen
    /// A coach reassignment without the new coach.
    case noCoachChosen
    /// A coach reassignment whose week is not a week number.
    case takeoverWeekMissing
    /// A coach id the programme does not have (or without its account).
    case noSuchCoach
    /// A level number in the path that is not a level of the curriculum.
    case noSuchLevel(Int)

    var httpError: HTTPError {
        switch self {
        case .transcriptTooLarge: HTTPError(.payloadTooLarge, "The transcript is larger than 512 KB.", field: "transcript")
        case .noFileChosen(let field): HTTPError(.unprocessableEntity, "Choose a file to upload.", field: field)
        case .unusableUpload(let lessonVideo, let field):
            HTTPError(
                .unsupportedMediaType,
                lessonVideo
                    ? "That file is not a video we can use — send an MP4, WebM or MOV file."
                    : "That file is not a recording we can use — send a video (MP4, WebM, MOV) or audio file.", field: field)
        case .noRosterFile:
            HTTPError(.unprocessableEntity, "Choose a CSV file with the columns name, email, level, year, city.", field: "file")
        case .rosterTooLarge(let bytes): HTTPError(.payloadTooLarge, RosterCSVError.tooLarge(bytes: bytes).message, field: "file")
        case .noCohortChosen: HTTPError(.unprocessableEntity, "Choose a cohort.", field: "cohort")
        case .noCoachChosen: HTTPError(.unprocessableEntity, "Choose the new coach.", field: "coach")
        case .takeoverWeekMissing:
            HTTPError(.unprocessableEntity, "Enter the week the new coach takes over, a number from 1 to 15.", field: "week")
        case .noSuchCoach: HTTPError(.notFound, "There is no coach with that id.")
        case .noSuchLevel(let number): HTTPError(.notFound, AdminError.noSuchLevel(number).message)
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [AdminRefusal] = [
        .transcriptTooLarge, .noFileChosen(field: "video"),
        .unusableUpload(lessonVideo: true, field: "video"), .unusableUpload(lessonVideo: false, field: "recording"), .noRosterFile,
        .rosterTooLarge(bytes: 3_000_000), .noCohortChosen, .noCoachChosen, .takeoverWeekMissing, .noSuchCoach, .noSuchLevel(9),
    ]
}
