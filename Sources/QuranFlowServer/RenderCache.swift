import Foundation
import Synchronization

/// Rendered pages keyed by *everything* they are computed from, so a hit is correct by construction: when any input
/// changes, the key changes. Bounded: when full it starts again empty (pages are cheap to rebuild).
///
///     if let html = cache.value(for: key) { return .html(html) }
public final class RenderCache<Key: Hashable & Sendable>: Sendable {
    private let entries = Mutex<[Key: String]>([:])
    private let limit: Int

    public init(limit: Int = 4096) { self.limit = limit }

    public func value(for key: Key) -> String? {
        entries.withLock { $0[key] }
    }

    public func store(_ value: String, for key: Key) {
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }
}
