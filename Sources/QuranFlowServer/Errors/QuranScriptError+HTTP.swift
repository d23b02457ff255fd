import HTTPServer
import QuranFlowCore

extension QuranScriptError: HTTPResponseError {
    /// A script choice out of its list or range: 422 naming the field ("font" or "size").
    public var httpError: HTTPError { HTTPError(.unprocessableEntity, message, field: field) }
}
