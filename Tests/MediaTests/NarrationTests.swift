import Foundation
import Testing

@testable import Media

/// Narrated lesson videos: the sentence times `MediaGenerator.narrate` reports are checked against the video's audio
/// as ffmpeg decodes it — its length, speech inside every sentence, quiet in every pause and in the tail.
@Suite("Narrated lesson videos")
struct NarrationTests {
    static let script = [
        "Week 8: Idgham with ghunnah.",
        "When a noon sakinah meets one of four letters, it merges into that letter.",
        "Hold the ghunnah for two counts.",
    ]

    /// The video's audio decoded by ffmpeg to 16 kHz mono samples.
    func decodedAudio(_ file: String, fixtures: Fixtures) throws -> [Int16] {
        let raw = try fixtures.ffmpeg(["-i", file, "-map", "0:a", "-ac", "1", "-ar", "16000", "-f", "s16le"], output: "decoded.raw")
        let data = try Data(contentsOf: URL(fileURLWithPath: raw))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// Root-mean-square level (0…1) of the samples between two instants.
    func level(_ samples: [Int16], from start: TimeInterval, to end: TimeInterval) -> Double {
        let first = max(0, Int(start * 16000)), last = min(samples.count, Int(end * 16000))
        guard last > first else { return 0 }
        let sum = samples[first..<last].reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(last - first)).squareRoot() / 32768
    }

    @Test func theVideosAudioLastsUntilTheLastSentenceEndsPlusTheTailAndEverySentenceIsWhereItSays() throws {
        let fixtures = try Fixtures()
        let generator = MediaGenerator(toolbox: fixtures.toolbox)
        let file = fixtures.path("narrated.mp4")
        let narration = try generator.narratedLessonVideo(
            title: "Idghām with ghunnah", subtitle: "Level II · Week 8",
            sentences: Self.script, to: file)
        #expect(narration.sentences.map(\.text) == Self.script)
        #expect(narration.sentences.first?.start == 0)
        for (before, after) in zip(narration.sentences, narration.sentences.dropFirst()) {
            #expect(before.start < before.end)
            #expect(abs(after.start - before.end - MediaGenerator.narrationPause) < 0.001)
        }
        #expect(abs(narration.duration - narration.speechEnd - MediaGenerator.narrationTail) < 0.001)

        // The decoded audio is as long as the narration: the transcript's last time plus the tail (AAC frames: ±0.1 s).
        let samples = try decodedAudio(file, fixtures: fixtures)
        let decoded = Double(samples.count) / 16000
        #expect(abs(decoded - narration.duration) < 0.1, "decoded \(decoded) s, narration \(narration.duration) s")
        #expect(abs(decoded - MediaGenerator.narrationTail - narration.speechEnd) < 0.1)
        // The container says the same of the whole video.
        let probed = try generator.probeVideo(fileAt: file)
        #expect(abs(probed.duration - narration.duration) < 0.6, "probed \(probed.duration) s")

        // Speech inside every sentence's span; quiet in the pauses between them and in the tail.
        for sentence in narration.sentences {
            #expect(level(samples, from: sentence.start, to: sentence.end) > 0.02, "“\(sentence.text)” is silent in the audio")
        }
        for (before, after) in zip(narration.sentences, narration.sentences.dropFirst()) {
            #expect(level(samples, from: before.end + 0.05, to: after.start - 0.05) < 0.005, "no pause before “\(after.text)”")
        }
        #expect(level(samples, from: narration.speechEnd + 0.05, to: decoded) < 0.005)
    }

    @Test func aCachedSentenceIsSpokenOnceAndPlacedTheSame() throws {
        let fixtures = try Fixtures()
        let generator = MediaGenerator(toolbox: fixtures.toolbox)
        let cache = SpeechCache()
        let first = try generator.narrate(["Part one.", "Hold the ghunnah for two counts."], cache: cache, to: fixtures.path("a.wav"))
        let second = try generator.narrate(
            ["Part two, a little longer.", "Hold the ghunnah for two counts."], cache: cache,
            to: fixtures.path("b.wav"))
        #expect(cache.count == 3)
        let uncached = try generator.narrate(
            ["Part two, a little longer.", "Hold the ghunnah for two counts."], to: fixtures.path("c.wav"))
        #expect(second == uncached)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: fixtures.path("b.wav")))
                == Data(contentsOf: URL(fileURLWithPath: fixtures.path("c.wav"))))
        let reused = first.sentences[1].end - first.sentences[1].start
        #expect(abs(second.sentences[1].end - second.sentences[1].start - reused) < 1e-9)
    }

    @Test func narrationNeedsWordsAndAPlainVoiceName() throws {
        let fixtures = try Fixtures()
        let generator = MediaGenerator(toolbox: fixtures.toolbox)
        #expect(
            mediaError { _ = try generator.narrate(["  ", ""], to: fixtures.path("x.wav")) }?.message
                == "A narration needs at least one sentence.")
        #expect(
            mediaError { _ = try generator.narrate(["Hello."], voice: "en; rm", to: fixtures.path("x.wav")) }?.message
                == "“en; rm” is not an espeak-ng voice name.")
        #expect(!FileManager.default.fileExists(atPath: fixtures.path("x.wav")))
    }

    @Test func aWAVWhoseDataChunkOverstatesItsSizeIsReadToTheEnd() throws {
        let fixtures = try Fixtures()
        let sound = WAVSound(sampleRate: 8000, channels: 1, bitsPerSample: 16, samples: Data(repeating: 1, count: 800))
        var bytes = sound.fileData
        bytes.replaceSubrange(40..<44, with: [0xff, 0xff, 0xff, 0x7f])  // a streaming writer's "unknown" size
        let path = try fixtures.write(Array(bytes), to: "streamed.wav")
        let read = try WAVSound(fileAt: path)
        #expect(read == sound)
        #expect(abs(read.duration - 0.05) < 1e-9)
        let notWAV = try fixtures.write(Array("RIFF0000AVI LIST".utf8), to: "not.wav")
        #expect(mediaError { _ = try WAVSound(fileAt: notWAV) }?.kind == .corrupt)
    }
}
