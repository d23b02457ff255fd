import CSodium
import Synchronization

/// Argon2id password hashing via libsodium's `crypto_pwhash_str_alg`. The encoded result
/// (`$argon2id$v=19$m=…,t=…,p=1$salt$hash`) contains the salt and parameters, so store it as is.
///
///     let encoded = try PasswordHasher().hash(password)
public struct PasswordHasher: Sendable {
    /// Cost parameters, from libsodium's presets.
    public enum Strength: Sendable {
        /// Interactive logins: 2 passes, 64 MiB. The default.
        case interactive
        /// Higher cost for rarer, more sensitive operations: 3 passes, 256 MiB.
        case moderate
        /// The lowest cost libsodium allows (1 pass, 8 KiB). For tests only; never in production.
        case minimal

        var opsLimit: UInt64 {
            switch self {
            case .interactive: UInt64(crypto_pwhash_argon2id_opslimit_interactive())
            case .moderate: UInt64(crypto_pwhash_argon2id_opslimit_moderate())
            case .minimal: UInt64(crypto_pwhash_argon2id_opslimit_min())
            }
        }

        var memLimit: Int {
            switch self {
            case .interactive: crypto_pwhash_argon2id_memlimit_interactive()
            case .moderate: crypto_pwhash_argon2id_memlimit_moderate()
            case .minimal: crypto_pwhash_argon2id_memlimit_min()
            }
        }
    }

    /// Why hashing failed.
    public enum HashingError: Error, Sendable {
        /// libsodium refused, almost always because the memory limit could not be allocated.
        case hashingFailed
    }

    /// The cost parameters new hashes are made with.
    public let strength: Strength

    /// Creates a hasher with the given cost parameters.
    ///
    ///     let hasher = PasswordHasher(strength: .interactive)
    public init(strength: Strength = .interactive) {
        self.strength = strength
    }

    private static var encodedCapacity: Int { crypto_pwhash_argon2id_strbytes() }

    /// Hashes `password` with a fresh random salt and returns the encoded Argon2id string.
    ///
    ///     let encoded = try hasher.hash("correct horse battery staple")
    public func hash(_ password: String) throws -> String {
        Sodium.ensureInitialised()
        let passwordBytes = password.utf8.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: Self.encodedCapacity)
        let status = crypto_pwhash_str_alg(
            &output, passwordBytes, UInt64(passwordBytes.count),
            strength.opsLimit, strength.memLimit, crypto_pwhash_alg_argon2id13())
        guard status == 0 else { throw HashingError.hashingFailed }
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `password` matches the encoded hash; false for malformed hashes.
    ///
    ///     guard hasher.verify(input, against: user.passwordHash) else { return .unauthorized }
    public func verify(_ password: String, against encoded: String) -> Bool {
        Sodium.ensureInitialised()
        guard let encodedBytes = Self.terminated(encoded) else { return false }
        let passwordBytes = password.utf8.map { CChar(bitPattern: $0) }
        return crypto_pwhash_str_verify(encodedBytes, passwordBytes, UInt64(passwordBytes.count)) == 0
    }

    /// Spends the time a real ``verify(_:against:)`` would, against a hash no password matches: for a sign-in whose
    /// email has no account, so the answer's timing does not tell which emails have accounts. The hash is made once per
    /// strength, at first use.
    ///
    ///     guard let stored else { hasher.verifyAgainstNothing(input); throw wrongCredentials }
    public func verifyAgainstNothing(_ password: String) {
        _ = verify(password, against: Self.dummyHash(for: strength))
    }

    private static let dummies = Mutex<[Strength: String]>([:])

    private static func dummyHash(for strength: Strength) -> String {
        dummies.withLock { cache in
            if let hash = cache[strength] { return hash }
            let hash = (try? PasswordHasher(strength: strength).hash(SecureRandom.token())) ?? ""
            cache[strength] = hash
            return hash
        }
    }

    /// Whether the hash was made with another algorithm or other parameters than this hasher's
    /// strength (or is malformed), so it should be replaced after the next successful login.
    ///
    ///     if hasher.needsRehash(user.passwordHash) { user.passwordHash = try hasher.hash(input) }
    public func needsRehash(_ encoded: String) -> Bool {
        Sodium.ensureInitialised()
        guard let encodedBytes = Self.terminated(encoded) else { return true }
        return crypto_pwhash_argon2id_str_needs_rehash(encodedBytes, strength.opsLimit, strength.memLimit) != 0
    }

    /// The encoded hash as a NUL-terminated C string, or nil when it cannot be a valid hash.
    private static func terminated(_ encoded: String) -> [CChar]? {
        let bytes = encoded.utf8.map { CChar(bitPattern: $0) }
        guard !bytes.isEmpty, bytes.count < encodedCapacity, !bytes.contains(0) else { return nil }
        return bytes + [0]
    }
}
