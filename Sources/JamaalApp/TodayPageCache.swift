import Calendar
import Foundation
import Synchronization

/// The last Today page this process rendered, kept while nothing it was built from has changed: the database's change
/// counter (every committed write moves it), the browser's CSRF identity (the page's tokens are bound to it), the minute
/// (Today turns on minute boundaries — time left, guidance, the day's end, the rollover), the filter, the direction and
/// the appearance.
/// With a live session the chip's seconds change, so the key is the second then. One entry per person (the page names
/// whose it is, so one person's page is never another's); past ``personLimit`` people the entries start over.
///
///     if let html = cache.page(for: key) { return .html(html) }
public final class TodayPageCache: Sendable {
    public struct Key: Hashable, Sendable {
        /// Whose page it is.
        public let person: String
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

    private let pages = Mutex<[String: Entry]>([:])
    /// The most people whose last page is kept.
    static let personLimit = 10_000

    public init() {}

    /// The kept page for `key` at `second`, if any.
    public func page(for key: Key, second: Int64) -> String? {
        pages.withLock { pages in
            guard let entry = pages[key.person], entry.key == key, entry.second == nil || entry.second == second else { return nil }
            return entry.html
        }
    }

    /// Keeps `html` for `key`; `liveSecond` when it shows a running chip.
    public func store(_ html: String, for key: Key, liveSecond: Int64?) {
        pages.withLock { pages in
            if pages[key.person] == nil, pages.count >= Self.personLimit { pages.removeAll(keepingCapacity: true) }
            pages[key.person] = Entry(key: key, second: liveSecond, html: html)
        }
    }
}
