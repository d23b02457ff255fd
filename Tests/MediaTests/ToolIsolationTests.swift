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
        // No time back for waiting here (hard limit = timeout): a busy test machine must not change the message.
        let hurried = AudioInspector(
            toolbox: fixtures.toolbox.withTimeout(0.05, hardLimit: 0.05), policy: AudioPolicy(maxDuration: 3600))
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

    /// Runs a spinning shell on processor 0 at the server's priority while `body` runs, so a tool pinned there at
    /// nice 10 gets about a tenth of it.
    static func withProcessorZeroBusy<T>(_ body: () throws -> T) throws -> T {
        let hog = Process()
        hog.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        hog.arguments = ["-c", "0", "/bin/sh", "-c", "while :; do :; done"]
        try hog.run()
        defer {
            // SIGKILL: the test process blocks SIGTERM, and a spawned child inherits the mask.
            kill(hog.processIdentifier, SIGKILL)
            hog.waitUntilExit()
        }
        return try body()
    }

    /// 0.2 s of processor time, asking the kernel only every 100,000 turns (asking is itself processor time).
    static let work = "for (;;) { for (1 .. 100000) {} my @t = times; last if $t[0] + $t[1] >= 0.2 }"

    @Test("A tool kept waiting for a processor gets the wait back: 0.2 s of work on a busy processor outlasts a 0.5-s timeout")
    func aStarvedToolGetsItsWaitBack() throws {
        let toolbox = MediaToolbox(ffmpegPath: "/usr/bin/taskset", timeout: 0.5, hardLimit: 30)
        let started = Date()
        let result = try Self.withProcessorZeroBusy {
            try ToolRunner(toolbox: toolbox).run(
                .ffmpeg, ["-c", "0", "/usr/bin/perl", "-e", Self.work], activity: "Working"
            ) { _ in }
        }
        let took = Date().timeIntervalSince(started)
        #expect(result.succeeded)
        #expect(took > 0.5, "the tool was not kept waiting (\(took) s), so this proves nothing")
    }

    @Test("A starved tool that spins is still stopped, at the hard limit")
    func aStarvedSpinnerStopsAtTheHardLimit() throws {
        let toolbox = MediaToolbox(ffmpegPath: "/usr/bin/taskset", timeout: 0.3, hardLimit: 1.5)
        let started = Date()
        let error = try Self.withProcessorZeroBusy {
            mediaError {
                _ = try ToolRunner(toolbox: toolbox).run(.ffmpeg, ["-c", "0", "/usr/bin/perl", "-e", "1 while 1"], activity: "Spinning") {
                    _ in
                }
            }
        }
        let took = Date().timeIntervalSince(started)
        #expect(error?.kind == .timedOut)
        #expect(error?.message == "Spinning took longer than 1.5 seconds and was stopped.")
        #expect(took >= 1.5 && took < 6)
    }

    @Test("A tool that spins on a free processor is stopped at its timeout")
    func aSpinnerStopsAtItsTimeout() throws {
        let toolbox = MediaToolbox(ffmpegPath: "/usr/bin/perl", timeout: 0.3, hardLimit: 30)
        let started = Date()
        let error = mediaError {
            _ = try ToolRunner(toolbox: toolbox).run(.ffmpeg, ["-e", "1 while 1"], activity: "Spinning") { _ in }
        }
        #expect(error?.message == "Spinning took longer than 0.3 seconds and was stopped.")
        #expect(Date().timeIntervalSince(started) < 10)
    }
}
