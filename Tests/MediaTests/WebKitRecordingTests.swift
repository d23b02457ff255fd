import Foundation
import Testing

@testable import Media

/// Recordings the way Safari's MediaRecorder (WebKit) makes them: fragmented MP4/AAC whose header is written before
/// the recording ends (durations 0, an edit list claiming less than the fragments hold, a last fragment cut short).
/// Each is made at test time with ffmpeg and must be accepted at the length that decodes (±0.3 s); files that truly
/// do not decode are still refused with the same message.
@Suite("Recordings from Safari's engine (WebKit)")
struct WebKitRecordingTests {
    static let tolerance: TimeInterval = 0.3
    static let sine = ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=4"]
    static let aac = ["-c:a", "aac", "-b:a", "64k", "-ac", "1"]

    /// The fragment layouts a MediaRecorder writes (ffmpeg's flags for them).
    static let layouts: [String: [String]] = [
        "empty moov, a fragment per keyframe": ["-movflags", "frag_keyframe+empty_moov+default_base_moof"],
        "a fragment per frame": ["-movflags", "+frag_every_frame+empty_moov"],
        "DASH with a global index": ["-movflags", "+dash+frag_keyframe+empty_moov+global_sidx"],
        "one-second fragments, moof apart": ["-frag_duration", "1000000", "-movflags", "+empty_moov+separate_moof"],
    ]

