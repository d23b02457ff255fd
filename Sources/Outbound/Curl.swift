import CCurl
import Foundation

/// Outbound HTTP POSTs and SMTP submissions over libcurl. Every call uses its own easy handle, so it is safe from
/// many threads at once; calls block until the transfer finishes or times out.
///
///     let reply = try Curl.post(url: endpoint, headers: ["TTL": "86400", "Content-Encoding": "aes128gcm"],
///                               body: encrypted, timeout: 30)
///     try Curl.sendMail(settings, from: "noreply@example.org", to: ["a@example.org"], message: mail.rendered(), timeout: 60)
public enum Curl {
    /// The most response body `post` keeps (64 KiB); the rest is not read.
    public static let maximumResponseBytes = 64 << 10
    /// The longest a connection attempt may take, within the overall timeout.
    public static let maximumConnectTimeout: TimeInterval = 10

    private static let globalInitCode: Int32 = Int32(bitPattern: curl_global_init(Int(CURL_GLOBAL_ALL)).rawValue)

    /// Runs `curl_global_init` exactly once (Swift initialises static stored properties lazily and atomically).
    static func ensureGlobalInit() throws {
        guard globalInitCode == 0 else {
            throw CurlError(operation: "curl_global_init", code: Int(globalInitCode), message: "libcurl could not be initialised")
        }
    }

