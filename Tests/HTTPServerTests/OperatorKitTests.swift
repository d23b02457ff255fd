import Foundation
import Testing

@testable import HTTPServer

/// The operator's kit at the transport: request ids on every answer, structured log lines, and the metrics' text.
@Suite struct OperatorKitTests {
    @Test("A log line is logfmt: plain tokens bare, anything else quoted with escapes, the time in UTC to the millisecond")
    func logLineFormat() {
        let line = LogLine(
            time: Date(timeIntervalSince1970: 1_796_592_600.125), level: .warning, subsystem: "http", event: "request",
            requestID: "abc-123", fields: [("route", "GET /today"), ("note", "say \"hi\"\nthen = go"), ("empty", "")])
        #expect(
            line.text
                == #"time=2026-12-06T21:30:00.125Z level=warning subsystem=http event=request request_id=abc-123 route="GET /today" note="say \"hi\"\nthen = go" empty="""#
        )
        // An instant no calendar can print still gives a line, never a trap.
        #expect(LogLine(time: Date(timeIntervalSince1970: 1e300), level: .info, subsystem: "x", event: "y").text.hasPrefix("time=0000-"))
    }

    @Test("A product's free-form message keeps its subsystem prefix, and failures are warnings")
    func messages() {
        let info = LogLine.message("media: removed 2 upload files", fallbackSubsystem: "quranflow")
        #expect(info.subsystem == "media" && info.level == .info && info.fields.first?.1 == "media: removed 2 upload files")
        let failed = LogLine.message("push: s1 to x failed: 410", fallbackSubsystem: "quranflow")
        #expect(failed.level == .warning && failed.subsystem == "push")
        let plain = LogLine.message("demo media: made 3 videos", fallbackSubsystem: "quranflow")
        #expect(plain.subsystem == "quranflow" && plain.fields.first?.1 == "demo media: made 3 videos")
        let structured = "time=2026-12-06T21:30:00.000Z level=info subsystem=http event=request"
        #expect(LogLine.structured(structured, fallbackSubsystem: "quranflow") == structured)
    }

    @Test("A proxy's request id is kept when it is a safe token; anything else gets a fresh one")
    func requestIDs() {
        #expect(RequestID.adopt("c0ffee-42.a_b") == "c0ffee-42.a_b")
        for hostile in ["", "<script>", "a b", String(repeating: "a", count: 65), "é", "id\nX-Evil: 1"] {
            let id = RequestID.adopt(hostile)
            #expect(id != hostile && id.count == 16 && id.allSatisfy(\.isHexDigit), "\(hostile)")
        }
        #expect(RequestID.adopt(nil) != RequestID.adopt(nil))
    }

    @Test("Every answer names its request id — found, not found, refused, failed — and its log lines carry it")
    func everyAnswerCarriesItsRequestID() {
        struct Boom: Error {}
        let access = Locked<[String]>([])
        let errors = Locked<[String]>([])
        let router = Router()
        router.get("/ok") { request in
            request.notes.role = "student"
            return .text("ok")
        }
        router.get("/teapot") { _ in throw HTTPError(HTTPStatus(code: 418), "short and stout") }
        router.get("/boom") { _ in throw Boom() }
        let app = Application(
            router: router, middlewares: [AccessLog { line in access.withLock { $0.append(line) } }],
            errorPage: { error, request in .text("\(error.message) · request id \(request.id)", status: error.status) },
            errorLog: { line in errors.withLock { $0.append(line) } })
        for (path, status) in [("/ok", 200), ("/missing", 404), ("/teapot", 418), ("/boom", 500)] {
            let request = Request(method: .get, path: path, headers: ["X-Request-Id": "req-\(status)"])
            let response = app.respond(to: request)
            #expect(response.status.code == status)
            #expect(response.headers["X-Request-Id"] == "req-\(status)", "\(path)")
            if status != 200 { #expect(response.bodyText.hasSuffix("request id req-\(status)"), "\(path)") }
        }
        let lines = access.withLock { $0 }
        #expect(lines.count == 4)
        #expect(lines[0].contains(" request_id=req-200 ") && lines[0].contains(#"route="GET /ok" role=student status=200"#))
        #expect(lines[1].contains(" request_id=req-404 ") && lines[1].contains("route=unmatched role=- status=404"))
        #expect(lines[3].contains(" level=error ") && lines[3].contains(" status=500 "))
        let logged = errors.withLock { $0 }
        #expect(logged.count == 1)
        #expect(logged[0].contains(" level=error subsystem=http event=unhandled_error request_id=req-500 "))
        // Without a proxy's id each request gets its own.
        let first = app.respond(to: Request(method: .get, path: "/ok")).headers["X-Request-Id"]
        let second = app.respond(to: Request(method: .get, path: "/ok")).headers["X-Request-Id"]
        #expect(first != nil && first != second)
    }

    @Test("Metrics count requests by route and status, with a cumulative latency histogram per route")
    func metrics() {
        let metrics = HTTPMetrics()
        metrics.record(route: "GET /today", status: 200, seconds: 0.003)
        metrics.record(route: "GET /today", status: 200, seconds: 0.2)
        metrics.record(route: "GET /today", status: 404, seconds: .nan)
        metrics.record(route: #"GET /odd"name\"#, status: 500, seconds: 20)
        var text = PrometheusText()
        metrics.render(into: &text)
        let output = text.output
        #expect(output.contains("# TYPE http_requests_total counter\n"))
        #expect(output.contains(#"http_requests_total{route="GET /today",status="200"} 2"#))
        #expect(output.contains(#"http_requests_total{route="GET /today",status="404"} 1"#))
        #expect(output.contains(#"http_requests_total{route="GET /odd\"name\\",status="500"} 1"#))
        #expect(output.contains(#"http_request_duration_seconds_bucket{route="GET /today",le="0.005"} 2"#))
        #expect(output.contains(#"http_request_duration_seconds_bucket{route="GET /today",le="0.25"} 3"#))
        #expect(output.contains(#"http_request_duration_seconds_bucket{route="GET /today",le="+Inf"} 3"#))
        #expect(output.contains(#"http_request_duration_seconds_bucket{route="GET /odd\"name\\",le="10"} 0"#))
        #expect(output.contains(#"http_request_duration_seconds_count{route="GET /today"} 3"#))
        #expect(output.hasSuffix("\n"))
    }

    @Test("Open event streams are counted until each ends, however it ends")
    func eventStreamsAreCounted() {
        let counter = OpenStreamCounter()
        let stream = EventStream(counter: counter)
        var dropped: EventStream? = EventStream(counter: counter)
        let detached = EventStream(counter: counter)
        #expect(counter.count == 3)
        stream.close()
        stream.close()
        #expect(counter.count == 2)
        detached.detach()
        #expect(counter.count == 1)
        #expect(dropped != nil)
        dropped = nil
        #expect(counter.count == 0)
    }
}

extension OperatorKitTests {
    @Test("A typed refusal says its words once: NotFound(\"Anchor\") is a 404 \"There is no such Anchor.\"")
    func notFoundIsTyped() {
        let router = Router()
        router.get("/anchors/:id") { _ in throw NotFound("Anchor") }
        let app = Application(router: router, errorPage: { error, _ in .text(error.message, status: error.status) })
        let response = app.respond(to: Request(method: .get, path: "/anchors/a1"))
        #expect(response.status == .notFound && response.bodyText == "There is no such Anchor.")
        #expect(NotFound("habit").httpError.status == .notFound && NotFound("habit").httpError.message == "There is no such habit.")
    }
}
