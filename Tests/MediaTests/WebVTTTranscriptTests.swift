import Foundation
import Testing

@testable import Media

/// WebVTT transcripts are checked before they are stored: header, timings, order, the video's length, size; each
/// problem names its line.
@Suite struct WebVTTTranscriptTests {
    func problem(_ text: String, duration: TimeInterval = 60) -> WebVTTTranscript.Problem? {
        do {
            _ = try WebVTTTranscript(validating: text, videoDuration: duration)
            return nil
        } catch let problem as WebVTTTranscript.Problem {
            return problem
        } catch {
            return WebVTTTranscript.Problem(line: -1, reason: "\(error)")
        }
    }

    @Test func aGoodTranscriptPasses() throws {
        let text =
            "\u{FEFF}WEBVTT - Week 8\r\n\r\nNOTE made by hand\r\n\r\nintro\r\n00:00.000 --> 00:04.500 align:start\r\nBismillah\r\n\r\n00:00:04.500 --> 00:00:59.900\r\nIdghām with ghunnah\r\nsecond line\r\n"
        let transcript = try WebVTTTranscript(validating: text, videoDuration: 60)
        #expect(transcript.cueCount == 2)
        #expect(!transcript.text.contains("\r"))
    }

    @Test func eachProblemNamesItsLine() {
        #expect(problem("WEBVT\n\n00:00.000 --> 00:01.000\nx\n")?.line == 1)
        #expect(problem("WEBVTT\n\n00:00.000 -> 00:01.000\nx\n")?.line == 3)
        #expect(
            problem("WEBVTT\n\n00:00.000 --> 00:1.000\nx\n")?.description
                == "Line 3: “00:1.000” is not a WebVTT time (hh:mm:ss.ttt or mm:ss.ttt).")
        #expect(problem("WEBVTT\n\n00:02.000 --> 00:01.000\nx\n")?.line == 3)
        #expect(problem("WEBVTT\n\n00:05.000 --> 00:06.000\na\n\n00:01.000 --> 00:02.000\nb\n")?.line == 6)
        let late = problem("WEBVTT\n\n00:05.000 --> 01:06.000\na\n", duration: 60)
        #expect(late?.line == 3)
        #expect(late?.reason.contains("after the video ends") == true)
        #expect(problem("WEBVTT\n\n00:01.000 --> 00:02.000\n")?.reason == "The cue has no text.")
        #expect(problem("WEBVTT\n\n00:01.000 --> 00:02.000\na\n00:03.000 --> 00:04.000\nb\n")?.line == 5)
        #expect(problem("WEBVTT\n")?.line == 0)
        #expect(problem("WEBVTT\n\n" + String(repeating: "x", count: 600_000))?.reason.contains("larger than") == true)
    }
}
