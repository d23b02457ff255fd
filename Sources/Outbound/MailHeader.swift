import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Header field building blocks for `MailMessage`: RFC 2047 encoded words, quoted display names, RFC 5322 dates.
enum MailHeader {
    /// Printable ASCII (and space) with no `=?` that a reader could take for an encoded word.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7f } && !text.contains("=?")
    }

    /// `Name: value` folded to lines of at most 78 characters where the value has spaces (or encoded words).
    static func field(_ name: String, _ value: String) -> String {
        var lines: [String] = []
        var current = name + ":"
        for word in value.split(separator: " ", omittingEmptySubsequences: false) {
            if current.utf8.count + 1 + word.utf8.count > 78, current.utf8.count > name.utf8.count + 1 {
                lines.append(current)
                current = ""
            }
            current += " " + word
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }

    /// The subject as-is when plain and foldable; as encoded words when not ASCII or when a word is too long to fold
    /// (RFC 5322 caps a line at 998 characters).
    static func subject(_ text: String) -> String {
        let foldable = !text.split(separator: " ").contains { $0.utf8.count > 200 }
        return foldable ? encodedText(text) : encodedText(text, force: true)
    }

    /// The text as-is when plain, otherwise as space-separated `=?UTF-8?B?…?=` words of at most 64 characters,
    /// each holding whole UTF-8 sequences.
    static func encodedText(_ text: String, force: Bool = false) -> String {
        if isPlain(text) && !force { return text }
        var words: [String] = []
        var chunk: [UInt8] = []
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if chunk.count + bytes.count > 39 {  // 39 bytes → 52 base64 characters + 12 = 64, fits after "Subject: "
                words.append(encodedWord(chunk))
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty || words.isEmpty { words.append(encodedWord(chunk)) }
        return words.joined(separator: " ")
    }

    /// A display name as a quoted string when plain, encoded words otherwise.
    static func displayName(_ name: String) -> String {
        guard isPlain(name) else { return encodedText(name) }
        return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `Wed, 02 Dec 2026 16:40:10 +0000`.
    static func date(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let day = days[Int(parts.tm_wday) % 7]
        let month = months[Int(parts.tm_mon) % 12]
        return "\(day), \(twoDigits(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(twoDigits(parts.tm_hour)):\(twoDigits(parts.tm_min)):\(twoDigits(parts.tm_sec)) +0000"
    }

    private static func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func encodedWord(_ bytes: [UInt8]) -> String {
        "=?UTF-8?B?" + Data(bytes).base64EncodedString() + "?="
    }
}
