/// A growable UTF-8 byte buffer that the whole tree renders into; appending bytes is much
/// cheaper than appending many small `String`s.
struct HTMLWriter {
    private var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// The rendered text.
    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a literal.
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a string unchanged.
    mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends a string with `&`, `<`, `>`, `"` and `'` replaced by entities.
    mutating func appendEscaped(_ string: String) {
        var string = string
        string.withUTF8 { source in
            var runStart = 0
            for index in source.indices {
                let replacement: StaticString
                switch source[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                append(replacement)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }
}
