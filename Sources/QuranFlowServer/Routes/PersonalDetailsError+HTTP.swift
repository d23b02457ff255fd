import HTTPServer
import QuranFlowCore

// Personal details' errors meet HTTP here (the rule of DomainErrors+HTTP.swift): a value out of its rule is 422 naming
// the field; an address another account has is 409; a confirmation link that cannot be used is 400.
extension PersonalDetailsError: HTTPResponseError {
    public var httpError: HTTPError {
        switch self {
        case .emailTaken: HTTPError(.conflict, message, field: field)
        case .linkNotUsable: HTTPError(.badRequest, message, field: field)
        case .nameEmpty, .nameTooLong, .pronunciationTooLong, .dateOfBirthNotADate, .dateOfBirthNotPast, .dateOfBirthTooOld,
            .phoneInvalid, .cityUnknown, .emailUnchanged:
            HTTPError(.unprocessableEntity, message, field: field)
        }
    }
}
