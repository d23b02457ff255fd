import Foundation
import HTTPServer
import Testing

@testable import JamaalApp

/// Jamaal's `/ready`, `/metrics` and request ids (#41's operator's kit).
@Suite struct JamaalOperatorRouteTests {
    @Test("/ready is 200 on the migrated store; /metrics counts requests by declared route; errors show the request id")
    func operatorRoutes() throws {
        let app = try JamaalTestApp().client()
        #expect(app.get("/ready").text == "ready")
        _ = app.get("/today")
        let metrics = app.get("/metrics")
        #expect(metrics.status == .ok)
        #expect(metrics.text.contains(#"http_requests_total{route="GET /today",status="200"} 1"#))
        let missing = app.send(.get, "/no-such-page", headers: [("X-Request-Id", "jm-report-1")])
        #expect(missing.status == .notFound && missing.headers["X-Request-Id"] == "jm-report-1")
        #expect(missing.text.contains("Request id: jm-report-1"))
    }
}
