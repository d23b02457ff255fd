import Foundation

/// State shared by all libmicrohttpd callbacks of one server; passed to C as an unretained pointer.
final class ServerContext: Sendable {
    let application: Application
    let maxBodyBytes: Int
    /// Bodies larger than this go to a temporary file under `spoolDirectory` instead of memory.
    let spoolThreshold: Int
    let spoolDirectory: String
    /// Requests between URI logging and completion (includes open event streams).
    let inFlight = Locked(0)
    /// Event streams currently attached to a connection, for shutdown.
    let streams = Locked<[ObjectIdentifier: EventStream]>([:])
    /// Where uploads are answered (``Callbacks``): off libmicrohttpd's pool threads, so that an upload's seconds of
    /// decoding never hold up the other connections that share its pool thread.
    let bodyWork: BodyWorkers
    /// Bodies of this many bytes or more (or spooled to a file) are uploads, answered on `bodyWork`; smaller ones (a form,
    /// JSON) are answered on the pool thread, where they cannot queue behind uploads.
    let offloadThreshold = 16 * 1024
    /// Requests handed to `bodyWork` whose connection is still suspended (shutdown waits for them).
    let offloaded = Locked(0)

    init(application: Application, maxBodyBytes: Int, spoolThreshold: Int, spoolDirectory: String, bodyWorkers: Int) {
        self.application = application
        self.maxBodyBytes = maxBodyBytes
        self.spoolThreshold = spoolThreshold
        self.spoolDirectory = spoolDirectory
        bodyWork = BodyWorkers(limit: bodyWorkers)
    }

    func closeAllStreams() {
        for stream in streams.withLock({ Array($0.values) }) { stream.close() }
    }
}
