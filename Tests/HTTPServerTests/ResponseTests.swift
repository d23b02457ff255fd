import CZlib
import Foundation
import Testing

@testable import HTTPServer

struct Student: Codable, Equatable {
    struct Address: Codable, Equatable { let city: String }
    let name: String
    let age: Int
    let addresses: [Address]
}

@Suite struct ResponseTests {
    private func jsonRequest(_ text: String, contentType: String = "application/json") -> Request {
        Request(method: .post, path: "/", headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    @Test func jsonDecodingNamesTheField() throws {
        let ok = try jsonRequest(#"{"name":"A","age":9,"addresses":[{"city":"X"}]}"#).decodeJSON(Student.self)
        #expect(ok.addresses.first?.city == "X")
        let missing = #expect(throws: HTTPError.self) {
            try jsonRequest(#"{"name":"A","addresses":[]}"#).decodeJSON(Student.self)
        }
        #expect(missing?.status == .badRequest && missing?.field == "age")
        #expect(missing?.message.contains("age") == true)
        let wrongType = #expect(throws: HTTPError.self) {
            try jsonRequest(#"{"name":"A","age":1,"addresses":[{"city":"X"},{"city":5}]}"#).decodeJSON(Student.self)
        }
        #expect(wrongType?.field == "addresses[1].city")
        #expect(wrongType?.message.contains("addresses[1].city") == true)
        let malformed = #expect(throws: HTTPError.self) { try jsonRequest("{nope").decodeJSON(Student.self) }
        #expect(malformed?.status == .badRequest)
        let notJSON = #expect(throws: HTTPError.self) {
            try jsonRequest("{}", contentType: "text/plain").decodeJSON(Student.self)
        }
        #expect(notJSON?.status == .unsupportedMediaType)
    }

    @Test func jsonResponseSortsKeysAndUsesISODates() throws {
        struct Payload: Encodable { let zeta = 1; let alpha = Date(timeIntervalSince1970: 0) }
        let response = try Response.json(Payload(), status: .created)
        #expect(response.status == .created)
        #expect(response.bodyText == #"{"alpha":"1970-01-01T00:00:00Z","zeta":1}"#)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(Response.redirect(to: "/x").status == .seeOther)
        #expect(Response.redirect(to: "/x").headers["Location"] == "/x")
    }

    @Test func byteRanges() {
        #expect(ByteRange.parse("bytes=0-9", size: 100) == .range(0...9))
        #expect(ByteRange.parse("bytes=90-200", size: 100) == .range(90...99))
        #expect(ByteRange.parse("bytes=50-", size: 100) == .range(50...99))
        #expect(ByteRange.parse("bytes=-10", size: 100) == .range(90...99))
        #expect(ByteRange.parse("bytes=-500", size: 100) == .range(0...99))
        #expect(ByteRange.parse("bytes=100-", size: 100) == .unsatisfiable)
        #expect(ByteRange.parse("bytes=-0", size: 100) == .unsatisfiable)
        #expect(ByteRange.parse("bytes=5-1", size: 100) == .none)
        #expect(ByteRange.parse("bytes=0-1,5-6", size: 100) == .none)
        #expect(ByteRange.parse("items=0-1", size: 100) == .none)
    }

    @Test func fileResponses() throws {
        let path = NSTemporaryDirectory() + "range-\(UUID().uuidString).mp3"
        _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 1000))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let full = try Response.file(at: path, for: Request(method: .get, path: "/"))
        #expect(full.status == .ok)
        #expect(full.headers["Content-Type"] == "audio/mpeg")
        #expect(full.headers["Accept-Ranges"] == "bytes")
        #expect(full.contentLength == 1000)
        let etag = try #require(full.headers["ETag"])
        let lastModified = try #require(full.headers["Last-Modified"])

        func get(_ headers: HTTPHeaders) throws -> Response {
            try Response.file(at: path, for: Request(method: .get, path: "/", headers: headers))
        }
        let partial = try get(["Range": "bytes=10-19"])
        #expect(partial.status == .partialContent)
        #expect(partial.headers["Content-Range"] == "bytes 10-19/1000")
        guard case .file(_, let range, let total) = partial.body else { Issue.record("not a file body"); return }
        #expect(range == 10...19 && total == 1000)
        #expect(try get(["Range": "bytes=990-"]).headers["Content-Range"] == "bytes 990-999/1000")
        #expect(try get(["Range": "bytes=-5"]).headers["Content-Range"] == "bytes 995-999/1000")
        let unsatisfiable = try get(["Range": "bytes=5000-"])
        #expect(unsatisfiable.status == .rangeNotSatisfiable)
        #expect(unsatisfiable.headers["Content-Range"] == "bytes */1000")
        #expect(try get(["If-None-Match": etag]).status == .notModified)
        #expect(try get(["If-None-Match": "\"other\""]).status == .ok)
        #expect(try get(["If-Modified-Since": lastModified]).status == .notModified)
        #expect(try get(["Range": "bytes=0-1", "If-Range": "\"stale\""]).status == .ok)
        let missing = #expect(throws: HTTPError.self) { try Response.file(at: path + ".gone", for: Request(method: .get, path: "/")) }
        #expect(missing?.status == .notFound)
        #expect(MIMEType.forPath("/a/b/style.CSS") == "text/css; charset=utf-8")
        #expect(MIMEType.forPath("font.woff2") == "font/woff2")
        #expect(MIMEType.forPath("README") == "application/octet-stream")
    }

