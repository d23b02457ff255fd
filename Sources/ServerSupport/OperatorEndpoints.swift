import Database
import Foundation
import HTTPServer
import Security

/// `GET /ready` and `GET /metrics` for both products (docs/operations.md, "Metrics and readiness").
///
/// ```swift
/// routes.add(QuranFlowRoute.ready) { _ in OperatorEndpoints.ready(database: db, migrations: QuranFlowSchema.migrations) }
/// routes.add(QuranFlowRoute.metrics) { ctx in
///     try OperatorEndpoints.metrics(ctx.request, token: token, http: metrics, database: db) { text in … }
/// }
/// ```
public enum OperatorEndpoints {
    /// 200 "ready" when `database` answers and every one of `migrations` is applied; otherwise 503 saying which
    /// (with `Retry-After: 5`), so a load balancer sends no one to a process that cannot serve them yet.
    public static func ready(database: any Database, migrations: [Migration]) -> Response {
        let applied: Set<Int>
        do {
            applied = Set(try Migrator.appliedVersions(database))
        } catch {
            return notReady("the database does not answer")
        }
        let missing = migrations.map(\.version).filter { !applied.contains($0) }.sorted()
        guard missing.isEmpty else {
            let shown = missing.prefix(5).map(String.init).joined(separator: ", ")
            return notReady("migration\(missing.count == 1 ? "" : "s") \(shown)\(missing.count > 5 ? ", …" : "") not applied yet")
        }
        var response = Response.text("ready")
        response.headers.set(name: "Cache-Control", value: "no-store")
        return response
    }

    static func notReady(_ reason: String) -> Response {
        var response = Response.text("not ready: \(reason)", status: .serviceUnavailable)
        response.headers.set(name: "Retry-After", value: "5")
        response.headers.set(name: "Cache-Control", value: "no-store")
        return response
    }

    /// Whether `request` may read the metrics: from loopback, or with `Authorization: Bearer <token>` when a token is
    /// configured (compared in constant time).
    public static func mayReadMetrics(_ request: Request, token: String?) -> Bool {
        if request.isLoopback { return true }
        guard let token, !token.isEmpty, let header = request.headers["Authorization"], header.hasPrefix("Bearer ") else {
            return false
        }
        return constantTimeEquals(Array(header.dropFirst("Bearer ".count).utf8), Array(token.utf8))
    }

    /// The Prometheus text: the HTTP families, open event streams, the database pool, then the product's own
    /// (`product`). Anyone who may not read it gets the product's 404, as if nothing were here.
    public static func metrics(
        _ request: Request, token: String?, http: HTTPMetrics, database: any Database,
        product: (inout PrometheusText) throws -> Void
    ) throws -> Response {
        guard mayReadMetrics(request, token: token) else { throw HTTPError(.notFound, "There is nothing at this address.") }
        var text = PrometheusText()
        http.render(into: &text)
        text.gauge("http_event_streams_open", help: "Server-sent event streams open now.", value: Double(EventStream.openCount))
        if let pool = database.poolStatistics {
            text.gauge("database_pool_capacity", help: "Connections the pool may open.", value: Double(pool.capacity))
            text.gauge("database_pool_open", help: "Connections open now.", value: Double(pool.open))
            text.gauge("database_pool_idle", help: "Open connections waiting for work.", value: Double(pool.idle))
            text.family("database_pool_waits_total", type: .counter, help: "Times a caller waited for a free connection.")
            text.sample("database_pool_waits_total", value: Double(pool.waits))
        }
        try product(&text)
        var response = Response(
            status: .ok, headers: ["Content-Type": PrometheusText.contentType], body: .bytes(Array(text.output.utf8)))
        response.headers.set(name: "Cache-Control", value: "no-store")
        return response
    }
}
