import CMicroHTTPD
import CMicroHTTPDShim
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns `Response` values into libmicrohttpd responses and reads connection details.
enum ResponseWriter {
    /// Headers libmicrohttpd computes itself.
    private static let managedHeaders: Set<String> = ["content-length", "transfer-encoding", "connection"]

    /// Queues `response` on `connection`; returns false if libmicrohttpd refused (the connection is then closed).
    static func queue(_ response: Response, on connection: OpaquePointer, context: ServerContext) -> Bool {
        var response = response
        guard let handle = makeHandle(&response, connection: connection, context: context) else { return false }
        defer { MHD_destroy_response(handle) }
        for (name, value) in response.headers where !managedHeaders.contains(ASCII.lowercased(name)) {
            _ = MHD_add_response_header(handle, name, value)
        }
        return MHD_queue_response(connection, UInt32(response.status.code), handle) == .YES
    }

    private static func makeHandle(
        _ response: inout Response, connection: OpaquePointer,
        context: ServerContext
    ) -> OpaquePointer? {
        switch response.body {
        case .bytes(let bytes):
            return buffer(bytes)
        case .shared(let bytes):
            // Sent from the shared memory itself; the response holds the bytes until libmicrohttpd is done with them.
            let holder = Unmanaged.passRetained(bytes).toOpaque()
            guard
                let handle = MHD_create_response_from_buffer_with_free_callback_cls(
                    bytes.count, bytes.buffer.baseAddress,
                    { holder in
                        if let holder { Unmanaged<SharedBytes>.fromOpaque(holder).release() }
                    }, holder)
            else {
                Unmanaged<SharedBytes>.fromOpaque(holder).release()
                return nil
            }
            return handle
        case .file(let path, let range, let totalSize):
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                response = .text("Not found", status: .notFound)
                return buffer(Array("Not found".utf8))
            }
            let offset = range?.lowerBound ?? 0
            let length = range?.count ?? totalSize
            // libmicrohttpd sends straight from the descriptor (sendfile) and closes it when done.
            guard let handle = MHD_create_response_from_fd_at_offset64(UInt64(length), descriptor, UInt64(offset)) else {
                close(descriptor)
                return nil
            }
            return handle
        case .eventStream(let stream):
            let reader = StreamReader(stream: stream, connection: connection, context: context)
            let pointer = Unmanaged.passRetained(reader).toOpaque()
            guard
                let handle = MHD_create_response_from_callback(
                    UInt64.max, 4096, StreamReader.read,
                    pointer, StreamReader.free)
            else {
                Unmanaged<StreamReader>.fromOpaque(pointer).release()
                return nil
            }
            context.streams.withLock { $0[ObjectIdentifier(stream)] = stream }
            return handle
        }
    }

    private static func buffer(_ bytes: [UInt8]) -> OpaquePointer? {
        bytes.withUnsafeBytes { raw in
            MHD_create_response_from_buffer(
                raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress),
                .RESPMEM_MUST_COPY)
        }
    }

    /// All request headers in arrival order.
    static func headers(of connection: OpaquePointer) -> HTTPHeaders {
        var headers = HTTPHeaders()
        withUnsafeMutablePointer(to: &headers) { pointer in
            _ = MHD_get_connection_values(
                connection, .HEADER_KIND,
                { cls, _, key, value in
                    guard let cls, let key else { return .YES }
                    let headers = cls.assumingMemoryBound(to: HTTPHeaders.self)
                    headers.pointee.add(name: String(cString: key), value: value.map { String(cString: $0) } ?? "")
                    return .YES
                }, pointer)
        }
        return headers
    }

    /// The numeric client address, e.g. "127.0.0.1".
    static func clientAddress(of connection: OpaquePointer) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        guard cmhd_client_address(connection, &buffer, buffer.count) == 0 else { return nil }
        let address = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return address.hasPrefix("::ffff:") ? String(address.dropFirst(7)) : address
    }
}

/// Content reader for an event stream; owned by the libmicrohttpd response.
final class StreamReader {
    let stream: EventStream
    let connection: OpaquePointer
    let context: ServerContext

    init(stream: EventStream, connection: OpaquePointer, context: ServerContext) {
        self.stream = stream
        self.connection = connection
        self.context = context
    }

    static let read: MHD_ContentReaderCallback = { cls, _, buffer, max in
        guard let cls, let buffer else { return -1 }
        let reader = Unmanaged<StreamReader>.fromOpaque(cls).takeUnretainedValue()
        return reader.stream.read(into: buffer, max: max, connection: reader.connection)
    }

    static let free: MHD_ContentReaderFreeCallback = { cls in
        guard let cls else { return }
        let reader = Unmanaged<StreamReader>.fromOpaque(cls).takeRetainedValue()
        reader.context.streams.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(reader.stream)) }
        reader.stream.detach()
    }
}
