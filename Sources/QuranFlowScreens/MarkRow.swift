import QuranFlowCore

/// One numbered mark as the Review and Feedback screens list it.
///
/// ```swift
/// MarkRow(number: 1, mark: mark, recordingSeconds: 161).detailLine   // "Four counts, not two · 67:1"
/// ```
public struct MarkRow: Codable, Hashable, Sendable {
    /// 1-based, reading order.
    public let number: Int
    /// "correction" or "praise".
    public let kind: String
    /// "تَبَارَكَ — stretch the madd".
    public let title: String
    /// "Four counts, not two".
    public let detail: String
    /// "Four counts, not two · 67:1".
    public let detailLine: String
    /// "Madd".
    public let category: String
    /// "0:41".
    public let playhead: String
    /// The playhead in seconds (for the play chip and the waveform marker).
    public let playheadSeconds: Double
    /// Where the marker sits along the recording, 0…1.
    public let position: Double

    /// The row for mark `number`.
    public init(number: Int, mark: ReviewMark, recordingSeconds: Int) {
        self.number = number
        kind = mark.kind.rawValue
        title = mark.title
        detail = mark.detail
        detailLine = [mark.detail, "\(mark.word.surah):\(mark.word.ayah)"].filter { !$0.isEmpty }.joined(separator: " · ")
        category = mark.category.label
        playhead = mark.playheadLabel
        playheadSeconds = mark.playhead
        position = recordingSeconds > 0 ? min(1, max(0, mark.playhead / Double(recordingSeconds))) : 0
    }

    /// Rows for every mark of `marks` (reading order).
    public static func rows(_ marks: [ReviewMark], recordingSeconds: Int) -> [MarkRow] {
        marks.enumerated().map { MarkRow(number: $0.offset + 1, mark: $0.element, recordingSeconds: recordingSeconds) }
    }
}
