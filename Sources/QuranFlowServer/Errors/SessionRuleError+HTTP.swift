import HTTPServer
import QuranFlowCore

extension SessionRuleError: HTTPResponseError {
    /// Every refusal of a session rule or a single-meeting change is a value outside its rule: 422 naming the field.
    public var httpError: HTTPError { HTTPError(.unprocessableEntity, message, field: field) }
}
