/// ``HTTPMethod`` lives in `HTTPTypes`, which the route declarations (`Routing`) share; a module that imports the
/// server sees it under the same name, as before.
///
/// ```swift
/// router.add(.post, "/login") { request in .text("ok") }
/// ```
@_exported import HTTPTypes
