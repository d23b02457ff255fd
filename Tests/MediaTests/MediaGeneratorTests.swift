import Foundation
import Testing

@testable import Media

@Suite("Generating demo media")
struct MediaGeneratorTests {
    @Test func lessonVideoHasTheAskedDurationAndSize() throws {
        let fixtures = try Fixtures()
        let generator = MediaGenerator(toolbox: fixtures.toolbox)
        let file = fixtures.path("lesson.mp4")
        let started = Date()
        let captioned = try generator.makeLessonVideo(
            title: "Idghām with ghunnah: 'nūn' & \"mīm\" 100%{pts}", subtitle: "Week 8 — Ust. Radwa", duration: 12, to: file)
        #expect(captioned == (MediaGenerator.font() != nil), "captions fell back to the test pattern")
        #expect(Date().timeIntervalSince(started) < 10)
        let info = try generator.probeVideo(fileAt: file)
        #expect(abs(info.duration - 12) <= 0.25, "probed \(info.duration) s")
        #expect(info.width == 640 && info.height == 360)
        #expect(try AudioInspector(toolbox: fixtures.toolbox).probe(file, container: .mp4).kind == .mp4AAC)
    }

    @Test func lessonVideoStartsWithItsIndexSoBrowsersCanSeek() throws {
        let fixtures = try Fixtures()
        let file = fixtures.path("lesson.mp4")
        try MediaGenerator(toolbox: fixtures.toolbox).lessonVideo(title: "Tajwīd", subtitle: "Intro", duration: 3, to: file)
        let head = try Data(contentsOf: URL(fileURLWithPath: file)).prefix(4096)
        let moov = head.range(of: Data("moov".utf8))
        let mdat = head.range(of: Data("mdat".utf8))
        #expect(moov != nil)
        if let moov, let mdat { #expect(moov.lowerBound < mdat.lowerBound) }
    }

    @Test("Speech padded to 2:41 measures 161 s")
    func paddedSpeechMeasuresTheTarget() throws {
        let fixtures = try Fixtures()
        let file = fixtures.path("recitation.m4a")
        try MediaGenerator(toolbox: fixtures.toolbox)
            .speech("Blessed is He in whose hand is dominion, and He is over all things competent.", to: file, padTo: 161)
        let analysis = try AudioInspector(toolbox: fixtures.toolbox).analyze(fileAt: file)
        #expect(analysis.kind == NormalizedAudio.kind)
        #expect(abs(analysis.duration - 161) <= 0.2, "measured \(analysis.duration) s")
        #expect(analysis.peaks.last! > 0, "the padding carries a soft tone, not dead silence")
    }

    @Test func anOddVoiceNameIsRefusedBeforeAnythingRuns() throws {
        let fixtures = try Fixtures()
        let error = mediaError { try MediaGenerator(toolbox: fixtures.toolbox).speech("hi", voice: "en; rm", to: fixtures.path("x.m4a")) }
        #expect(error?.message == "“en; rm” is not an espeak-ng voice name.")
    }

    @Test func probingAudioSaysThereIsNoVideo() throws {
        let fixtures = try Fixtures()
        let file = try fixtures.webmOpus(seconds: 1)
        let error = mediaError { _ = try MediaGenerator(toolbox: fixtures.toolbox).probeVideo(fileAt: file) }
        #expect(error?.message == "That file has no video in it.")
    }
}
