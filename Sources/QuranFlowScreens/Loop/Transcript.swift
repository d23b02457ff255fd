import Foundation

/// What is said in a video, line by line, with each line's time when it is known — stored in the media row as
/// WebVTT (`webVTT`), or as plain lines without times.
///
/// ```swift
/// let transcript = Transcript(cues: [.init(start: 0, end: 2.4, text: "Welcome to week eight.")])
/// transcript.webVTT                              // "WEBVTT\n\n00:00:00.000 --> 00:00:02.400\nWelcome to week eight.\n"
/// Transcript(stored: transcript.webVTT) == transcript   // true
/// Transcript(stored: "One line.\nAnother.")?.cues[1].start   // nil: no times
/// ```
public struct Transcript: Codable, Hashable, Sendable {
    /// One line: its words and, when timed, where it starts and ends in seconds.
    public struct Cue: Codable, Hashable, Sendable {
        public let start: TimeInterval?
        public let end: TimeInterval?
        public let text: String

        public init(start: TimeInterval?, end: TimeInterval?, text: String) {
            self.start = start
            self.end = end
            self.text = text
        }
    }

    public let cues: [Cue]

    public init(cues: [Cue]) {
        self.cues = cues
    }

    /// Reads a stored transcript: WebVTT (timed cues; a cue's lines are joined with a space), else one cue per
    /// non-empty line. Nil when there is no text.
    public init?(stored text: String) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var cues: [Cue] = []
        if lines.first?.hasPrefix("WEBVTT") == true {
            var index = 1
            while index < lines.count {
                guard let arrow = lines[index].range(of: "-->"),
                    let start = Self.seconds(lines[index][..<arrow.lowerBound]),
                    let end = Self.seconds(lines[index][arrow.upperBound...].split(separator: " ").first ?? "")
                else { index += 1; continue }
                var words: [String] = []
                index += 1
                while index < lines.count, !lines[index].isEmpty {
                    words.append(lines[index])
                    index += 1
                }
                if !words.isEmpty { cues.append(Cue(start: start, end: end, text: words.joined(separator: " "))) }
            }
        } else {
            cues = lines.filter { !$0.isEmpty }.map { Cue(start: nil, end: nil, text: $0) }
        }
        guard !cues.isEmpty else { return nil }
        self.cues = cues
    }

    /// The transcript as WebVTT; cues without times are given none (they are written as plain lines instead when no
    /// cue has a time).
    public var webVTT: String {
        guard cues.contains(where: { $0.start != nil }) else { return cues.map(\.text).joined(separator: "\n") + "\n" }
        var text = "WEBVTT\n"
        for cue in cues {
            let start = cue.start ?? 0
            text += "\n\(Self.timestamp(start)) --> \(Self.timestamp(max(start, cue.end ?? start)))\n"
            text += cue.text.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
        }
        return text
    }

    /// "00:01:02.345".
    static func timestamp(_ seconds: TimeInterval) -> String {
        let milliseconds = Int((max(0, seconds) * 1000).rounded())
        let hours = milliseconds / 3_600_000, minutes = milliseconds / 60_000 % 60, secs = milliseconds / 1000 % 60
        return String(format: "%02d:%02d:%02d.%03d", hours, minutes, secs, milliseconds % 1000)
    }

    /// Seconds of a WebVTT timestamp, "hh:mm:ss.ttt" or "mm:ss.ttt".
    static func seconds(_ text: Substring) -> TimeInterval? {
        let fields = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard (2...3).contains(fields.count), let last = Double(fields[fields.count - 1]), last >= 0, last < 60 else { return nil }
        let whole = fields.dropLast().compactMap { Int($0) }
        guard whole.count == fields.count - 1, whole.allSatisfy({ $0 >= 0 }) else { return nil }
        return whole.reduce(0) { $0 * 60 + Double($1) } * 60 + last
    }
}
