import Foundation

/// The video player's collapsed transcript teaser (SakVideoPlayer: "A collapsed transcript teaser with 'Read full
/// transcript'"): the first lines, and the whole transcript behind the expander, each line with its time in the video
/// when the transcript is timed (tapping the time plays from there). Made only from a stored transcript.
///
/// ```swift
/// let teaser = TranscriptTeaser.make("Bismillah. Today we meet idghām with ghunnah.\nListen for the nasal sound.")
/// teaser?.teaser.map(\.text)   // ["Bismillah. Today we meet idghām with ghunnah.", "Listen for the nasal sound."]
/// teaser?.expand               // nil: two lines are all there is
/// TranscriptTeaser.make("WEBVTT\n\n00:00:04.200 --> 00:00:06.000\nHold it.")?.lines[0].time   // "0:04"
/// ```
public struct TranscriptTeaser: Codable, Hashable, Sendable {
    /// One line of the transcript.
    public struct Line: Codable, Hashable, Sendable {
        public let text: String
        /// Where the line starts in the video, in seconds, when the transcript is timed.
        public let start: Double?
        /// "0:04", when timed.
        public let time: String?
        /// "Play from 0:04", the time's accessible name, when timed.
        public let seekLabel: String?
    }

    /// "Transcript".
    public let heading: String
    /// The first lines (at most ``teaserLines``).
    public let teaser: [Line]
    /// Every line (the full transcript behind "Read full transcript").
    public let lines: [Line]
    /// "Read full transcript", when there is more than the teaser.
    public let expand: String?

    /// Lines in the teaser.
    public static let teaserLines = 2

    /// The teaser for a stored transcript (WebVTT, or plain lines); nil when there is nothing to show.
    public static func make(_ text: String) -> TranscriptTeaser? {
        guard let transcript = Transcript(stored: text) else { return nil }
        let lines = transcript.cues.map { cue in
            // The time a player shows for a line starting at 4.6 s is 0:04 (it has not reached 0:05).
            let time = cue.start.map { Clock.minutesSeconds($0.rounded(.down)) }
            return Line(text: cue.text, start: cue.start, time: time, seekLabel: time.map { "Play from " + $0 })
        }
        return TranscriptTeaser(
            heading: "Transcript", teaser: Array(lines.prefix(teaserLines)), lines: lines,
            expand: lines.count > teaserLines ? "Read full transcript" : nil)
    }
}
