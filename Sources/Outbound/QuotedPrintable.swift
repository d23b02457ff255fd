import Foundation

/// Quoted-printable transfer encoding (RFC 2045 §6.7) for text bodies.
///
///     QuotedPrintable.encode("سلام = peace")  // "=D8=B3=D9=84=D8=A7=D9=85 =3D peace"
enum QuotedPrintable {
    /// The longest encoded line, soft-break `=` included.
    static let lineLength = 76

    /// Encodes `text` line by line: any of CRLF, LF or CR ends a line and becomes CRLF; `=`, control and non-ASCII
    /// bytes become `=XX`; a space or tab at the end of a line is escaped; lines longer than 76 get soft breaks.
    static func encode(_ text: String) -> String {
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        return normalized.split(separator: "\n", omittingEmptySubsequences: false)
            .map { encodeLine(Array($0.utf8)) }
            .joined(separator: "\r\n")
    }

    private static func encodeLine(_ bytes: [UInt8]) -> String {
        var lines: [String] = []
        var current = ""
        for (index, byte) in bytes.enumerated() {
            let isLast = index == bytes.count - 1
            let literal = (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "=")) || ((byte == 0x20 || byte == 0x09) && !isLast)
            let token = literal ? String(UnicodeScalar(byte)) : escape(byte)
            // Leave room for the soft-break "=" unless this token ends the hard line.
            let limit = isLast ? lineLength : lineLength - 1
            if current.utf8.count + token.utf8.count > limit {
                lines.append(softBroken(current))
                current = ""
            }
            current += token
        }
        lines.append(current)
        return lines.joined(separator: "\r\n")
    }

    /// A line ending in a soft break; whitespace before the "=" is no longer trailing, so it may stay literal.
    private static func softBroken(_ line: String) -> String { line + "=" }

    private static func escape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0f)])
    }
}
