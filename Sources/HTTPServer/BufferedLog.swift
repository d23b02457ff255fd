import Foundation
import Synchronization

/// Log lines to a file descriptor (standard error by default), with a buffer for the busy kind: `append` keeps the
/// line and sends the batch with one `write(2)` once `capacity` bytes wait or `interval` has passed (a background
/// thread flushes); `write` sends whatever waits and then its own line at once, so the order holds. An access log
/// appends; events a person or a test waits to read (a job ran, the server started) write.
///
/// ```swift
/// let log = BufferedLog()
/// let app = Application(router: router, middlewares: [AccessLog { log.append($0) }])
/// log.write("serving on :8080")
/// // at shutdown
/// log.close()
/// ```
public final class BufferedLog: Sendable {
    private let descriptor: Int32
    private let capacity: Int
    private let pending = Mutex<[UInt8]>([])
    private let stopped = Atomic<Bool>(false)

    /// Starts the flushing thread. `interval` bounds how long an appended line waits.
    public init(descriptor: Int32 = 2, capacity: Int = 32 << 10, interval: TimeInterval = 0.2) {
        self.descriptor = descriptor
        self.capacity = capacity
        let thread = Thread { [weak self] in
            while true {
                Thread.sleep(forTimeInterval: interval)
                guard let log = self, !log.stopped.load(ordering: .relaxed) else { return }
                log.flush()
            }
        }
        thread.name = "log-flush"
        thread.start()
    }

    /// Keeps `line` (a newline is added) and sends the batch once it reaches `capacity`.
    public func append(_ line: String) {
        if stopped.load(ordering: .relaxed) { return write(line) }
        let full = pending.withLock { bytes -> [UInt8]? in
            bytes.append(contentsOf: line.utf8)
            bytes.append(0x0A)
            guard bytes.count >= capacity else { return nil }
            defer { bytes.removeAll(keepingCapacity: true) }
            return bytes
        }
        if let full { send(full) }
    }

    /// Sends what waits, then `line`, now.
    public func write(_ line: String) {
        var bytes = pending.withLock { bytes -> [UInt8] in
            defer { bytes.removeAll(keepingCapacity: true) }
            return bytes
        }
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
        send(bytes)
    }

    /// Sends what waits.
    public func flush() {
        let bytes = pending.withLock { bytes -> [UInt8] in
            defer { bytes.removeAll(keepingCapacity: true) }
            return bytes
        }
        if !bytes.isEmpty { send(bytes) }
    }

    /// Sends what waits and stops the flushing thread (later lines are written at once).
    public func close() {
        stopped.store(true, ordering: .relaxed)
        flush()
    }

    /// One `write(2)` for the batch where the descriptor takes it whole; the rest follows, retried on EINTR. A log that
    /// cannot be written (a closed descriptor, a full disk) drops the batch rather than stalling a request.
    private func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, base + offset, raw.count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}
