import Foundation

/// How long one tool run may go: `timeout` seconds of its own time — wall-clock time less the time the kernel kept it
/// waiting for a processor — and never more than `hardLimit` seconds in all.
///
/// On an idle machine the two clocks agree and a run is stopped at `timeout`, as before. On a saturated one (the load
/// run: two servers, PostgreSQL, HAProxy and the load generator on two cores, the tool at nice 10) a decode that needs
/// one second of processor can take twenty on the wall; that is the machine's fault, not the file's, so the time spent
/// runnable but not running is added back — up to `hardLimit`, which keeps a reply inside the proxy's 65-second
/// `timeout server`. A hostile file that spins is still stopped at `timeout`: spinning is running, not waiting.
///
/// ```swift
/// let allowance = RunAllowance(timeout: 20, hardLimit: 40)
/// allowance.verdict(elapsed: 25, waited: 9)   // .goOn — 16 s of its own time
/// allowance.verdict(elapsed: 25, waited: 2)   // .stop(after: 20)
/// ```
struct RunAllowance: Sendable, Equatable {
    /// Seconds of the run's own time.
    let timeout: TimeInterval
    /// Wall-clock seconds, however long the run waited.
    let hardLimit: TimeInterval

    enum Verdict: Equatable {
        case goOn
        /// Stop, and say the run "took longer than `after` seconds".
        case stop(after: TimeInterval)
    }

    init(timeout: TimeInterval, hardLimit: TimeInterval) {
        self.timeout = timeout
        self.hardLimit = max(timeout, hardLimit)
    }

    /// Whether a run `elapsed` seconds old, of which it spent `waited` runnable but not running, may go on.
    func verdict(elapsed: TimeInterval, waited: TimeInterval) -> Verdict {
        if elapsed >= hardLimit { return .stop(after: hardLimit) }
        if elapsed - max(0, waited) >= timeout { return .stop(after: timeout) }
        return .goOn
    }

    /// Seconds until the verdict could next change, for a poll: never more than one.
    func nextCheck(elapsed: TimeInterval, waited: TimeInterval) -> TimeInterval {
        let own = timeout - (elapsed - max(0, waited))
        return min(1, max(0.001, min(own, hardLimit - elapsed)))
    }

    /// Seconds the process `pid` has spent runnable but not running: the largest run-queue delay among its threads
    /// (`/proc/<pid>/task/*/schedstat`, second field, nanoseconds); 0 where the kernel does not say; `nil` when there
    /// is no such process (it has ended and been reaped).
    static func waited(pid: Int32) -> TimeInterval? {
        guard pid > 0, let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var longest: UInt64 = 0
        for task in tasks {
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/task/\(task)/schedstat") else { continue }
            let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
            if fields.count >= 2, let delay = UInt64(fields[1].trimmingCharacters(in: .whitespacesAndNewlines)) {
                longest = max(longest, delay)
            }
        }
        return TimeInterval(longest) / 1_000_000_000
    }
}
