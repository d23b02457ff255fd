import Routing

/// What every page needs besides its screen: the bundled assets, the health check, the API's description and, in
/// tests, the clock.
extension JamaalRoute {
    /// Jamaal's own assets (the stylesheet, scripts, icon), from its bundle.
    public static let staticFile = Endpoint(.get, "/static/*path", String.self, access: JamaalAccess.anyone, kind: .file)

    /// SY-06: the web app manifest — name, icons (SVG and PNG 192/512), launch colours — so Jamaal installs as an app.
    public static let webManifest = Endpoint(.get, "/manifest.webmanifest", access: JamaalAccess.anyone, kind: .file)

    /// `ok` while the server answers.
    public static let health = Endpoint(.get, "/health", access: JamaalAccess.anyone, kind: .file)

    /// 200 only when the store answers and every migration is applied; `/health` stays the liveness check.
    public static let ready = Endpoint(.get, "/ready", access: JamaalAccess.anyone, kind: .file)

    /// The Prometheus metrics (loopback, or `Authorization: Bearer` the metrics token).
    public static let metrics = Endpoint(.get, "/metrics", access: JamaalAccess.anyone, kind: .file)

    /// The OpenAPI 3.1 document of every JSON route, generated from these declarations.
    public static let openAPI = Endpoint(
        .get, "/api/openapi.json", access: JamaalAccess.anyone,
        kind: .api(summary: "This document: every JSON route with its parameters and the shape of its answer"))

    /// `POST /_test/clock` (only with `--test-clock`): moves the clock by `advance` seconds or `to` an ISO-8601 instant.
    public static let testClock = Endpoint(.post, "/_test/clock", access: JamaalAccess.testClock)
}
