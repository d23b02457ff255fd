import Foundation
import HTTPServer
import QuranFlowCore
import Synchronization

/// Who has a live-class screen open, per meeting, with their server-sent-event streams: joining, leaving, raising a
/// hand or any coach change re-sends every viewer their own screen within the request that made the change.
/// Idle streams are suspended (no CPU); a heartbeat every 15 seconds notices closed tabs.
///
/// ```swift
/// let id = hub.add(room: key, participant: me, stream: stream) { room, now in render(room, now) }
/// hub.broadcast(room: key, state: stored, now: now)
/// ```
public final class LiveClassHub: Sendable {
    struct Connection: Sendable {
        let id: Int
        let participant: LiveRoom.Participant
        let stream: EventStream
        let render: @Sendable (LiveRoom, Date) -> String
    }

    private let rooms = Mutex<[String: [Connection]]>([:])
    private let hands = Mutex<[String: [String: Date]]>([:])
    private let nextID = Atomic<Int>(1)
    private let heartbeatStarted = Atomic<Bool>(false)

    public init() {}

    /// A fresh connection id (to capture in the stream's close callback before adding it).
    func makeID() -> Int {
        nextID.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    func add(room: String, id: Int, participant: LiveRoom.Participant, stream: EventStream,
             render: @escaping @Sendable (LiveRoom, Date) -> String) {
        rooms.withLock { $0[room, default: []].append(Connection(id: id, participant: participant, stream: stream, render: render)) }
        startHeartbeat()
    }

    /// Removes a connection; returns whether it was there.
    @discardableResult
    func remove(room: String, id: Int) -> Bool {
        rooms.withLock { rooms in
            guard let index = rooms[room]?.firstIndex(where: { $0.id == id }) else { return false }
            rooms[room]?.remove(at: index)
            if rooms[room]?.isEmpty == true { rooms[room] = nil }
            return true
        }
    }

    /// Closes every stream `account` has open in `room` (their close callbacks remove them and tell the room).
    func closeStreams(room: String, account: String) {
        for connection in rooms.withLock({ $0[room] ?? [] }) where connection.participant.id == account {
            connection.stream.close()
        }
    }

    /// Everyone with the screen open (one entry per open screen), hands included.
    public func participants(room: String) -> [LiveRoom.Participant] {
        let raised = hands.withLock { $0[room] ?? [:] }
        return rooms.withLock { $0[room] ?? [] }.map { connection in
            let p = connection.participant
            return LiveRoom.Participant(id: p.id, name: p.name, isCoach: p.isCoach, joinedAt: p.joinedAt, handRaisedAt: raised[p.id])
        }
    }

    /// Raises (`at` an instant) or lowers (`nil`) someone's hand.
    public func setHand(room: String, account: String, at instant: Date?) {
        hands.withLock { $0[room, default: [:]][account] = instant }
    }

    /// The room as stored plus who is here now.
    func room(_ key: String, state: LiveClassStore.State) -> LiveRoom {
        LiveRoom(startedAt: state.startedAt, endedAt: state.endedAt, speakingID: state.speakingID, verse: state.verse,
                 participants: participants(room: key))
    }

    /// Sends every viewer of `room` their own screen.
    func broadcast(room key: String, state: LiveClassStore.State, now: Date) {
        let room = room(key, state: state)
        for connection in rooms.withLock({ $0[key] ?? [] }) {
            connection.stream.send(event: "room", data: connection.render(room, now))
        }
    }

    private func startHeartbeat() {
        guard heartbeatStarted.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        Thread.detachNewThread { [weak self] in
            while let hub = self {
                Thread.sleep(forTimeInterval: 15)
                for connection in hub.rooms.withLock({ $0.values.flatMap { $0 } }) { connection.stream.comment("ping") }
            }
        }
    }
}
