import Calendar
import Foundation
import Synchronization

/// The last Today page this process rendered, kept while nothing it was built from has changed: the database's change
/// counter (every committed write moves it), the browser's CSRF identity (the page's tokens are bound to it), the minute
/// (Today turns on minute boundaries — time left, guidance, the day's end, the rollover), the filter, the direction and
/// the appearance.
/// With a live session the chip's seconds change, so the key is the second then. One person, one page: one entry.
///
///     if let html = cache.page(for: key) { return .html(html) }
public final class TodayPageCache: Sendable {
    public struct Key: Hashable, Sendable {
        public let counter: Int64
        public let csrfID: String
        /// The minute (Unix seconds, rounded down to the minute).
        public let minute: Int64
        public let filter: LocalState.StoredFilter?
        public let rightToLeft: Bool
        /// ST-07's theme and text size ("dark/larger").
        public let appearance: String
    }

    private struct Entry {
        let key: Key
        /// Set when the page shows a live session's chip: then it is good only within this second.
        let second: Int64?
        let html: String
    }

    private let last = Mutex<Entry?>(nil)

    public init() {}

    /// The kept page for `key` at `second`, if any.
    public func page(for key: Key, second: Int64) -> String? {
        last.withLock { entry in
            guard let entry, entry.key == key, entry.second == nil || entry.second == second else { return nil }
            return entry.html
        }
    }

    /// Keeps `html` for `key`; `liveSecond` when it shows a running chip.
    public func store(_ html: String, for key: Key, liveSecond: Int64?) {
        last.withLock { $0 = Entry(key: key, second: liveSecond, html: html) }
    }
}
