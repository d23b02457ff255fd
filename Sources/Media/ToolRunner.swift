import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How one tool run ended.
struct ToolResult: Sendable {
    /// The exit status, or the signal number when `signaled`.
    let status: Int32
    /// Whether the tool was ended by a signal (a crash, or a kernel limit such as RLIMIT_CPU).
    let signaled: Bool
    /// The last few kilobytes the tool wrote to stderr.
    let standardError: String

    var succeeded: Bool { !signaled && status == 0 }

    /// The last non-empty stderr line, for an error message.
    var lastErrorLine: String {
        standardError.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
    }
}

/// Runs one command-line tool as an isolated subprocess.
///
/// - Arguments go to the tool as an array through `Process` (posix_spawn): no shell, so nothing in a path or a
///   title can be read as a command.
/// - The tool starts under `prlimit`, which sets the toolbox's kernel limits and then execs it (same pid).
/// - Foundation's `Process` starts each child in a new process group (POSIX_SPAWN_SETPGROUP); on timeout or
///   when the caller stops early the whole group gets SIGKILL, and the child is reaped before returning.
/// - stdin is /dev/null, the environment is reduced to PATH, HOME (a temp dir) and a UTF-8 locale.
/// - stdout is read here, in chunks, with `poll` against the run's allowance (``RunAllowance``); stderr goes to an unlinked-on-return temp
///   file, so neither pipe can fill up and block the tool.
struct ToolRunner: Sendable {
    let toolbox: MediaToolbox

    /// Runs `tool` with `arguments`, handing each chunk of stdout to `consume`; a throw from `consume` kills the
    /// tool and is rethrown. `activity` names the work in a timeout message ("Checking the recording took …").
    ///
    /// ```swift
    /// let result = try ToolRunner(toolbox: toolbox).run(.ffprobe, ["-version"], activity: "Checking ffprobe") { _ in }
    /// ```
    /// The tools' scheduling priority (`nice`): below the server's own threads.
    static let niceness: Int32 = 10

    func run(
        _ tool: MediaTool, _ arguments: [String], activity: String, consume: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> ToolResult {
        let executable = try toolbox.executable(tool)
        let process = Process()
        let options = toolbox.limits.prlimitArguments(timeout: toolbox.timeout)
        if let prlimit = toolbox.prlimitPath.flatMap(MediaToolbox.search), !options.isEmpty {
            process.executableURL = URL(fileURLWithPath: prlimit)
            process.arguments = options + ["--", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        process.environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
        ]
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        let errorPath = NSTemporaryDirectory() + "media-stderr-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: errorPath, contents: nil),
            let errorHandle = FileHandle(forWritingAtPath: errorPath)
        else { throw MediaError.failed("Starting \(tool.rawValue)", detail: "could not create a temporary file") }
        defer {
            try? errorHandle.close()
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        process.standardError = errorHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }

        do {
            try process.run()
        } catch {
            throw MediaError.failed("Starting \(tool.rawValue)", detail: "\(error)")
        }
        // Media work yields the processor to the pages: under load a page waits milliseconds, an upload a little longer.
        #if canImport(Glibc)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(process.processIdentifier), Self.niceness)
        #endif
        let clock = RunClock(allowance: toolbox.allowance, pid: process.processIdentifier)
        var stop: Error?
        do {
            try pump(output.fileHandleForReading.fileDescriptor, activity: activity, clock: clock, into: consume)
        } catch {
            stop = error
        }
        while stop == nil {
            let (verdict, next) = clock.check()
            if case .stop(let after) = verdict {
                stop = MediaError.timedOut(activity, after: after)
            } else if finished.wait(timeout: .now() + next) == .success {
                break
            }
        }
        if let stop {
            Self.killGroup(process.processIdentifier)
            _ = finished.wait(timeout: .now() + 5)
            throw stop
        }
        return ToolResult(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            standardError: Self.tail(ofFileAt: errorPath))
    }

    /// Runs `tool` and collects its stdout (at most `limit` bytes; more is an error).
    func collect(_ tool: MediaTool, _ arguments: [String], activity: String, limit: Int = 1 << 20) throws -> (ToolResult, Data) {
        var data = Data()
        let result = try run(tool, arguments, activity: activity) { chunk in
            data.append(contentsOf: chunk)
            if data.count > limit {
                throw MediaError.failed("Reading \(tool.rawValue) output", detail: "more than \(Spoken.bytes(limit))")
            }
        }
        return (result, data)
    }

    /// Reads `descriptor` to end of file, failing with `.timedOut` once `clock` says the run has had its time.
    private func pump(
        _ descriptor: Int32, activity: String, clock: RunClock, into consume: (UnsafeRawBufferPointer) throws -> Void
    )
        throws
    {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let (verdict, next) = clock.check()
            if case .stop(let after) = verdict { throw MediaError.timedOut(activity, after: after) }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32((next * 1000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                throw MediaError.failed("Reading tool output", detail: String(cString: strerror(errno)))
            }
            if ready == 0 { continue }
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw MediaError.failed("Reading tool output", detail: String(cString: strerror(errno)))
            }
            if count == 0 { return }
            try consume(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// The run's two clocks read together: wall-clock time since the tool started and, once that passes the timeout,
    /// the time it waited for a processor (``RunAllowance``).
    struct RunClock {
        let allowance: RunAllowance
        let pid: Int32
        let started = DispatchTime.now()

        /// The verdict now, and the seconds (at most one) until it is worth asking again.
        func check() -> (RunAllowance.Verdict, next: TimeInterval) {
            let elapsed = TimeInterval(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000_000
            // A tool that has ended (and been reaped: no /proc entry) is not stopped for time; its end is on its way.
            let waited = elapsed >= allowance.timeout ? RunAllowance.waited(pid: pid) ?? elapsed : 0
            return (allowance.verdict(elapsed: elapsed, waited: waited), allowance.nextCheck(elapsed: elapsed, waited: waited))
        }
    }

    /// SIGKILL to the child's process group, and to the child itself in case it left the group.
    static func killGroup(_ pid: Int32) {
        guard pid > 0 else { return }
        _ = killpg(pid, SIGKILL)
        _ = kill(pid, SIGKILL)
    }

    /// The last 8 KB of a file as text.
    static func tail(ofFileAt path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: size > 8192 ? size - 8192 : 0)
        let data = (try? handle.readToEnd()) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
