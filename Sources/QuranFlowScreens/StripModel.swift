import QuranFlowCore

/// The week strip as a screen shows it (SakStrip): segment states and its accessible description.
///
/// Rule R1: the strip appears once per screen. `caption` ("Week 8 of 15") is the one visible
/// label; `accessibleLabel` deliberately does not repeat it ("7 of 15 weeks done, week 8 current").
///
/// ```swift
/// StripModel(WeekStrip(total: 15, done: 7, current: 8), caption: "Week 8 of 15").segments[7]   // .current
/// ```
public struct StripModel: Codable, Hashable, Sendable {
    /// How a segment is drawn.
    public enum Segment: String, Codable, Hashable, Sendable, CaseIterable {
        case done, current, upcoming
    }

    /// The number of weeks.
    public let total: Int
    /// How many are done.
    public let done: Int
    /// The week with the current marker, if something is due.
    public let current: Int?
    /// Each week's segment, week 1 first.
    public let segments: [Segment]
    /// The visible label, e.g. "Week 8 of 15"; `nil` when the screen shows none.
    public let caption: String?
    /// What a screen reader hears for the strip itself.
    public let accessibleLabel: String

    /// The model of `strip`, with an optional visible caption.
    public init(_ strip: WeekStrip, caption: String?) {
        total = strip.total
        done = strip.done
        current = strip.current
        segments = (1...max(strip.total, 1)).map { week in
            switch strip.segment(week) {
            case .done: .done
            case .current: .current
            case .upcoming: .upcoming
            }
        }
        self.caption = caption
        let doneText = "\(strip.done) of \(strip.total) weeks done"
        accessibleLabel = strip.current.map { "\(doneText), week \($0) current" } ?? doneText
    }
}
