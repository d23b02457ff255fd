import Foundation

/// What was learnt about a recording by decoding all of it.
public struct AudioAnalysis: Sendable, Codable, Equatable {
    /// The kind, detected from the bytes.
    public let kind: AudioKind
    /// Seconds of audio actually decoded (never read from the container header, which WebM from a browser lacks).
    public let duration: TimeInterval
    /// Loudest absolute amplitude in each of N equal slices of the recording, 0…1, for drawing a waveform.
    public let peaks: [Float]
    /// The stream's own sample rate in Hz, as ffprobe reports it.
    public let sampleRate: Int
    /// The stream's channel count.
    public let channels: Int

    /// An analysis; `AudioInspector.analyze` makes these.
    public init(kind: AudioKind, duration: TimeInterval, peaks: [Float], sampleRate: Int, channels: Int) {
        self.kind = kind
        self.duration = duration
        self.peaks = peaks
        self.sampleRate = sampleRate
        self.channels = channels
    }
}
