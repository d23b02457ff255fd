import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import Synchronization

/// This process's live-class event streams, with presence and hands kept in the database (``LivePresenceStore``) so
/// several server processes on one database share one room.
///
/// - A change made in this process (join, leave, hand, the coach's controls) re-sends every viewer here their own
///   screen within the request that made it ("refresh").
/// - A change made by another process bumps the room's version; one timer per process, running only while it holds
///   streams, polls the versions of its own rooms every ``Timing/poll`` (one small query, not one per stream) and
///   re-sends the rooms that moved, so everyone sees it within a second.
/// - The same timer writes this process's heartbeat every ``Timing/heartbeat`` (one UPDATE for all its screens), pings
///   its streams (which notices closed tabs), and when a counted screen goes stale (``LivePresence``) sweeps it, so a
///   killed process's viewers disappear on time.
///
/// ```swift
/// let hub = LiveClassHub(presence: LivePresenceStore(database: db), clock: clock)
/// let id = hub.makeID()
/// try hub.add(room: key, source: source, id: id, participant: me, stream: stream) { room, now in render(room, now) }
/// try hub.refresh(room: key)
/// ```
public final class LiveClassHub: Sendable {
    /// How often the timer works.
    public struct Timing: Sendable {
        /// How often the room versions are read (a change elsewhere shows within this plus one render).
        public var poll: TimeInterval
        /// How often this process's screens' heartbeats are written and its streams pinged.
        public var heartbeat: TimeInterval

        /// Polls every 250 ms (a change elsewhere shows within about 0.3 s); heartbeats every 10 s.
        public static let standard = Timing(poll: 0.25, heartbeat: LivePresence.heartbeatInterval)

        public init(poll: TimeInterval, heartbeat: TimeInterval) {
            self.poll = poll
            self.heartbeat = heartbeat
        }
    }

    /// Where a room's stored state comes from (group session or booked one-to-one).
    struct Source: Sendable {
        let store: LiveClassStore
        let session: ID<LiveSession>
        let date: LocalDate
    }

    struct Connection: Sendable {
        let id: String
        let participant: LiveRoom.Participant
        let stream: EventStream
        let render: @Sendable (LiveRoom, Date) -> String
    }

    struct Room: Sendable {
        let source: Source
        var connections: [Connection]
        /// The version last sent to this process's viewers.
        var version: Int64 = -1
        /// When presence next changes by itself (a counted screen goes stale).
        var nextChange: Date?
    }

    struct State: Sendable {
        var rooms: [String: Room] = [:]
        var timerRunning = false
    }

    /// This process's name in the presence rows.
    public let processID: String
    public let presence: LivePresenceStore
    let clock: TimeSource
    let timing: Timing
    private let state = Mutex(State())
    private let nextID = Atomic<Int>(1)
    /// Serialises reading and sending a room, so no viewer gets an older screen after a newer one.
    private let sending = Mutex(())

    /// A hub for one server process.
    public init(presence: LivePresenceStore, clock: TimeSource, timing: Timing = .standard) {
        self.presence = presence
        self.clock = clock
        self.timing = timing
        self.processID = UUID().uuidString.lowercased()
    }

    /// A fresh connection id, unique across processes (to capture in the stream's close callback before adding it).
    func makeID() -> String {
        "\(processID)-\(nextID.wrappingAdd(1, ordering: .relaxed).oldValue)"
    }

    /// Records the screen in the database and keeps its stream here; starts the timer if it is not running.
    func add(
        room key: String, source: Source, id: String, participant: LiveRoom.Participant, stream: EventStream,
        render: @escaping @Sendable (LiveRoom, Date) -> String
    ) throws {
        try presence.join(room: key, connectionID: id, processID: processID, participant: participant, at: clock.now())
        let connection = Connection(id: id, participant: participant, stream: stream, render: render)
        let start = state.withLock { state -> Bool in
            state.rooms[key, default: Room(source: source, connections: [])].connections.append(connection)
            guard !state.timerRunning else { return false }
            state.timerRunning = true
            return true
        }
        if start { startTimer() }
    }

    /// A stream ended: forgets it here and deletes its row. Returns whether it was here.
    @discardableResult
    func remove(room key: String, id: String) -> Bool {
        let removed = state.withLock { state -> Bool in
            guard let index = state.rooms[key]?.connections.firstIndex(where: { $0.id == id }) else { return false }
            state.rooms[key]?.connections.remove(at: index)
            if state.rooms[key]?.connections.isEmpty == true { state.rooms[key] = nil }
            return true
        }
        if removed { _ = try? presence.leave(connectionID: id) }
        return removed
    }

