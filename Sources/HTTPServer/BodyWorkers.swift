import Foundation

/// The threads that answer uploads (``Callbacks``), off libmicrohttpd's pool threads. Their own threads, not a
/// dispatch queue: an upload's handler waits for ffprobe and ffmpeg, and a dispatch queue on Linux runs about one such
/// job per core however many are queued, so uploads waited behind each other for seconds under load. Threads start as
/// uploads arrive (at most `limit`) and end with the server.
///
/// ```swift
/// let workers = BodyWorkers(limit: 16)
/// workers.submit { answer(upload) }
/// workers.stop()
/// ```
final class BodyWorkers: Sendable {
    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var threads = 0
        var idle = 0
        var stopping = false
    }

    let limit: Int
    private let state = Locked(State())
    private let ready = DispatchSemaphore(value: 0)

    init(limit: Int) { self.limit = max(1, limit) }

    /// Runs `job` on a worker thread, starting one when every running thread is busy and fewer than `limit` run.
    func submit(_ job: @escaping @Sendable () -> Void) {
        let start = state.withLock { state -> Bool in
            state.jobs.append(job)
            // A thread for every queued job no idle thread will take, up to the limit.
            guard state.jobs.count > state.idle, state.threads < limit, !state.stopping else { return false }
            state.threads += 1
            return true
        }
        if start {
            let thread = Thread { [self] in work() }
            thread.name = "HTTPServer.uploads"
            thread.start()
        }
        ready.signal()
    }

    /// Lets each thread finish its job and end.
    func stop() {
        let count = state.withLock { state -> Int in
            state.stopping = true
            return state.threads
        }
        for _ in 0..<count { ready.signal() }
    }

    private func work() {
        while true {
            state.withLock { $0.idle += 1 }
            ready.wait()
            let job = state.withLock { state -> (@Sendable () -> Void)? in
                state.idle -= 1
                if state.jobs.isEmpty {
                    if state.stopping { state.threads -= 1 }
                    return nil
                }
                return state.jobs.removeFirst()
            }
            guard let job else {
                if state.withLock({ $0.stopping }) { return }
                continue
            }
            job()
        }
    }
}
