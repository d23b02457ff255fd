import Foundation
import Testing

@testable import Media

/// The lesson-video pipeline on tiny videos made by ffmpeg here: each container recognised and transcoded (or kept
/// when already web-playable), measured, with a poster and progress; refusals for a lie about the type, a damaged
/// file, a claimed duration over 60 minutes, and a file without pictures.
@Suite struct LessonVideoProcessorTests {
    let fixtures: Fixtures
    let processor: LessonVideoProcessor

    init() throws {
        fixtures = try Fixtures()
        processor = LessonVideoProcessor(toolbox: LessonVideoProcessor.transcodingToolbox(fixtures.toolbox, timeout: 60))
    }

    static let picture = ["-f", "lavfi", "-i", "testsrc2=s=160x120:r=10:d=2", "-f", "lavfi", "-i", "sine=frequency=300:duration=2"]

    func video(_ name: String, _ codec: [String]) throws -> String {
        try fixtures.ffmpeg(Self.picture + ["-shortest"] + codec, output: name)
    }

    func process(_ path: String, _ name: String) throws -> (LessonVideoProcessor.Result, [Double]) {
        var fractions: [Double] = []
        let result = try processor.process(fileAt: path, to: fixtures.path(name + ".mp4"), poster: fixtures.path(name + ".jpg")) {
            fractions.append($0)
        }
        return (result, fractions)
    }

    func error(_ body: () throws -> Void) -> MediaError? {
        do {
            try body()
            return nil
        } catch let error as MediaError {
            return error
        } catch {
            return MediaError(.failed, "\(error)")
        }
    }

    @Test("WebM (VP8/Vorbis) and MOV are transcoded to H.264/AAC MP4 with fast start, measured, with a poster")
    func transcodes() throws {
        for (name, codec) in [
            ("in.webm", ["-c:v", "libvpx", "-deadline", "realtime", "-c:a", "libvorbis"]),
            ("in.mov", ["-c:v", "mpeg4", "-c:a", "pcm_s16le"]),
        ] {
            let (result, fractions) = try process(try video(name, codec), name)
            #expect(result.transcoded)
            #expect(abs(result.duration - 2) < 0.2, "\(name): \(result.duration)")
            #expect(result.width == 160 && result.height == 120)
            let probe = try processor.probe(fileAt: fixtures.path(name + ".mp4"))
            #expect(probe.isWebPlayable, "\(name): \(probe)")
            let poster = try Data(contentsOf: URL(fileURLWithPath: fixtures.path(name + ".jpg")))
            #expect(poster.starts(with: [0xFF, 0xD8, 0xFF]))
            #expect(fractions.first == 0 && fractions.last == 1)
            #expect(fractions == fractions.sorted())
        }
    }

    @Test("An MP4 already H.264/AAC with fast start is kept as it is (no transcode)")
    func keepsWebPlayable() throws {
        let source = try video(
            "ready.mp4", ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-movflags", "+faststart"])
        let (result, _) = try process(source, "ready-out")
        #expect(!result.transcoded)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: source)) == Data(contentsOf: URL(fileURLWithPath: fixtures.path("ready-out.mp4"))))
        let slow = try video("slow.mp4", ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"])
        #expect(try !processor.probe(fileAt: slow).isWebPlayable, "no fast start: the index comes last")
    }

    @Test("A PNG named .mp4 is refused by its magic numbers; a file without pictures is refused")
    func liesAboutItsType() throws {
        let png = try fixtures.ffmpeg(
            ["-f", "lavfi", "-i", "color=c=red:s=32x32", "-frames:v", "1", "-f", "image2", "-c:v", "png"], output: "lie.mp4")
        let refused = error { _ = try process(png, "lie") }
        #expect(refused?.kind == .unsupportedType)
        #expect(refused?.message.contains("PNG image") == true)
        let audio = try fixtures.tone("sound.m4a", seconds: 1, codec: ["-c:a", "aac"])
        #expect(error { _ = try process(audio, "sound") }?.kind == .unsupportedType)
        #expect(!FileManager.default.fileExists(atPath: fixtures.path("lie.mp4.mp4")))
    }

    @Test("A damaged video fails as corrupt and leaves no output")
    func corrupt() throws {
        let source = try video("good.webm", ["-c:v", "libvpx", "-deadline", "realtime", "-c:a", "libvorbis"])
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        // Keep the header, scramble the frames.
        for index in stride(from: 600, to: bytes.count, by: 3) { bytes[index] ^= 0x5A }
        let damaged = try fixtures.write(bytes, to: "damaged.webm")
        let failure = error { _ = try process(damaged, "damaged") }
        #expect(failure?.kind == .corrupt, "\(String(describing: failure))")
        #expect(!FileManager.default.fileExists(atPath: fixtures.path("damaged.mp4")))
        let cut = try fixtures.truncated(
            try video("cut.mp4", ["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac"]), fraction: 0.5, to: "cut-half.mp4")
        #expect(error { _ = try process(cut, "cut") }?.kind == .corrupt)
    }

    @Test("A video that claims more than 60 minutes is refused before decoding")
    func tooLong() throws {
        let long = try fixtures.ffmpeg(
            ["-f", "lavfi", "-i", "color=c=blue:s=16x16:r=0.1:d=3700", "-c:v", "libx264", "-preset", "ultrafast"], output: "long.mp4")
        let refused = error { _ = try processor.probe(fileAt: long) }
        #expect(refused?.kind == .tooLong)
        #expect(refused?.message.contains("60 minutes") == true)
    }

    @Test("ffmpeg's -progress lines become fractions of the duration")
    func progressParsing() {
        var parser = ProgressParser(duration: 10)
        let fractions = parser.feed(Array("frame=1\nout_time_us=2500000\nprogress=continue\nout_time_us=2500000\nout_ti".utf8))
        #expect(fractions == [0.25])
        #expect(parser.feed(Array("me_us=5000000\n".utf8)) == [0.5])
        var unknown = ProgressParser(duration: nil)
        #expect(unknown.feed(Array("out_time_us=1\n".utf8)).isEmpty)
    }

    @Test("Magic numbers: MP4, MOV, WebM")
    func sniffing() {
        #expect(VideoContainer.sniff([0, 0, 0, 0x20] + Array("ftypisom".utf8)) == .mp4)
        #expect(VideoContainer.sniff([0, 0, 0, 0x14] + Array("ftypqt  ".utf8)) == .quickTime)
        #expect(VideoContainer.sniff([0x1A, 0x45, 0xDF, 0xA3, 0x9F]) == .webm)
        #expect(VideoContainer.sniff(Array("GIF89a".utf8)) == nil)
    }
}