    /// Someone left on purpose: their screens in `room` stop counting everywhere now, and their streams here close.
    func leave(room key: String, account: String) throws {
        try presence.leave(room: key, account: account)
        for connection in state.withLock({ $0.rooms[key]?.connections ?? [] }) where connection.participant.id == account {
            connection.stream.close()
        }
    }

    /// Everyone present in `room` now, across processes (one entry per person, hands included).
    public func participants(room key: String) throws -> [LiveRoom.Participant] {
        try presence.snapshot(room: key).participants(at: clock.now())
    }

    /// The room as stored plus who is here now.
    func room(_ key: String, state stored: LiveClassStore.State) throws -> LiveRoom {
        Self.room(stored, participants: try participants(room: key))
    }

    static func room(_ stored: LiveClassStore.State, participants: [LiveRoom.Participant]) -> LiveRoom {
        LiveRoom(
            startedAt: stored.startedAt, endedAt: stored.endedAt, speakingID: stored.speakingID, verse: stored.verse,
            participants: participants)
    }

    /// Sends every viewer of `room` in this process their own screen, read now from the database. With
    /// `onlyIfChanged`, nothing is sent when the room's version is the one already sent (the timer's re-checks).
    func refresh(room key: String, onlyIfChanged: Bool = false) throws {
        try sending.withLock { _ in
            guard let room = state.withLock({ $0.rooms[key] }) else { return }
            let now = clock.now()
            let snapshot = try presence.snapshot(room: key)
            let nextChange = LivePresence.nextChange(screens: snapshot.screens, at: now)
            let unchanged = snapshot.version == room.version
            state.withLock { state in
                state.rooms[key]?.version = snapshot.version
                state.rooms[key]?.nextChange = nextChange
            }
            if onlyIfChanged && unchanged { return }
            let stored = try room.source.store.state(session: room.source.session, on: room.source.date)
            let live = Self.room(stored, participants: snapshot.participants(at: now))
            for connection in state.withLock({ $0.rooms[key]?.connections ?? [] }) {
                connection.stream.send(event: "room", data: connection.render(live, now))
            }
        }
    }

    /// Every stream held here (for tests and the heartbeat).
    var connectionCount: Int {
        state.withLock { $0.rooms.values.reduce(0) { $0 + $1.connections.count } }
    }

    // MARK: The timer

    private func startTimer() {
        Thread.detachNewThread { [self] in
            var nextHeartbeat = ProcessInfo.processInfo.systemUptime + timing.heartbeat
            while true {
                Thread.sleep(forTimeInterval: timing.poll)
                // Stop when nothing is held (under the lock `add` uses, so a new stream restarts it).
                let rooms = state.withLock { state -> [String: Room]? in
                    if state.rooms.isEmpty { state.timerRunning = false; return nil }
                    return state.rooms
                }
                guard let rooms else { return }
                if ProcessInfo.processInfo.systemUptime >= nextHeartbeat {
                    nextHeartbeat = ProcessInfo.processInfo.systemUptime + timing.heartbeat
                    beat(rooms)
                }
                poll(rooms)
            }
        }
    }

    /// One heartbeat: refreshes every held screen's row, pings the streams, and closes those whose rows are gone.
    private func beat(_ rooms: [String: Room]) {
        let connections = rooms.values.flatMap(\.connections)
        guard let gone = try? presence.heartbeat(process: processID, holding: Set(connections.map(\.id)), at: clock.now()) else { return }
        for connection in connections {
            if gone.contains(connection.id) { connection.stream.close() } else { connection.stream.comment("ping") }
        }
    }

    /// Re-sends the rooms another process changed, and sweeps a room whose counted screen went stale.
    private func poll(_ rooms: [String: Room]) {
        guard let versions = try? presence.versions(rooms: Array(rooms.keys)) else { return }
        let now = clock.now()
        for (key, room) in rooms {
            let due = room.nextChange.map { now >= $0 } ?? false
            if due { _ = try? presence.sweep(room: key, at: now) }
            if due || versions[key, default: 0] != room.version {
                try? refresh(room: key, onlyIfChanged: true)
            }
        }
    }
}
