import HTTPServer

extension Request {
    /// Whether the caller asked for JSON (`Accept: application/json`) on a page's address: a page's script (a recorder,
    /// an uploader, the review's marks) does, to read the answer — and a refusal's own message — instead of a page.
    ///
    /// ```swift
    /// if ctx.request.asksForJSON { return try .json(answer, status: .created) }
    /// ```
    var asksForJSON: Bool {
        headers["Accept"]?.contains("application/json") == true
    }
}
