/// Kernel resource limits put on every tool run (via `prlimit(1)`, which sets them and then execs the tool).
///
/// They back up the toolbox's timeout (``RunAllowance``): a hostile file that makes a decoder allocate without end hits the
/// address-space limit, one that makes it write without end hits the file-size limit, and one that spins
/// hits the CPU limit even if the server stopped watching.
///
/// ```swift
/// let toolbox = MediaToolbox(timeout: 20, limits: ResourceLimits(addressSpaceBytes: 768 << 20))
/// ```
public struct ResourceLimits: Sendable, Equatable {
    /// RLIMIT_AS: the most virtual memory a tool may map. ffmpeg needs about 300 MB just to load its libraries.
    public let addressSpaceBytes: Int?
    /// RLIMIT_FSIZE: the largest file a tool may write (its output and its captured stderr).
    public let fileSizeBytes: Int?
    /// RLIMIT_CPU in seconds; `nil` means twice the toolbox's timeout, rounded up, at least 2.
    public let cpuSeconds: Int?
    /// RLIMIT_NOFILE: open file descriptors.
    public let openFiles: Int?

    /// Limits for one run; `nil` leaves a limit as inherited.
    public init(addressSpaceBytes: Int? = 1 << 30, fileSizeBytes: Int? = 512 << 20, cpuSeconds: Int? = nil, openFiles: Int? = 256) {
        self.addressSpaceBytes = addressSpaceBytes
        self.fileSizeBytes = fileSizeBytes
        self.cpuSeconds = cpuSeconds
        self.openFiles = openFiles
    }

    /// 1 GiB of address space, 512 MiB files, CPU time from the timeout, 256 descriptors, no core dumps.
    public static let standard = ResourceLimits()

    /// No limits beyond the toolbox's timeout (for trusted inputs, or where `prlimit` is unavailable).
    public static let none = ResourceLimits(addressSpaceBytes: nil, fileSizeBytes: nil, cpuSeconds: nil, openFiles: nil)

    /// `prlimit` options for a run with the given timeout.
    func prlimitArguments(timeout: Double) -> [String] {
        if self == .none { return [] }
        var options = ["--core=0"]
        if let addressSpaceBytes { options.append("--as=\(addressSpaceBytes)") }
        if let fileSizeBytes { options.append("--fsize=\(fileSizeBytes)") }
        options.append("--cpu=\(cpuSeconds ?? max(2, Int((timeout * 2).rounded(.up))))")
        if let openFiles { options.append("--nofile=\(openFiles)") }
        return options
    }
}
