import Dispatch
import Foundation
import Synchronization

/// The server's own timer for its jobs: every `interval` it runs what is due (``JamaalJobRunner``), and every `sweep` it
/// gives each person without a waiting day-records job one (``DayRecordJobs/schedule(_:now:)``) — at start too. A
/// failure is logged and the next tick tries again; the server keeps serving.
///
///     let timer = JamaalJobTimer(environment: env)
///     timer.start()
///     defer { timer.stop() }
public final class JamaalJobTimer: Sendable {
    let runner: JamaalJobRunner
    let environment: JamaalEnvironment
    let interval: TimeInterval
    let sweepEvery: Int
    private let state = Mutex<(timer: (any DispatchSourceTimer)?, ticks: Int)>((nil, 0))

    public init(environment: JamaalEnvironment, interval: TimeInterval = 30, sweep: TimeInterval = 3600) {
        self.environment = environment
        self.runner = JamaalJobRunner(environment: environment)
        self.interval = interval
        self.sweepEvery = max(1, Int(sweep / max(1, interval)))
    }

    public func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "jamaal.jobs"))
        timer.schedule(deadline: .now() + 1, repeating: interval)
        timer.setEventHandler { [self] in tick() }
        state.withLock { $0.timer = timer }
        timer.resume()
    }

    public func stop() {
        state.withLock { state in
            state.timer?.cancel()
            state.timer = nil
        }
    }

    /// One tick: the sweep when it is due, then the due jobs.
    func tick() {
        let sweep = state.withLock { state -> Bool in
            defer { state.ticks += 1 }
            return state.ticks % sweepEvery == 0
        }
        let now = environment.now
        do {
            if sweep { try DayRecordJobs.schedule(environment, now: now) }
            try runner.runDue(now: now)
        } catch {
            environment.log("jobs: this tick failed (\(error)); the next one tries again")
        }
    }
}
