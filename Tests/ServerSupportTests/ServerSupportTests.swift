import Calendar
import Foundation
import HTTPServer
import ServerSupport
import Testing

@Suite struct TestClockRequestTests {
    let start = ISO8601.parse("2026-10-27T13:48:00-04:00")!

    func error(_ fields: [(String, String)], _ clock: TimeSource) -> HTTPError? {
        do { try TestClockRequest.apply(FormData(fields: fields, files: []), to: clock); return nil } catch { return error as? HTTPError }
    }

    @Test func advanceAndToMoveTheClock() throws {
        let clock = TimeSource(fixedAt: start)
        #expect(try TestClockRequest.apply(FormData(fields: [("advance", "3600")], files: []), to: clock) == start.addingTimeInterval(3600))
        let to = try TestClockRequest.apply(FormData(fields: [("to", "2026-11-02T00:00:00.250-05:00")], files: []), to: clock)
        #expect(to == ISO8601.parse("2026-11-02T05:00:00.250Z"))
        #expect(clock.now() == to)
    }

    @Test(arguments: [
        ([("advance", "soon")], "advance"), ([("advance", "inf")], "advance"), ([("advance", "nan")], "advance"),
        ([("to", "next tuesday")], "to"), ([], "advance"),
    ])
    func badInputIsA400NamingTheFieldAndLeavesTheClock(fields: [(String, String)], field: String) {
        let clock = TimeSource(fixedAt: start)
        let refused = error(fields, clock)
        #expect(refused?.status == .badRequest)
        #expect(refused?.field == field)
        #expect(clock.now() == start)
    }
}

@Suite struct StaticFilesTests {
    @Test(arguments: ["app.css", "img/logo.svg", "a.b/c"])
    func safePaths(path: String) { #expect(StaticFiles.isSafe(path)) }

    @Test(arguments: ["", "/etc/passwd", "../secret", "img/../../x", "./app.css", "img//x", "img/.", "a\0b"])
    func pathsOutOfTheDirectoryAreRefused(path: String) { #expect(!StaticFiles.isSafe(path)) }

    @Test func servesAFileBelowTheRootAnd404sTheRest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("static-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("body { color: black }".utf8).write(to: root.appendingPathComponent("app.css"))
        let files = StaticFiles(root: root)
        let request = Request(method: .get, path: "/static/app.css")
        let response = try files.response(for: "app.css", to: request)
        #expect(response.status == .ok)
        #expect(response.headers["Cache-Control"] == "public, max-age=300")
        for relative in ["missing.css", "../app.css", nil] as [String?] {
            #expect(throws: HTTPError.self) { try files.response(for: relative, to: request) }
        }
        #expect(throws: HTTPError.self) { try StaticFiles(root: nil).response(for: "app.css", to: request) }
    }
}
