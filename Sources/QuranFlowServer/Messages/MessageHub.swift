import Calendar
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import Synchronization

/// This process's open message threads: each viewer's event stream gets the messages that arrive after what its page
/// shows — sent through this process (at once) or another one on the same database (within a poll, one query for
/// every held thread) — and the viewer's side is marked read, since the thread is open in front of them.
///
/// ```swift
/// let key = MessageStore.pairKey(student: sarah, coach: amina)
/// let stream = EventStream(retry: 2000) { hub.remove(thread: key, id: id) }
/// hub.add(thread: key, viewer: .init(id: id, account: sarah, stream: stream, render: render, seq: seq))
/// ```
public final class MessageHub: Sendable {
    struct Viewer: Sendable {
        let id: String
        let account: String
        let stream: EventStream
        /// The new messages as the viewer's event data.
        let render: @Sendable ([Message]) -> String
        /// The last position this viewer has.
        var seq: Int64
    }

    struct State: Sendable {
        var threads: [String: [Viewer]] = [:]
        var timerRunning = false
    }

    let store: MessageStore
    let clock: TimeSource
    let poll: TimeInterval
    private let state = Mutex(State())
    private let sending = Mutex(())
    private let nextID = Atomic<Int>(1)

    public init(store: MessageStore, clock: TimeSource, poll: TimeInterval = 0.5) {
        self.store = store
        self.clock = clock
        self.poll = poll
    }

    func makeID() -> String { "m\(nextID.wrappingAdd(1, ordering: .relaxed).oldValue)" }

    /// Holds `viewer`'s stream for the thread of pair `thread` (``MessageStore/pairKey(student:coach:)``; its `seq` is
    /// the last position its page shows).
    func add(thread: String, viewer: Viewer) {
        let start = state.withLock { state -> Bool in
            state.threads[thread, default: []].append(viewer)
            guard !state.timerRunning else { return false }
            state.timerRunning = true
            return true
        }
        if start { startTimer() }
    }

    func remove(thread: String, id: String) {
        state.withLock { state in
            state.threads[thread]?.removeAll { $0.id == id }
            if state.threads[thread]?.isEmpty == true { state.threads[thread] = nil }
        }
    }

    /// Sends `thread`'s new messages to each of its open streams (nothing when none is held here).
    func refresh(thread: String) throws {
        try sending.withLock { _ in
            guard let viewers = state.withLock({ $0.threads[thread] }), let oldest = viewers.map(\.seq).min() else { return }
            let (threadID, new) = try store.messages(pair: thread, afterSeq: oldest)
            guard let threadID, let last = new.last?.seq else { return }
            let now = clock.now()
            for viewer in viewers {
                let unseen = new.filter { $0.seq > viewer.seq }.map(\.message)
                guard !unseen.isEmpty else { continue }
                viewer.stream.send(event: "messages", data: viewer.render(unseen))
                try? store.markRead(thread: threadID, account: viewer.account, at: now)
            }
            state.withLock { state in
                guard var held = state.threads[thread] else { return }
                for index in held.indices where viewers.contains(where: { $0.id == held[index].id }) { held[index].seq = last }
                state.threads[thread] = held
            }
        }
    }

    /// Streams held here (tests).
    var viewerCount: Int { state.withLock { $0.threads.values.reduce(0) { $0 + $1.count } } }

    private func startTimer() {
        Thread.detachNewThread { [self] in
            var pings = 0
            while true {
                Thread.sleep(forTimeInterval: poll)
                let held = state.withLock { state -> [String: Int64]? in
                    if state.threads.isEmpty { state.timerRunning = false; return nil }
                    return state.threads.compactMapValues { $0.map(\.seq).min() }
                }
                guard let held else { return }
                if let latest = try? store.latestSeqs(pairs: Array(held.keys)) {
                    for (thread, seq) in held where (latest[thread] ?? 0) > seq { try? refresh(thread: thread) }
                }
                pings += 1
                if Double(pings) * poll >= 20 {  // a comment now and then, so a closed connection is noticed
                    pings = 0
                    for viewer in state.withLock({ $0.threads.values.flatMap { $0 } }) { viewer.stream.comment("ping") }
                }
            }
        }
    }
}
