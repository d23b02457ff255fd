import Foundation
import Testing

@testable import QuranFlowScreens

/// Durations as a player writes them: whole seconds counted down, as Chrome's controls show the same file.
@Suite struct ClockTests {
    @Test(arguments: [(161.0, "2:41"), (33.9, "0:33"), (59.999, "0:59"), (60.0, "1:00"), (0.6, "0:00"), (-3.0, "0:00"), (3_600.0, "60:00")])
    func minutesSeconds(seconds: Double, label: String) {
        #expect(Clock.minutesSeconds(seconds) == label)
    }
}
