import Foundation

/// Writes one structured line per request (``LogLine``, `event=request`): the request id, method, the route's declared
/// name (never the raw path, which can carry people's ids), the caller's role, status, bytes and duration — and counts
/// the request in ``HTTPMetrics`` when given one.
///
/// ```swift
/// let app = Application(router: router, middlewares: [AccessLog(metrics: metrics)])
/// // time=… level=info subsystem=http event=request request_id=5be1… method=GET route="GET /today" role=person
/// //   status=200 bytes=5120 duration_ms=3.4
/// ```
public struct AccessLog: Middleware {
    private let sink: @Sendable (String) -> Void
    private let metrics: HTTPMetrics?

    /// Creates the logger; lines go to `sink` (standard error by default), requests are counted in `metrics`.
    public init(metrics: HTTPMetrics? = nil, sink: @escaping @Sendable (String) -> Void = LogLine.standardError) {
        self.sink = sink
        self.metrics = metrics
    }

    /// The name the logs and metrics use for the request's route: the declared endpoint's name once its handler ran,
    /// else the matched pattern ("GET /students/:id"), else "unmatched" (a 404 or 405 of no route).
    public static func routeName(of request: Request) -> String {
        if let name = request.notes.routeName { return name }
        if let route = request.route { return "\(route.method.rawValue) \(route.pattern)" }
        return "unmatched"
    }

    /// Times the request and logs it (also when the chain throws, with the status the error maps to).
    public func respond(to request: Request, next: Handler) throws -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        func log(_ status: Int, _ bytes: Int?) {
            let nanoseconds = DispatchTime.now().uptimeNanoseconds &- start
            // Tenths of a millisecond, formatted by hand: String(format:) goes through Foundation on every request.
            let tenths = (nanoseconds &+ 50_000) / 100_000
            let route = Self.routeName(of: request)
            let level: LogLine.Level = status >= 500 ? .error : .info
            sink(
                LogLine(
                    level: level, subsystem: "http", event: "request", requestID: request.id,
                    fields: [
                        ("method", request.method.rawValue), ("route", route), ("role", request.notes.role ?? "-"),
                        ("status", String(status)), ("bytes", bytes.map(String.init) ?? "-"),
                        ("duration_ms", "\(tenths / 10).\(tenths % 10)"),
                    ]
                ).text)
            metrics?.record(route: route, status: status, seconds: Double(nanoseconds) / 1e9)
        }
        do {
            let response = try next(request)
            log(response.status.code, response.contentLength)
            return response
        } catch let error as any HTTPResponseError {
            log(error.httpError.status.code, nil)
            throw error
        } catch {
            log(500, nil)
            throw error
        }
    }
}
