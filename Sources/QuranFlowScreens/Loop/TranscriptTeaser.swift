import Foundation

/// The video player's collapsed transcript teaser (SakVideoPlayer: "A collapsed transcript teaser with 'Read full
/// transcript'"): the first lines, and the whole text behind the expander. Made only from a stored transcript.
///
/// ```swift
/// let teaser = TranscriptTeaser.make("Bismillah. Today we meet idghām with ghunnah.\nListen for the nasal sound.")
/// teaser?.teaser   // ["Bismillah. Today we meet idghām with ghunnah.", "Listen for the nasal sound."]
/// teaser?.expand   // "Read full transcript"
/// ```
public struct TranscriptTeaser: Codable, Hashable, Sendable {
    /// "Transcript".
    public let heading: String
    /// The first lines (at most ``teaserLines``).
    public let teaser: [String]
    /// Every line.
    public let lines: [String]
    /// "Read full transcript", when there is more than the teaser.
    public let expand: String?

    /// Lines in the teaser.
    public static let teaserLines = 2

    /// The teaser for `text`, split into its non-empty lines; nil when there is nothing to show.
    public static func make(_ text: String) -> TranscriptTeaser? {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        return TranscriptTeaser(heading: "Transcript", teaser: Array(lines.prefix(teaserLines)), lines: lines,
                                expand: lines.count > teaserLines ? "Read full transcript" : nil)
    }
}
