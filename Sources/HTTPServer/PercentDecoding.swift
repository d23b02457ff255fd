/// Percent-decoding used for paths, query strings and urlencoded forms.
enum PercentDecoding {
    /// Decodes `%XX` escapes (invalid escapes are kept literally); `+` becomes a space if `plusAsSpace`.
    static func decode(_ text: Substring, plusAsSpace: Bool) -> String {
        let utf8 = Array(text.utf8)
        guard utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }) else {
            return String(text)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.count,
                let high = hex(utf8[index + 1]), let low = hex(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Convenience for whole strings.
    static func decode(_ text: String, plusAsSpace: Bool) -> String {
        decode(Substring(text), plusAsSpace: plusAsSpace)
    }

    /// Splits `a=1&b=2` into decoded pairs (empty pieces skipped, missing `=` gives an empty value).
    static func pairs(_ text: Substring) -> [(String, String)] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { piece in
            if let equals = piece.firstIndex(of: "=") {
                return (
                    decode(piece[..<equals], plusAsSpace: true),
                    decode(piece[piece.index(after: equals)...], plusAsSpace: true)
                )
            }
            return (decode(piece, plusAsSpace: true), "")
        }
    }

    /// Splits an urlencoded form body into decoded pairs, refusing what a browser never sends: a `%` not followed by
    /// two hex digits, or bytes that are not UTF-8. The 400 names the field.
    static func strictFormPairs(_ body: [UInt8]) throws -> [(String, String)] {
        try body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true).map { piece in
            let equals = piece.firstIndex(of: UInt8(ascii: "="))
            let rawName = equals.map { piece[piece.startIndex..<$0] } ?? piece[...]
            let rawValue = equals.map { piece[piece.index(after: $0)...] } ?? []
            let name = try strictDecode(rawName, field: nil)
            return (name, try strictDecode(rawValue, field: name))
        }
    }

    private static func strictDecode(_ raw: ArraySlice<UInt8>, field: String?) throws -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < raw.endIndex, let high = hex(raw[index + 1]), let low = hex(raw[index + 2]) else {
                    throw HTTPError.badRequest(
                        "Malformed form field \(field.map { "“\($0)”" } ?? "name"): a % must be followed by two hex digits.",
                        field: field)
                }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw HTTPError.badRequest("Malformed form field \(field.map { "“\($0)”" } ?? "name"): it is not UTF-8 text.", field: field)
        }
        return text
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
