import CSodium

/// HMAC-SHA-256 (RFC 2104) with keys of any length, via libsodium.
///
///     let mac = HMACSHA256.authenticate(Array(payload.utf8), key: secret)
public enum HMACSHA256 {
    /// Length of a MAC in bytes (32).
    public static let macLength = 32

    /// Computes the 32-byte MAC of `message` under `key`.
    ///
    ///     let mac = HMACSHA256.authenticate([1, 2, 3], key: key)
    public static func authenticate(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        Sodium.ensureInitialised()
        var state = crypto_auth_hmacsha256_state()
        var mac = [UInt8](repeating: 0, count: macLength)
        _ = crypto_auth_hmacsha256_init(&state, key, key.count)
        _ = crypto_auth_hmacsha256_update(&state, message, UInt64(message.count))
        _ = crypto_auth_hmacsha256_final(&state, &mac)
        sodium_memzero(&state, MemoryLayout<crypto_auth_hmacsha256_state>.size)
        return mac
    }

    /// Whether `mac` is the MAC of `message` under `key`, compared in constant time.
    ///
    ///     guard HMACSHA256.isValid(mac, for: body, key: key) else { return .forbidden }
    public static func isValid(_ mac: [UInt8], for message: [UInt8], key: [UInt8]) -> Bool {
        constantTimeEquals(authenticate(message, key: key), mac)
    }

    /// Computes the MAC of a string's UTF-8 bytes as lower-case hex.
    ///
    ///     let signature = HMACSHA256.authenticateHex("payload", key: key)
    public static func authenticateHex(_ message: String, key: [UInt8]) -> String {
        hexString(authenticate(Array(message.utf8), key: key))
    }

    /// Whether the hex `mac` (either case) is the MAC of the string `message`, in constant time.
    ///
    ///     HMACSHA256.isValidHex(signature, for: "payload", key: key)
    public static func isValidHex(_ mac: String, for message: String, key: [UInt8]) -> Bool {
        guard let bytes = bytes(fromHex: mac) else { return false }
        return isValid(bytes, for: Array(message.utf8), key: key)
    }

    /// Encodes bytes as lower-case hex.
    ///
    ///     HMACSHA256.hexString([0xde, 0xad]) // "dead"
    public static func hexString(_ bytes: [UInt8]) -> String {
        Hex.encode(bytes)
    }

    /// Decodes hex (either case); nil for odd length or non-hex characters.
    ///
    ///     HMACSHA256.bytes(fromHex: "dead") // [0xde, 0xad]
    public static func bytes(fromHex hex: String) -> [UInt8]? {
        Hex.decode(hex)
    }
}
