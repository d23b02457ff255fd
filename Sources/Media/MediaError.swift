import Foundation

/// Why a media operation failed, in words a person can read.
///
/// ```swift
/// catch let error as MediaError where error.kind == .tooLong { print(error) }
/// ```
public struct MediaError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The broad reason, for mapping to an HTTP status or a test expectation.
    public enum Kind: String, Sendable, Codable {
        /// The file has no bytes, or no audio in it.
        case empty
        /// The file is bigger than the policy allows; nothing was decoded.
        case tooLarge
        /// The bytes are not a kind of audio the policy accepts.
        case unsupportedType
        /// The container looked right but decoding failed or stopped early.
        case corrupt
        /// The decoded audio runs past the policy's maximum duration.
        case tooLong
        /// A tool ran past its wall-clock limit and was killed.
        case timedOut
        /// A command-line tool (ffmpeg, ffprobe, espeak-ng) is not installed.
        case toolMissing
        /// Anything else: a tool failed for a reason not covered above.
        case failed
    }

    /// The broad reason.
    public let kind: Kind
    /// A sentence for the person who sent the file or runs the server.
    public let message: String

    /// Makes an error; prefer the named constructors below.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    static let empty = MediaError(.empty, "The recording is empty.")

    static func tooLarge(limit: Int) -> MediaError {
        MediaError(.tooLarge, "The recording is larger than \(Spoken.bytes(limit)).")
    }

    static func unsupported(found: String) -> MediaError {
        MediaError(.unsupportedType, "That file is not audio we can play (found \(found)).")
    }

    static let corrupt = MediaError(.corrupt, "The recording could not be decoded — it may be damaged or cut short.")

    static func tooLong(limit: TimeInterval) -> MediaError {
        MediaError(.tooLong, "The recording is longer than \(Spoken.duration(limit)).")
    }

    static func timedOut(_ activity: String, after seconds: TimeInterval) -> MediaError {
        MediaError(.timedOut, "\(activity) took longer than \(Spoken.duration(seconds)) and was stopped.")
    }

    static func missing(_ tool: MediaTool, at path: String) -> MediaError {
        MediaError(
            .toolMissing,
            "\(tool.rawValue) was not found (looked for “\(path)”) — install \(tool.debianPackage) (apt-get install \(tool.debianPackage))."
        )
    }

    static func failed(_ what: String, detail: String) -> MediaError {
        let trimmed = detail.trimmingCharacters(in: .whitespacesAndNewlines)
        return MediaError(.failed, trimmed.isEmpty ? "\(what) failed." : "\(what) failed: \(trimmed)")
    }
}

/// Numbers said the way a person would say them in an error message.
enum Spoken {
    /// `duration(600)` is "10 minutes"; `duration(90)` is "1 minute 30 seconds"; `duration(0.05)` is "0.05 seconds".
    static func duration(_ seconds: TimeInterval) -> String {
        if seconds < 60 {
            let whole = seconds.rounded()
            if abs(whole - seconds) < 0.001 { return whole == 1 ? "1 second" : "\(Int(whole)) seconds" }
            return "\(String(format: "%g", seconds)) seconds"
        }
        let total = Int(seconds.rounded())
        let minutes = total / 60
        let rest = total % 60
        let minutePart = minutes == 1 ? "1 minute" : "\(minutes) minutes"
        if rest == 0 { return minutePart }
        return minutePart + (rest == 1 ? " 1 second" : " \(rest) seconds")
    }

    /// `bytes(25_000_000)` is "25 MB"; `bytes(1500)` is "1.5 KB".
    static func bytes(_ count: Int) -> String {
        let units: [(Double, String)] = [(1e9, "GB"), (1e6, "MB"), (1e3, "KB")]
        for (size, name) in units where Double(count) >= size {
            return "\(String(format: "%g", (Double(count) / size * 10).rounded() / 10)) \(name)"
        }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }
}
