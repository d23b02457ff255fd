import CMicroHTTPD

/// A server-sent-events stream. Keep a reference, `send` events from any thread, `close` when done.
///
/// ```swift
/// let stream = EventStream(retry: 3000) { hub.remove(id) }
/// stream.send(event: "progress", data: "{\"done\":3}")
/// ```
///
/// While no data is queued the connection is suspended in libmicrohttpd, so idle streams cost no CPU
/// and hold no worker thread; `send` resumes it.
public final class EventStream: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        var closed = false
        /// The connection parked by the content reader while the buffer is empty.
        var suspended: OpaquePointer?
        var onClose: (@Sendable () -> Void)?
    }

    private let state: Locked<State>
    private let counter: OpenStreamCounter

    /// Streams created and not yet ended, in this process (for `/metrics`).
    public static var openCount: Int { OpenStreamCounter.shared.count }

    /// Creates a stream; `retry` (ms) tells browsers how soon to reconnect; `onClose` runs once when the
    /// stream ends (closed by either side or by server shutdown).
    public init(retry: Int? = nil, counter: OpenStreamCounter = .shared, onClose: (@Sendable () -> Void)? = nil) {
        var initial = State()
        // An initial comment makes the headers go out immediately.
        initial.buffer = Array(":ok\n\n".utf8)
        if let retry { initial.buffer += Array("retry: \(retry)\n\n".utf8) }
        initial.onClose = onClose
        state = Locked(initial)
        self.counter = counter
        counter.opened()
    }

    deinit {
        if !isClosed { counter.ended() }
    }

    /// Queues an event; multi-line data becomes several `data:` lines. Ignored after close.
    public func send(event: String? = nil, data: String, id: String? = nil) {
        var text = ""
        if let event { text += "event: \(Self.singleLine(event))\n" }
        if let id { text += "id: \(Self.singleLine(id))\n" }
        let lines = data.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines { text += "data: \(line)\n" }
        enqueue(text + "\n")
    }

    /// Queues a comment line (useful as a heartbeat that also detects gone clients).
    public func comment(_ text: String) {
        enqueue(": \(Self.singleLine(text))\n\n")
    }

    /// Ends the stream after already-queued data has been sent.
    public func close() {
        let callback = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.closed else { return nil }
            state.closed = true
            counter.ended()
            Self.resumeSuspended(&state)  // the reader drains the buffer, then ends the stream
            let callback = state.onClose
            state.onClose = nil
            return callback
        }
        callback?()
    }

    /// Whether the stream has ended.
    public var isClosed: Bool { state.withLock { $0.closed } }

    private func enqueue(_ text: String) {
        state.withLock { state in
            guard !state.closed else { return }
            state.buffer += Array(text.utf8)
            Self.resumeSuspended(&state)
        }
    }

    /// Resumes a parked connection (called with the lock held, so suspend and resume never race).
    private static func resumeSuspended(_ state: inout State) {
        guard let connection = state.suspended else { return }
        state.suspended = nil
        MHD_resume_connection(connection)
    }

    private static func singleLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    // MARK: libmicrohttpd side

    /// Content-reader step: copies queued bytes, ends the stream once closed and drained, otherwise
    /// suspends `connection` (allowed from a content reader) and returns 0 until `send` resumes it.
    func read(into buffer: UnsafeMutablePointer<CChar>, max: Int, connection: OpaquePointer) -> Int {
        state.withLock { state in
            if !state.buffer.isEmpty {
                let count = min(max, state.buffer.count)
                state.buffer.withUnsafeBytes { source in
                    UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: count)
                }
                state.buffer.removeFirst(count)
                return count
            }
            if state.closed { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
            state.suspended = connection
            MHD_suspend_connection(connection)
            return 0
        }
    }

    /// The response was destroyed (client gone or stream finished): mark closed and run `onClose`.
    func detach() {
        let callback = state.withLock { state -> (@Sendable () -> Void)? in
            if !state.closed { counter.ended() }
            state.closed = true
            state.suspended = nil
            state.buffer = []
            let callback = state.onClose
            state.onClose = nil
            return callback
        }
        callback?()
    }
}

/// How many ``EventStream``s are open: `shared` for the process's `/metrics`; a test counts its own.
///
/// ```swift
/// let counter = OpenStreamCounter()
/// let stream = EventStream(counter: counter)  // counter.count == 1
/// ```
public final class OpenStreamCounter: Sendable {
    /// The process's count.
    public static let shared = OpenStreamCounter()
    private let value = Locked(0)

    public init() {}

    /// Streams open now.
    public var count: Int { value.withLock { $0 } }

    func opened() { value.withLock { $0 &+= 1 } }
    func ended() { value.withLock { $0 &-= 1 } }
}
