import Foundation
import Testing

@testable import Outbound

@Suite struct MailMessageTests {
    let date = Date(timeIntervalSince1970: 1_796_229_610)  // Wed, 02 Dec 2026 16:40:10 UTC

    func message(subject: String = "Your review is due", fromName: String = "QuranFlow", html: String? = nil, text: String = "Hello")
        throws -> MailMessage
    {
        try MailMessage(
            from: "noreply@quranflow.example", fromName: fromName, to: "student@example.org", subject: subject, text: text,
            html: html, messageID: "<r-42@quranflow>", date: date, headers: [("List-Unsubscribe", "<https://quranflow.example/u/1>")])
    }

    @Test func plainMessageHasAllHeadersAndCRLFEverywhere() throws {
        let rendered = String(decoding: try message().rendered(), as: UTF8.self)
        let (head, body) = try split(rendered)
        #expect(
            head == [
                "Date: Wed, 02 Dec 2026 16:40:10 +0000",
                "From: \"QuranFlow\" <noreply@quranflow.example>",
                "To: student@example.org",
                "Subject: Your review is due",
                "Message-ID: <r-42@quranflow>",
                "MIME-Version: 1.0",
                "List-Unsubscribe: <https://quranflow.example/u/1>",
                "Content-Type: text/plain; charset=utf-8",
                "Content-Transfer-Encoding: quoted-printable",
            ])
        #expect(body == "Hello\r\n")
        #expect(hasOnlyCRLF(rendered))
    }

    @Test func nonASCIISubjectAndNameAreEncodedWords() throws {
        let subject = "تذكير: حان وقت المراجعة اليومية لسورة البقرة، الآيات ١–٢٠"
        let rendered = String(decoding: try message(subject: subject, fromName: "قرآن فلو").rendered(), as: UTF8.self)
        let (head, _) = try split(rendered)
        let from = try #require(head.first { $0.hasPrefix("From: ") })
        #expect(from.hasPrefix("From: =?UTF-8?B?") && from.hasSuffix("?= <noreply@quranflow.example>"))
        let subjectLines = rendered.components(separatedBy: "\r\n").drop { !$0.hasPrefix("Subject: ") }.prefix {
            $0.hasPrefix("Subject: ") || $0.hasPrefix(" ")
        }
        #expect(subjectLines.count > 1)  // folded over several encoded words
        #expect(subjectLines.allSatisfy { $0.utf8.count <= 78 && $0.utf8.allSatisfy { $0 < 0x80 } })
        let decoded = subjectLines.joined().dropFirst("Subject: ".count).split(separator: " ").map { word -> String in
            let base64 = word.dropFirst("=?UTF-8?B?".count).dropLast(2)
            return String(decoding: Data(base64Encoded: String(base64)) ?? Data(), as: UTF8.self)
        }
        #expect(decoded.joined() == subject)
        #expect(hasOnlyCRLF(rendered))
    }

    @Test func quotedPrintableRoundTripsArabicAndSoftBreaksLongLines() throws {
        let text = "بسم الله الرحمن الرحيم — " + String(repeating: "الحمد لله رب العالمين ", count: 8) + "\nline = two \t\nend "
        let rendered = String(decoding: try message(text: text).rendered(), as: UTF8.self)
        let (_, body) = try split(rendered)
        for line in body.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 76)
            #expect(!line.hasSuffix(" ") && !line.hasSuffix("\t"))
            #expect(line.utf8.allSatisfy { $0 < 0x80 })
        }
        #expect(body.contains("=\r\n"))  // soft breaks were needed
        #expect(decodeQuotedPrintable(body) == text.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
    }

    @Test func htmlMakesAMultipartAlternativeWithADeterministicBoundary() throws {
        let mail = try message(html: "<p>مرحبا <b>x=1</b></p>")
        let rendered = String(decoding: mail.rendered(), as: UTF8.self)
        #expect(rendered == String(decoding: mail.rendered(), as: UTF8.self))
        let boundary = MailMessage.boundary(for: "<r-42@quranflow>")
        #expect(boundary != MailMessage.boundary(for: "<r-43@quranflow>"))
        #expect(rendered.contains("Content-Type: multipart/alternative; boundary=\"\(boundary)\"\r\n"))
        let parts = rendered.components(separatedBy: "--\(boundary)")
        try #require(parts.count == 4)
        #expect(parts[1].hasPrefix("\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n"))
        #expect(parts[2].hasPrefix("\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n"))
        #expect(parts[3] == "--\r\n")
        let htmlBody = try #require(parts[2].components(separatedBy: "\r\n\r\n").last)
        #expect(decodeQuotedPrintable(htmlBody) == "<p>مرحبا <b>x=1</b></p>\r\n")
        #expect(hasOnlyCRLF(rendered))
    }

    @Test func headerInjectionIsRejected() {
        let attempts: [() throws -> MailMessage] = [
            { try message(subject: "Hi\r\nBcc: victim@example.org") },
            { try message(subject: "Hi\nBcc: victim@example.org") },
            { try message(fromName: "Q\rF") },
            {
                try MailMessage(
                    from: "a@example.org\r\nBcc: v@example.org", fromName: "", to: "b@example.org", subject: "", text: "",
                    html: nil, messageID: "<1@x>", date: date)
            },
            {
                try MailMessage(
                    from: "a@example.org", fromName: "", to: "b@example.org>, <c@example.org", subject: "", text: "", html: nil,
                    messageID: "<1@x>", date: date)
            },
            {
                try MailMessage(
                    from: "a@example.org", fromName: "", to: "b@example.org", subject: "", text: "", html: nil,
                    messageID: "<1@x>\r\nBcc: v@example.org", date: date)
            },
            {
                try MailMessage(
                    from: "a@example.org", fromName: "", to: "b@example.org", subject: "", text: "", html: nil, messageID: "<1@x>",
                    date: date, headers: [("X-Tag", "a\r\nBcc: v@example.org")])
            },
            {
                try MailMessage(
                    from: "a@example.org", fromName: "", to: "b@example.org", subject: "", text: "", html: nil, messageID: "<1@x>",
                    date: date, headers: [("Bcc", "v@example.org")])
            },
        ]
        for attempt in attempts {
            #expect(throws: OutboundError.self) { try attempt() }
        }
    }

    @Test func aSubjectWithAnUnfoldableWordIsEncodedSoNoLineIsTooLong() throws {
        let subject = "Link: " + String(repeating: "a", count: 1200)
        let rendered = String(decoding: try message(subject: subject).rendered(), as: UTF8.self)
        #expect(rendered.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 78 })
        #expect(rendered.contains("Subject: =?UTF-8?B?"))
    }

    @Test func quotedPrintableEdgeCases() {
        #expect(QuotedPrintable.encode("a=b") == "a=3Db")
        #expect(QuotedPrintable.encode("trailing ") == "trailing=20")
        #expect(QuotedPrintable.encode("tab\t\nx") == "tab=09\r\nx")
        #expect(QuotedPrintable.encode("a\r\nb\rc") == "a\r\nb\r\nc")
        let long = String(repeating: "x", count: 200)
        let encoded = QuotedPrintable.encode(long)
        #expect(encoded.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 76 })
        #expect(decodeQuotedPrintable(encoded) == long)
        let exactly76 = String(repeating: "y", count: 76)
        #expect(QuotedPrintable.encode(exactly76) == exactly76)
    }

    private func split(_ rendered: String) throws -> (head: [String], body: String) {
        let range = try #require(rendered.range(of: "\r\n\r\n"))
        return (rendered[..<range.lowerBound].components(separatedBy: "\r\n"), String(rendered[range.upperBound...]))
    }

    private func hasOnlyCRLF(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0a, index == 0 || bytes[index - 1] != 0x0d { return false }
            if byte == 0x0d, index + 1 >= bytes.count || bytes[index + 1] != 0x0a { return false }
        }
        return true
    }
}

/// A reader's quoted-printable decoder (RFC 2045 §6.7), independent of the encoder under test.
func decodeQuotedPrintable(_ text: String) -> String {
    var output: [UInt8] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "="), index + 2 < bytes.count, bytes[index + 1] == 0x0d, bytes[index + 2] == 0x0a {
            index += 3  // soft line break
        } else if byte == UInt8(ascii: "="), index + 2 < bytes.count,
            let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
        {
            output.append(value)
            index += 3
        } else {
            output.append(byte)
            index += 1
        }
    }
    return String(decoding: output, as: UTF8.self)
}
