/// How far someone has got through a recording: the one rule for "watched" and "N% in".
///
/// A recording is **watched** once the furthest position reached is within the last 5 % (or 10 seconds, whichever is
/// smaller) of its length, or playback reached the end; before that it is "N% in" (N rounded down, at least 1) once
/// any of it has been played, and nothing at all before.
///
/// ```swift
/// WatchProgress(positionMilliseconds: 90_000, durationMilliseconds: 240_000).label   // "37% in"
/// ```
public struct WatchProgress: Hashable, Codable, Sendable {
    /// The furthest position reached, in milliseconds (clamped to the duration).
    public let positionMilliseconds: Int
    /// The recording's measured length, in milliseconds.
    public let durationMilliseconds: Int

    /// Progress at `positionMilliseconds` of a `durationMilliseconds` recording.
    public init(positionMilliseconds: Int, durationMilliseconds: Int) {
        self.durationMilliseconds = max(durationMilliseconds, 0)
        self.positionMilliseconds = min(max(positionMilliseconds, 0), self.durationMilliseconds)
    }

    /// Whether it counts as watched.
    public var isWatched: Bool {
        guard durationMilliseconds > 0 else { return false }
        let tail = min(durationMilliseconds / 20, 10_000)
        return positionMilliseconds >= durationMilliseconds - tail
    }

    /// 0…100, rounded down.
    public var percent: Int {
        durationMilliseconds > 0 ? positionMilliseconds * 100 / durationMilliseconds : 0
    }

    /// "watched", "N% in", or `nil` when nothing has been played.
    public var label: String? {
        if isWatched { return "watched" }
        guard positionMilliseconds > 0 else { return nil }
        return "\(max(percent, 1))% in"
    }

    /// The furthest of two progress readings of the same recording (progress never goes back by seeking back).
    public func merged(withPosition milliseconds: Int) -> WatchProgress {
        WatchProgress(positionMilliseconds: max(positionMilliseconds, milliseconds), durationMilliseconds: durationMilliseconds)
    }

    /// "52:04", or "1:02:03" past an hour.
    public static func clock(milliseconds: Int) -> String {
        let seconds = max(milliseconds, 0) / 1000
        let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
