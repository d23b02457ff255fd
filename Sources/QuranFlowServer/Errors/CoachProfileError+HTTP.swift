import HTTPServer
import QuranFlowCore

extension CoachProfileError: HTTPResponseError {
    /// Every refusal of a coach's profile is a value outside its rule: 422 naming the field.
    public var httpError: HTTPError { HTTPError(.unprocessableEntity, message, field: field) }

    /// One value of every case, for the test that each answers a 4xx.
    public static let statusExamples: [CoachProfileError] = [
        .unknownHonorific, .nameMissing, .nameTooLong, .ijazahTooLong, .unknownLevel(9), .levelNotANumber, .meetingLinkNotHTTPS,
        .unknownCity,
    ]
}