    /// An HTTP/1.1 POST of `body` to an `http` or `https` URL; certificates are verified against the system CA bundle,
    /// redirects are not followed and at most `maximumResponseBytes` of the response body are kept. Only the headers
    /// given are sent besides Host, Content-Length and User-Agent (no default Content-Type, no `Expect: 100-continue`).
    ///
    /// Any HTTP status comes back as a reply; a failure to connect, resolve, handshake or finish within `timeout`
    /// seconds throws `CurlError` with curl's message.
    ///
    ///     let reply = try Curl.post(url: "https://fcm.googleapis.com/fcm/send/abc",
    ///                               headers: ["Authorization": vapidHeader, "TTL": "86400"], body: body, timeout: 30)
    public static func post(url: String, headers: [String: String], body: [UInt8], timeout: TimeInterval) throws -> HTTPReply {
        let operation = "POST \(redacted(url))"
        let lowered = url.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else {
            throw CurlError(
                operation: operation, code: Int(CURLE_UNSUPPORTED_PROTOCOL.rawValue), message: "only http:// and https:// URLs are allowed")
        }
        var lines: [String] = []
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty, name.allSatisfy(\.isHeaderNameCharacter), !value.contains(where: \.isLineBreakOrNUL) else {
                throw CurlError(operation: operation, code: 0, message: "header \"\(name)\" has a bad name or a line break in its value")
            }
            lines.append("\(name): \(value)")
        }
        // An empty value removes a header libcurl would add: no 100-continue wait, and no form Content-Type by default.
        for name in ["Expect", "Content-Type"] where !headers.keys.contains(where: { $0.lowercased() == name.lowercased() }) {
            lines.append("\(name):")
        }
        let transfer = try CurlTransfer(operation: operation, maximumBodyBytes: maximumResponseBytes)
        try transfer.set(CURLOPT_URL, url)
        try transfer.set(CURLOPT_PROTOCOLS_STR, "http,https")
        try transfer.set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        try transfer.set(CURLOPT_FOLLOWLOCATION, 0)
        try transfer.set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1))
        try transfer.set(CURLOPT_SSL_VERIFYPEER, 1)
        try transfer.set(CURLOPT_SSL_VERIFYHOST, 2)
        try setTimeouts(transfer, timeout)
        try transfer.set(CURLOPT_POST, 1)
        try transfer.setPostBody(body)
        try transfer.set(CURLOPT_HTTPHEADER, list: lines)
        try transfer.perform()
        let exchange = transfer.exchange
        return HTTPReply(status: transfer.responseCode(), headers: exchange.headers, body: exchange.body, bodyTruncated: exchange.truncated)
    }

    /// Submits `message` (a rendered RFC 5322 message, CRLF line endings) to `recipients` through the relay in
    /// `settings`, with the TLS policy and credentials it carries.
    ///
    /// Throws `CurlError` for any failure — connection, TLS, authentication, a rejected sender or recipient — with curl's
    /// message and the last SMTP reply code.
    ///
    ///     let settings = try SMTPSettings.parse("smtps://mailer:s3cret@smtp.example.org")
    ///     try Curl.sendMail(settings, from: "noreply@example.org", to: ["a@example.org"], message: bytes, timeout: 60)
    public static func sendMail(_ settings: SMTPSettings, from: String, to recipients: [String], message: [UInt8], timeout: TimeInterval)
        throws
    {
        let operation = "SMTP send via \(settings.host):\(settings.port)"
        guard !recipients.isEmpty else { throw CurlError(operation: operation, code: 0, message: "no recipients") }
        for address in [from] + recipients where !MailAddress.isValid(address) {
            throw CurlError(operation: operation, code: 0, message: "\"\(address)\" is not a plain mail address")
        }
        let transfer = try CurlTransfer(operation: operation, upload: message)
        try transfer.set(CURLOPT_URL, settings.curlURL)
        try transfer.set(CURLOPT_PROTOCOLS_STR, "smtp,smtps")
        try transfer.set(CURLOPT_USE_SSL, Int(settings.tls.curlUseSSL.rawValue))
        try transfer.set(CURLOPT_SSL_VERIFYPEER, 1)
        try transfer.set(CURLOPT_SSL_VERIFYHOST, 2)
        if let caFile = settings.caFile { try transfer.set(CURLOPT_CAINFO, caFile) }
        if let username = settings.username {
            try transfer.set(CURLOPT_USERNAME, username)
            try transfer.set(CURLOPT_PASSWORD, settings.password ?? "")
        }
        try setTimeouts(transfer, timeout)
        try transfer.set(CURLOPT_MAIL_FROM, "<\(from)>")
        try transfer.set(CURLOPT_MAIL_RCPT, list: recipients.map { "<\($0)>" })
        try transfer.set(CURLOPT_UPLOAD, 1)
        try transfer.set(CURLOPT_INFILESIZE, message.count)
        try transfer.perform()
    }

    /// The whole transfer's limit (`timeout`, at most a day) and the connect limit within it; a non-positive or
    /// non-finite `timeout` is refused. Shared by mail and HTTP requests.
    static func setTimeouts(_ transfer: CurlTransfer, _ timeout: TimeInterval) throws {
        guard timeout > 0, timeout.isFinite else {
            throw CurlError(operation: transfer.operation, code: 0, message: "timeout must be a positive number of seconds")
        }
        let total = Int((min(timeout, 86_400) * 1000).rounded(.up))
        try transfer.set(CURLOPT_TIMEOUT_MS, total)
        try transfer.set(CURLOPT_CONNECTTIMEOUT_MS, min(total, Int(maximumConnectTimeout * 1000)))
    }

    /// `scheme://host[:port]/…` without user info or query, for error messages (push endpoints carry tokens in the path).
    private static func redacted(_ url: String) -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme, let host = components.host else {
            return "(unparseable URL)"
        }
        return "\(scheme)://\(host)\(components.port.map { ":\($0)" } ?? "")"
    }
}

extension Character {
    /// RFC 7230 token characters, the ones allowed in a header name.
    var isHeaderNameCharacter: Bool {
        guard let ascii = asciiValue else { return false }
        return (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5a) || (ascii >= 0x61 && ascii <= 0x7a)
            || "!#$%&'*+-.^_`|~".contains(self)
    }

    /// CR, LF (alone or as CRLF) or NUL: what would end or corrupt a header line.
    var isLineBreakOrNUL: Bool { unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\0" } }
}
