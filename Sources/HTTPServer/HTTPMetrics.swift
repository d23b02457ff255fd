/// Requests by route and status, and a latency histogram per route, kept in memory for `GET /metrics`
/// (docs/operations.md, "Metrics"). ``AccessLog`` records into it; ``render(into:)`` writes the Prometheus families.
///
/// ```swift
/// let metrics = HTTPMetrics()
/// metrics.record(route: "GET /today", status: 200, seconds: 0.004)
/// var text = PrometheusText()
/// metrics.render(into: &text)
/// ```
public final class HTTPMetrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    public static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    struct Latency {
        var counts = [Int](repeating: 0, count: HTTPMetrics.buckets.count)
        var sum = 0.0
        var count = 0
    }

    struct Key: Hashable {
        let route: String
        let status: Int
    }

    private let state = Locked<(requests: [Key: Int], latency: [String: Latency])>(([:], [:]))

    public init() {}

    /// Counts one answered request.
    public func record(route: String, status: Int, seconds: Double) {
        let seconds = seconds.isFinite ? max(0, seconds) : 0
        state.withLock { state in
            state.requests[Key(route: route, status: status), default: 0] &+= 1
            var latency = state.latency[route] ?? Latency()
            for (index, bound) in Self.buckets.enumerated() where seconds <= bound { latency.counts[index] &+= 1 }
            latency.sum += seconds
            latency.count &+= 1
            state.latency[route] = latency
        }
    }

    /// `http_requests_total{route,status}` and `http_request_duration_seconds{route}`.
    public func render(into text: inout PrometheusText) {
        let (requests, latency) = state.withLock { ($0.requests, $0.latency) }
        text.family("http_requests_total", type: .counter, help: "Requests answered, by declared route and status.")
        for (key, count) in requests.sorted(by: { ($0.key.route, $0.key.status) < ($1.key.route, $1.key.status) }) {
            text.sample("http_requests_total", labels: [("route", key.route), ("status", String(key.status))], value: Double(count))
        }
        text.family("http_request_duration_seconds", type: .histogram, help: "Time to answer a request, by declared route.")
        for (route, histogram) in latency.sorted(by: { $0.key < $1.key }) {
            for (index, bound) in Self.buckets.enumerated() {
                text.sample(
                    "http_request_duration_seconds_bucket", labels: [("route", route), ("le", PrometheusText.number(bound))],
                    value: Double(histogram.counts[index]))
            }
            text.sample("http_request_duration_seconds_bucket", labels: [("route", route), ("le", "+Inf")], value: Double(histogram.count))
            text.sample("http_request_duration_seconds_sum", labels: [("route", route)], value: histogram.sum)
            text.sample("http_request_duration_seconds_count", labels: [("route", route)], value: Double(histogram.count))
        }
    }
}
