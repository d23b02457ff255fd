import Foundation

/// Where the media tools are and how long, and with what resources, each run may go.
///
/// ```swift
/// let toolbox = try MediaToolbox.locate()
/// ```
///
/// How a tool runs (the isolation a hostile upload meets): a subprocess started by Foundation's `Process` with
/// its arguments as an array (never a shell string), under `prlimit` with `limits` (address space, CPU seconds,
/// file size, descriptors, no core dumps), in its own process group, with stdin at /dev/null and a minimal
/// environment. `timeout` is the time per tool run (`analyze` makes two: ffprobe, then the decode) — wall-clock time
/// less the time the tool waited for a processor on a busy machine, and never more than `hardLimit` on the wall
/// (``RunAllowance``); when it passes, the whole group is killed with SIGKILL and reaped before the error is thrown. Every call blocks its
/// thread until the tool ends, so call from a worker thread rather than Swift's cooperative pool.
public struct MediaToolbox: Sendable {
    /// `ffmpeg`: a bare name is looked up on `PATH` when the tool is first run.
    public let ffmpegPath: String
    /// `ffprobe`, found like `ffmpegPath`.
    public let ffprobePath: String
    /// `espeak-ng`, found like `ffmpegPath`; only the generator needs it.
    public let espeakPath: String
    /// `prlimit` (util-linux), which applies `limits`; `nil` runs tools without kernel limits.
    public let prlimitPath: String?
    /// Seconds one tool run may take before its whole process group is killed, not counting time it spent waiting
    /// for a processor (``RunAllowance``).
    public let timeout: TimeInterval
    /// Wall-clock seconds one tool run may take however long it waited: twice `timeout` unless given.
    public let hardLimit: TimeInterval
    /// Kernel limits for each run.
    public let limits: ResourceLimits

    /// A toolbox with explicit paths; nothing is checked until a tool runs.
    public init(
        ffmpegPath: String = "ffmpeg", ffprobePath: String = "ffprobe", espeakPath: String = "espeak-ng",
        timeout: TimeInterval = 30, limits: ResourceLimits = .standard, prlimitPath: String? = "prlimit",
        hardLimit: TimeInterval? = nil
    ) {
        self.ffmpegPath = ffmpegPath
        self.ffprobePath = ffprobePath
        self.espeakPath = espeakPath
        self.timeout = timeout
        self.hardLimit = hardLimit ?? timeout * 2
        self.limits = limits
        self.prlimitPath = prlimitPath
    }

    /// Finds `ffmpeg` and `ffprobe` (required), `espeak-ng` and `prlimit` (optional) on `PATH` or in `/usr/bin`.
    ///
    /// ```swift
    /// let toolbox = try MediaToolbox.locate()   // throws "ffmpeg was not found … install ffmpeg"
    /// ```
    public static func locate(timeout: TimeInterval = 30, limits: ResourceLimits = .standard) throws -> MediaToolbox {
        guard let ffmpeg = search(MediaTool.ffmpeg.rawValue) else { throw MediaError.missing(.ffmpeg, at: "ffmpeg") }
        guard let ffprobe = search(MediaTool.ffprobe.rawValue) else { throw MediaError.missing(.ffprobe, at: "ffprobe") }
        return MediaToolbox(
            ffmpegPath: ffmpeg, ffprobePath: ffprobe,
            espeakPath: search(MediaTool.espeakNG.rawValue) ?? MediaTool.espeakNG.rawValue,
            timeout: timeout, limits: limits, prlimitPath: search(MediaTool.prlimit.rawValue))
    }

    /// How long one run may go (``RunAllowance``).
    var allowance: RunAllowance { RunAllowance(timeout: timeout, hardLimit: hardLimit) }

    /// The same toolbox with another timeout (and a hard limit of twice that unless given).
    public func withTimeout(_ seconds: TimeInterval, hardLimit: TimeInterval? = nil) -> MediaToolbox {
        MediaToolbox(
            ffmpegPath: ffmpegPath, ffprobePath: ffprobePath, espeakPath: espeakPath, timeout: seconds, limits: limits,
            prlimitPath: prlimitPath, hardLimit: hardLimit)
    }

    /// The absolute path of `tool`, or `.toolMissing`.
    func executable(_ tool: MediaTool) throws -> String {
        let configured: String
        switch tool {
        case .ffmpeg: configured = ffmpegPath
        case .ffprobe: configured = ffprobePath
        case .espeakNG: configured = espeakPath
        case .prlimit: configured = prlimitPath ?? "prlimit"
        }
        guard let found = Self.search(configured) else { throw MediaError.missing(tool, at: configured) }
        return found
    }

    /// `name` itself when it contains a slash and is executable; otherwise the first executable `name` on `PATH`,
    /// then in `/usr/bin` and `/usr/local/bin`.
    static func search(_ name: String) -> String? {
        let files = FileManager.default
        if name.contains("/") { return files.isExecutableFile(atPath: name) ? name : nil }
        guard !name.isEmpty else { return nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        for directory in directories where !directory.isEmpty {
            let candidate = directory + "/" + name
            if files.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
