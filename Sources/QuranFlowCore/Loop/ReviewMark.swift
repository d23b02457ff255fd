import Foundation

/// A coach's mark on one word of the passage: a correction or a praise, with a short title, a
/// detail, a tajweed category and the recording's playhead time when it was placed.
///
/// ```swift
/// let mark = ReviewMark(kind: .correction, word: WordReference(surah: 67, ayah: 1, index: 1),
///                       title: "تَبَارَكَ — stretch the madd", detail: "Four counts, not two",
///                       category: .madd, playhead: 41)
/// mark.playheadLabel   // "0:41"
/// ```
public struct ReviewMark: Hashable, Codable, Sendable {
    /// Correction (needs work, practised later) or praise.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// Needs correcting; the student practises it.
        case correction
        /// Done well.
        case praise
    }

    /// Correction or praise.
    public let kind: Kind
    /// The word it is anchored to.
    public let word: WordReference
    /// The short title, e.g. "تَبَارَكَ — madd too short".
    public let title: String
    /// The detail, e.g. "Four counts, not two".
    public let detail: String
    /// The tajweed category.
    public let category: TajweedCategory
    /// The recording's playhead, in seconds, when the mark was placed.
    public let playhead: TimeInterval

    /// A mark.
    public init(kind: Kind, word: WordReference, title: String, detail: String, category: TajweedCategory, playhead: TimeInterval) {
        self.kind = kind
        self.word = word
        self.title = title
        self.detail = detail
        self.category = category
        self.playhead = playhead
    }

    /// The playhead as "m:ss", e.g. "0:41".
    public var playheadLabel: String {
        let seconds = max(0, Int(playhead))
        return "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
    }

    /// Refuses a mark with an empty title or a playhead outside `0...recordingSeconds`.
    public func validate(recordingSeconds: Int) throws(LoopError) {
        guard !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .markTitleMissing }
        guard playhead >= 0, playhead <= TimeInterval(recordingSeconds) else { throw .playheadOutsideRecording(seconds: playhead) }
    }

    /// Reading order of the word, then the playhead.
    static func readingOrder(_ a: ReviewMark, _ b: ReviewMark) -> Bool {
        a.word != b.word ? a.word < b.word : a.playhead < b.playhead
    }
}
