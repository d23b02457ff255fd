import Foundation
import Testing

@testable import Media

@Suite("Analysing valid recordings")
struct AudioAnalysisTests {
    static func expectGood(_ analysis: AudioAnalysis, kind: AudioKind, duration: Double, peakCount: Int = 120) {
        #expect(analysis.kind == kind)
        #expect(abs(analysis.duration - duration) <= 0.1, "measured \(analysis.duration) s, made \(duration) s")
        #expect(analysis.peaks.count == peakCount)
        #expect(analysis.peaks.allSatisfy { (0...1).contains($0) })
        #expect(analysis.peaks.contains { $0 > 0.01 })
        #expect(analysis.channels == 1)
    }

    @Test func webmOpusIsMeasuredByDecoding() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.webmOpus(seconds: 3.5)
        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file)
        Self.expectGood(analysis, kind: .webmOpus, duration: 3.5)
        #expect(analysis.sampleRate == 48000)
    }

    @Test func mp4AACIsRecognisedAndMeasured() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.tone("tone.m4a", seconds: 4.25, codec: ["-c:a", "aac", "-b:a", "64k"], rate: 44100)
        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file, peakCount: 50)
        Self.expectGood(analysis, kind: .mp4AAC, duration: 4.25, peakCount: 50)
        #expect(analysis.sampleRate == 44100)
    }

    @Test func oggOpusIsRecognisedAndMeasured() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.tone("tone.ogg", seconds: 2.0, codec: ["-c:a", "libopus"])
        Self.expectGood(try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file), kind: .oggOpus, duration: 2.0)
    }

    @Test("A streamed WebM, like MediaRecorder's, has no duration in its header but is still measured")
    func webmWithoutDurationHeader() throws {
        let fixtures = try Fixtures()
        let file = fixtures.path("recorder.webm")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fixtures.toolbox.ffmpegPath)
        process.arguments = [
            "-nostdin", "-v", "error", "-f", "lavfi", "-i", "sine=frequency=523:sample_rate=48000:duration=5.2",
            "-c:a", "libopus", "-f", "webm", "pipe:1",
        ]
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try process.run()
        process.waitUntilExit()
        #expect(try fixtures.headerDuration(file) == "N/A")

        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file)
        Self.expectGood(analysis, kind: .webmOpus, duration: 5.2)
    }

    @Test func speechHasAWaveformThatRisesAndFalls() throws {
        let fixtures = try Fixtures()
        let file = fixtures.path("speech.m4a")
        try MediaGenerator(toolbox: fixtures.toolbox).speech("In the name of God, the most gracious.", to: file)
        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file, peakCount: 40)
        #expect(analysis.kind == .mp4AAC)
        #expect(analysis.duration > 1)
        #expect(analysis.peaks.max()! > 0.1)
        #expect(analysis.peaks.min()! < analysis.peaks.max()! / 2)
    }

    @Test func otherKindsPassWhenThePolicyAllowsThem() throws {
        let fixtures = try Fixtures()
        let wav = try fixtures.tone("tone.wav", seconds: 1.5, codec: ["-c:a", "pcm_s16le"], rate: 16000)
        let mp3 = try fixtures.tone("tone.mp3", seconds: 2.5, codec: ["-c:a", "libmp3lame", "-b:a", "64k"], rate: 44100)
        let inspector = AudioInspector(toolbox: fixtures.toolbox, policy: AudioPolicy(allowed: Set(AudioKind.allCases)))
        Self.expectGood(try inspector.analyze(fileAt: wav), kind: .wav, duration: 1.5)
        Self.expectGood(try inspector.analyze(fileAt: mp3), kind: .mp3, duration: 2.5)
    }

    @Test("Normalised output is AAC in M4A and measures the same")
    func normalizedOutputPlays() throws {
        let fixtures = try Fixtures()
        let source = try fixtures.webmOpus(seconds: 3.0)
        let output = fixtures.path("normal.m4a")
        let inspector = AudioInspector(toolbox: fixtures.toolbox)
        try inspector.normalize(fileAt: source, to: output)
        let analysis = try inspector.analyze(fileAt: output)
        Self.expectGood(analysis, kind: NormalizedAudio.kind, duration: 3.0)
        #expect(analysis.sampleRate == 48000)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixtures.directory).filter { $0.hasPrefix(".partial") }
        #expect(leftovers.isEmpty)
    }

    @Test func analysisRoundTripsThroughJSON() throws {
        let analysis = AudioAnalysis(kind: .oggOpus, duration: 1.5, peaks: [0, 0.5, 1], sampleRate: 48000, channels: 2)
        let decoded = try JSONDecoder().decode(AudioAnalysis.self, from: JSONEncoder().encode(analysis))
        #expect(decoded == analysis)
    }
}
