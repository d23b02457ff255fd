/// A 404 about one thing the request named, said the same way everywhere: "There is no such Anchor." — the entity
/// declared once at the throw, the words once here (#41: typed refusals instead of hand-built `HTTPError`s).
///
/// ```swift
/// guard let anchor = try db.anchor(id) else { throw NotFound("Anchor") }
/// ```
public struct NotFound: HTTPResponseError, Sendable, Equatable {
    /// What was asked for, as a person calls it ("Anchor", "recording", "correction to practise").
    public let entity: String

    public init(_ entity: String) {
        self.entity = entity
    }

    public var httpError: HTTPError { HTTPError(.notFound, "There is no such \(entity).") }
}
