import Foundation
import Testing

@testable import Media

@Suite("Running tools safely")
struct ToolIsolationTests {
    /// Pids of running processes whose command line mentions `needle`.
    static func processes(mentioning needle: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                String(decoding: data, as: UTF8.self).contains(needle)
            else { return nil }
            return pid
        }
    }

    @Test func aDecodePastTheTimeoutIsKilled() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.elevenMinutes()
        let hurried = AudioInspector(toolbox: fixtures.toolbox.withTimeout(0.05), policy: AudioPolicy(maxDuration: 3600))
        let started = Date()
        let error = mediaError { _ = try hurried.analyze(fileAt: file) }
        #expect(error?.kind == .timedOut)
        #expect(error?.message == "Checking the recording took longer than 0.05 seconds and was stopped.")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(Self.processes(mentioning: file).isEmpty, "a tool is still running on \(file)")
    }

    @Test func aMissingToolIsNamedWithItsPackage() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.webmOpus(seconds: 1)
        let toolbox = MediaToolbox(ffmpegPath: "/nonexistent/ffmpeg", ffprobePath: "/nonexistent/ffprobe")
        let error = mediaError { _ = try AudioInspector(toolbox: toolbox).analyze(fileAt: file) }
        #expect(error?.kind == .toolMissing)
        // A WebM naming its Opus track is decoded first (ffprobe only if that fails), so ffmpeg is the tool missed.
        #expect(error?.message == "ffmpeg was not found (looked for “/nonexistent/ffmpeg”) — install ffmpeg (apt-get install ffmpeg).")

        let silent = MediaToolbox(espeakPath: "no-such-espeak")
        let speechError = mediaError { try MediaGenerator(toolbox: silent).speech("hi", to: fixtures.path("x.m4a")) }
        #expect(speechError?.kind == .toolMissing)
        #expect(speechError?.message.contains("install espeak-ng") == true)
    }

    @Test func locateFindsAbsolutePaths() throws {
        let toolbox = try MediaToolbox.locate()
        #expect(toolbox.ffmpegPath.hasPrefix("/"))
        #expect(toolbox.ffprobePath.hasPrefix("/"))
        #expect(toolbox.prlimitPath?.hasPrefix("/") == true)
    }

    @Test("Limits reach the tool: it sees the address-space and core limits")
    func limitsAreApplied() throws {
        let toolbox = MediaToolbox(ffmpegPath: "/bin/cat", limits: ResourceLimits(addressSpaceBytes: 900 << 20))
        let (result, data) = try ToolRunner(toolbox: toolbox).collect(.ffmpeg, ["/proc/self/limits"], activity: "Reading limits")
        #expect(result.succeeded)
        let limits = String(decoding: data, as: UTF8.self)
        let addressLine = limits.split(separator: "\n").first { $0.hasPrefix("Max address space") }
        #expect(addressLine?.contains("\(900 << 20)") == true)
        let coreLine = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
        #expect(coreLine?.split(separator: " ").contains("0") == true)
    }

    @Test("Arguments are never read by a shell")
    func argumentsAreNotShellText() throws {
        let toolbox = MediaToolbox(ffmpegPath: "/bin/echo")
        let (_, data) = try ToolRunner(toolbox: toolbox).collect(
            .ffmpeg, ["$(touch /tmp/pwned)", "; rm -rf /", "`id`"], activity: "Echoing")
        #expect(String(decoding: data, as: UTF8.self) == "$(touch /tmp/pwned) ; rm -rf / `id`\n")
    }

    @Test("A tool that floods stderr and stdout does not deadlock")
    func floodingBothPipesDoesNotDeadlock() throws {
        let toolbox = MediaToolbox(ffmpegPath: "/bin/sh", timeout: 20)
        let script = "head -c 3000000 /dev/zero; yes noise | head -c 3000000 >&2; echo done >&2"
        var received = 0
        let result = try ToolRunner(toolbox: toolbox).run(.ffmpeg, ["-c", script], activity: "Flooding") { received += $0.count }
        #expect(result.succeeded)
        #expect(received == 3_000_000)
        #expect(result.lastErrorLine == "done")
    }

    @Test func childrenOfAKilledToolDieWithIt() throws {
        let marker = "media-orphan-\(UUID().uuidString)"
        let toolbox = MediaToolbox(ffmpegPath: "/bin/sh", timeout: 0.3)
        let error = mediaError {
            _ = try ToolRunner(toolbox: toolbox).run(.ffmpeg, ["-c", "sh -c 'sleep 30; : \(marker)' & sleep 31"], activity: "Sleeping") {
                _ in
            }
        }
        #expect(error?.message == "Sleeping took longer than 0.3 seconds and was stopped.")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(Self.processes(mentioning: marker).isEmpty, "the tool's child outlived it")
    }
}
