import CMicroHTTPD
import CMicroHTTPDShim
import Dispatch
import Foundation

/// Why the server could not start.
public struct HTTPServerError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, e.g. "cannot listen on 127.0.0.1:8080: Address already in use".
    public let message: String
    /// Same as `message`.
    public var description: String { message }
}

/// An HTTP/1.1 server on libmicrohttpd: a thread pool with epoll/poll, streaming files and event streams.
///
/// ```swift
/// let server = HTTPServer(application: app, port: 8080)
/// try server.start(); HTTPServer.waitForTerminationSignal(); server.stop()
/// ```
public final class HTTPServer: Sendable {
    private struct Running {
        var daemon: OpaquePointer?
        var config: UnsafeMutablePointer<cmhd_config>?
        var host: UnsafeMutablePointer<CChar>?
        var port: UInt16
    }

    /// The application requests go to.
    public let application: Application
    /// The listen address.
    public let host: String
    /// Worker threads.
    public let threads: Int
    /// Body cap for routes without their own `maxBodyBytes`.
    public let maxBodyBytes: Int
    /// Idle connection timeout in seconds: a connection that sends nothing for this long (a slow client that stalls
    /// mid-headers or mid-body, an idle keep-alive) is closed by libmicrohttpd. It is an idle timeout: a client that
    /// trickles a byte more often than this keeps its connection, which is what ``connectionsPerAddress`` bounds.
    public let connectionTimeout: Int
    /// How many connections one client address may hold open at once (0: no limit). Past it, libmicrohttpd closes a
    /// new connection from that address as soon as it is accepted, so one address (a slowloris trickling bytes into
    /// many sockets) cannot take the connections everyone else needs. It counts socket peers: behind a reverse proxy
    /// every connection comes from the proxy, so there the proxy's own per-client cap does this (0 here).
    public let connectionsPerAddress: Int
    /// The longest request target (path and query) the server takes: a longer one is answered 414 by the application
    /// (its error page and every header its middlewares add, the security headers among them).
    public static let maxRequestTargetBytes = 12 << 10
    /// The largest request head the server takes — the request target and every header line (name, ": ", value, CRLF),
    /// the Cookie header counted twice as libmicrohttpd keeps a parsed copy of it — answered 431 by the application past
    /// it, like ``maxRequestTargetBytes``. The bounds of common servers: 8 KiB a header line in nginx.
    public static let maxHeadBytes = 16 << 10
    /// Each connection's own memory (libmicrohttpd's per-connection pool, allocated whole and zeroed): its request
    /// head, read buffer, parsed headers and response head. libmicrohttpd answers a head that does not fit with a bare
    /// 414 or 431 of its own, without the headers the application adds (the security headers), so the pool holds
    /// about twice ``maxHeadBytes``: a head over the application's bounds by up to as much again is answered by the
    /// application. (At 16 KiB, with libmicrohttpd answering past about 15 KiB, 549 open connections held about 9 MiB;
    /// at 32 KiB, libmicrohttpd's default, about 18: BENCHMARKS.md, "The load run".)
    public static let connectionMemory = 32 << 10
    /// Bodies over this many bytes are streamed to a temporary file (``Request/bodyFile``) instead of memory; an upload
    /// route's (`Router.add(spoolsBody: true)`) are from their first byte.
    public let spoolThresholdBytes: Int
    /// Where spooled bodies go (one private directory per request, removed when the request ends).
    public let spoolDirectory: String
    private let context: ServerContext
    private let running: Locked<Running>

    /// Creates a server (not yet listening). `port` 0 picks a free port, readable from `port` after `start()`.
    public init(
        application: Application, host: String = "127.0.0.1", port: UInt16 = 8080, threads: Int = 8,
        maxBodyBytes: Int = 1 << 20, connectionTimeout: Int = 30, connectionsPerAddress: Int = 0,
        spoolThresholdBytes: Int = 20 << 20, spoolDirectory: String = NSTemporaryDirectory()
    ) {
        self.application = application
        self.host = host
        self.threads = max(1, threads)
        self.maxBodyBytes = maxBodyBytes
        self.connectionTimeout = max(0, connectionTimeout)
        self.connectionsPerAddress = max(0, connectionsPerAddress)
        self.spoolThresholdBytes = spoolThresholdBytes
        self.spoolDirectory = spoolDirectory
        self.context = ServerContext(
            application: application, maxBodyBytes: maxBodyBytes, spoolThreshold: spoolThresholdBytes,
            spoolDirectory: spoolDirectory, bodyWorkers: 2 * max(1, threads))
        self.running = Locked(Running(port: port))
    }

