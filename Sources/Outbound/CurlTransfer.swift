import CCurl
import CCurlShim
import Foundation

/// One libcurl easy handle with everything it points to (error buffer, header lists, callback state), freed together.
/// Not shared between threads: each `Curl` call makes its own.
final class CurlTransfer {
    /// Collects the response (body capped, headers) and feeds the upload; reached from C through an unretained pointer.
    final class Exchange {
        let maximumBodyBytes: Int
        var body: [UInt8] = []
        var truncated = false
        var headers: [String: String] = [:]
        let upload: [UInt8]
        var uploadOffset = 0
        /// When set, the request body is read from this file instead of `upload` (streamed, never held whole).
        var uploadFile: UnsafeMutablePointer<FILE>?
        /// When set, a 2xx response body is written to this file instead of `body` (error bodies still go to `body`).
        var downloadFile: UnsafeMutablePointer<FILE>?
        /// The status of the response being received (from its status line), 0 before any.
        var status = 0
        var downloadFailed = false

        init(maximumBodyBytes: Int, upload: [UInt8]) {
            self.maximumBodyBytes = maximumBodyBytes
            self.upload = upload
        }
    }

    let operation: String
    let exchange: Exchange
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var lists: [UnsafeMutablePointer<curl_slist>] = []

    init(operation: String, maximumBodyBytes: Int = 0, upload: [UInt8] = []) throws {
        try Curl.ensureGlobalInit()
        guard let handle = curl_easy_init() else {
            throw CurlError(operation: operation, code: Int(CURLE_FAILED_INIT.rawValue), message: "curl_easy_init failed")
        }
        self.handle = handle
        self.operation = operation
        self.exchange = Exchange(maximumBodyBytes: maximumBodyBytes, upload: upload)
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        try check(ccurl_set_pointer(handle, option(CURLOPT_ERRORBUFFER), errorBuffer))
        try set(CURLOPT_NOSIGNAL, 1)  // no SIGALRM for DNS timeouts: required for use from many threads
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        try check(ccurl_set_write_callback(handle, CurlTransfer.write, context))
        try check(ccurl_set_header_callback(handle, CurlTransfer.header, context))
        try check(ccurl_set_read_callback(handle, CurlTransfer.read, context))
    }

    deinit {
        curl_easy_cleanup(handle)
        lists.forEach { curl_slist_free_all($0) }
        errorBuffer.deallocate()
    }

    func set(_ curlOption: CURLoption, _ value: Int) throws {
        try check(ccurl_set_long(handle, option(curlOption), value))
    }

    func set(_ curlOption: CURLoption, _ value: String) throws {
        try check(ccurl_set_string(handle, option(curlOption), value))
    }

    /// Sets a `curl_slist` option; the list lives as long as the transfer.
    func set(_ curlOption: CURLoption, list items: [String]) throws {
        var list: UnsafeMutablePointer<curl_slist>?
        for item in items {
            guard let appended = curl_slist_append(list, item) else {
                if let list { curl_slist_free_all(list) }
                throw CurlError(operation: operation, code: Int(CURLE_OUT_OF_MEMORY.rawValue), message: "curl_slist_append failed")
            }
            list = appended
        }
        guard let list else { return }
        lists.append(list)
        try check(ccurl_set_pointer(handle, option(curlOption), list))
    }

    /// Copies `bytes` into libcurl as the POST body (binary-safe: size set first).
    func setPostBody(_ bytes: [UInt8]) throws {
        try set(CURLOPT_POSTFIELDSIZE, bytes.count)
        let storage = bytes.isEmpty ? [0] : bytes
        try storage.withUnsafeBytes { buffer in
            try check(ccurl_set_pointer(handle, option(CURLOPT_COPYPOSTFIELDS), UnsafeMutableRawPointer(mutating: buffer.baseAddress)))
        }
    }

    /// Runs the transfer; throws `CurlError` with curl's message and the server's reply code on failure.
    /// Stopping because the body cap was reached is not a failure.
    func perform() throws {
        let code = curl_easy_perform(handle)
        if code == CURLE_OK || (code == CURLE_WRITE_ERROR && exchange.truncated) { return }
        var detail = errorBuffer.withMemoryRebound(to: UInt8.self, capacity: Int(CURL_ERROR_SIZE)) {
            String(cString: $0)
        }
        while detail.hasSuffix("\n") { detail.removeLast() }
        let summary = String(cString: curl_easy_strerror(code))
        let message = detail.isEmpty || detail == summary ? summary : "\(summary): \(detail)"
        let reply = responseCode()
        throw CurlError(operation: operation, code: Int(code.rawValue), message: message, responseCode: reply == 0 ? nil : reply)
    }

    /// The last HTTP status or SMTP reply code, 0 when there was none.
    func responseCode() -> Int {
        var code = 0
        _ = ccurl_response_code(handle, &code)
        return code
    }

    private func option(_ value: CURLoption) -> Int32 { Int32(bitPattern: value.rawValue) }

    private func check(_ code: Int32) throws {
        guard code != 0 else { return }
        let message = String(cString: curl_easy_strerror(CURLcode(UInt32(bitPattern: code))))
        throw CurlError(operation: operation, code: Int(code), message: "setting up the transfer failed: \(message)")
    }

    private static let write: ccurl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        if let file = exchange.downloadFile, (200..<300).contains(exchange.status) {
            let written = fwrite(data, 1, length, file)
            if written != length { exchange.downloadFailed = true }
            return written
        }
        let room = exchange.maximumBodyBytes - exchange.body.count
        let bytes = UnsafeRawBufferPointer(start: data, count: length)
        exchange.body.append(contentsOf: bytes.prefix(max(0, room)))
        guard length <= room else {
            exchange.truncated = true
            return 0  // stop reading; perform() treats this as success
        }
        return length
    }

    private static let header: ccurl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            exchange.headers = [:]  // a new response (after 100 Continue): keep only the final one's headers
            let parts = line.split(separator: " ")
            exchange.status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingSpaces().lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            if let existing = exchange.headers[name] {
                exchange.headers[name] = existing + ", " + value
            } else {
                exchange.headers[name] = value
            }
        }
        return length
    }

    private static let read: ccurl_data_callback = { buffer, size, count, context in
        guard let buffer, let context else { return 0 }
        let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
        if let file = exchange.uploadFile {
            let read = fread(buffer, 1, size * count, file)
            return read == 0 && ferror(file) != 0 ? Int(CURL_READFUNC_ABORT) : read
        }
        let length = min(size * count, exchange.upload.count - exchange.uploadOffset)
        guard length > 0 else { return 0 }
        let offset = exchange.uploadOffset
        let copied = exchange.upload.withUnsafeBytes { source -> Bool in
            guard let base = source.baseAddress else { return false }
            UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: length)
            return true
        }
        guard copied else { return 0 }
        exchange.uploadOffset += length
        return length
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs, CR and LF.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
