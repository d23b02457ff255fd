import Foundation
import Testing

@testable import QuranFlowScreens

@Suite("Transcripts: stored WebVTT or plain lines, and the player's teaser")
struct TranscriptTests {
    let timed = Transcript(cues: [
        .init(start: 0, end: 1.83, text: "Week 8: Idghām with ghunnah."),
        .init(start: 2.43, end: 4.909, text: "Idghām means merging."),
        .init(start: 3599.9995, end: 3725.5, text: "An hour in."),
    ])

    @Test func webVTTRoundTripsToTheMillisecond() throws {
        let text = timed.webVTT
        #expect(text.hasPrefix("WEBVTT\n\n00:00:00.000 --> 00:00:01.830\nWeek 8: Idghām with ghunnah.\n"))
        #expect(text.contains("01:00:00.000 --> 01:02:05.500\nAn hour in.\n"))
        let read = try #require(Transcript(stored: text))
        #expect(read.cues.map(\.text) == timed.cues.map(\.text))
        #expect(read.cues.map(\.start) == [0, 2.43, 3600])
        #expect(read.cues.map(\.end) == [1.83, 4.909, 3725.5])
    }

    @Test func readsShortTimesCueSettingsAndMultiLineCues() throws {
        let text =
            "WEBVTT - lesson\r\n\r\n1\r\n00:04.200 --> 00:06.000 align:start\r\nHold it\r\nfor two counts.\r\n\r\nnot a time --> x\r\nskipped\r\n"
        let read = try #require(Transcript(stored: text))
        #expect(read.cues == [.init(start: 4.2, end: 6, text: "Hold it for two counts.")])
    }

    @Test func plainLinesHaveNoTimesAndNothingIsNil() {
        #expect(
            Transcript(stored: "One.\n\n  Two.  \n")?.cues == [
                .init(start: nil, end: nil, text: "One."), .init(start: nil, end: nil, text: "Two."),
            ])
        #expect(Transcript(stored: " \n\n") == nil)
        #expect(Transcript(stored: "WEBVTT\n\n") == nil)
        #expect(Transcript(cues: [.init(start: nil, end: nil, text: "One.")]).webVTT == "One.\n")
    }

    @Test func theTeaserShowsTwoLinesEachWithTheTimeAPlayerWouldShow() throws {
        let teaser = try #require(TranscriptTeaser.make(timed.webVTT))
        #expect(teaser.heading == "Transcript")
        #expect(teaser.teaser.map(\.text) == ["Week 8: Idghām with ghunnah.", "Idghām means merging."])
        #expect(teaser.lines.map(\.time) == ["0:00", "0:02", "60:00"])
        #expect(teaser.lines[1].seekLabel == "Play from 0:02")
        #expect(teaser.expand == "Read full transcript")
        let short = try #require(TranscriptTeaser.make("Only one line."))
        #expect(short.expand == nil && short.lines[0].time == nil && short.lines[0].start == nil)
    }
}
