import Routing

/// The request methods, declared in `Routing` (where typed routes declare theirs) and used here under the same name.
///
/// ```swift
/// router.add(.post, "/login") { request in .text("ok") }
/// ```
public typealias HTTPMethod = Routing.HTTPMethod
