import Foundation

/// A complete RFC 5322 message with a plain-text body and optionally an HTML alternative, ready for `Curl.sendMail`.
///
/// Line endings are CRLF; the subject and display name are RFC 2047 encoded when not plain ASCII; bodies are UTF-8 in
/// quoted-printable. Every field that could smuggle a header (CR or LF in the subject, names, addresses, message id or
/// extra headers) makes the initialiser throw.
///
///     let mail = try MailMessage(
///         from: "noreply@quranflow.example", fromName: "QuranFlow", to: "student@example.org",
///         subject: "تذكير: المراجعة اليوم", text: "Your review is due.", html: "<p>Your review is due.</p>",
///         messageID: "<r-42@quranflow>", date: Date())
///     try Curl.sendMail(settings, from: mail.from, to: [mail.to], message: mail.rendered(), timeout: 60)
public struct MailMessage: Sendable, Equatable {
    /// Envelope and header sender address.
    public let from: String
    /// The sender's display name.
    public let fromName: String
    /// The recipient address.
    public let to: String
    /// The subject, as the reader sees it.
    public let subject: String
    /// The plain-text body.
    public let text: String
    /// The HTML alternative, if any.
    public let html: String?
    /// The `Message-ID`, angle brackets included.
    public let messageID: String
    /// When the message was written.
    public let date: Date
    /// Further headers (e.g. `List-Unsubscribe`), in order.
    public let extraHeaders: [Header]

    /// An extra header field.
    public struct Header: Sendable, Equatable {
        /// The field name, e.g. "List-Unsubscribe".
        public let name: String
        /// The field value; encoded as RFC 2047 words if not plain ASCII.
        public let value: String
    }

    private static let reservedHeaders: Set<String> = [
        "date", "from", "to", "subject", "message-id", "mime-version", "content-type", "content-transfer-encoding",
        "cc", "bcc", "sender", "reply-to",
    ]

    /// Validates and stores the parts; throws `OutboundError` for a malformed address or message id, a line break in
    /// any header text, or an extra header that is malformed or would replace one this type writes.
    ///
    ///     let mail = try MailMessage(from: "a@example.org", fromName: "A", to: "b@example.org", subject: "Hi",
    ///                                text: "Hello", html: nil, messageID: "<1@example.org>", date: Date(),
    ///                                headers: [("List-Unsubscribe", "<https://example.org/u/1>")])
    public init(
        from: String, fromName: String, to: String, subject: String, text: String, html: String?, messageID: String, date: Date,
        headers extra: [(String, String)] = []
    ) throws {
        for (what, address) in [("from", from), ("to", to)] where !MailAddress.isValid(address) {
            throw OutboundError("\(what) address \"\(address.filter { !$0.isLineBreakOrNUL })\" is not a plain mail address")
        }
        for (what, value) in [("subject", subject), ("sender name", fromName)] where value.contains(where: \.isLineBreakOrNUL) {
            throw OutboundError("\(what) may not contain CR, LF or NUL")
        }
        guard messageID.hasPrefix("<"), messageID.hasSuffix(">"), messageID.count > 2,
            messageID.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7f }), messageID.dropFirst().dropLast().contains("@")
        else {
            throw OutboundError("message id must look like <unique@domain> with no spaces or line breaks")
        }
        var extraHeaders: [Header] = []
        for (name, value) in extra {
            guard !name.isEmpty, name.allSatisfy(\.isHeaderNameCharacter), !value.contains(where: \.isLineBreakOrNUL) else {
                throw OutboundError("extra header \"\(name.filter { !$0.isLineBreakOrNUL })\" has a bad name or a line break")
            }
            guard !MailMessage.reservedHeaders.contains(name.lowercased()) else {
                throw OutboundError("extra header \"\(name)\" would duplicate a header the message writes itself")
            }
            extraHeaders.append(Header(name: name, value: value))
        }
        self.from = from
        self.fromName = fromName
        self.to = to
        self.subject = subject
        self.text = text
        self.html = html
        self.messageID = messageID
        self.date = date
        self.extraHeaders = extraHeaders
    }

    /// The message bytes: headers, a blank line and the body, all with CRLF line endings.
    ///
    ///     let bytes = mail.rendered()
    public func rendered() -> [UInt8] {
        let sender = fromName.isEmpty ? from : "\(MailHeader.displayName(fromName)) <\(from)>"
        var lines = [
            MailHeader.field("Date", MailHeader.date(date)),
            MailHeader.field("From", sender),
            MailHeader.field("To", to),
            MailHeader.field("Subject", MailHeader.subject(subject)),
            MailHeader.field("Message-ID", messageID),
            "MIME-Version: 1.0",
        ]
        lines += extraHeaders.map { MailHeader.field($0.name, MailHeader.encodedText($0.value)) }
        if let html {
            let boundary = MailMessage.boundary(for: messageID)
            lines.append("Content-Type: multipart/alternative; boundary=\"\(boundary)\"")
            lines.append("")
            lines.append("--\(boundary)")
            lines += MailMessage.part("text/plain", text)
            lines.append("--\(boundary)")
            lines += MailMessage.part("text/html", html)
            lines.append("--\(boundary)--")
        } else {
            lines.append("Content-Type: text/plain; charset=utf-8")
            lines.append("Content-Transfer-Encoding: quoted-printable")
            lines.append("")
            lines.append(QuotedPrintable.encode(text))
        }
        return Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
    }

    private static func part(_ type: String, _ body: String) -> [String] {
        ["Content-Type: \(type); charset=utf-8", "Content-Transfer-Encoding: quoted-printable", "", QuotedPrintable.encode(body)]
    }

    /// `=_qf_` + 32 hex digits from two FNV-1a hashes of the message id: stable for a message, and it can never occur in
    /// quoted-printable text, where `=` is always followed by hex digits or a line break.
    static func boundary(for messageID: String) -> String {
        func fnv1a(_ seed: UInt64) -> UInt64 {
            messageID.utf8.reduce(seed) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        let hex = [fnv1a(0xcbf2_9ce4_8422_2325), fnv1a(0x8422_2325_cbf2_9ce4)].map {
            let digits = String($0, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return "=_qf_" + hex.joined()
    }
}
