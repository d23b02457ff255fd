import Foundation
import Testing

@testable import QuranFlowCore

@Suite("Live presence from stored screens")
struct LivePresenceTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    func screen(
        _ connection: String, _ account: String, coach: Bool = false, joined: TimeInterval = 0,
        beat: TimeInterval = 0
    ) -> LivePresence.Screen {
        LivePresence.Screen(
            connectionID: connection, accountID: account, name: account.capitalized, isCoach: coach,
            joinedAt: t0.addingTimeInterval(joined), heartbeatAt: t0.addingTimeInterval(beat))
    }

    @Test("A screen counts through the last moment before 30 s without a heartbeat, and not at 30 s")
    func staleBoundary() {
        let row = screen("a-1", "sarah")
        #expect(LivePresence.counts(row, at: t0))
        #expect(LivePresence.counts(row, at: t0.addingTimeInterval(29)))
        #expect(LivePresence.counts(row, at: t0.addingTimeInterval(29.999)))
        #expect(!LivePresence.counts(row, at: t0.addingTimeInterval(30)))
        #expect(!LivePresence.counts(row, at: t0.addingTimeInterval(31)))
        // Another machine's clock a little ahead: still counts.
        #expect(LivePresence.counts(row, at: t0.addingTimeInterval(-5)))
        #expect(LivePresence.staleAt(row) == t0.addingTimeInterval(LivePresence.staleAfter))
        // The cutoff agrees: a heartbeat at it is stale, a millisecond after it counts.
        let now = t0.addingTimeInterval(100)
        #expect(!LivePresence.counts(screen("a-2", "sarah", beat: LivePresence.cutoff(at: now).timeIntervalSince(t0)), at: now))
        #expect(LivePresence.counts(screen("a-3", "sarah", beat: LivePresence.cutoff(at: now).timeIntervalSince(t0) + 0.001), at: now))
        // Two missed heartbeats are tolerated; the third is not.
        #expect(LivePresence.staleAfter == 3 * LivePresence.heartbeatInterval)
    }

    @Test("Two tabs of one person are one entry; a stale screen of a killed process drops that person")
    func onePerPerson() {
        let screens = [
            screen("a-1", "sarah", joined: 5, beat: 10),
            screen("b-1", "sarah", joined: 2, beat: 10),  // her earlier tab, on another process
            screen("b-2", "amina", coach: true, joined: 1, beat: 10),
            screen("c-1", "khadija", joined: 0, beat: 0),  // a process that died after t0
        ]
        let at29 = LivePresence.participants(screens: screens, hands: [:], at: t0.addingTimeInterval(29.999))
        #expect(at29.map(\.id) == ["khadija", "amina", "sarah"])
        #expect(at29.first { $0.id == "sarah" }?.joinedAt == t0.addingTimeInterval(2))
        let room29 = LiveRoom(startedAt: nil, endedAt: nil, speakingID: nil, verse: nil, participants: at29)
        #expect(room29.presenceLabel(registered: 12) == "2 of 12")
        let at30 = LivePresence.participants(screens: screens, hands: [:], at: t0.addingTimeInterval(30))
        #expect(at30.map(\.id) == ["amina", "sarah"])
        let room30 = LiveRoom(startedAt: nil, endedAt: nil, speakingID: nil, verse: nil, participants: at30)
        #expect(room30.presenceLabel(registered: 12) == "1 of 12")
        #expect(LivePresence.stale(screens, at: t0.addingTimeInterval(30)).map(\.connectionID) == ["c-1"])
        // Everyone gone at 40 s after the last heartbeat.
        #expect(LivePresence.participants(screens: screens, hands: [:], at: t0.addingTimeInterval(40)).isEmpty)
    }

    @Test("A raised hand shows on someone present, never brings back someone absent")
    func hands() {
        let raised = t0.addingTimeInterval(3)
        let people = LivePresence.participants(
            screens: [screen("a-1", "sarah", beat: 10)],
            hands: ["sarah": raised, "noor": raised], at: t0.addingTimeInterval(11))
        #expect(people.count == 1)
        #expect(people[0].handRaisedAt == raised)
    }

    @Test("The next change is when the oldest counted heartbeat goes stale; none when nobody counts")
    func nextChange() {
        let screens = [screen("a-1", "sarah", beat: 12), screen("b-1", "amina", beat: 4), screen("c-1", "noor", beat: -40)]
        #expect(LivePresence.nextChange(screens: screens, at: t0) == t0.addingTimeInterval(34))
        #expect(LivePresence.nextChange(screens: screens, at: t0.addingTimeInterval(34)) == t0.addingTimeInterval(42))
        #expect(LivePresence.nextChange(screens: screens, at: t0.addingTimeInterval(42)) == nil)
    }
}
