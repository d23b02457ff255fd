/// A NIST P-256 key pair in the raw forms Web Push uses.
///
///     let pair = try OpenSSLCrypto.generateP256()
///     pair.privateKey.count  // 32
///     pair.publicKey.first   // 0x04
public struct P256KeyPair: Sendable, Equatable {
    /// The 32-byte big-endian private scalar.
    public let privateKey: [UInt8]
    /// The 65-byte uncompressed public point `0x04 || X || Y`.
    public let publicKey: [UInt8]

    /// Wraps already-validated key bytes; use `OpenSSLCrypto.p256KeyPair(privateKey:)` to derive and check them.
    init(privateKey: [UInt8], publicKey: [UInt8]) {
        self.privateKey = privateKey
        self.publicKey = publicKey
    }
}
