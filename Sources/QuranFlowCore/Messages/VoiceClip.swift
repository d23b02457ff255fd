import Foundation

/// A voice message's audio as measured by the server (never as the browser claimed): its length and waveform peaks.
/// Voice messages are at most two minutes (``maxDuration``), checked by a real decode before anything is stored.
///
/// ```swift
/// VoiceClip(durationMilliseconds: 22_400, peaks: peaks).clock   // "0:22"
/// ```
public struct VoiceClip: Hashable, Sendable, Codable {
    /// The longest voice message, in seconds.
    public static let maxDuration: TimeInterval = 120

    public let durationMilliseconds: Int
    /// Waveform peaks, 0…1.
    public let peaks: [Float]

    public init(durationMilliseconds: Int, peaks: [Float]) {
        self.durationMilliseconds = durationMilliseconds
        self.peaks = peaks
    }

    /// The length in seconds.
    public var seconds: Double { Double(durationMilliseconds) / 1000 }

    /// "m:ss".
    public var clock: String {
        let whole = max(0, durationMilliseconds / 1000)
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }
}

/// What a message is about: one of the student's submissions, by its week — a "Voice reply" from Feedback ready.
///
/// ```swift
/// MessageSubject(submissionID: "s7", week: 7).label   // "About Week 7 feedback"
/// ```
public struct MessageSubject: Hashable, Sendable, Codable {
    public let submissionID: String
    public let week: Int

    public init(submissionID: String, week: Int) {
        self.submissionID = submissionID
        self.week = week
    }

    /// "About Week 7 feedback".
    public var label: String { "About Week \(week) feedback" }
}
