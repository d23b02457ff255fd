import CSodium

/// URL-safe base64 without padding (RFC 4648 §5), via libsodium.
///
///     Base64URL.encode([0xfb, 0xff])  // "-_8"
///     Base64URL.decode("-_8")         // [0xfb, 0xff]
public enum Base64URL {
    private static let variant = Int32(sodium_base64_VARIANT_URLSAFE_NO_PADDING)

    /// Encodes bytes as base64url without `=` padding.
    public static func encode(_ bytes: [UInt8]) -> String {
        Sodium.ensureInitialised()
        guard !bytes.isEmpty else { return "" }
        var output = [CChar](repeating: 0, count: sodium_base64_encoded_len(bytes.count, variant))
        _ = sodium_bin2base64(&output, output.count, bytes, bytes.count, variant)
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Decodes unpadded base64url; returns nil for anything malformed, including trailing garbage.
    public static func decode(_ string: String) -> [UInt8]? {
        Sodium.ensureInitialised()
        let input = string.utf8.map { CChar(bitPattern: $0) }
        guard !input.isEmpty else { return [] }
        var output = [UInt8](repeating: 0, count: input.count * 3 / 4 + 1)
        var decodedLength = 0
        // With a nil end pointer libsodium fails unless the whole input is valid base64.
        let status = sodium_base642bin(&output, output.count, input, input.count, nil, &decodedLength, nil, variant)
        guard status == 0 else { return nil }
        return Array(output.prefix(decodedLength))
    }
}
