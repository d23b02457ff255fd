import HTTPServer
import QuranFlowCore
import QuranFlowPersistence

extension CoachReassignmentError: HTTPResponseError {
    /// A refused reassignment is a value outside the rule: 422 naming the field (coach or week).
    public var httpError: HTTPError { HTTPError(.unprocessableEntity, message, field: field) }
}

extension RosterImport.Refusal: HTTPResponseError {
    /// A roster refused: 413 for a file over the size limit, else 422 naming the file field.
    public var httpError: HTTPError {
        switch self {
        case .file(.tooLarge): HTTPError(.payloadTooLarge, message, field: "file")
        case .noSuchCohort: HTTPError(.unprocessableEntity, message, field: "cohort")
        default: HTTPError(.unprocessableEntity, message, field: "file")
        }
    }

    /// The sentence the import page shows.
    public var message: String {
        switch self {
        case .rowsHaveProblems(let count): "\(count) \(count == 1 ? "row has" : "rows have") problems: fix the file and check it again."
        case .file(let error): error.message
        case .noSuchCohort: "Choose the cohort to import into."
        }
    }
}
