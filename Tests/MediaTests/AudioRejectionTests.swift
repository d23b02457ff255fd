import Foundation
import Testing

@testable import Media

@Suite("Refusing bad recordings")
struct AudioRejectionTests {
    @Test func zeroBytesIsEmpty() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.write([], to: "empty.webm")
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file) }
        #expect(error?.kind == .empty)
        #expect(error?.message == "The recording is empty.")
    }

    /// Decision: a file cut short is `.corrupt` whenever the bytes show it — FFmpeg reports a WebM cut
    /// mid-cluster and an MP4 without its index; for Ogg we check the end-of-stream flag ourselves.
    @Test(arguments: ["webm", "m4a", "ogg"])
    func firstFortyPercentIsCorrupt(container: String) throws {
        let fixtures = try Fixtures()
        let codec = container == "m4a" ? ["-c:a", "aac"] : ["-c:a", "libopus"]
        let whole = try fixtures.tone("whole.\(container)", seconds: 4, codec: codec)
        let cut = try fixtures.truncated(whole, fraction: 0.4, to: "cut.\(container)")
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: cut) }
        #expect(error?.kind == .corrupt)
        #expect(error?.message == "The recording could not be decoded — it may be damaged or cut short.")
    }

    @Test("A container with no audio frames in it is refused, never measured as 0 s")
    func noFramesIsRefused() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.tone("silence.webm", seconds: 1, codec: ["-t", "0", "-c:a", "libopus"])
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file) }
        #expect(error?.kind == .empty || error?.kind == .corrupt)
    }

    @Test func normalizingADamagedFileLeavesNoOutput() throws {
        let fixtures = try Fixtures()
        let whole = try fixtures.tone("whole.m4a", seconds: 2, codec: ["-c:a", "aac"])
        let cut = try fixtures.truncated(whole, fraction: 0.4, to: "cut.m4a")
        let output = fixtures.path("normal.m4a")
        let error = mediaError { try AudioInspector(toolbox: fixtures.toolbox).normalize(fileAt: cut, to: output) }
        #expect(error?.kind == .corrupt)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixtures.directory).sorted() == ["cut.m4a", "whole.m4a"])
    }

    @Test func randomBytesAreNotAudio() throws {
        let fixtures = try Fixtures()
        var generator = SystemRandomNumberGenerator()
        var bytes = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[0] = 0x00  // never a real magic number by chance
        let file = try fixtures.write(bytes, to: "noise.webm")
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file) }
        #expect(error?.kind == .unsupportedType)
        #expect(error?.message == "That file is not audio we can play (found data we do not recognise).")
    }

    @Test func pngRenamedWebmIsNotAudio() throws {
        let fixtures = try Fixtures()
        let png = try fixtures.ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=16x16", "-frames:v", "1"], output: "picture.png")
        let renamed = fixtures.path("picture.webm")
        try FileManager.default.moveItem(atPath: png, toPath: renamed)
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: renamed) }
        #expect(error?.kind == .unsupportedType)
        #expect(error?.message == "That file is not audio we can play (found PNG image).")
    }

    @Test func aWebmHoldingVorbisIsNotAnAcceptedKind() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.tone("vorbis.webm", seconds: 1, codec: ["-c:a", "libvorbis"], rate: 44100)
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file) }
        #expect(error?.kind == .unsupportedType)
        #expect(error?.message == "That file is not audio we can play (found VORBIS audio in WebM).")
    }

    @Test func wavIsRefusedByTheDefaultPolicy() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.tone("tone.wav", seconds: 1, codec: ["-c:a", "pcm_s16le"])
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file) }
        #expect(error?.kind == .unsupportedType)
        #expect(error?.message == "That file is not audio we can play (found WAV audio).")
    }

    @Test("Too large is refused before any tool runs")
    func overMaxBytesIsTooLargeWithoutDecoding() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.webmOpus(seconds: 3)
        let noTools = MediaToolbox(ffmpegPath: "/nonexistent/ffmpeg", ffprobePath: "/nonexistent/ffprobe")
        let inspector = AudioInspector(toolbox: noTools, policy: AudioPolicy(maxBytes: 2_000))
        let error = mediaError { _ = try inspector.analyze(fileAt: file) }
        #expect(error?.kind == .tooLarge)
        #expect(error?.message == "The recording is larger than 2 KB.")
        #expect(mediaError { try inspector.normalize(fileAt: file, to: fixtures.path("out.m4a")) }?.kind == .tooLarge)
    }

    @Test func elevenMinutesIsTooLong() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.elevenMinutes()
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file) }
        #expect(error?.kind == .tooLong)
        #expect(error?.message == "The recording is longer than 10 minutes.")
    }

    @Test func aShorterCapStopsTheDecodeEarly() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.webmOpus(seconds: 4)
        let inspector = AudioInspector(toolbox: fixtures.toolbox, policy: AudioPolicy(maxDuration: 90.5))
        #expect(try inspector.analyze(fileAt: file).duration < 5)
        let strict = AudioInspector(toolbox: fixtures.toolbox, policy: AudioPolicy(maxDuration: 2))
        let error = mediaError { _ = try strict.analyze(fileAt: file) }
        #expect(error?.kind == .tooLong)
        #expect(error?.message == "The recording is longer than 2 seconds.")
    }

    @Test func aMissingFileSaysSo() throws {
        let fixtures = try Fixtures()
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: fixtures.path("nope.webm")) }
        #expect(error?.kind == .failed)
        #expect(error?.message.contains("could not be read") == true)
    }
}