    /// Starts listening.
    ///
    /// ```swift
    /// try server.start()
    /// ```
    /// - Throws: `HTTPServerError` naming the address and the reason (e.g. port already in use).
    public func start() throws {
        // A file-size limit (`ulimit -f`, `prlimit --fsize`) must fail the write that crosses it, not kill the whole
        // server with SIGXFSZ: the write then returns EFBIG and its request gets a 507 (``StorageFailure``).
        signal(SIGXFSZ, SIG_IGN)
        // Bodies a killed server left in the spool directory go now (a live server's are locked and stay).
        SpooledBody.sweep(under: spoolDirectory)
        try running.withLock { running in
            guard running.daemon == nil else { return }
            let host = strdup(self.host)
            let config = UnsafeMutablePointer<cmhd_config>.allocate(capacity: 1)
            config.initialize(
                to: cmhd_config(
                    host: host, port: running.port, threads: UInt32(clamping: threads),
                    timeout_seconds: UInt32(clamping: connectionTimeout), per_address_limit: UInt32(clamping: connectionsPerAddress),
                    connection_memory: UInt32(Self.connectionMemory),
                    handler: Callbacks.access, completed: Callbacks.completed, uri_logger: Callbacks.uriLogger,
                    cls: Unmanaged.passUnretained(context).toOpaque()))
            var error = [CChar](repeating: 0, count: 256)
            guard let daemon = cmhd_start(config, &error, error.count) else {
                config.deallocate()
                free(host)
                throw HTTPServerError(message: error.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
            }
            running.daemon = daemon
            running.config = config
            running.host = host
            running.port = cmhd_bound_port(daemon)
        }
    }

    deinit { stop(timeout: 1) }

    /// The port the server listens on (the chosen one when started with port 0).
    public var port: UInt16 { running.withLock { $0.port } }

    /// Stops gracefully: stops accepting, closes event streams, lets in-flight requests finish
    /// (for at most `timeout` seconds), then shuts the daemon down.
    ///
    /// ```swift
    /// server.stop()
    /// ```
    public func stop(timeout: TimeInterval = 5) {
        running.withLock { running in
            guard let daemon = running.daemon else { return }
            let listener = MHD_quiesce_daemon(daemon)
            let deadline = Date().addingTimeInterval(timeout)
            repeat {
                context.closeAllStreams()
                if context.inFlight.withLock({ $0 }) == 0 { break }
                usleep(5_000)
            } while Date() < deadline
            context.closeAllStreams()
            // A request still being answered off the pool threads resumes its connection when done: the daemon must
            // outlive that (each such answer is bounded by its tools' own time limits).
            while context.offloaded.withLock({ $0 }) > 0 { usleep(5_000) }
            // An answer resumed just now is still to be written by its pool thread: give the requests in flight a
            // moment to complete before the daemon closes their connections (seen in CI: an upload's answer, made
            // off the pool threads while stopping, lost to the client).
            let flush = Date().addingTimeInterval(1)
            while context.inFlight.withLock({ $0 }) > 0, Date() < flush { usleep(5_000) }
            context.bodyWork.stop()
            MHD_stop_daemon(daemon)
            if listener >= 0 { close(listener) }
            running.config?.deallocate()
            free(running.host)
            running = Running(port: running.port)
        }
    }

    /// Blocks until SIGINT or SIGTERM arrives (the default handlers are replaced, so the process keeps
    /// running and can call `stop()`).
    ///
    /// ```swift
    /// HTTPServer.waitForTerminationSignal(); server.stop()
    /// ```
    public static func waitForTerminationSignal() {
        let semaphore = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "HTTPServer.signals")
        let sources = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { semaphore.signal() }
            source.resume()
            return source
        }
        semaphore.wait()
        sources.forEach { $0.cancel() }
    }
}
