import Foundation

/// A narration spoken sentence by sentence, and where each sentence sits in its audio.
///
/// The times come from the samples espeak-ng wrote for each sentence (`MediaGenerator.narrate`), so they are true to
/// the audio to the sample: sentence `n` starts where the audio of the sentences before it and their pauses ends.
///
/// ```swift
/// let narration = try generator.narrate(["Welcome to week eight.", "Today: idgham with ghunnah."], to: "voice.wav")
/// narration.sentences[1].start   // 1.93 (the first sentence's 1.43 s, then a 0.5 s pause)
/// narration.duration             // the last sentence's end plus the tail
/// ```
public struct Narration: Sendable, Hashable {
    /// One spoken sentence and its place in the audio, in seconds from the start.
    public struct Sentence: Sendable, Hashable {
        /// What was spoken.
        public let text: String
        public let start: TimeInterval
        public let end: TimeInterval
    }

    /// The sentences in order.
    public let sentences: [Sentence]
    /// The whole audio's length: the last sentence's end and the quiet tail after it.
    public let duration: TimeInterval

    /// Where the speech ends: the last sentence's end (0 without sentences).
    public var speechEnd: TimeInterval { sentences.last?.end ?? 0 }
}
