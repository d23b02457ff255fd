import HTTPServer
import Media

/// A stored media file answered to a reader whose access was already checked, with Range, ETag and 304s
/// (`Response.file`): from the local directory, the file itself; from an object store, its read-through cached copy
/// under `<data>/media-cache` (fetched once, streamed to disk). The store is never exposed to the browser: no
/// presigned URL leaves the server, and the pages' CSP stays `'self'`.
///
///     let record = try MediaAccess(environment: ctx.environment.store).allowedRecord(id, for: account, at: ctx.now)
///     return try MediaResponse.serve(record.path, contentType: record.contentType, ctx: ctx)
enum MediaResponse {
    static func serve(_ key: String, contentType: String, cacheControl: String = "private, max-age=3600", ctx: RequestContext) throws
        -> Response
    {
        let path = try ctx.environment.store.mediaFiles.readablePath(of: key)
        var response = try Response.file(at: path, contentType: contentType, for: ctx.request)
        response.headers.set(name: "Cache-Control", value: cacheControl)
        return response
    }
}
