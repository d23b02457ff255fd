import Foundation
import Testing

@testable import HTTPServer

@Suite struct ParsingTests {
    @Test func queryDecoding() {
        let query = QueryParameters("?q=hello+world&tag=a%2Fb&tag=%E2%9C%93&empty=&flag&bad=%zz")
        #expect(query["q"] == "hello world")
        #expect(query.all("tag") == ["a/b", "✓"])
        #expect(query["empty"] == "")
        #expect(query["flag"] == "")
        #expect(query["bad"] == "%zz")
        #expect(query["missing"] == nil)
        let request = Request(method: .get, path: "/", query: "a=1&a=2")
        #expect(request.query.all("a") == ["1", "2"])
    }

    @Test func headersAreCaseInsensitiveAndMultiValued() {
        var headers: HTTPHeaders = ["Content-Type": "text/plain"]
        headers.add(name: "Set-Cookie", value: "a=1")
        headers.add(name: "set-cookie", value: "b=2")
        #expect(headers["content-type"] == "text/plain")
        #expect(headers.values(for: "SET-COOKIE") == ["a=1", "b=2"])
        headers.set(name: "Set-Cookie", value: "c=3")
        #expect(headers.values(for: "Set-Cookie") == ["c=3"])
        headers["Content-Type"] = nil
        #expect(!headers.contains("Content-Type"))
        #expect(headers.count == 1)
    }

    @Test func cookieParsingAndSetCookie() {
        let request = Request(method: .get, path: "/", headers: ["Cookie": "session=abc123; theme=\"dark\"; session=ignored"])
        #expect(request.cookies == ["session": "abc123", "theme": "dark"])
        // Spaces and tabs around names and values, a piece with no "=", an empty name, a lone quote, an "=" inside a
        // value, non-ASCII bytes, and a second Cookie header.
        let messy = Request(
            method: .get, path: "/",
            headers: HTTPHeaders([
                ("Cookie", " \ta = 1 ;broken; =nameless; q=\"; eq=x=y ; name=سلام"), ("Cookie", "late=2; a=again"),
            ]))
        #expect(messy.cookies == ["a": "1", "q": "\"", "eq": "x=y", "name": "سلام", "late": "2"])
        var response = Response.text("x")
        response.setCookie(Cookie(name: "session", value: "v", maxAge: 60, secure: true, sameSite: .strict))
        #expect(response.headers["Set-Cookie"] == "session=v; Path=/; Max-Age=60; HttpOnly; Secure; SameSite=Strict")
        #expect(
            Cookie.expired("session").headerValue
                == "session=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax")
    }

    @Test func loopbackDetection() {
        #expect(Request(method: .get, path: "/", remoteAddress: "127.0.0.5").isLoopback)
        #expect(Request(method: .get, path: "/", remoteAddress: "::1").isLoopback)
        #expect(!Request(method: .get, path: "/", remoteAddress: "10.0.0.1").isLoopback)
        #expect(!Request(method: .get, path: "/", remoteAddress: nil).isLoopback)
    }

    @Test func urlencodedForm() throws {
        let request = Request(
            method: .post, path: "/", headers: ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"],
            body: Array("name=Ali+Khan&note=50%25&tags=a&tags=b".utf8))
        let form = try request.formData()
        #expect(form["name"] == "Ali Khan")
        #expect(form["note"] == "50%")
        #expect(form.all("tags") == ["a", "b"])
        #expect(try form.required("name") == "Ali Khan")
        let error = #expect(throws: HTTPError.self) { try form.required("email") }
        #expect(error?.status == .badRequest && error?.field == "email" && error?.message == "Missing field: email")
        let json = Request(method: .post, path: "/", headers: ["Content-Type": "application/json"], body: [])
        let unsupported = #expect(throws: HTTPError.self) { try json.formData() }
        #expect(unsupported?.status == .unsupportedMediaType)
    }

    @Test func multipartFieldsAndBinaryFile() throws {
        let data: [UInt8] = [0, 13, 10, 45, 45, 255, 13, 10, 13, 10, 0] + Array("--notboundary".utf8)
        let body = MultipartFixture.body(
            boundary: "----b0undary", fields: [("title", "Sūrah"), ("empty", "")],
            file: ("upload", "C:\\dir\\clip.webm", "video/webm", data))
        let request = Request(
            method: .post, path: "/", headers: ["Content-Type": "multipart/form-data; boundary=\"----b0undary\""],
            body: body)
        let form = try request.formData()
        #expect(form["title"] == "Sūrah")
        #expect(form["empty"] == "")
        let file = try #require(form.file(named: "upload"))
        #expect(file.filename == "clip.webm")
        #expect(file.contentType == "video/webm")
        #expect(file.data == data)
    }

    @Test func multipartExtendedFilenameAndUnquotedBoundary() throws {
        let body =
            "preamble\r\n--abc\r\nContent-Disposition: form-data; name=\"f\"; filename=\"x.txt\"; "
            + "filename*=UTF-8''%D9%82%D8%B1%D8%A2%D9%86.txt\r\n\r\nhi\r\n--abc--\r\n"
        let request = Request(
            method: .post, path: "/", headers: ["Content-Type": "multipart/form-data; boundary=abc"],
            body: Array(body.utf8))
        let form = try request.formData()
        #expect(form.files.first?.filename == "قرآن.txt")
        #expect(form.files.first?.contentType == "application/octet-stream")
        #expect(form.files.first?.data == Array("hi".utf8))
    }

    @Test(arguments: [
        "--abc\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue without end",
        "no boundary at all",
        "--abc\r\nContent-Type: text/plain\r\n\r\nx\r\n--abc--\r\n",
        "--abc\r\nContent-Disposition: form-data; name=\"a\"\r\nno blank line",
    ])
    func malformedMultipartIs400(body: String) {
        let request = Request(
            method: .post, path: "/", headers: ["Content-Type": "multipart/form-data; boundary=abc"],
            body: Array(body.utf8))
        let error = #expect(throws: HTTPError.self) { try request.formData() }
        #expect(error?.status == .badRequest)
        #expect(error?.message.contains("multipart") == true)
    }

    @Test func multipartWithoutBoundaryIs400() {
        let request = Request(method: .post, path: "/", headers: ["Content-Type": "multipart/form-data"], body: [])
        let error = #expect(throws: HTTPError.self) { try request.formData() }
        #expect(error?.status == .badRequest)
    }
}

extension ParsingTests {
    @Test func rawRequestTargets() {
        #expect(RequestState(rawURI: "/a%20b/c?x=1+2").pathAndQuery == ("/a b/c", "x=1+2"))
        #expect(RequestState(rawURI: "http://example.com/p?q").pathAndQuery == ("/p", "q"))
        #expect(RequestState(rawURI: "http://example.com").pathAndQuery == ("/", ""))
        #expect(RequestState(rawURI: "/only#frag").pathAndQuery == ("/only", ""))
    }
}
