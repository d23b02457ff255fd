/// Byte-level helpers for protocol text (header names, cookies): HTTP's syntax is ASCII, and these run on every
/// request, so they avoid Foundation's Unicode-aware trimming and lower-casing.
enum ASCII {
    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: Substring) -> String {
        let bytes = text.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        while end > start {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 || bytes[before] == 0x09 else { break }
            end = before
        }
        return String(text[start..<end])
    }

    /// Whether two strings are equal ignoring the case of ASCII letters.
    static func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
        var left = a.utf8.makeIterator()
        var right = b.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil):
                return true
            case (let x?, let y?):
                if x != y && lower(x) != lower(y) { return false }
            default:
                return false
            }
        }
    }

    /// The ASCII lower case of `text` (other bytes unchanged).
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map(lower), as: UTF8.self)
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
