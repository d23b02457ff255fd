import Foundation
import Synchronization

/// Rendered pages keyed by *everything* they are computed from, so a hit is correct by construction: when any input
/// changes, the key changes. Bounded: when full it starts again empty (pages are cheap to rebuild).
///
/// The key is hashed and compared outside the lock (keys are large); the lock only guards a lookup by hash value.
///
///     if let html = cache.value(for: key) { return .html(html) }
public final class RenderCache<Key: Hashable & Sendable>: Sendable {
    private let entries = Mutex<[Int: (key: Key, value: String)]>([:])
    private let limit: Int

    public init(limit: Int = 4096) { self.limit = limit }

    public func value(for key: Key) -> String? {
        let hash = key.hashValue
        guard let entry = entries.withLock({ $0[hash] }), entry.key == key else { return nil }
        return entry.value
    }

    public func store(_ value: String, for key: Key) {
        let hash = key.hashValue
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[hash] = (key, value)
        }
    }
}
