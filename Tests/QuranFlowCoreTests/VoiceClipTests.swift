import Foundation
import QuranFlowCore
import Testing

/// A voice message's length and what a message shows in one line.
@Suite struct VoiceClipTests {
    @Test func theClockRoundsDownToTheSecond() {
        #expect(VoiceClip(durationMilliseconds: 22_999, peaks: []).clock == "0:22")
        #expect(VoiceClip(durationMilliseconds: 60_000, peaks: []).clock == "1:00")
        #expect(VoiceClip(durationMilliseconds: 120_400, peaks: []).clock == "2:00")
        #expect(VoiceClip(durationMilliseconds: 1, peaks: []).clock == "0:00")
        #expect(VoiceClip.maxDuration == 120)
    }

    @Test func aPreviewIsTheTextCutAt80OrTheVoiceWithItsLength() {
        let at = Date(timeIntervalSince1970: 0)
        let short = Message(id: "m", threadID: "t", senderID: "s", fromStudent: true, body: "Thursday?", sentAt: at)
        #expect(short.preview == "Thursday?")
        let eighty = String(repeating: "a", count: 80)
        #expect(Message(id: "m", threadID: "t", senderID: "s", fromStudent: true, body: eighty, sentAt: at).preview == eighty)
        let long = Message(id: "m", threadID: "t", senderID: "s", fromStudent: true, body: eighty + "b", sentAt: at)
        #expect(long.preview == String(repeating: "a", count: 79) + "…")
        let voice = Message(
            id: "m", threadID: "t", senderID: "s", fromStudent: false, body: "", sentAt: at,
            voice: VoiceClip(durationMilliseconds: 22_400, peaks: [0.5]), about: MessageSubject(submissionID: "s7", week: 7))
        #expect(voice.preview == "Voice message · 0:22")
        #expect(voice.about?.label == "About Week 7 feedback")
    }
}
