/// A time (and, for a fixed commitment, its title) written under NP-03's proportional timeline on regular widths
/// (NP-07): the working day's start and end, and where each commitment begins and ends — thinned so no two written
/// marks crowd each other.
///
/// ```swift
/// NightPlanningTimelineMark.thinned([.init(permille: 0, time: "09:00", title: nil), …]).map(\.time)   // ["09:00", "12:10", "17:30"]
/// ```
public struct NightPlanningTimelineMark: Codable, Hashable, Sendable {
    /// Where along the working day, in thousandths.
    public let permille: Int
    /// "12:10".
    public let time: String
    /// The commitment that starts here ("Dhuhr"), shortened to ``titleLimit`` characters; nil at a plain boundary.
    public let title: String?
    /// Whether the text ends at the mark (the day's end) rather than starting there.
    public let endsAtMark: Bool

    public init(permille: Int, time: String, title: String?, endsAtMark: Bool = false) {
        self.permille = permille
        self.time = time
        self.title = title.map(Self.shortened)
        self.endsAtMark = endsAtMark
    }

    /// The least distance between two written times, in thousandths of the day (about five characters at 1280 px).
    public static let minimumTimeGap = 70
    /// The least distance between two written titles.
    public static let minimumTitleGap = 150
    /// Titles longer than this are cut with "…".
    public static let titleLimit = 16

    static func shortened(_ title: String) -> String {
        title.count > titleLimit ? String(title.prefix(titleLimit - 1)) + "…" : title
    }

    /// The marks to write, in order: the day's first and last always; between them a time only when it stands at least
    /// ``minimumTimeGap`` from the last one written and from the day's end, and a title only ``minimumTitleGap`` from
    /// the previous title (a crowded title is dropped, its time kept when it has room). Duplicates at one place merge,
    /// keeping the title.
    public static func thinned(_ marks: [NightPlanningTimelineMark]) -> [NightPlanningTimelineMark] {
        let sorted = marks.sorted { ($0.permille, $0.title == nil ? 1 : 0) < ($1.permille, $1.title == nil ? 1 : 0) }
        guard let first = sorted.first, let last = sorted.last, sorted.count > 1 else { return sorted }
        let end = NightPlanningTimelineMark(permille: last.permille, time: last.time, title: nil, endsAtMark: true)
        var kept = [first]
        var lastTitle: Int? = first.title == nil ? nil : first.permille
        for mark in sorted.dropFirst().dropLast() {
            guard let previous = kept.last else { break }
            let timeFits = mark.permille - previous.permille >= minimumTimeGap && end.permille - mark.permille >= minimumTimeGap
            let titleFits =
                mark.title != nil && (lastTitle.map { mark.permille - $0 >= minimumTitleGap } ?? true)
                && end.permille - mark.permille >= minimumTitleGap / 2
            guard timeFits else { continue }
            kept.append(NightPlanningTimelineMark(permille: mark.permille, time: mark.time, title: titleFits ? mark.title : nil))
            if titleFits { lastTitle = mark.permille }
        }
        kept.append(end)
        return kept
    }
}