    @Test func gzipRoundTripAndConditions() throws {
        let text = String(repeating: "بسم الله الرحمن الرحيم — compressible text. ", count: 100)
        let router = Router()
        router.get("/big") { _ in .html(text) }
        router.get("/small") { _ in .text("tiny") }
        router.get("/png") { _ in Response(headers: ["Content-Type": "image/png"], body: .bytes([UInt8](repeating: 0, count: 5000))) }
        let app = Application(router: router, middlewares: [Compression()])
        func get(_ path: String, _ accept: String) -> Response {
            app.respond(to: Request(method: .get, path: path, headers: ["Accept-Encoding": accept]))
        }
        let compressed = get("/big", "br, gzip;q=0.8")
        #expect(compressed.headers["Content-Encoding"] == "gzip")
        #expect(compressed.headers["Vary"] == "Accept-Encoding")
        guard case .bytes(let bytes) = compressed.body else { Issue.record("not bytes"); return }
        #expect(bytes.count < text.utf8.count / 4)
        #expect(bytes.prefix(2) == [0x1F, 0x8B])
        #expect(try Inflate.gunzip(bytes) == Array(text.utf8))
        #expect(get("/big", "gzip;q=0").headers["Content-Encoding"] == nil)
        #expect(get("/big", "identity").headers["Content-Encoding"] == nil)
        #expect(get("/big", "*").headers["Content-Encoding"] == "gzip")
        #expect(get("/small", "gzip").headers["Content-Encoding"] == nil)
        #expect(get("/png", "gzip").headers["Content-Encoding"] == nil)
    }

    @Test func securityHeaders() {
        let router = Router()
        router.get("/") { _ in .html("<p>hi</p>") }
        let app = Application(router: router, middlewares: [SecurityHeaders()])
        for path in ["/", "/missing"] {
            let response = app.respond(to: Request(method: .get, path: path))
            let csp = response.headers["Content-Security-Policy"] ?? ""
            #expect(csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"))
            #expect(csp.contains("frame-ancestors 'none'") && csp.contains("object-src 'none'"))
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            #expect(response.headers["Referrer-Policy"] == "strict-origin-when-cross-origin")
            #expect(response.headers["X-Frame-Options"] == "DENY")
        }
        let custom = Application(router: router, middlewares: [SecurityHeaders(contentSecurityPolicy: "default-src 'none'")])
        #expect(custom.respond(to: Request(method: .get, path: "/")).headers["Content-Security-Policy"] == "default-src 'none'")
    }

    @Test func errorMapping() {
        struct Boom: Error {}
        let logged = Locked<[String]>([])
        let access = Locked<[String]>([])
        let router = Router()
        router.get("/teapot") { _ in throw HTTPError(HTTPStatus(code: 418), "short and stout") }
        router.get("/boom") { _ in throw Boom() }
        router.get("/busy") { _ in throw HTTPError.tooManyRequests(retryAfter: 30) }
        let app = Application(
            router: router, middlewares: [AccessLog { line in access.withLock { $0.append(line) } }],
            errorPage: { error, _ in .text("E\(error.status.code): \(error.message)", status: error.status) },
            errorLog: { line in logged.withLock { $0.append(line) } })
        let teapot = app.respond(to: Request(method: .get, path: "/teapot"))
        #expect(teapot.status.code == 418 && teapot.bodyText == "E418: short and stout")
        let boom = app.respond(to: Request(method: .get, path: "/boom"))
        #expect(boom.status == .internalServerError)
        #expect(boom.bodyText == "E500: Internal server error")
        #expect(logged.withLock { $0.count } == 1)
        let busy = app.respond(to: Request(method: .get, path: "/busy"))
        #expect(busy.status == .tooManyRequests && busy.headers["Retry-After"] == "30")
        let lines = access.withLock { $0 }
        #expect(lines.count == 3)
        #expect(lines[1].contains(" method=GET route=\"GET /boom\" ") && lines[1].contains(" status=500 "))
        let html = Application(router: router).respond(to: Request(method: .get, path: "/teapot"))
        #expect(html.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(html.bodyText.contains("418"))
    }
}

enum Inflate {
    struct Failure: Error {}

    /// Decompresses gzip data with zlib (independent of the code under test).
    static func gunzip(_ input: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw Failure() }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        var input = input
        var status: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            repeat {
                status = chunk.withUnsafeMutableBufferPointer { destination in
                    stream.next_out = destination.baseAddress
                    stream.avail_out = uInt(destination.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                output += chunk[0..<(chunk.count - Int(stream.avail_out))]
            } while status == Z_OK
        }
        guard status == Z_STREAM_END else { throw Failure() }
        return output
    }
}

extension ResponseTests {
    @Test func staticFilesStayInsideRoot() throws {
        let root = NSTemporaryDirectory() + "static-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/css", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/css/site.css", contents: Data("body{}".utf8))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = StaticFiles(root: root)
        let router = Router()
        router.get("/static/*path") { request in try files.response(for: request) }
        let app = Application(router: router)
        let css = app.respond(to: Request(method: .get, path: "/static/css/site.css"))
        #expect(css.status == .ok)
        #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(css.headers["Cache-Control"] == "public, max-age=3600")
        for path in ["/static/../etc/passwd", "/static/css/../../x", "/static/.hidden", "/static/css/none.css"] {
            #expect(app.respond(to: Request(method: .get, path: path)).status == .notFound)
        }
    }
}
