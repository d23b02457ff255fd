import Foundation

extension MediaGenerator {
    /// Pause between two sentences of a narration, in seconds.
    public static let narrationPause: TimeInterval = 0.6
    /// Quiet after the last sentence, in seconds.
    public static let narrationTail: TimeInterval = 1.0

    /// Speaks `sentences` one by one with espeak-ng into one WAV file at `output`, with `pause` seconds between them
    /// and `tail` seconds after the last, and returns where each sentence sits — measured from the samples each
    /// espeak-ng run wrote, so the times are exact.
    ///
    /// ```swift
    /// let narration = try generator.narrate(["Welcome to week eight.", "Listen for the nasal sound."], to: "voice.wav")
    /// narration.sentences.map(\.start)   // [0, 1.93]
    /// ```
    ///
    /// With a `cache`, a sentence already spoken in the same voice is reused rather than spoken again (espeak-ng says a
    /// text the same way every time).
    public func narrate(
        _ sentences: [String], voice: String = "en", pause: TimeInterval = narrationPause,
        tail: TimeInterval = narrationTail, cache: SpeechCache? = nil, to output: String
    ) throws -> Narration {
        try Self.checkVoice(voice)
        let spokenSentences = sentences.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard !spokenSentences.isEmpty else { throw MediaError(.failed, "A narration needs at least one sentence.") }
        let scratch = try MediaFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let runner = ToolRunner(toolbox: toolbox)

        var whole: WAVSound?
        var placed: [Narration.Sentence] = []
        for (index, sentence) in spokenSentences.enumerated() {
            let sound: WAVSound
            if let cached = cache?.sound(of: sentence, voice: voice) {
                sound = cached
            } else {
                let textPath = scratch + "/sentence-\(index).txt"
                let wavPath = scratch + "/sentence-\(index).wav"
                try Data(sentence.utf8).write(to: URL(fileURLWithPath: textPath))
                let spoken = try runner.run(.espeakNG, ["-v", voice, "-w", wavPath, "-f", textPath], activity: "Speaking the narration") {
                    _ in
                }
                guard spoken.succeeded else { throw MediaError.failed("Speaking with espeak-ng", detail: spoken.lastErrorLine) }
                sound = try WAVSound(fileAt: wavPath)
                guard sound.duration > 0 else { throw MediaError.failed("Speaking with espeak-ng", detail: "no sound for “\(sentence)”") }
                cache?.keep(sound, of: sentence, voice: voice)
            }
            if var sofar = whole {
                guard sofar.sampleRate == sound.sampleRate, sofar.channels == sound.channels else {
                    throw MediaError.failed("Speaking with espeak-ng", detail: "the sentences came out in different formats")
                }
                sofar.samples.append(sofar.silence(pause))
                let start = sofar.duration
                sofar.samples.append(sound.samples)
                placed.append(Narration.Sentence(text: sentence, start: start, end: sofar.duration))
                whole = sofar
            } else {
                placed.append(Narration.Sentence(text: sentence, start: 0, end: sound.duration))
                whole = sound
            }
        }
        guard var sound = whole else { throw MediaError(.failed, "A narration needs at least one sentence.") }
        sound.samples.append(sound.silence(tail))
        let finished = sound
        try MediaFiles.writeAtomically(to: output) { temporary in
            try finished.fileData.write(to: URL(fileURLWithPath: temporary))
        }
        return Narration(sentences: placed, duration: finished.duration)
    }

    /// A lesson video that speaks `sentences` (espeak-ng, `voice`) over the title card, exactly as long as the
    /// narration, and the narration with each sentence's time in the video.
    ///
    /// ```swift
    /// let narration = try generator.narratedLessonVideo(title: "Idghām with ghunnah", subtitle: "Week 8",
    ///                                                   sentences: ["Welcome to week eight."], to: "week8.mp4")
    /// narration.duration   // the video's length
    /// ```
    public func narratedLessonVideo(
        title: String, subtitle: String, sentences: [String], voice: String = "en",
        cache: SpeechCache? = nil, to output: String
    ) throws -> Narration {
        let scratch = try MediaFiles.scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let speech = scratch + "/narration.wav"
        let narration = try narrate(sentences, voice: voice, cache: cache, to: speech)
        try makeLessonVideo(title: title, subtitle: subtitle, duration: narration.duration, audio: .file(speech), to: output)
        return narration
    }

    /// Refuses a voice name that is not a plain espeak-ng voice (it becomes a command-line argument).
    static func checkVoice(_ voice: String) throws {
        guard !voice.isEmpty, voice.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_+".contains($0)) }) else {
            throw MediaError(.failed, "“\(voice)” is not an espeak-ng voice name.")
        }
    }
}