    @Test("A 4-second fragmented MP4 is measured as 4 seconds", arguments: layouts.keys.sorted())
    func fragmentedMP4IsAcceptedAtItsLength(layout: String) throws {
        let fixtures = try Fixtures()
        let file = try fixtures.ffmpeg(Self.sine + Self.aac + (Self.layouts[layout] ?? []) + ["-f", "mp4"], output: "take.mp4")
        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file)
        #expect(analysis.kind == .mp4AAC)
        #expect(abs(analysis.duration - 4) <= Self.tolerance, "measured \(analysis.duration) s of a 4 s take")
    }

    @Test("An MP4 whose header says 0 s and whose edit list says 1 s is measured by its samples: 4 s, not 0:01")
    func headerDurationsAreNeverRead() throws {
        let fixtures = try Fixtures()
        let whole = try fixtures.ffmpeg(Self.sine + Self.aac, output: "whole.m4a")
        let file = try fixtures.write(try Self.staleHeader(whole), to: "stale.m4a")
        #expect(try fixtures.headerDuration(file) == "0.000000")
        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file)
        #expect(abs(analysis.duration - 4) <= Self.tolerance, "measured \(analysis.duration) s of a 4 s take")

        // Normalised, it is a clean file whose own header says 4 s, so a player shows 0:04.
        let output = fixtures.path("clean.m4a")
        try AudioInspector(toolbox: fixtures.toolbox).normalize(fileAt: file, to: output)
        let header = Double(try fixtures.headerDuration(output)) ?? 0
        #expect(abs(header - 4) <= Self.tolerance, "the clean file's header says \(header) s")
    }

    @Test("A fragmented MP4 whose last fragment is cut short is taken at the length that decodes, and cleaned")
    func damagedLastFragmentIsSalvaged() throws {
        let fixtures = try Fixtures()
        let whole = try fixtures.ffmpeg(
            Self.sine + Self.aac + ["-movflags", "frag_keyframe+empty_moov+default_base_moof", "-f", "mp4"], output: "whole.mp4")
        let cut = try fixtures.truncated(whole, fraction: 0.8, to: "cut.mp4")
        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: cut)
        #expect(analysis.kind == .mp4AAC)
        #expect((2.5...4.1).contains(analysis.duration), "measured \(analysis.duration) s of 80 % of a 4 s take")

        let output = fixtures.path("clean.m4a")
        try AudioInspector(toolbox: fixtures.toolbox).normalize(fileAt: cut, to: output)
        let cleaned = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: output)
        #expect(abs(cleaned.duration - analysis.duration) <= Self.tolerance)
        let header = Double(try fixtures.headerDuration(output)) ?? 0
        #expect(abs(header - analysis.duration) <= Self.tolerance, "the clean file's header says \(header) s")
    }

    @Test("WebKitGTK's layout — a stray moof directly before the last fragment's own — is mended and measured whole")
    func strayMoofIsMended() throws {
        let fixtures = try Fixtures()
        let whole = try fixtures.ffmpeg(
            Self.sine + Self.aac + ["-frag_duration", "1000000", "-movflags", "+empty_moov+default_base_moof", "-f", "mp4"],
            output: "whole.mp4")
        let file = try fixtures.write(try Self.withStrayMoof(whole), to: "webkit.mp4")
        #expect(FragmentedMP4Repair.mended(try Self.withStrayMoof(whole)) == Array(try Data(contentsOf: URL(fileURLWithPath: whole))))
        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file)
        #expect(abs(analysis.duration - 4) <= Self.tolerance, "measured \(analysis.duration) s of a 4 s take")
        let output = fixtures.path("clean.m4a")
        try AudioInspector(toolbox: fixtures.toolbox).normalize(fileAt: file, to: output)
        let header = Double(try fixtures.headerDuration(output)) ?? 0
        #expect(abs(header - 4) <= Self.tolerance, "the clean file's header says \(header) s")
        // The mended copy is gone; only the test's own files remain.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixtures.directory).sorted() == ["clean.m4a", "webkit.mp4", "whole.mp4"])
    }

    /// `source`'s bytes with its last `moof` written twice, as WebKitGTK writes a fragment.
    static func withStrayMoof(_ source: String) throws -> [UInt8] {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
        let boxes = FragmentedMP4Repair.boxes(bytes)
        let last = try #require(boxes.last { $0.type == "moof" })
        try #require(boxes.filter { $0.type == "moof" }.count >= 2)
        let moof = Array(bytes[last.offset..<(last.offset + last.length)])
        return Array(bytes[..<last.offset]) + moof + Array(bytes[last.offset...])
    }

    @Test("A fragmented MP4 cut to its header, or garbage after an MP4 header, is still refused as damaged")
    func undecodableMP4IsStillRefused() throws {
        let fixtures = try Fixtures()
        let whole = try fixtures.ffmpeg(
            Self.sine + Self.aac + ["-movflags", "frag_keyframe+empty_moov+default_base_moof", "-f", "mp4"], output: "whole.mp4")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: whole)))
        var generator = SystemRandomNumberGenerator()
        let garbage = Array(bytes.prefix(32)) + (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for file in [
            try fixtures.truncated(whole, fraction: 0.02, to: "header-only.mp4"), try fixtures.write(garbage, to: "garbage.mp4"),
        ] {
            let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file) }
            #expect(error?.kind == .corrupt || error?.kind == .empty, "\(file): \(String(describing: error))")
        }
    }

    @Test("A video MP4 with no sound is refused as not audio")
    func videoWithoutAudioIsRefused() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.ffmpeg(
            ["-f", "lavfi", "-i", "color=c=black:s=64x64:d=1", "-c:v", "mpeg4", "-movflags", "frag_keyframe+empty_moov", "-f", "mp4"],
            output: "silent.mp4")
        let error = mediaError { _ = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file) }
        #expect(error?.kind == .unsupportedType)
    }

    /// `source`'s bytes with every header duration (mvhd, tkhd, mdhd) set to 0 and its edit list cut to one second of
    /// the movie's timescale — what a recorder that writes its header first leaves behind.
    static func staleHeader(_ source: String) throws -> [UInt8] {
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
        func find(_ type: String) -> Int? {
            let needle = Array(type.utf8)
            return (0..<(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }
        }
        func setWord(_ offset: Int, _ value: UInt32) {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
        }
        // Version 0 boxes: type, version+flags, creation, modification, then timescale (mvhd, mdhd) or track id and a
        // reserved word (tkhd), then the duration.
        let mvhd = try #require(find("mvhd"))
        let timescale = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[mvhd + 16 + $1]) }
        setWord(mvhd + 20, 0)
        setWord(try #require(find("tkhd")) + 24, 0)
        setWord(try #require(find("mdhd")) + 20, 0)
        setWord(try #require(find("elst")) + 12, timescale)
        return bytes
    }
}
