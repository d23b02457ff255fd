/// A failed libcurl transfer: curl's own message, its error code and the server's last reply code if any.
///
///     do { try Curl.sendMail(settings, from: from, to: [to], message: bytes, timeout: 30) }
///     catch let error as CurlError { log("mail: \(error)") }  // "SMTP send: Failed sending data to the peer (… 550)"
public struct CurlError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What was being done, e.g. "POST https://fcm.googleapis.com" or "SMTP send".
    public let operation: String
    /// libcurl's `CURLcode`, 0 for a check made before the transfer.
    public let code: Int
    /// curl_easy_strerror text plus the detail from CURLOPT_ERRORBUFFER when it adds something.
    public let message: String
    /// The last HTTP status or SMTP reply code the server sent, when there was one.
    public let responseCode: Int?

    /// An error for `operation`.
    ///
    ///     throw CurlError(operation: "POST", code: 0, message: "header names may not contain CR or LF")
    public init(operation: String, code: Int, message: String, responseCode: Int? = nil) {
        self.operation = operation
        self.code = code
        self.message = message
        self.responseCode = responseCode
    }

    public var description: String {
        let reply = responseCode.map { " (server replied \($0))" } ?? ""
        return "\(operation): \(message)\(reply)"
    }
}

/// Input the outbound layer refuses (a malformed SMTP URL, a header that would allow injection), with what is wrong.
///
///     do { _ = try SMTPSettings.parse("mail.example.org") }
///     catch let error as OutboundError { print(error) }  // "--smtp-url must start with smtp:// or smtps://"
public struct OutboundError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong.
    public let message: String

    /// An error with `message`.
    ///
    ///     throw OutboundError("subject may not contain CR or LF")
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
