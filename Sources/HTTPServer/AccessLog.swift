import Foundation

/// Writes one line per request: `method path status bytes duration-ms`.
///
/// ```swift
/// let app = Application(router: router, middlewares: [AccessLog()])
/// ```
public struct AccessLog: Middleware {
    private let sink: @Sendable (String) -> Void

    /// Creates the logger; lines go to `sink` (standard error by default).
    public init(sink: @escaping @Sendable (String) -> Void = AccessLog.standardError) {
        self.sink = sink
    }

    /// Writes a line to standard error.
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Times the request and logs it (also when the chain throws, with the status the error maps to).
    public func respond(to request: Request, next: Handler) throws -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        func log(_ status: Int, _ bytes: String) {
            // Tenths of a millisecond, formatted by hand: String(format:) goes through Foundation on every request.
            let tenths = (DispatchTime.now().uptimeNanoseconds - start + 50_000) / 100_000
            sink("\(request.method.rawValue) \(request.path) \(status) \(bytes) \(tenths / 10).\(tenths % 10)ms")
        }
        do {
            let response = try next(request)
            log(response.status.code, response.contentLength.map(String.init) ?? "-")
            return response
        } catch let error as any HTTPResponseError {
            log(error.httpError.status.code, "-")
            throw error
        } catch {
            log(500, "-")
            throw error
        }
    }
}
