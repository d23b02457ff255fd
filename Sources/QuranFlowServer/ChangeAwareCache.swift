import Foundation
import Synchronization

/// Values read from the database, kept while the database's change counter has not moved (so every process sees every
/// other process's writes on its next request) and for at most `lifetime` seconds of real time (a bound on staleness
/// should a PostgreSQL writer die between its commit and its counter bump).
///
/// An entry that can no longer be returned — stored under an older counter than one since seen, or older than
/// `lifetime` — is dropped, not just ignored: the cache sweeps itself whenever a newer counter arrives and at least
/// once a `lifetime`, so it holds only what the last few seconds' requests built (a thousand students' Today pages kept
/// until a 10,000-entry cap were the server's largest use of memory under the load; BENCHMARKS.md, "The load run").
///
///     if let world = cache.value(for: key, counter: n) { … } else { cache.store(load(), for: key, counter: n) }
public final class ChangeAwareCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        let counter: Int64
        let storedAt: UInt64
        let value: Value
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        /// The highest counter any store has carried: an entry under a lower one can never be read again.
        var newestCounter = Int64.min
        /// When expired entries were last dropped (uptime nanoseconds).
        var sweptAt: UInt64 = 0
    }

    private let state = Mutex(State())
    private let lifetime: UInt64
    private let limit: Int
    private let uptime: @Sendable () -> UInt64

    /// A cache whose entries live at most `lifetime` seconds and of which at most `limit` are held at once.
    /// `uptime` reads a monotonic clock in nanoseconds (tests pass their own).
    ///
    ///     let pages = ChangeAwareCache<String, String>(lifetime: 5)
    public init(
        lifetime: TimeInterval = 5, limit: Int = 2_000,
        uptime: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) {
        self.lifetime = UInt64(max(0, lifetime) * 1_000_000_000)
        self.limit = max(1, limit)
        self.uptime = uptime
    }

    /// The value stored for `key` under this very counter within `lifetime`, or nil.
    public func value(for key: Key, counter: Int64) -> Value? {
        let now = uptime()
        guard let entry = state.withLock({ $0.entries[key] }), entry.counter == counter, now &- entry.storedAt < lifetime
        else { return nil }
        return entry.value
    }

    /// Keeps `value` for `key` while the counter stays `counter`; drops every entry that can no longer be read.
    public func store(_ value: Value, for key: Key, counter: Int64) {
        let now = uptime()
        let entry = Entry(counter: counter, storedAt: now, value: value)
        let lifetime = self.lifetime
        state.withLock { state in
            if counter < state.newestCounter { return }  // already stale: a later write has been seen
            if counter > state.newestCounter || now &- state.sweptAt >= lifetime || state.entries.count >= limit {
                state.newestCounter = counter
                state.sweptAt = now
                state.entries = state.entries.filter { $0.value.counter == counter && now &- $0.value.storedAt < lifetime }
                if state.entries.count >= limit { state.entries.removeAll() }
            }
            state.entries[key] = entry
        }
    }

    /// Forgets one key (for example a session that was just ended in this process).
    public func remove(_ key: Key) {
        state.withLock { _ = $0.entries.removeValue(forKey: key) }
    }

    /// How many entries are held (expired ones included until the next sweep).
    public var count: Int {
        state.withLock { $0.entries.count }
    }
}
