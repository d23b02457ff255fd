import Foundation
import Testing

@testable import QuranFlowCore

@Suite("Active review time")
struct ActiveReviewTimeTests {
    let t0 = Loop.wednesday

    func time(_ events: [(ActivityEvent.Kind, TimeInterval, TimeInterval)]) -> TimeInterval {
        ActiveReviewTime(events: events.map { ActivityEvent($0.0, at: t0.addingTimeInterval($0.1), lasting: $0.2) }).seconds
    }

    @Test("Idle gaps: 1:59 and 2:00 count, 2:01 is excluded entirely", arguments: [(119.0, 129.0), (120.0, 130.0), (121.0, 10.0)])
    func idleGaps(gap: TimeInterval, expected: TimeInterval) {
        // open, type at 10 s, then a quiet gap, then a mark and close.
        #expect(time([(.open, 0, 0), (.type, 10, 0), (.mark, 10 + gap, 0), (.close, 10 + gap, 0)]) == expected)
    }

    @Test("Playing counts for as long as it runs; the gap is measured from its end")
    func playing() {
        // Play the 2:41 recording, then mark 1:30 after it ends, then close.
        #expect(time([(.open, 0, 0), (.play, 5, 161), (.mark, 256, 0), (.close, 260, 0)]) == 260)
        // Overlapping typing while playing isn't counted twice.
        #expect(time([(.open, 0, 0), (.play, 0, 100), (.type, 50, 0), (.close, 100, 0)]) == 100)
    }

    @Test("Only open → close counts; events after close are ignored until the next open; events any order")
    func sessions() {
        let events: [(ActivityEvent.Kind, TimeInterval, TimeInterval)] = [
            (.close, 60, 0), (.open, 0, 0), (.type, 30, 0),
            (.type, 100, 0),  // screen closed: ignored
            (.open, 1000, 0), (.record, 1010, 45), (.close, 1100, 0),
        ]
        #expect(time(events) == 60 + 100)
        #expect(time([(.type, 0, 0), (.mark, 30, 0)]) == 0)
        // A missing close ends at the last event.
        #expect(time([(.open, 0, 0), (.mark, 90, 0)]) == 90)
        // A play logged at the same instant as the close still counts.
        #expect(time([(.open, 0, 0), (.close, 10, 0), (.play, 10, 30)]) == 40)
    }

    @Test("A mark or note reloads the page: the old page's close arrives just after the new page's open, and time goes on")
    func reloads() {
        // Page 1 opens at 0, a mark at 20 submits; page 2 is served (open) at 20.2 and page 1's close lands at 20.25;
        // on page 2 the coach types at 40 and records 30 s from 50; page 3 opens at 80.1, page 2's close lands at 80.15;
        // page 3 is closed at 90.
        let events: [(ActivityEvent.Kind, TimeInterval, TimeInterval)] = [
            (.open, 0, 0), (.mark, 20, 0), (.open, 20.2, 0), (.close, 20.25, 0), (.type, 40, 0), (.record, 50, 30),
            (.open, 80.1, 0), (.close, 80.15, 0), (.close, 90, 0),
        ]
        #expect(time(events) == 90)
        // Two tabs: closing one leaves the other open; the last close ends it, and later events are ignored.
        #expect(time([(.open, 0, 0), (.open, 10, 0), (.close, 20, 0), (.type, 50, 0), (.close, 60, 0), (.type, 70, 0)]) == 60)
        // More closes than opens end the stretch at the first close that leaves none open, and no earlier.
        #expect(time([(.open, 0, 0), (.close, 5, 0), (.close, 6, 0), (.type, 7, 0)]) == 5)
    }

    @Test("Footer label")
    func label() {
        #expect(ActiveReviewTime(events: []).label == "0:00 on this review · logged automatically")
        let t = time([(.open, 0, 0), (.record, 0, 872), (.close, 872, 0)])
        #expect(t == 872)
        #expect(
            ActiveReviewTime(events: [ActivityEvent(.open, at: t0), ActivityEvent(.record, at: t0, lasting: 872)]).label
                == "14:32 on this review · logged automatically")
        #expect(ActiveReviewTime(events: [ActivityEvent(.open, at: t0), ActivityEvent(.play, at: t0, lasting: 3725)]).clock == "1:02:05")
    }
}
