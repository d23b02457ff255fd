/// ``HTTPMethod`` lives in `HTTPTypes`, which the transport (`HTTPServer`) shares; a module that declares routes sees
/// it under the same name.
///
/// ```swift
/// Endpoint(.post, "/submissions/:id/revoke", ID<Submission>.self, access: Access.students)
/// ```
@_exported import HTTPTypes
