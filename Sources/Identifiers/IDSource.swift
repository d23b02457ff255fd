import Synchronization

/// Where new identifiers come from, passed in like the clock: random in production, a numbered sequence in tests (so
/// a screen's JSON, an ID in a link or a snapshot is the same on every run).
///
/// ```swift
/// let ids = IDSource.random
/// let id: ID<Submission> = ids.next()
/// let pinned = IDSource.sequential(prefix: "t")   // "t-000001", "t-000002", …
/// ```
public struct IDSource: Sendable {
    private let make: @Sendable () -> String

    /// Identifiers from `make` (each call must return a new one).
    public init(_ make: @escaping @Sendable () -> String) { self.make = make }

    /// 130-bit random identifiers from the system's secure generator (``RandomIdentifier``).
    public static let random = IDSource { RandomIdentifier.make() }

    /// "prefix-000001", "prefix-000002", … — one counter shared by every copy of the source, safe across threads.
    public static func sequential(prefix: String = "id") -> IDSource {
        let counter = Counter()
        return IDSource { "\(prefix)-\(String(counter.next()).leftPadded(to: 6))" }
    }

    /// A new identifier for `Entity`.
    public func next<Entity>(_ entity: Entity.Type = Entity.self) -> ID<Entity> { ID(rawValue: make()) }

    /// A new identifier as a plain string (for rows without a typed entity).
    public func string() -> String { make() }
}

private final class Counter: Sendable {
    private let value = Mutex(0)
    func next() -> Int {
        value.withLock {
            $0 += 1; return $0
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
