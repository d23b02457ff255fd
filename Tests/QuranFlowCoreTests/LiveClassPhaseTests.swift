import Foundation
import QuranFlowCore
import Testing

/// The live class's one state: the defect was a student reading "Starting soon · 0:00" while the coach read
/// "Live · 32:12" with Start still showing — each side decided for itself, and the clock ran from the timetable.
@Suite struct LiveClassPhaseTests {
    static let start = Date(timeIntervalSince1970: 1_793_210_400)  // 2026-10-27 2:00 PM Toronto

    static func room(started: TimeInterval? = nil, ended: TimeInterval? = nil) -> LiveRoom {
        LiveRoom(
            startedAt: started.map { start.addingTimeInterval($0) }, endedAt: ended.map { start.addingTimeInterval($0) },
            speakingID: nil, verse: nil, participants: [])
    }

    @Test func theScheduledStartTurnsStartingSoonIntoWaitingNotLive() {
        let room = Self.room()
        #expect(LiveClassPhase.at(Self.start.addingTimeInterval(-1), room: room, scheduledStart: Self.start) == .startingSoon)
        #expect(LiveClassPhase.at(Self.start, room: room, scheduledStart: Self.start) == .waiting)
        #expect(LiveClassPhase.at(Self.start.addingTimeInterval(32 * 60), room: room, scheduledStart: Self.start) == .waiting)
        #expect(room.elapsedLabel(at: Self.start.addingTimeInterval(32 * 60)) == "0:00")
    }

    @Test func startMakesItLiveEvenEarlyAndTheClockRunsFromStart() {
        let early = Self.room(started: -5 * 60)
        #expect(LiveClassPhase.at(Self.start.addingTimeInterval(-60), room: early, scheduledStart: Self.start) == .live)
        #expect(early.elapsedLabel(at: Self.start.addingTimeInterval(-60)) == "4:00")
        let late = Self.room(started: 3 * 60)
        #expect(late.elapsedLabel(at: Self.start.addingTimeInterval(35 * 60 + 12)) == "32:12")
    }

    @Test func endFreezesTheClockAndEndsForEveryone() {
        let room = Self.room(started: 0, ended: 50 * 60)
        #expect(LiveClassPhase.at(Self.start.addingTimeInterval(3600), room: room, scheduledStart: Self.start) == .ended)
        #expect(room.elapsedLabel(at: Self.start.addingTimeInterval(3 * 3600)) == "50:00")
        #expect(!LiveClassPhase.ended.isRunning && LiveClassPhase.live.isRunning)
    }
}
