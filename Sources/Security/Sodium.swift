import CSodium

/// One-time, thread-safe libsodium initialisation.
enum Sodium {
    /// Runs `sodium_init()` exactly once; Swift initialises static stored properties lazily and atomically.
    private static let initialised: Bool = sodium_init() >= 0

    /// Ensures libsodium is ready; traps if it could not be initialised (no secure RNG available).
    static func ensureInitialised() {
        precondition(initialised, "libsodium could not be initialised")
    }
}
