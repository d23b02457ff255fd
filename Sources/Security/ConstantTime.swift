import CSodium

/// Compares two byte arrays in time that depends only on their length (`sodium_memcmp`).
/// Arrays of different lengths are never equal.
///
///     guard constantTimeEquals(expectedMAC, receivedMAC) else { throw Unauthorized() }
public func constantTimeEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    Sodium.ensureInitialised()
    guard a.count == b.count else { return false }
    guard !a.isEmpty else { return true }
    return sodium_memcmp(a, b, a.count) == 0
}
