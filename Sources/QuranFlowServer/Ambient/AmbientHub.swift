import Database
import Foundation
import HTTPServer
import Synchronization

/// This process's open ambient boards: when what a board was computed from changes — the coach sends feedback, a
/// submission is made or its window closes, a video is watched — its stream gets an `invalidate` event and the board
/// fetches its timelines again (the widget push of the spec's feedback flip). Any process may write: a poll reads the
/// database's change counter and, only when it moved, recomputes each open board's fingerprint (its snapshot without the
/// instant it was taken) and tells the boards whose fingerprint changed. Moving the test clock tells every board.
///
/// ```swift
/// let stream = EventStream(retry: 2000) { hub.remove(id) }
/// hub.add(.init(id: hub.makeID(), stream: stream, fingerprint: fingerprint, last: fingerprint()))
/// ```
public final class AmbientHub: Sendable {
    struct Viewer: Sendable {
        let id: String
        let stream: EventStream
        /// The board's data as it stands now (nil: it cannot be read — leave the board as it is).
        let fingerprint: @Sendable () -> String?
        var last: String?
    }

    struct State: Sendable {
        var viewers: [Viewer] = []
        var timerRunning = false
        var counter: Int64?
    }

    let database: any Database
    let poll: TimeInterval
    private let state = Mutex(State())
    private let checking = Mutex(())
    private let nextID = Atomic<Int>(1)

    public init(database: any Database, poll: TimeInterval = 1) {
        self.database = database
        self.poll = poll
    }

    func makeID() -> String { "a\(nextID.wrappingAdd(1, ordering: .relaxed).oldValue)" }

    /// Holds `viewer`'s stream until it closes.
    func add(_ viewer: Viewer) {
        let start = state.withLock { state -> Bool in
            state.viewers.append(viewer)
            guard !state.timerRunning else { return false }
            state.timerRunning = true
            return true
        }
        if start { startTimer() }
    }

    func remove(_ id: String) {
        state.withLock { $0.viewers.removeAll { $0.id == id } }
    }

    /// Recomputes every board's fingerprint and sends `invalidate` to those that changed (at once, after a write in this
    /// process; the poll does the same for writes elsewhere).
    func check() {
        checking.withLock { _ in
            let viewers = state.withLock { $0.viewers }
            var changed: [String: String?] = [:]
            for viewer in viewers {
                let now = viewer.fingerprint()
                guard now != nil, now != viewer.last else { continue }
                viewer.stream.send(event: "invalidate", data: "{}")
                changed[viewer.id] = now
            }
            guard !changed.isEmpty else { return }
            state.withLock { state in
                for index in state.viewers.indices {
                    if let now = changed[state.viewers[index].id] { state.viewers[index].last = now }
                }
            }
        }
    }

    /// Tells every board the clock moved (the test clock): each fetches again and re-reads the server's now.
    func clockMoved() {
        for viewer in state.withLock({ $0.viewers }) { viewer.stream.send(event: "clock", data: "{}") }
    }

    /// Boards held here (tests).
    var viewerCount: Int { state.withLock { $0.viewers.count } }

    private func startTimer() {
        Thread.detachNewThread { [self] in
            var pings = 0
            while true {
                Thread.sleep(forTimeInterval: poll)
                let running = state.withLock { state -> Bool in
                    if state.viewers.isEmpty {
                        state.timerRunning = false
                        state.counter = nil
                    }
                    return state.timerRunning
                }
                guard running else { return }
                if let counter = try? database.changeCounter() {
                    let moved = state.withLock { state -> Bool in
                        defer { state.counter = counter }
                        return state.counter != counter  // the first reading checks too: a write since the board was read
                    }
                    if moved { check() }
                }
                pings += 1
                if Double(pings) * poll >= 20 {  // a comment now and then, so a closed connection is noticed
                    pings = 0
                    for viewer in state.withLock({ $0.viewers }) { viewer.stream.comment("ping") }
                }
            }
        }
    }
}
