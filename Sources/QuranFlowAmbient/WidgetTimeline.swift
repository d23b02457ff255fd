import Foundation

/// A widget's timeline, as WidgetKit takes one: entries, each current from its instant until the next, the policy for
/// asking again, and the family it renders in.
///
/// ```swift
/// let timeline = WeekWidget.timeline(snapshot, from: now)
/// timeline.entry(at: now)?.entry   // what the widget shows now
/// ```
public struct WidgetTimeline<Entry: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// One entry and the instant it becomes current.
    public struct Dated: Hashable, Sendable, Codable {
        public let date: Date
        public let entry: Entry
    }

    /// When to ask for a new timeline.
    public enum Reload: Hashable, Sendable, Codable {
        /// After the last entry.
        case atEnd
        /// At this instant.
        case after(Date)
        /// Only when the server pushes an invalidation (the feedback flip).
        case onPush
    }

    public let family: WidgetFamily
    public let entries: [Dated]
    public let reload: Reload

    public init(family: WidgetFamily, entries: [Dated], reload: Reload) {
        self.family = family
        // Sorted; of two entries at one instant the later-made wins; an entry equal to the one before adds nothing.
        var kept: [Dated] = []
        for item in entries.enumerated().sorted(by: { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }).map(\.element) {
            if let last = kept.last, last.date == item.date { kept.removeLast() }
            if let last = kept.last, last.entry == item.entry { continue }
            kept.append(item)
        }
        self.entries = kept
        self.reload = reload
    }

    /// The entry current at `instant` (the last one whose date is not after it), or nil before the first.
    public func entry(at instant: Date) -> Dated? {
        entries.last { $0.date <= instant }
    }
}

/// The widget families (the Human Interface Guidelines' sizes), written once.
public enum WidgetFamily: String, Hashable, Sendable, Codable, CaseIterable {
    case systemSmall
    case systemMedium
    case accessoryRectangular
    case accessoryCircular
    case accessoryInline
    /// StandBy: the small widget without its background, scaled to half of a landscape screen.
    case standBy
    /// A Live Activity on the Lock Screen (its compact and expanded Dynamic Island forms are drawn from the same entry).
    case liveActivity

    /// The family's size in points on a 390×844 phone (iPhone 14/15/16 class).
    public var pointSize: (width: Int, height: Int) {
        switch self {
        case .systemSmall: (170, 170)
        case .systemMedium: (364, 170)
        case .accessoryRectangular: (172, 76)
        case .accessoryCircular: (76, 76)
        case .accessoryInline: (257, 26)
        case .standBy: (390, 390)
        case .liveActivity: (364, 160)
        }
    }
}
