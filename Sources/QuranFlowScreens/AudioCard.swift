/// A playable recording on a screen: where to fetch it, its measured length and waveform peaks.
///
/// ```swift
/// AudioCard(src: "/review-media/s8/recitation", seconds: 161, peaks: peaks).durationLabel   // "2:41"
/// ```
public struct AudioCard: Codable, Hashable, Sendable {
    /// The URL (served with Range support to those allowed to hear it).
    public let src: String
    /// The measured length in seconds.
    public let seconds: Double
    /// "2:41".
    public let durationLabel: String
    /// Waveform peaks, 0…1 (empty when not measured).
    public let peaks: [Float]

    /// A card for `src`.
    public init(src: String, seconds: Double, peaks: [Float]) {
        self.src = src
        self.seconds = seconds
        self.durationLabel = AudioCard.clock(seconds)
        self.peaks = peaks
    }

    /// "m:ss" of `seconds`.
    public static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded(.down)))
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }
}
