import Foundation
import Synchronization

/// Sentences already spoken by espeak-ng, kept in memory for one batch of narrations (the demo's Level III lessons
/// say many of Level II's sentences), so each distinct sentence is spoken once.
///
/// ```swift
/// let cache = SpeechCache()
/// _ = try generator.narrate(["Welcome.", "Idgham means merging."], cache: cache, to: "a.wav")
/// _ = try generator.narrate(["Part two.", "Idgham means merging."], cache: cache, to: "b.wav")   // speaks only "Part two."
/// cache.count   // 3
/// ```
public final class SpeechCache: Sendable {
    private let sounds = Mutex<[String: WAVSound]>([:])

    public init() {}

    /// Distinct sentences kept.
    public var count: Int { sounds.withLock { $0.count } }

    func sound(of sentence: String, voice: String) -> WAVSound? {
        sounds.withLock { $0[voice + "\u{1}" + sentence] }
    }

    func keep(_ sound: WAVSound, of sentence: String, voice: String) {
        sounds.withLock { $0[voice + "\u{1}" + sentence] = sound }
    }
}
