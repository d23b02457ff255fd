import Foundation

/// A WebVTT transcript checked before it is stored beside a video: the `WEBVTT` header, every cue's timing line well
/// formed, cues in order of start, each ending after it starts and within the video's duration, each with text, and the
/// whole at most 512 KB. Errors name the line.
///
/// ```swift
/// let transcript = try WebVTTTranscript(validating: text, videoDuration: 182.4)   // transcript.cueCount == 24
/// ```
public struct WebVTTTranscript: Sendable, Equatable {
    /// Why a transcript was refused: the 1-based line and what is wrong there.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The line (1-based); 0 for the whole file.
        public let line: Int
        /// What is wrong, in words an admin can act on.
        public let reason: String

        public var description: String { line > 0 ? "Line \(line): \(reason)" : reason }
    }

    /// The largest transcript accepted: 512 KB.
    public static let maxBytes = 512 * 1024
    /// Cues may end this much past the video's measured duration (rounding in the tools that wrote them).
    static let slack: TimeInterval = 0.5

    /// The text as given (normalised to LF line ends).
    public let text: String
    /// How many cues it holds.
    public let cueCount: Int

    /// Validates `text` against a video of `videoDuration` seconds.
    /// - Throws: ``Problem`` naming the line.
    public init(validating raw: String, videoDuration: TimeInterval) throws {
        guard raw.utf8.count <= Self.maxBytes else {
            throw Problem(line: 0, reason: "The transcript is larger than \(Spoken.bytes(Self.maxBytes)).")
        }
        var normalised = raw.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if normalised.hasPrefix("\u{FEFF}") { normalised.removeFirst() }
        let lines = normalised.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.first, header == "WEBVTT" || header.hasPrefix("WEBVTT ") || header.hasPrefix("WEBVTT\t") else {
            throw Problem(line: 1, reason: "A WebVTT file starts with “WEBVTT”.")
        }
        var index = 1
        // The header block runs to the first blank line.
        while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
            if lines[index].contains("-->") { throw Problem(line: index + 1, reason: "Leave a blank line after the WEBVTT header.") }
            index += 1
        }
        var cues = 0
        var previousStart: TimeInterval = -1
        while index < lines.count {
            if lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
                index += 1
                continue
            }
            let blockStart = index
            var block: [String] = []
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
                block.append(lines[index])
                index += 1
            }
            let first = block[0]
            if first == "NOTE" || first.hasPrefix("NOTE ") || first.hasPrefix("NOTE\t") { continue }
            if cues == 0, first == "STYLE" || first == "REGION" { continue }
            // A cue: an optional identifier line, then the timing line.
            var timingOffset = 0
            if !first.contains("-->") {
                guard block.count > 1, block[1].contains("-->") else {
                    throw Problem(line: blockStart + 1, reason: "Expected a cue timing line like “00:00:01.000 --> 00:00:04.000”.")
                }
                timingOffset = 1
            }
            let lineNumber = blockStart + timingOffset + 1
            let (start, end) = try Self.timing(block[timingOffset], line: lineNumber)
            guard end > start else {
                throw Problem(line: lineNumber, reason: "The cue ends (\(Self.format(end))) before it starts (\(Self.format(start))).")
            }
            guard start >= previousStart else {
                throw Problem(line: lineNumber, reason: "The cue starts before the one above it; cues must be in order of time.")
            }
            guard end <= videoDuration + Self.slack else {
                throw Problem(
                    line: lineNumber,
                    reason: "The cue ends at \(Self.format(end)), after the video ends (\(Self.format(videoDuration))).")
            }
            guard block.count > timingOffset + 1 else { throw Problem(line: lineNumber, reason: "The cue has no text.") }
            if let arrow = block.dropFirst(timingOffset + 1).firstIndex(where: { $0.contains("-->") }) {
                throw Problem(line: blockStart + arrow + 1, reason: "Leave a blank line between cues.")
            }
            previousStart = start
            cues += 1
        }
        guard cues > 0 else { throw Problem(line: 0, reason: "The transcript has no cues.") }
        text = normalised
        cueCount = cues
    }

    /// "00:01.000 --> 00:04.000 align:start" → (1, 4).
    private static func timing(_ line: String, line number: Int) throws -> (TimeInterval, TimeInterval) {
        let parts = line.components(separatedBy: "-->")
        guard parts.count == 2 else {
            throw Problem(line: number, reason: "Expected a cue timing line like “00:00:01.000 --> 00:00:04.000”.")
        }
        let startText = parts[0].trimmingCharacters(in: .whitespaces)
        let endText =
            parts[1].trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            .map(String.init) ?? ""
        guard let start = timestamp(startText) else {
            throw Problem(line: number, reason: "“\(startText)” is not a WebVTT time (hh:mm:ss.ttt or mm:ss.ttt).")
        }
        guard let end = timestamp(endText) else {
            throw Problem(line: number, reason: "“\(endText)” is not a WebVTT time (hh:mm:ss.ttt or mm:ss.ttt).")
        }
        return (start, end)
    }

    /// "01:02:03.456" or "02:03.456" in seconds, or nil.
    static func timestamp(_ text: String) -> TimeInterval? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 2 || pieces.count == 3, let last = pieces.last else { return nil }
        let secondParts = last.split(separator: ".", omittingEmptySubsequences: false)
        guard secondParts.count == 2, secondParts[0].count == 2, secondParts[1].count == 3,
            let seconds = Int(secondParts[0]), let millis = Int(secondParts[1]), seconds < 60,
            secondParts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return nil }
        let minutesText = pieces[pieces.count - 2]
        guard minutesText.count == 2, minutesText.allSatisfy({ $0.isASCII && $0.isNumber }), let minutes = Int(minutesText), minutes < 60
        else { return nil }
        var hours = 0
        if pieces.count == 3 {
            guard pieces[0].count >= 2, pieces[0].count <= 4, pieces[0].allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(pieces[0])
            else { return nil }
            hours = value
        }
        return Double(hours * 3600 + minutes * 60 + seconds) + Double(millis) / 1000
    }

    static func format(_ seconds: TimeInterval) -> String {
        let total = max(0, Int((seconds * 1000).rounded()))
        return String(format: "%02d:%02d:%02d.%03d", total / 3_600_000, total / 60_000 % 60, total / 1000 % 60, total % 1000)
    }
}
