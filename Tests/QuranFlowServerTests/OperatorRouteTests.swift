import Database
import DatabaseTestSupport
import Foundation
import HTTPServer
import QuranFlowPersistence
import QuranFlowSchema
import QuranFlowServer
import ServerSupport
import Testing

/// `/ready`, `/metrics` and the request id on QuranFlow's answers (#41's operator's kit).
@Suite struct OperatorRouteTests {
    @Test("/ready is 200 on a migrated store; /health stays the plain liveness check")
    func readyWhenMigrated() throws {
        let app = try TestApp()
        let ready = app.client().get("/ready")
        #expect(ready.status == .ok && ready.text == "ready")
        #expect(app.client().get("/health").text == "ok")
    }

    @Test("/ready is 503 naming what is missing when a migration is not applied, and when the database does not answer")
    func notReady() throws {
        let database = try TestDatabase.make()
        let migrations = QuranFlowSchema.migrations
        try Migrator.migrate(database, Array(migrations.dropLast(2)), now: Date(timeIntervalSince1970: 0))
        let missing = OperatorEndpoints.ready(database: database, migrations: migrations)
        #expect(missing.status == .serviceUnavailable && missing.headers["Retry-After"] == "5")
        let versions = migrations.suffix(2).map { String($0.version) }.joined(separator: ", ")
        #expect(missing.text == "not ready: migrations \(versions) not applied yet")
        database.close()
        let closed = OperatorEndpoints.ready(database: database, migrations: migrations)
        #expect(closed.status == .serviceUnavailable && closed.text == "not ready: the database does not answer")
    }

    @Test("/metrics from loopback: requests by declared route and status, latency, and QuranFlow's backlogs")
    func metricsFromLoopback() throws {
        let app = try TestApp()
        let client = app.client()
        _ = client.get("/sign-in")
        _ = client.get("/no-such-page")
        let metrics = client.get("/metrics")
        #expect(metrics.status == .ok)
        #expect(metrics.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8")
        let text = metrics.text
        #expect(text.contains(#"http_requests_total{route="GET /sign-in",status="200"} 1"#))
        #expect(text.contains(#"http_requests_total{route="unmatched",status="404"} 1"#))
        #expect(text.contains(#"http_request_duration_seconds_count{route="GET /sign-in"} 1"#))
        for family in [
            "quranflow_jobs_due", "quranflow_jobs_oldest_due_age_seconds", "quranflow_push_backlog", "quranflow_mail_backlog",
            "quranflow_media_jobs", "http_event_streams_open",
        ] {
            #expect(text.contains("# TYPE \(family) gauge\n"), "\(family)")
        }
        #expect(!text.contains("sarah"), "no person's name or address in the metrics")
    }

    @Test("/metrics off loopback is nothing at all, unless the scraper brings the metrics token")
    func metricsOffLoopback() throws {
        let app = try TestApp()
        let client = app.client()
        client.remoteAddress = "203.0.113.9"
        #expect(client.get("/metrics").status == .notFound)
        var env = app.env
        env.metricsToken = "scrape-token-1"
        let guarded = TestApp(environment: env).client()
        guarded.remoteAddress = "203.0.113.9"
        #expect(guarded.get("/metrics").status == .notFound)
        #expect(guarded.send(.get, "/metrics", headers: [("Authorization", "Bearer scrape-token-2")]).status == .notFound)
        #expect(guarded.send(.get, "/metrics", headers: [("Authorization", "Bearer scrape-token-1")]).status == .ok)
    }

    @Test("Every answer carries X-Request-Id, and an error page shows it so a report can be matched to its log line")
    func requestIDOnErrorPages() throws {
        let app = try TestApp()
        let client = app.client()
        let page = client.send(.get, "/no-such-page", headers: [("X-Request-Id", "report-77")])
        #expect(page.status == .notFound && page.headers["X-Request-Id"] == "report-77")
        #expect(page.text.contains("Request id: report-77"))
        let ok = client.get("/sign-in")
        #expect(ok.headers["X-Request-Id"]?.count == 16)
    }
}
