import Routing

/// One declared endpoint with its types erased: its description and a way to print and read its path from the
/// router's captures through the typed declaration itself — what the route checks need to go over every endpoint.
///
/// ```swift
/// let declared = DeclaredEndpoint(JamaalRoute.task)
/// try declared.printPath(["t-report"])   // "/today/tasks/t-report", printed by JamaalRoute.task.path(_:)
/// ```
public struct DeclaredEndpoint: Sendable {
    /// The declaration without its types.
    public let description: EndpointDescription
    /// The JSON twin of a screen, if it is one.
    public let twin: EndpointDescription?
    /// The path the typed endpoint prints for these captures (each parsed by its type first).
    public let printPath: @Sendable ([String]) throws -> String
    /// The typed values these captures parse to, type-erased, in order.
    public let parseValues: @Sendable ([String]) throws -> [AnyHashable]

    public init<Query: RouteQuery, each Parameter: PathParameter>(_ endpoint: Endpoint<JamaalAccess, Query, repeat each Parameter>) {
        description = endpoint.description
        twin = endpoint.jsonTwin?.description
        printPath = { captures in
            let values = try endpoint.parse(captures)
            return endpoint.path(repeat each values)
        }
        parseValues = { captures in
            let values = try endpoint.parse(captures)
            var erased: [AnyHashable] = []
            for value in repeat each values { erased.append(AnyHashable(value)) }
            return erased
        }
    }
}
