import CCurl
import Foundation

extension Curl {
    /// Where a request's body comes from and where a successful response's body goes.
    public enum Body: Sendable, Equatable {
        /// No body.
        case none
        /// These bytes.
        case bytes([UInt8])
        /// The file at this path, streamed from disk (never read whole into memory).
        case file(String)
    }

    /// One HTTP/1.1 request of any method (GET, HEAD, PUT, DELETE, POST) to an `http` or `https` URL, with the body
    /// streamed from `body` and a 2xx response body written to `downloadTo` when given (error bodies are kept in the
    /// reply, up to `maximumResponseBytes`). Redirects are not followed; certificates are verified.
    ///
    /// Any HTTP status comes back as a reply; a failure to connect or finish within `timeout` seconds throws
    /// `CurlError`.
    ///
    ///     let reply = try Curl.request(method: "PUT", url: url, headers: signed, body: .file("/tmp/a.webm"), timeout: 300)
    ///     let reply = try Curl.request(method: "GET", url: url, headers: signed, downloadTo: "/tmp/copy", timeout: 300)
    public static func request(
        method: String, url: String, headers: [String: String], body: Body = .none, downloadTo: String? = nil,
        maximumResponseBytes: Int = Curl.maximumResponseBytes, timeout: TimeInterval
    ) throws -> HTTPReply {
        let operation = "\(method) \(url.split(separator: "?").first.map(String.init) ?? url)"
        let lowered = url.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            throw CurlError(
                operation: operation, code: Int(CURLE_UNSUPPORTED_PROTOCOL.rawValue), message: "only http:// and https:// URLs are allowed")
        }
        guard ["GET", "HEAD", "PUT", "DELETE", "POST"].contains(method) else {
            throw CurlError(operation: operation, code: 0, message: "unsupported method")
        }
        var lines: [String] = []
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty, name.allSatisfy(\.isHeaderNameCharacter), !value.contains(where: \.isLineBreakOrNUL) else {
                throw CurlError(operation: operation, code: 0, message: "header \"\(name)\" has a bad name or a line break in its value")
            }
            lines.append("\(name): \(value)")
        }
        for name in ["Expect", "Content-Type", "Accept"] where !headers.keys.contains(where: { $0.lowercased() == name.lowercased() }) {
            lines.append("\(name):")
        }
        var upload: [UInt8] = []
        if case .bytes(let bytes) = body { upload = bytes }
        let transfer = try CurlTransfer(operation: operation, maximumBodyBytes: maximumResponseBytes, upload: upload)
        var files: [UnsafeMutablePointer<FILE>] = []
        defer { files.forEach { fclose($0) } }
        try transfer.set(CURLOPT_URL, url)
        try transfer.set(CURLOPT_PROTOCOLS_STR, "http,https")
        try transfer.set(CURLOPT_FOLLOWLOCATION, 0)
        try transfer.set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1))
        try transfer.set(CURLOPT_SSL_VERIFYPEER, 1)
        try transfer.set(CURLOPT_SSL_VERIFYHOST, 2)
        try setTimeouts(transfer, timeout)
        switch body {
        case .none:
            if method == "PUT" || method == "POST" {
                try transfer.set(CURLOPT_UPLOAD, 1)
                try transfer.set(CURLOPT_INFILESIZE_LARGE, 0)
            }
        case .bytes(let bytes):
            try transfer.set(CURLOPT_UPLOAD, 1)
            try transfer.set(CURLOPT_INFILESIZE_LARGE, bytes.count)
        case .file(let path):
            guard let file = fopen(path, "rb") else {
                throw CurlError(operation: operation, code: 0, message: "cannot open \(path) for reading")
            }
            files.append(file)
            var info = stat()
            guard fstat(fileno(file), &info) == 0 else { throw CurlError(operation: operation, code: 0, message: "cannot stat \(path)") }
            transfer.exchange.uploadFile = file
            try transfer.set(CURLOPT_UPLOAD, 1)
            try transfer.set(CURLOPT_INFILESIZE_LARGE, Int(info.st_size))
        }
        if method == "HEAD" {
            try transfer.set(CURLOPT_NOBODY, 1)
        } else if method != "GET" && method != "PUT" {
            try transfer.set(CURLOPT_CUSTOMREQUEST, method)
        }
        if let downloadTo {
            guard let file = fopen(downloadTo, "wb") else {
                throw CurlError(operation: operation, code: 0, message: "cannot open \(downloadTo) for writing")
            }
            files.append(file)
            transfer.exchange.downloadFile = file
        }
        try transfer.set(CURLOPT_HTTPHEADER, list: lines)
        try transfer.perform()
        if transfer.exchange.downloadFailed {
            throw CurlError(operation: operation, code: Int(CURLE_WRITE_ERROR.rawValue), message: "writing \(downloadTo ?? "") failed")
        }
        let exchange = transfer.exchange
        return HTTPReply(status: transfer.responseCode(), headers: exchange.headers, body: exchange.body, bodyTruncated: exchange.truncated)
    }
}
