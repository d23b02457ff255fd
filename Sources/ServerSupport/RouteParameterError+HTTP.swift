import HTTPServer
import Routing

/// A typed route's parameter that did not parse: a path segment naming something is a 404 — nothing lives at that
/// address — and any other value (a date in a path, a query or form value) is a 400 when malformed and a 422 when out
/// of range, each naming the parameter.
extension RouteParameterError: HTTPResponseError {
    public var httpError: HTTPError {
        switch (location, problem) {
        case (.path, _): HTTPError(.notFound, "There is nothing at this address.", field: name)
        case (_, .outOfRange): HTTPError(.unprocessableEntity, message, field: name)
        case (_, .malformed), (_, .missing): HTTPError(.badRequest, message, field: name)
        }
    }
}
