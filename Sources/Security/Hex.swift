import CSodium

/// Lower-case hexadecimal encoding (constant time via libsodium) and strict decoding.
enum Hex {
    /// Encodes bytes as lower-case hex.
    static func encode(_ bytes: [UInt8]) -> String {
        Sodium.ensureInitialised()
        guard !bytes.isEmpty else { return "" }
        var output = [CChar](repeating: 0, count: bytes.count * 2 + 1)
        _ = sodium_bin2hex(&output, output.count, bytes, bytes.count)
        return String(decoding: output.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Decodes hex (either case); returns nil for odd lengths or non-hex characters.
    static func decode(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(of: digits[index]), let low = value(of: digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
